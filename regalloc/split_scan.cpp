// The splitting linear scan: collecting uses, reservations and clobbers;
// the scan over children; then segments, moves and operand locations.
#include "regalloc/split_scan.h"

#include <algorithm>
#include <bit>
#include <queue>

#include "regalloc/intervals.h"
#include "regalloc/liveness.h"
#include "regalloc/parallel_move.h"

namespace rhz::regalloc {

namespace {

using Kind = Location::Kind;
using sched::LinearInstr;
constexpr std::size_t npos = ~std::size_t{0};

Pos even_floor(Pos p) { return p == kNever ? kNever : p & ~Pos{1}; }

struct Use {
  Pos pos;
  Mask mask;
};

struct Value {
  const ir::Node* node = nullptr;
  std::vector<Range> ranges;
  std::vector<Use> uses;  // ascending by position
  Pos def = 0;            // where the value is written
  Pos def_gap = 0;        // the gap after it: the copy out of a fixed register and the store
  Mask def_mask;
  Location def_fixed;     // a fixed definition register, or the incoming slot of a stack Param
  std::size_t gap_k = 0, gap_i = 0;   // that gap as (layout index, instruction index)
  std::vector<std::size_t> children;  // in position order
  bool spilled = false;               // has a home slot
  Location home;
};

struct Child {
  std::size_t value;
  Pos from, to;  // [from, to) of the value's life
  Interval iv;   // the value's ranges clipped to [from, to)
  Location loc;  // a register, or the home (Kind::Slot, index fixed up after the scan)
};

struct Reservation {
  Range range;
  std::size_t owner;  // value index, or npos: nobody may be there
};

struct Clobber {
  Pos pos;
  RegMask regs;
};

std::vector<Range> clip(const std::vector<Range>& ranges, Pos from, Pos to) {
  std::vector<Range> out;
  for (const Range& r : ranges) {
    const Pos a = std::max(r.start, from), b = std::min(r.end, to);
    if (a < b) out.push_back({a, b});
  }
  return out;
}

Pos first_in(const Interval& iv, Range r) {
  for (const Range& x : iv.ranges) {
    const Pos a = std::max(x.start, r.start), b = std::min(x.end, r.end);
    if (a < b) return a;
  }
  return kNever;
}

bool needs_register(const Mask& m) { return !m.slot && !m.is_fixed() && m.regs != 0; }

class SplitScan {
 public:
  SplitScan(const ir::Graph& g, const sched::MethodSchedule& s, const Target& t)
      : g_(g), s_(s), t_(t), lv_(compute_liveness(g, s)) {}

  Allocation run() {
    collect();
    scan();
    assign_homes();
    return build();
  }

 private:
  // ---- collecting -----------------------------------------------------------

  Value& value_of(const ir::Node* n) { return values_[index_[n->id()]]; }

  void reserve(std::uint32_t r, Range range, std::size_t owner) {
    if (r < reservations_.size()) reservations_[r].push_back({range, owner});
  }

  // The gap after a definition at the start of block k (phis, Params): the
  // first non-phi instruction, or the block end.
  std::pair<std::size_t, Pos> first_gap(std::size_t k) const {
    const sched::LinearBlock& lb = s_.linear.blocks[k];
    for (std::size_t i = 0; i < lb.instrs.size(); ++i)
      if (!is_phi_instr(lb.instrs[i])) return {i, num_.instr_pos[k][i]};
    return {lb.instrs.size(), num_.blocks[lb.block].to};
  }

