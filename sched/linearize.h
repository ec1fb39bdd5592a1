// Linearization: the blocks of a scheduled method in layout order, each a
// list of instructions, with explicit branches.
//
// Layout: entry first, the Return's block last; every block is followed by
// its likely successor when that successor is not placed yet (a depth-first
// order that explores the likely successor last, reversed). The likely
// successor of an If is its true side unless that leaves the innermost loop
// the If is in, so loop bodies stay together and loop exits come after.
//
// Branches: an If whose true side follows becomes `branch_unless COND F`;
// whose false side follows, `branch_if COND T`; neither, `branch_if COND T`
// then `jump F`. A block flowing into a merge that does not follow it ends
// with `jump`. Phis stay as instructions.
#pragma once

#include <vector>

#include "ir/graph.h"
#include "sched/cfg.h"
#include "sched/local_schedule.h"
#include "sched/placement.h"
#include "sched/policy.h"

namespace rhz::sched {

struct LinearInstr {
  enum class Kind { Node, Jump, BranchIf, BranchUnless };
  Kind kind = Kind::Node;
  const ir::Node* node = nullptr;  // the node; the If for branches; null for jumps
  BlockId target = kNoBlock;       // branches and jumps
};

struct LinearBlock {
  BlockId block = kNoBlock;
  std::vector<LinearInstr> instrs;
};

struct LinearMethod {
  std::vector<LinearBlock> blocks;   // layout order
  std::vector<std::size_t> position; // block id -> index in blocks
};

// The layout order of the blocks.
std::vector<BlockId> layout_blocks(const Cfg& cfg);

LinearMethod linearize(const Cfg& cfg, const LocalSchedule& local);

// Every phase of the pipeline for one method, as values.
struct MethodSchedule {
  Cfg cfg;
  Placement placement;
  LocalSchedule local;
  LinearMethod linear;
};

// `issue`: blocks whose order is given (schedule_local).
MethodSchedule schedule_method(const ir::Graph& g, const PolicyInfo& policy, const IssueCycles* issue = nullptr);

}  // namespace rhz::sched
