// CFG recovery: the basic blocks of a sea-of-nodes graph, recovered from its
// fixed nodes, with reverse post-order, dominators, loop nesting and the
// partial order of fixed nodes.
//
// Invariants:
// - build_cfg never mutates the graph; the Cfg is a value (side tables).
// - A block starts at Start, Region, Loop, IfTrue or IfFalse and runs along
//   the control chain to an If, a Return, or the node whose control
//   successor is a merge.
// - Blocks are numbered in reverse post-order (entry 0); successors are
//   explored so that an If's true successor follows it when it can. Every
//   forward edge goes from a lower to a higher id; only loop back edges go
//   backwards.
// - The preds of a merge block are in the merge's input order, so pred i-1
//   matches phi value slot i. An If block's succs are {true, false}.
// - order[n] of a fixed node: Start 0, one more than the maximum over its
//   control predecessors; a merge comes after all its inputs; loop back
//   edges are ignored.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "ir/graph.h"
#include "ir/node_map.h"

namespace rhz::sched {

using BlockId = std::uint32_t;
inline constexpr BlockId kNoBlock = std::numeric_limits<BlockId>::max();

struct Block {
  const ir::Node* head = nullptr;            // Start, Region, Loop, IfTrue or IfFalse
  std::vector<const ir::Node*> chain;        // head, then the fixed nodes in control order
  std::vector<BlockId> preds, succs;
  BlockId idom = kNoBlock;                   // kNoBlock for the entry
  int dom_depth = 0;                         // entry 0
  int loop_depth = 0;                        // number of natural loops containing the block
  BlockId loop_header = kNoBlock;            // header of the innermost loop containing it
  BlockId loop_parent = kNoBlock;            // for a loop header: the header of the enclosing loop
  // The nearest proper dominator with a smaller loop depth (kNoBlock if
  // none): placement's walk towards shallower loops jumps along it.
  BlockId shallower_dom = kNoBlock;
  // Pre- and post-order numbers in the dominator tree: a dominates b iff
  // a's interval contains b's (O(1) dominance queries).
  std::uint32_t dom_pre = 0, dom_post = 0;

  const ir::Node* tail() const { return chain.back(); }
};

struct Cfg {
  std::vector<Block> blocks;                 // in reverse post-order
  ir::NodeMap<BlockId> block_of{};           // fixed nodes (and merges) only; kNoBlock elsewhere
  ir::NodeMap<int> order{};                  // partial order of fixed nodes; -1 elsewhere
  BlockId exit = kNoBlock;                   // the block holding the Return, if any

  const Block& block(BlockId b) const { return blocks[b]; }
  BlockId block_of_node(const ir::Node* n) const { return block_of.get(n); }
  // Does a dominate b (a == b included)? O(1).
  bool dominates(BlockId a, BlockId b) const;
  // The nearest common dominator of a and b; kNoBlock is the identity.
  BlockId lca(BlockId a, BlockId b) const;
  // Is b inside the natural loop headed by h (h itself included)?
  bool in_loop(BlockId b, BlockId h) const;
  // Is pred -> b a loop back edge?
  bool is_back_edge(BlockId pred, BlockId b) const;
};

Cfg build_cfg(const ir::Graph& g);

}  // namespace rhz::sched
