// Local scheduling: each block's nodes become a dependence Dag (sched/dag.h)
// that a policy from the registry (sched/policy.h) orders.
//
// The Dag of a block, in declaration ("source") order:
//   - its phis (by id), then its other nodes by id, then the block-ending
//     node: the If or Return, or a synthetic `jump` (size 0) when control
//     falls into a merge. The block's head (Start, Region, Loop, a
//     projection) is a label, not an instruction, and is left out.
//   - `edge`: a value input defined in the same block (phi inputs are read
//     in the predecessors, so they never give an edge);
//   - `dep`: consecutive fixed nodes of the control chain; each phi before
//     every other root, so phis come first; every sink before the ending
//     node, so it comes last;
//   - live-out values (used in another block, or by a phi along an edge
//     leaving this block) get a data edge to the ending node: they stay
//     live to the block's end, as they really do.
// Node ids in the Dag are the graph ids as text, so `--dump-dag` can be read
// against `--dump-graph`.
#pragma once

#include <iosfwd>
#include <unordered_map>
#include <vector>

#include "ir/graph.h"
#include "ir/program.h"
#include "sched/cfg.h"
#include "sched/dag.h"
#include "sched/placement.h"
#include "sched/policy.h"

namespace rhz::sched {

struct BlockDag {
  Dag dag;
  std::vector<const ir::Node*> nodes;  // Dag node -> graph node; null for the synthetic jump
};

BlockDag build_block_dag(const ir::Graph& g, const Cfg& cfg, const Placement& placement, BlockId b,
                         const std::string& name);

struct LocalSchedule {
  // Per block: its instructions in order (phis, body, If/Return last); the
  // head and the synthetic jump are not included.
  std::vector<std::vector<const ir::Node*>> order;
};

// Nodes whose order within their block is given (a pipelined loop's
// kernel: node id -> its cycle in the modulo schedule): a block holding any
// is ordered by those cycles (ties and the other nodes after them, in
// source order) as far as its dependences allow, not by the policy.
using IssueCycles = std::unordered_map<ir::NodeId, int>;

LocalSchedule schedule_local(const ir::Graph& g, const Cfg& cfg, const Placement& placement,
                             const PolicyInfo& policy, const IssueCycles* issue = nullptr);

// Every block's Dag in the DAG tool's text format, named METHOD.bN.
void write_block_dags(std::ostream& out, const ir::Graph& g, const Cfg& cfg, const Placement& placement,
                      const std::string& method);

}  // namespace rhz::sched