  void collect() {
    Intervals ivs = build_intervals(g_, s_, lv_, true);
    num_ = std::move(ivs.numbering);
    index_.assign(g_.id_limit(), npos);
    for (Interval& iv : ivs.list) {
      index_[iv.value->id()] = values_.size();
      Value& v = values_.emplace_back();
      v.node = iv.value;
      v.ranges = std::move(iv.ranges);
    }
    reservations_.assign(64, {});
    Pos last = 0;
    for (const BlockSpan& b : num_.blocks) last = std::max(last, b.to);
    gap_at_.assign(last / 2 + 1, {npos, npos});
    for (std::size_t k = 0; k < s_.linear.blocks.size(); ++k) {
      const sched::LinearBlock& lb = s_.linear.blocks[k];
      const BlockSpan span = num_.blocks[lb.block];
      for (std::size_t i = 0; i < lb.instrs.size(); ++i) {
        const LinearInstr& li = lb.instrs[i];
        const Pos p = num_.instr_pos[k][i];
        if (is_phi_instr(li)) {
          Value& v = value_of(li.node);
          v.def = span.from;
          std::tie(v.gap_i, v.def_gap) = first_gap(k);
          v.gap_k = k;
          v.def_mask = t_.def_mask(li.node);
          continue;
        }
        gap_at_[p / 2] = {k, i};
        for_each_operand(li, [&](const ir::Node* in, const ir::Node* user, std::size_t slot) {
          const Mask m = t_.use_mask(user, slot);
          value_of(in).uses.push_back({p, m});
          if (m.is_fixed()) reserve(static_cast<std::uint32_t>(std::countr_zero(m.regs)), {p, p + 1}, index_[in->id()]);
        });
        if (li.kind != LinearInstr::Kind::Node) continue;
        if (t_.temps)
          for (RegMask m = t_.temps(li.node); m != 0; m &= m - 1)
            reserve(static_cast<std::uint32_t>(std::countr_zero(m)), {p, p + 1}, npos);
        if (t_.clobbers)
          if (RegMask m = t_.clobbers(li.node); m != 0) clobbers_.push_back({p, m});
        if (!defines_value(li)) continue;
        Value& v = value_of(li.node);
        v.def_mask = t_.def_mask(li.node);
        if (defined_at_entry(li.node)) {
          v.def = 0;
          std::tie(v.gap_i, v.def_gap) = first_gap(0);
          v.gap_k = 0;
          if (t_.fixed_location) v.def_fixed = t_.fixed_location(li.node);
        } else {
          v.def = p + 1;
          v.def_gap = p + 2;
          v.gap_k = k;
          v.gap_i = i + 1;
        }
        if (v.def_mask.is_fixed()) {
          v.def_fixed = Location::reg(static_cast<std::uint32_t>(std::countr_zero(v.def_mask.regs)));
          reserve(v.def_fixed.index, {v.def, v.def_gap}, index_[li.node->id()]);
        }
      }
      // Phi inputs are read by the edge moves at the end of this block.
      for (sched::BlockId succ : s_.cfg.block(lb.block).succs)
        for (const LinearInstr& li : s_.linear.blocks[s_.linear.position[succ]].instrs)
          if (is_phi_instr(li))
            if (const ir::Node* in = phi_input(s_.cfg, li.node, lb.block))
              value_of(in).uses.push_back({span.to - 1, Mask::anywhere(t_.allocatable)});
    }
    for (Value& v : values_)
      std::stable_sort(v.uses.begin(), v.uses.end(), [](const Use& a, const Use& b) { return a.pos < b.pos; });
    for (auto& list : reservations_)
      std::sort(list.begin(), list.end(), [](const Reservation& a, const Reservation& b) {
        return a.range.start < b.range.start;
      });
  }

  // ---- children -------------------------------------------------------------

  std::size_t make_child(std::size_t value, Pos from, Pos to) {
    std::vector<Range> r = clip(values_[value].ranges, from, to);
    if (r.empty()) return npos;
    Child c{value, from, to, Interval{values_[value].node, std::move(r), {}, {}}, {}};
    children_.push_back(std::move(c));
    return children_.size() - 1;
  }

  // Cuts child c at q; returns the new child [q, to), or npos if the value
  // is not live there.
  std::size_t split(std::size_t c, Pos q) {
    const Child old = children_[c];
    children_[c].to = q;
    children_[c].iv.ranges = clip(old.iv.ranges, old.from, q);
    return make_child(old.value, q, old.to);
  }

  void enqueue(std::size_t c) {
    if (c != npos) unhandled_.push({children_[c].iv.start(), values_[children_[c].value].node->id(), c});
  }

