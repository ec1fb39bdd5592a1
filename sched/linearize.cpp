// Linearization (see linearize.h).
#include "sched/linearize.h"

#include <algorithm>
#include <utility>

namespace rhz::sched {

using ir::Node;
using ir::Op;

namespace {

// Successors in the order the layout DFS explores them: the likely one last.
std::vector<BlockId> explore_order(const Cfg& cfg, BlockId b) {
  const Block& blk = cfg.block(b);
  std::vector<BlockId> s = blk.succs;
  if (s.size() == 2 && blk.loop_header != kNoBlock) {
    bool true_exits = !cfg.in_loop(s[0], blk.loop_header);
    bool false_exits = !cfg.in_loop(s[1], blk.loop_header);
    if (true_exits && !false_exits) return {s[0], s[1]};  // false is likely: explored last
  }
  std::reverse(s.begin(), s.end());
  return s;
}

// A block outside a loop that the DFS placed among the loop's blocks (an
// exit explored from the middle of the body, such as the early return a
// yield makes for a break) moves to just after the loop, so that every
// loop's blocks are contiguous and its body falls through. Repeated until
// nothing moves: moving an inner loop's outsider may put it inside an
// outer loop's span.
void keep_loops_contiguous(const Cfg& cfg, std::vector<BlockId>& order) {
  for (bool moved = true; moved;) {
    moved = false;
    for (BlockId h = 0; h < cfg.blocks.size(); ++h) {
      if (cfg.block(h).head->op() != Op::Loop) continue;
      auto first = std::find(order.begin(), order.end(), h);
      auto last = first;
      for (auto it = first; it != order.end(); ++it)
        if (cfg.in_loop(*it, h)) last = it;
      if (first == order.end()) continue;
      auto split = std::stable_partition(first, last + 1, [&](BlockId b) { return cfg.in_loop(b, h); });
      moved = moved || split != last + 1;
    }
  }
}

}  // namespace

std::vector<BlockId> layout_blocks(const Cfg& cfg) {
  const std::size_t n = cfg.blocks.size();
  std::vector<BlockId> post;
  std::vector<std::uint8_t> seen(n, 0);
  std::vector<std::pair<BlockId, std::vector<BlockId>>> stack;
  if (n == 0) return {};
  seen[0] = 1;
  stack.push_back({0, explore_order(cfg, 0)});
  while (!stack.empty()) {
    if (stack.back().second.empty()) {
      post.push_back(stack.back().first);
      stack.pop_back();
      continue;
    }
    BlockId next = stack.back().second.front();
    stack.back().second.erase(stack.back().second.begin());
    if (seen[next]) continue;
    seen[next] = 1;
    stack.push_back({next, explore_order(cfg, next)});
  }
  std::vector<BlockId> order(post.rbegin(), post.rend());
  keep_loops_contiguous(cfg, order);
  if (cfg.exit != kNoBlock) {
    auto it = std::find(order.begin(), order.end(), cfg.exit);
    if (it != order.end()) {
      order.erase(it);
      order.push_back(cfg.exit);
    }
  }
  return order;
}

LinearMethod linearize(const Cfg& cfg, const LocalSchedule& local) {
  LinearMethod lm;
  std::vector<BlockId> order = layout_blocks(cfg);
  lm.position.assign(cfg.blocks.size(), 0);
  for (std::size_t k = 0; k < order.size(); ++k) lm.position[order[k]] = k;
  for (std::size_t k = 0; k < order.size(); ++k) {
    BlockId b = order[k];
    BlockId next = k + 1 < order.size() ? order[k + 1] : kNoBlock;
    const Block& blk = cfg.block(b);
    LinearBlock lb;
    lb.block = b;
    for (const Node* n : local.order[b]) {
      if (n->op() != Op::If) {
        lb.instrs.push_back({LinearInstr::Kind::Node, n, kNoBlock});
        continue;
      }
      BlockId t = blk.succs[0], f = blk.succs[1];
      if (t == next) {
        lb.instrs.push_back({LinearInstr::Kind::BranchUnless, n, f});
      } else {
        lb.instrs.push_back({LinearInstr::Kind::BranchIf, n, t});
        if (f != next) lb.instrs.push_back({LinearInstr::Kind::Jump, nullptr, f});
      }
    }
    if (blk.tail()->op() != Op::If && blk.tail()->op() != Op::Return && blk.succs.size() == 1 &&
        blk.succs[0] != next)
      lb.instrs.push_back({LinearInstr::Kind::Jump, nullptr, blk.succs[0]});
    lm.blocks.push_back(std::move(lb));
  }
  return lm;
}

MethodSchedule schedule_method(const ir::Graph& g, const PolicyInfo& policy, const IssueCycles* issue) {
  MethodSchedule ms;
  ms.cfg = build_cfg(g);
  ms.placement = place_global(g, ms.cfg);
  ms.local = schedule_local(g, ms.cfg, ms.placement, policy, issue);
  ms.linear = linearize(ms.cfg, ms.local);
  return ms;
}

}  // namespace rhz::sched
