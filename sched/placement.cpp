// Global placement (see placement.h). Earliest blocks are computed in a
// post-order over inputs, latest blocks in a post-order over uses; both walks
// are iterative and stop at fixed nodes and phis, whose blocks are known.
#include "sched/placement.h"

#include <utility>

namespace rhz::sched {

using ir::Node;

namespace {

// A node whose block is given by the CFG rather than chosen.
bool is_anchored(const Node* n) { return !ir::is_floating(n->op()) || ir::is_phi(n->op()); }

}  // namespace

BlockId use_block(const Cfg& cfg, const ir::NodeMap<BlockId>& block, const Node* user, std::size_t slot) {
  if (ir::is_phi(user->op())) {
    BlockId region = cfg.block_of_node(ir::phi_region(user));
    if (region == kNoBlock || slot == 0) return kNoBlock;
    const Block& rb = cfg.block(region);
    return slot - 1 < rb.preds.size() ? rb.preds[slot - 1] : kNoBlock;
  }
  return block.get(user);
}

Placement place_global(const ir::Graph& g, const Cfg& cfg) {
  Placement pl;
  pl.block = ir::NodeMap<BlockId>(g, kNoBlock);
  pl.earliest = ir::NodeMap<BlockId>(g, kNoBlock);
  pl.latest = ir::NodeMap<BlockId>(g, kNoBlock);
  std::vector<const Node*> all = ir::live_nodes(g);

  // Anchored nodes.
  for (const Node* n : all) {
    if (ir::is_phi(n->op())) pl.block[n] = cfg.block_of_node(ir::phi_region(n));
    else if (is_anchored(n)) pl.block[n] = cfg.block_of_node(n);
  }

  // Earliest: deepest input block, post-order over floating inputs.
  ir::NodeMap<std::uint8_t> state(g, 0);  // 0 new, 1 on stack, 2 done
  for (const Node* root : all) {
    if (is_anchored(root) || state.get(root) == 2) continue;
    std::vector<std::pair<const Node*, std::size_t>> stack{{root, 0}};
    state[root] = 1;
    while (!stack.empty()) {
      auto [n, slot] = stack.back();
      if (slot < n->num_inputs()) {
        ++stack.back().second;
        const Node* in = n->input(slot);
        if (in && !is_anchored(in) && state.get(in) == 0) {
          state[in] = 1;
          stack.push_back({in, 0});
        }
        continue;
      }
      stack.pop_back();
      state[n] = 2;
      BlockId e = 0;
      for (const Node* in : n->inputs()) {
        if (!in) continue;
        BlockId b = is_anchored(in) ? pl.block.get(in) : pl.earliest.get(in);
        if (b != kNoBlock && cfg.block(b).dom_depth > cfg.block(e).dom_depth) e = b;
      }
      pl.earliest[n] = e;
    }
  }

  // Latest, then the choice: post-order over floating uses, so every user's
  // block is final before its inputs are placed.
  for (const Node* root : all) {
    if (is_anchored(root) || state.get(root) == 3) continue;
    std::vector<std::pair<const Node*, std::size_t>> stack{{root, 0}};
    state[root] = 4;
    while (!stack.empty()) {
      auto [n, k] = stack.back();
      if (k < n->num_uses()) {
        ++stack.back().second;
        const Node* u = n->uses()[k].user;
        if (!is_anchored(u) && state.get(u) == 2) {
          state[u] = 4;
          stack.push_back({u, 0});
        }
        continue;
      }
      stack.pop_back();
      state[n] = 3;
      BlockId late = kNoBlock;
      for (const ir::Use& u : n->uses()) late = cfg.lca(late, use_block(cfg, pl.block, u.user, u.slot));
      BlockId early = pl.earliest.get(n);
      if (late == kNoBlock || !cfg.dominates(early, late)) late = early;
      pl.latest[n] = late;
      // Each jump lands on a strictly shallower loop depth, so this is at
      // most loop-depth steps; stopping above early keeps the value legal.
      BlockId best = late;
      for (BlockId b = cfg.block(late).shallower_dom;
           b != kNoBlock && cfg.block(b).dom_depth >= cfg.block(early).dom_depth; b = cfg.block(b).shallower_dom)
        best = b;
      pl.block[n] = best;
    }
  }

  pl.nodes.resize(cfg.blocks.size());
  for (const Node* n : all)
    if (pl.block.get(n) != kNoBlock) pl.nodes[pl.block.get(n)].push_back(n);
  return pl;
}

}  // namespace rhz::sched