  // The first use in [from, to) satisfying `pred`, or kNever.
  template <typename P>
  Pos next_use(std::size_t value, Pos from, Pos to, P pred) const {
    for (const Use& u : values_[value].uses)
      if (u.pos >= from && u.pos < to && pred(u.mask)) return u.pos;
    return kNever;
  }

  bool requires_register_at_start(const Child& c) const {
    const Value& v = values_[c.value];
    if (c.iv.start() == v.def && v.def_fixed.is_none() && needs_register(v.def_mask)) return true;
    return next_use(c.value, c.iv.start(), c.iv.start() + 1, needs_register) != kNever;
  }

  std::uint32_t hint(const Child& c) const {
    const Value& v = values_[c.value];
    if (c.iv.start() == v.def && v.def_fixed.kind == Kind::Register) return v.def_fixed.index;
    for (const Use& u : v.uses)
      if (u.pos >= c.iv.start() && u.pos < c.to && u.mask.is_fixed())
        return static_cast<std::uint32_t>(std::countr_zero(u.mask.regs));
    return ~std::uint32_t{0};
  }

  // Positions (even, gap positions) up to which each register is free for
  // c because of reservations and clobbers: nothing can move those.
  void fixed_limits(const Child& c, std::vector<Pos>& limit) const {
    for (std::uint32_t r = 0; r < limit.size(); ++r) {
      for (const Reservation& res : reservations_[r]) {
        if (res.range.start >= c.iv.end()) break;
        if (res.owner == c.value) continue;
        if (Pos p = first_in(c.iv, res.range); p != kNever) {
          limit[r] = std::min(limit[r], even_floor(p));
          break;
        }
      }
    }
    for (const Clobber& cl : clobbers_) {
      if (cl.pos < c.iv.start()) continue;
      if (cl.pos >= c.iv.end()) break;
      if (!c.iv.covers(cl.pos) || !c.iv.covers(cl.pos + 1)) continue;
      for (RegMask m = cl.regs; m != 0; m &= m - 1) {
        const auto r = static_cast<std::uint32_t>(std::countr_zero(m));
        if (r < limit.size()) limit[r] = std::min(limit[r], cl.pos);
      }
    }
  }

  void advance(Pos pos) {
    std::vector<std::size_t> still;
    for (std::size_t i : active_) {
      if (children_[i].iv.end() <= pos) continue;
      if (children_[i].iv.covers(pos)) still.push_back(i);
      else inactive_.push_back(i);
    }
    active_ = std::move(still);
    std::vector<std::size_t> hold;
    for (std::size_t i : inactive_) {
      if (children_[i].iv.end() <= pos) continue;
      if (children_[i].iv.covers(pos)) active_.push_back(i);
      else hold.push_back(i);
    }
    inactive_ = std::move(hold);
  }

  void assign(std::size_t c, std::uint32_t r) {
    children_[c].loc = Location::reg(r);
    values_[children_[c].value].children.push_back(c);
    active_.push_back(c);
  }

  // c continues in its home slot until its next use that needs a register,
  // from where a new child waits for a register.
  void spill(std::size_t c) {
    Value& v = values_[children_[c].value];
    v.spilled = true;
    children_[c].loc = Location::slot(0);  // the home; its index is set by assign_homes
    v.children.push_back(c);
    const Pos u = next_use(children_[c].value, children_[c].iv.start() + 1, children_[c].to, needs_register);
    if (u != kNever) enqueue(split(c, u));
  }

  // The allocatable registers of the child's value's class.
  RegMask usable_registers(const Child& c) const {
    return t_.register_class ? t_.allocatable & t_.register_class(values_[c.value].node) : t_.allocatable;
  }

