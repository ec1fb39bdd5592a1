// Building live intervals from block liveness (Wimmer & Franz's
// BuildIntervals, but with exact per-block liveness instead of extending
// loop-live values to the loop end: the fixpoint already did that, and
// exact ranges keep the holes that make the frame size optimal).
#include "regalloc/intervals.h"

#include <algorithm>

namespace rhz::regalloc {

using sched::LinearInstr;

bool Interval::covers(Pos p) const {
  for (const Range& r : ranges) {
    if (p < r.start) return false;
    if (p < r.end) return true;
  }
  return false;
}

Pos Interval::next_intersection(const Interval& o, Pos from) const {
  std::size_t i = 0, j = 0;
  while (i < ranges.size() && j < o.ranges.size()) {
    const Range& a = ranges[i];
    const Range& b = o.ranges[j];
    const Pos lo = std::max({a.start, b.start, from});
    const Pos hi = std::min(a.end, b.end);
    if (lo < hi) return lo;
    if (a.end <= b.end) ++i;
    else ++j;
  }
  return kNever;
}

Pos Interval::next_use(Pos p) const {
  auto it = std::lower_bound(uses.begin(), uses.end(), p);
  return it == uses.end() ? kNever : *it;
}

LinearNumbering number_instructions(const sched::LinearMethod& lm, std::size_t num_blocks) {
  LinearNumbering num;
  num.blocks.resize(num_blocks);
  Pos cur = 0;
  for (const sched::LinearBlock& lb : lm.blocks) {
    BlockSpan& span = num.blocks[lb.block];
    span.from = cur;
    cur += 2;
    std::vector<Pos>& pos = num.instr_pos.emplace_back();
    for (const LinearInstr& li : lb.instrs) {
      if (is_phi_instr(li)) {
        pos.push_back(span.from);
      } else {
        pos.push_back(cur);
        cur += 2;
      }
    }
    span.to = cur;
  }
  return num;
}

namespace {

// Ranges are added walking backwards, so the last range is the earliest.
void add_range(Interval& iv, Pos start, Pos end) {
  if (!iv.ranges.empty() && iv.ranges.back().start <= end) {
    iv.ranges.back().start = std::min(iv.ranges.back().start, start);
    iv.ranges.back().end = std::max(iv.ranges.back().end, end);
  } else {
    iv.ranges.push_back({start, end});
  }
}

// The definition cuts the range that liveness opened at the block start.
void set_from(Interval& iv, Pos def) {
  if (iv.ranges.empty()) iv.ranges.push_back({def, def + 1});  // unused
  else iv.ranges.back().start = def;
}

}  // namespace

Intervals build_intervals(const ir::Graph& g, const sched::MethodSchedule& s, const Liveness& lv,
                          bool result_may_reuse_operand) {
  Intervals out;
  out.numbering = number_instructions(s.linear, s.cfg.blocks.size());
  std::vector<int> index(g.id_limit(), -1);
  std::vector<Interval> ivs;
  auto get = [&](const ir::Node* n) -> Interval& {
    if (index[n->id()] < 0) {
      index[n->id()] = static_cast<int>(ivs.size());
      ivs.push_back(Interval{n, {}, {}, {}});
    }
    return ivs[static_cast<std::size_t>(index[n->id()])];
  };
  const Pos read_offset = result_may_reuse_operand ? 0 : 1;
  for (std::size_t k = s.linear.blocks.size(); k-- > 0;) {
    const sched::LinearBlock& lb = s.linear.blocks[k];
    const BlockSpan span = out.numbering.blocks[lb.block];
    for (ir::NodeId id : lv.live_out[lb.block].ids()) add_range(get(g.node(id)), span.from, span.to);
    // Phi inputs along this block's edges are read by the copies at its end.
    for (sched::BlockId succ : s.cfg.block(lb.block).succs)
      for (const LinearInstr& li : s.linear.blocks[s.linear.position[succ]].instrs)
        if (is_phi_instr(li))
          if (const ir::Node* in = phi_input(s.cfg, li.node, lb.block)) get(in).uses.push_back(span.to - 1);
    for (std::size_t i = lb.instrs.size(); i-- > 0;) {
      const LinearInstr& li = lb.instrs[i];
      const Pos p = out.numbering.instr_pos[k][i];
      if (is_phi_instr(li)) {
        set_from(get(li.node), span.from);
        continue;
      }
      if (defines_value(li) && !defined_at_entry(li.node)) set_from(get(li.node), p + 1);
      for_each_read(li, [&](const ir::Node* r) {
        Interval& iv = get(r);
        add_range(iv, span.from, p + 1 + read_offset);
        iv.uses.push_back(p + read_offset);
      });
    }
  }
  for (Interval& iv : ivs) {
    std::reverse(iv.ranges.begin(), iv.ranges.end());
    std::sort(iv.uses.begin(), iv.uses.end());
  }
  std::sort(ivs.begin(), ivs.end(), [](const Interval& a, const Interval& b) {
    if (a.start() != b.start()) return a.start() < b.start();
    return a.value->id() < b.value->id();
  });
  out.list = std::move(ivs);
  return out;
}

}  // namespace rhz::regalloc
