// CFG recovery (see cfg.h). Blocks are discovered forward from Start along
// control edges, numbered by an iterative DFS (no recursion: graphs can be
// deep), then dominators by Cooper, Harvey and Kennedy's iterative
// algorithm over reverse post-order, then natural loops of Loop back edges.
#include "sched/cfg.h"

#include <algorithm>
#include <utility>

namespace rhz::sched {

using ir::Node;
using ir::Op;

namespace {

// The control successors of a fixed node: the projections of an If, the
// next fixed node or merge otherwise.
std::vector<const Node*> control_succs(const Node* n) {
  std::vector<const Node*> out;
  for (const ir::Use& u : n->uses())
    if (ir::is_control_edge(u.user, u.slot)) out.push_back(u.user);
  if (n->op() == Op::If) {
    // {IfTrue, IfFalse}, whatever the use order.
    std::sort(out.begin(), out.end(), [](const Node* a, const Node* b) {
      return (a->op() == Op::IfTrue) > (b->op() == Op::IfTrue);
    });
  }
  return out;
}

struct RawBlock {
  std::vector<const Node*> chain;
  std::vector<const Node*> succ_heads;
};

RawBlock walk_block(const Node* head) {
  RawBlock b;
  b.chain.push_back(head);
  const Node* cur = head;
  for (;;) {
    if (cur->op() == Op::If) {
      b.succ_heads = control_succs(cur);
      break;
    }
    if (cur->op() == Op::Return) break;
    std::vector<const Node*> next = control_succs(cur);
    if (next.empty()) break;
    const Node* nx = next.front();
    if (ir::is_merge(nx->op())) {
      b.succ_heads.push_back(nx);
      break;
    }
    b.chain.push_back(nx);
    cur = nx;
  }
  return b;
}

}  // namespace

bool Cfg::dominates(BlockId a, BlockId b) const {
  if (a == kNoBlock || b == kNoBlock) return false;
  return blocks[a].dom_pre <= blocks[b].dom_pre && blocks[b].dom_post <= blocks[a].dom_post;
}

BlockId Cfg::lca(BlockId a, BlockId b) const {
  if (a == kNoBlock) return b;
  if (b == kNoBlock) return a;
  while (blocks[a].dom_depth > blocks[b].dom_depth) a = blocks[a].idom;
  while (blocks[b].dom_depth > blocks[a].dom_depth) b = blocks[b].idom;
  while (a != b) {
    a = blocks[a].idom;
    b = blocks[b].idom;
  }
  return a;
}

bool Cfg::in_loop(BlockId b, BlockId h) const {
  for (BlockId x = blocks[b].loop_header; x != kNoBlock; x = blocks[x].loop_parent)
    if (x == h) return true;
  return false;
}

bool Cfg::is_back_edge(BlockId pred, BlockId b) const { return pred >= b; }

Cfg build_cfg(const ir::Graph& g) {
  Cfg cfg;
  cfg.block_of = ir::NodeMap<BlockId>(g, kNoBlock);
  cfg.order = ir::NodeMap<int>(g, -1);

  // 1. Discover the blocks (temporary ids in discovery order).
  std::vector<RawBlock> raw;
  ir::NodeMap<BlockId> temp_of(g, kNoBlock);
  std::vector<const Node*> work{g.start()};
  temp_of[g.start()] = 0;
  raw.emplace_back();
  for (std::size_t i = 0; i < work.size(); ++i) {
    raw[i] = walk_block(work[i]);
    for (const Node* s : raw[i].succ_heads)
      if (temp_of.get(s) == kNoBlock) {
        temp_of[s] = static_cast<BlockId>(work.size());
        work.push_back(s);
        raw.emplace_back();
      }
  }
  auto succ_temps = [&](BlockId t) {
    std::vector<BlockId> out;
    for (const Node* s : raw[t].succ_heads) out.push_back(temp_of.get(s));
    return out;
  };

  // 2. Reverse post-order. Successors are explored last to first, so the
  // first successor (an If's true side) ends up right after its block.
  std::vector<BlockId> post;
  std::vector<std::uint8_t> seen(raw.size(), 0);
  std::vector<std::pair<BlockId, std::vector<BlockId>>> stack;
  seen[0] = 1;
  {
    auto s = succ_temps(0);
    stack.push_back({0, s});
  }
  while (!stack.empty()) {
    auto& [b, pending] = stack.back();
    if (pending.empty()) {
      post.push_back(b);
      stack.pop_back();
      continue;
    }
    BlockId next = pending.back();
    pending.pop_back();
    if (seen[next]) continue;
    seen[next] = 1;
    stack.push_back({next, succ_temps(next)});
  }
  std::vector<BlockId> rpo_of(raw.size(), kNoBlock);
  cfg.blocks.resize(post.size());
  for (std::size_t k = 0; k < post.size(); ++k) rpo_of[post[post.size() - 1 - k]] = static_cast<BlockId>(k);
  for (BlockId t = 0; t < raw.size(); ++t) {
    BlockId b = rpo_of[t];
    Block& blk = cfg.blocks[b];
    blk.chain = std::move(raw[t].chain);
    blk.head = blk.chain.front();
    for (const Node* n : blk.chain) cfg.block_of[n] = b;
    for (const Node* s : raw[t].succ_heads) blk.succs.push_back(rpo_of[temp_of.get(s)]);
    if (blk.tail()->op() == Op::Return) cfg.exit = b;
  }
  // Preds: a merge's in input order; a projection's is its If.
  for (Block& blk : cfg.blocks) {
    if (ir::is_merge(blk.head->op())) {
      for (const Node* p : ir::preds(blk.head)) blk.preds.push_back(p ? cfg.block_of.get(p) : kNoBlock);
    } else if (blk.head->op() != Op::Start) {
      blk.preds.push_back(cfg.block_of.get(ir::control(blk.head)));
    }
  }

  // 3. Dominators (Cooper, Harvey, Kennedy).
  const BlockId n = static_cast<BlockId>(cfg.blocks.size());
  std::vector<BlockId> idom(n, kNoBlock);
  idom[0] = 0;
  auto intersect = [&](BlockId a, BlockId b) {
    while (a != b) {
      while (a > b) a = idom[a];
      while (b > a) b = idom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (BlockId b = 1; b < n; ++b) {
      BlockId nd = kNoBlock;
      for (BlockId p : cfg.blocks[b].preds) {
        if (p == kNoBlock || idom[p] == kNoBlock) continue;
        nd = nd == kNoBlock ? p : intersect(p, nd);
      }
      if (nd != idom[b]) {
        idom[b] = nd;
        changed = true;
      }
    }
  }
  for (BlockId b = 1; b < n; ++b) {
    cfg.blocks[b].idom = idom[b];
    cfg.blocks[b].dom_depth = cfg.blocks[idom[b]].dom_depth + 1;
  }

  // Dominator-tree intervals, by an iterative DFS over the tree.
  {
    std::vector<std::vector<BlockId>> kids(n);
    for (BlockId b = 1; b < n; ++b) kids[idom[b]].push_back(b);
    std::uint32_t clock = 0;
    std::vector<std::pair<BlockId, std::size_t>> st{{0, 0}};
    if (n > 0) cfg.blocks[0].dom_pre = clock++;
    while (!st.empty()) {
      auto& [b, k] = st.back();
      if (k < kids[b].size()) {
        BlockId c = kids[b][k++];
        cfg.blocks[c].dom_pre = clock++;
        st.push_back({c, 0});
      } else {
        cfg.blocks[b].dom_post = clock++;
        st.pop_back();
      }
    }
  }

  // 4. Natural loops, outer headers first (they come first in RPO).
  for (BlockId h = 0; h < n; ++h) {
    const Block& hb = cfg.blocks[h];
    if (hb.head->op() != Op::Loop) continue;
    cfg.blocks[h].loop_parent = hb.loop_header;
    std::vector<std::uint8_t> in(n, 0);
    in[h] = 1;
    std::vector<BlockId> body{h};
    for (BlockId p : hb.preds)
      if (p != kNoBlock && cfg.is_back_edge(p, h) && !in[p]) {
        in[p] = 1;
        body.push_back(p);
      }
    for (std::size_t i = 1; i < body.size(); ++i)
      for (BlockId p : cfg.blocks[body[i]].preds)
        if (p != kNoBlock && !in[p]) {
          in[p] = 1;
          body.push_back(p);
        }
    for (BlockId b : body) {
      ++cfg.blocks[b].loop_depth;
      cfg.blocks[b].loop_header = h;
    }
  }

  for (BlockId b = 1; b < n; ++b) {
    BlockId x = cfg.blocks[b].idom;
    while (x != kNoBlock && cfg.blocks[x].loop_depth >= cfg.blocks[b].loop_depth) x = cfg.blocks[x].shallower_dom;
    cfg.blocks[b].shallower_dom = x;
  }

  // 5. Partial order of the fixed nodes.
  for (BlockId b = 0; b < n; ++b) {
    Block& blk = cfg.blocks[b];
    int o = 0;
    for (std::size_t i = 0; i < blk.preds.size(); ++i) {
      BlockId p = blk.preds[i];
      if (p == kNoBlock || cfg.is_back_edge(p, b)) continue;
      o = std::max(o, cfg.order.get(cfg.blocks[p].tail()) + 1);
    }
    for (const Node* x : blk.chain) cfg.order[x] = o++;
  }
  return cfg;
}

}  // namespace rhz::sched