  bool try_free(std::size_t c) {
    const Child& cur = children_[c];
    const Pos start = cur.iv.start();
    std::vector<Pos> free_until(t_.num_registers, kNever);
    const RegMask usable = usable_registers(cur);
    for (std::uint32_t r = 0; r < t_.num_registers; ++r)
      if (!(usable & reg_bit(r))) free_until[r] = 0;
    for (std::size_t a : active_) free_until[children_[a].loc.index] = 0;
    for (std::size_t a : inactive_)
      if (Pos p = cur.iv.next_intersection(children_[a].iv, start); p != kNever)
        free_until[children_[a].loc.index] = std::min(free_until[children_[a].loc.index], even_floor(p));
    fixed_limits(cur, free_until);
    const std::uint32_t h = hint(cur);
    // Whole: the hint if it fits, else the tightest fit (which keeps the
    // registers that survive calls for the values that need them).
    std::uint32_t best = t_.num_registers;
    if (h < t_.num_registers && free_until[h] >= cur.iv.end()) best = h;
    for (std::uint32_t r = 0; r < t_.num_registers && best != h; ++r)
      if (free_until[r] >= cur.iv.end() && (best == t_.num_registers || free_until[r] < free_until[best])) best = r;
    if (best < t_.num_registers) {
      assign(c, best);
      return true;
    }
    // Partial: the register free the longest, then split.
    best = 0;
    for (std::uint32_t r = 1; r < t_.num_registers; ++r)
      if (free_until[r] > free_until[best] || (free_until[r] == free_until[best] && r == h)) best = r;
    const Pos q = free_until[best];
    if (q <= start) return false;
    // A register piece with no use in it would only add a move.
    if (!requires_register_at_start(cur) && next_use(cur.value, start, q, [](const Mask& m) { return !m.slot; }) == kNever)
      return false;
    const std::size_t rest = split(c, q);
    assign(c, best);
    enqueue(rest);
    return true;
  }

  // Evicts child a from its register from position f on.
  void evict(std::size_t a, Pos f) {
    if (children_[a].iv.start() >= f) {
      auto& kids = values_[children_[a].value].children;
      kids.erase(std::find(kids.begin(), kids.end(), a));
      active_.erase(std::remove(active_.begin(), active_.end(), a), active_.end());
      inactive_.erase(std::remove(inactive_.begin(), inactive_.end(), a), inactive_.end());
      spill(a);
      return;
    }
    if (std::size_t rest = split(a, f); rest != npos) spill(rest);
  }

  void allocate_blocked(std::size_t c) {
    const Child& cur = children_[c];
    const Pos start = cur.iv.start();
    std::vector<Pos> use_pos(t_.num_registers, kNever), block_pos(t_.num_registers, kNever);
    const RegMask usable = usable_registers(cur);
    for (std::uint32_t r = 0; r < t_.num_registers; ++r)
      if (!(usable & reg_bit(r))) use_pos[r] = block_pos[r] = 0;
    auto any_use = [](const Mask& m) { return !m.slot; };
    for (std::size_t a : active_) {
      const Child& ch = children_[a];
      use_pos[ch.loc.index] = std::min(use_pos[ch.loc.index], next_use(ch.value, start, ch.to, any_use));
    }
    for (std::size_t a : inactive_) {
      const Child& ch = children_[a];
      if (cur.iv.next_intersection(ch.iv, start) == kNever) continue;
      use_pos[ch.loc.index] = std::min(use_pos[ch.loc.index], next_use(ch.value, start, ch.to, any_use));
    }
    fixed_limits(cur, block_pos);
    for (std::uint32_t r = 0; r < t_.num_registers; ++r) use_pos[r] = std::min(use_pos[r], block_pos[r]);
    std::uint32_t best = 0;
    for (std::uint32_t r = 1; r < t_.num_registers; ++r)
      if (use_pos[r] > use_pos[best]) best = r;
    if (use_pos[best] <= start) {
      // Every register is needed right here: cannot happen with the x86
      // masks (an instruction reads at most a few operands in registers);
      // spill, and let verify_alloc report the unmet mask.
      spill(c);
      return;
    }
    const std::vector<std::size_t> act = active_, inact = inactive_;
    for (std::size_t a : act)
      if (children_[a].loc.index == best) evict(a, start);
    for (std::size_t a : inact)
      if (children_[a].loc.index == best && children_[c].iv.next_intersection(children_[a].iv, start) != kNever)
        evict(a, start);
    std::size_t rest = npos;
    if (block_pos[best] < children_[c].iv.end()) rest = split(c, block_pos[best]);
    assign(c, best);
    enqueue(rest);
  }

