// Global placement (Click's global code motion): every live node gets a
// block. Fixed nodes keep the CFG's block; a phi goes in its region's block;
// every other floating node goes, among the blocks on the dominator-tree
// path from its latest to its earliest legal block, to the one with the
// shallowest loop depth (the latest on ties).
//
//   earliest: the deepest (in the dominator tree) of its inputs' blocks;
//             the entry block for leaves (constants, Param, Self, ...).
//   latest:   the LCA in the dominator tree of its uses' blocks, where a
//             phi's use of value i counts at the end of predecessor i of the
//             phi's region.
//
// Each step is a walk up the dominator tree, so placement is linear in the
// graph times the dominator-tree depth; there is no candidate search.
// The graph is never mutated.
#pragma once

#include <vector>

#include "ir/graph.h"
#include "ir/node_map.h"
#include "sched/cfg.h"

namespace rhz::sched {

struct Placement {
  ir::NodeMap<BlockId> block{};                      // kNoBlock: not placed (dead or unreachable)
  ir::NodeMap<BlockId> earliest{};                   // floating nodes only
  ir::NodeMap<BlockId> latest{};                     // floating nodes only
  std::vector<std::vector<const ir::Node*>> nodes;   // per block, in id order (heads included)

  BlockId block_of(const ir::Node* n) const { return block.get(n); }
};

// The block in which the use {user, slot} reads its input: the user's block,
// or for a phi the predecessor matching the slot.
BlockId use_block(const Cfg& cfg, const ir::NodeMap<BlockId>& block, const ir::Node* user, std::size_t slot);

Placement place_global(const ir::Graph& g, const Cfg& cfg);

}  // namespace rhz::sched