  void scan() {
    for (std::size_t v = 0; v < values_.size(); ++v) enqueue(make_child(v, 0, kNever));
    while (!unhandled_.empty()) {
      const std::size_t c = std::get<2>(unhandled_.top());
      unhandled_.pop();
      advance(children_[c].iv.start());
      const Value& v = values_[children_[c].value];
      // A stack Param starts in its incoming slot, which is its home.
      if (children_[c].iv.start() == v.def && v.def_fixed.kind == Kind::Slot) {
        spill(c);
        continue;
      }
      if (try_free(c)) continue;
      if (requires_register_at_start(children_[c])) allocate_blocked(c);
      else spill(c);
    }
    for (Value& v : values_)
      std::sort(v.children.begin(), v.children.end(),
                [&](std::size_t a, std::size_t b) { return children_[a].from < children_[b].from; });
  }

  // ---- homes ----------------------------------------------------------------

  // Lowest free slot per spilled value over its whole life; stack Params
  // keep their incoming slots, which come first.
  void assign_homes() {
    for (Value& v : values_)
      if (v.def_fixed.kind == Kind::Slot) {
        v.home = v.def_fixed;
        incoming_ = std::max(incoming_, v.def_fixed.index + 1);
      }
    std::vector<std::vector<std::size_t>> holders;  // slot - incoming -> values
    for (std::size_t i = 0; i < values_.size(); ++i) {
      Value& v = values_[i];
      if (!v.spilled || v.def_fixed.kind == Kind::Slot) continue;
      const Interval mine{v.node, v.ranges, {}, {}};
      std::size_t s = 0;
      for (; s < holders.size(); ++s) {
        bool clash = false;
        for (std::size_t o : holders[s])
          if (mine.next_intersection(Interval{values_[o].node, values_[o].ranges, {}, {}}) != kNever) clash = true;
        if (!clash) break;
      }
      if (s == holders.size()) holders.emplace_back();
      holders[s].push_back(i);
      v.home = Location::slot(incoming_ + static_cast<std::uint32_t>(s));
    }
    slots_ = incoming_ + static_cast<std::uint32_t>(holders.size());
    for (Child& c : children_)
      if (c.loc.kind == Kind::Slot) c.loc = values_[c.value].home;
  }

  // ---- the Allocation -------------------------------------------------------

  Allocation build();
  void build_segments(Allocation& a) const;
  void gap_moves(Allocation& a, std::vector<std::vector<std::vector<Move>>>& par) const;
  void edge_moves(Allocation& a, std::vector<std::vector<Move>>& at_end, std::vector<std::vector<Move>>& at_start) const;
  Location end_location(const Allocation& a, const Value& v, Pos to) const;
  std::vector<Move> sequence(Allocation& a, const std::vector<Move>& parallel);

  const ir::Graph& g_;
  const sched::MethodSchedule& s_;
  const Target& t_;
  Liveness lv_;
  LinearNumbering num_;
  std::vector<std::size_t> index_;  // node id -> value
  std::vector<Value> values_;
  std::vector<Child> children_;
  std::vector<std::vector<Reservation>> reservations_;  // by register
  std::vector<Clobber> clobbers_;                       // ascending
  std::vector<std::pair<std::size_t, std::size_t>> gap_at_;  // position / 2 -> (layout index, instr)
  std::priority_queue<std::tuple<Pos, ir::NodeId, std::size_t>, std::vector<std::tuple<Pos, ir::NodeId, std::size_t>>,
                      std::greater<>>
      unhandled_;
  std::vector<std::size_t> active_, inactive_;
  std::uint32_t incoming_ = 0, slots_ = 0;
};

void SplitScan::build_segments(Allocation& a) const {
  for (const Value& v : values_) {
    const ir::NodeId id = v.node->id();
    std::vector<Segment>& segs = a.segments[id];
    const Pos lo = v.ranges.front().start, hi = v.ranges.back().end;
    Pos from_children = lo;
    if (!v.def_fixed.is_none()) {
      segs.push_back({v.def, v.def_gap, v.def_fixed});
      from_children = v.def_gap;
    }
    for (std::size_t c : v.children) {
      const Child& ch = children_[c];
      const Pos a0 = std::max({ch.from, lo, from_children}), b0 = std::min(ch.to, hi);
      if (a0 >= b0) continue;
      if (!segs.empty() && segs.back().to == a0 && segs.back().loc == ch.loc) segs.back().to = b0;
      else segs.push_back({a0, b0, ch.loc});
    }
    a.locations[id] = segs.empty() ? Location{} : segs.front().loc;
    for (const Segment& sg : segs)
      if (sg.loc.kind == Kind::Register) a.used_registers |= reg_bit(sg.loc.index);
  }
}

void SplitScan::gap_moves(Allocation& a, std::vector<std::vector<std::vector<Move>>>& par) const {
  for (const Value& v : values_) {
    const ir::Node* n = v.node;
    const Interval whole{n, v.ranges, {}, {}};
    const Location def_loc = a.locations[n->id()];
    // The copy out of the definition's location, and the one store.
    if (whole.covers(v.def_gap)) {
      const Location dst = a.location_at(n, v.def_gap);
      auto& gap = par[v.gap_k][v.gap_i];
      if (!(dst == def_loc)) gap.push_back({def_loc, dst});
      if (v.spilled && !(v.home == def_loc) && !(v.home == dst)) gap.push_back({def_loc, v.home});
    }
    // Splits inside blocks; those at block starts are edge moves.
    const std::vector<Segment>& segs = a.segments[n->id()];
    for (std::size_t j = 0; j + 1 < segs.size(); ++j) {
      const Pos q = segs[j].to;
      if (q == v.def_gap || q / 2 >= gap_at_.size() || q % 2 != 0 || gap_at_[q / 2].first == npos) continue;
      if (!whole.covers(q - 1) || !whole.covers(q) || segs[j + 1].loc == v.home) continue;
      par[gap_at_[q / 2].first][gap_at_[q / 2].second].push_back({segs[j].loc, segs[j + 1].loc});
    }
  }
  // Operands: where each is read, with copies into fixed registers.
  for (std::size_t k = 0; k < s_.linear.blocks.size(); ++k) {
    const sched::LinearBlock& lb = s_.linear.blocks[k];
    for (std::size_t i = 0; i < lb.instrs.size(); ++i) {
      if (is_phi_instr(lb.instrs[i])) continue;
      const Pos p = num_.instr_pos[k][i];
      for_each_operand(lb.instrs[i], [&](const ir::Node* in, const ir::Node* user, std::size_t slot) {
        auto& ops = a.operand_locations[user->id()];
        if (ops.size() < user->num_inputs()) ops.resize(user->num_inputs());
        const Mask m = t_.use_mask(user, slot);
        Location l = a.location_at(in, p);
        if (m.is_fixed() && !m.allows(l)) {
          l = Location::reg(static_cast<std::uint32_t>(std::countr_zero(m.regs)));
          par[k][i].push_back({a.location_at(in, p - 1), l});
          a.used_registers |= m.regs;
        }
        ops[slot] = l;
      });
    }
  }
}

// Where v is at the end of the block ending at `to`, after its gap moves:
// a definition by the block's last instruction is copied at the block end.
Location SplitScan::end_location(const Allocation& a, const Value& v, Pos to) const {
  if (v.def_gap == to && Interval{v.node, v.ranges, {}, {}}.covers(to)) return a.location_at(v.node, to);
  return a.location_at(v.node, to - 1);
}

void SplitScan::edge_moves(Allocation& a, std::vector<std::vector<Move>>& at_end,
                           std::vector<std::vector<Move>>& at_start) const {
  for (std::size_t k = 0; k < s_.linear.blocks.size(); ++k) {
    const sched::BlockId pred = s_.linear.blocks[k].block;
    const Pos to = num_.blocks[pred].to;
    const auto& succs = s_.cfg.block(pred).succs;
    for (sched::BlockId succ : succs) {
      const std::size_t sk = s_.linear.position[succ];
      const Pos from = num_.blocks[succ].from;
      std::vector<Move> moves;
      for (const LinearInstr& li : s_.linear.blocks[sk].instrs) {
        if (!is_phi_instr(li)) continue;
        const ir::Node* in = phi_input(s_.cfg, li.node, pred);
        if (!in) continue;
        const Location src = end_location(a, values_[index_[in->id()]], to);
        moves.push_back({src, a.locations[li.node->id()]});
        const auto& preds = s_.cfg.block(succ).preds;
        const std::size_t slot = static_cast<std::size_t>(std::find(preds.begin(), preds.end(), pred) - preds.begin()) + 1;
        auto& ops = a.operand_locations[li.node->id()];
        if (ops.size() < li.node->num_inputs()) ops.resize(li.node->num_inputs());
        if (slot < ops.size()) ops[slot] = src;
      }
      for (ir::NodeId id : lv_.live_in[succ].ids()) {
        const Value& v = values_[index_[id]];
        const Location src = end_location(a, v, to), dst = a.location_at(v.node, from);
        if (!(src == dst) && !(dst == v.home)) moves.push_back({src, dst});
      }
      // Edges into merges leave blocks with one successor; a block with two
      // leads to blocks with one predecessor, which take the moves first.
      auto& into = succs.size() == 1 ? at_end[k] : at_start[sk];
      into.insert(into.end(), moves.begin(), moves.end());
    }
  }
}

std::vector<Move> SplitScan::sequence(Allocation& a, const std::vector<Move>& parallel) {
  const Location scratch = Location::slot(slots_);
  for (const Move& m : parallel) {
    if (m.from == m.to) continue;
    if (m.to.kind == Kind::Slot) ++a.spill_stores;
    else if (m.from.kind == Kind::Slot) ++a.reloads;
  }
  Sequence seq = sequentialize(parallel, scratch, t_.cycle_registers, Location::reg(t_.cycle_scratch));
  if (seq.used_scratch) a.scratch = scratch;
  return std::move(seq.moves);
}

Allocation SplitScan::build() {
  Allocation a;
  const std::size_t ids = g_.id_limit();
  const std::size_t nk = s_.linear.blocks.size();
  a.locations.assign(ids, {});
  a.segments.assign(ids, {});
  a.operand_locations.assign(ids, {});
  a.end_moves.assign(s_.cfg.blocks.size(), {});
  a.positions = num_.instr_pos;
  a.incoming_slots = incoming_;
  std::vector<std::vector<std::vector<Move>>> par(nk);
  for (std::size_t k = 0; k < nk; ++k) par[k].resize(s_.linear.blocks[k].instrs.size() + 1);
  std::vector<std::vector<Move>> at_end(nk), at_start(nk);
  build_segments(a);
  gap_moves(a, par);
  edge_moves(a, at_end, at_start);
  a.moves_before.resize(nk);
  for (std::size_t k = 0; k < nk; ++k) {
    a.moves_before[k].resize(par[k].size());
    for (std::size_t i = 0; i < par[k].size(); ++i) a.moves_before[k][i] = sequence(a, par[k][i]);
    if (!at_start[k].empty()) {
      std::vector<Move> first = sequence(a, at_start[k]);
      auto& gap = a.moves_before[k][first_gap(k).first];
      gap.insert(gap.begin(), first.begin(), first.end());
    }
    a.end_moves[s_.linear.blocks[k].block] = sequence(a, at_end[k]);
  }
  a.frame_size = slots_ + (a.scratch.is_none() ? 0 : 1);
  for (const Value& v : values_)
    if (v.spilled && v.def_fixed.kind != Kind::Slot) ++a.spilled;
  a.registers_used = static_cast<std::uint32_t>(std::popcount(a.used_registers));
  return a;
}

}  // namespace

Allocation allocate_split(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target) {
  return SplitScan(g, s, target).run();
}

}  // namespace rhz::regalloc
