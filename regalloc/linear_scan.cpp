// Linear scan: a slot pass (unbounded, lowest free slot) and a register
// pass (bounded, spilling whole intervals), sharing the active/inactive walk.
#include "regalloc/linear_scan.h"

#include <algorithm>

namespace rhz::regalloc {

namespace {

using Kind = Location::Kind;

// The active/inactive bookkeeping of one pass over a subset of intervals.
class Walk {
 public:
  Walk(const std::vector<Interval>& list, std::vector<Location>& locs) : list_(list), locs_(locs) {}

  // Moves intervals between active, inactive and done for position pos.
  void advance(Pos pos) {
    std::vector<std::size_t> still;
    for (std::size_t i : active_) {
      if (list_[i].end() <= pos) continue;
      if (list_[i].covers(pos)) still.push_back(i);
      else inactive_.push_back(i);
    }
    active_ = std::move(still);
    std::vector<std::size_t> hold;
    for (std::size_t i : inactive_) {
      if (list_[i].end() <= pos) continue;
      if (list_[i].covers(pos)) active_.push_back(i);
      else hold.push_back(i);
    }
    inactive_ = std::move(hold);
  }

  // Calls f(location, first position where it stops being free for v)
  // for every location of `kind` held by another interval.
  template <typename F>
  void for_each_blocker(const Interval& v, Kind kind, F f) const {
    for (std::size_t i : active_)
      if (locs_[i].kind == kind) f(locs_[i], v.start(), i);
    for (std::size_t i : inactive_)
      if (locs_[i].kind == kind)
        if (Pos p = v.next_intersection(list_[i]); p != kNever) f(locs_[i], p, i);
    for (std::size_t i : pending_fixed_)
      if (list_[i].fixed.kind == kind && list_[i].start() > v.start())
        if (Pos p = v.next_intersection(list_[i]); p != kNever) f(list_[i].fixed, p, i);
  }

  void add_active(std::size_t i) { active_.push_back(i); }
  void remove_active(std::size_t i) { active_.erase(std::find(active_.begin(), active_.end(), i)); }
  // Pre-coloured intervals block their location before they start.
  void add_pending_fixed(std::size_t i) { pending_fixed_.push_back(i); }

 private:
  const std::vector<Interval>& list_;
  std::vector<Location>& locs_;
  std::vector<std::size_t> active_, inactive_, pending_fixed_;
};

// Lowest free slot for every interval in `order` (a start-ordered subset).
std::uint32_t assign_slots(const std::vector<Interval>& list, const std::vector<std::size_t>& order,
                           std::vector<Location>& locs) {
  Walk walk(list, locs);
  std::uint32_t used = 0;
  for (std::size_t i : order)
    if (list[i].fixed.kind == Kind::Slot) walk.add_pending_fixed(i);
  std::vector<bool> blocked;
  for (std::size_t i : order) {
    const Interval& v = list[i];
    walk.advance(v.start());
    if (v.fixed.kind == Kind::Slot) {
      locs[i] = v.fixed;
    } else {
      blocked.assign(used + 1, false);
      walk.for_each_blocker(v, Kind::Slot, [&](Location l, Pos, std::size_t) {
        if (l.index >= blocked.size()) blocked.resize(l.index + 1, false);
        blocked[l.index] = true;
      });
      std::uint32_t s = 0;
      while (s < blocked.size() && blocked[s]) ++s;
      locs[i] = Location::slot(s);
    }
    used = std::max(used, locs[i].index + 1);
    walk.add_active(i);
  }
  return used;
}

// Registers for every interval not fixed to a slot; returns the intervals
// that must go to slots (spilled, or fixed to a slot), in start order.
std::vector<std::size_t> assign_registers(const std::vector<Interval>& list, std::uint32_t num_registers,
                                          std::vector<Location>& locs, ScanResult& result) {
  Walk walk(list, locs);
  std::vector<bool> spilled(list.size(), false);
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].fixed.kind == Kind::Register) walk.add_pending_fixed(i);
  std::vector<Pos> free_until;
  std::vector<std::size_t> holder;  // the active interval that alone blocks a register, or npos
  constexpr std::size_t npos = ~std::size_t{0};
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Interval& v = list[i];
    if (v.fixed.kind == Kind::Slot) {
      spilled[i] = true;
      continue;
    }
    walk.advance(v.start());
    if (v.fixed.kind == Kind::Register) {
      locs[i] = v.fixed;
      walk.add_active(i);
      continue;
    }
    free_until.assign(num_registers, kNever);
    holder.assign(num_registers, npos);
    std::vector<bool> only_active(num_registers, true);
    walk.for_each_blocker(v, Kind::Register, [&](Location l, Pos p, std::size_t who) {
      if (l.index >= num_registers) return;
      free_until[l.index] = std::min(free_until[l.index], p);
      const bool is_active = p == v.start() && list[who].covers(v.start()) && list[who].fixed.is_none();
      if (is_active) holder[l.index] = who;
      else only_active[l.index] = false;
    });
    std::uint32_t best = 0;
    for (std::uint32_t r = 1; r < num_registers; ++r)
      if (free_until[r] > free_until[best]) best = r;
    if (free_until[best] >= v.end()) {
      locs[i] = Location::reg(best);
      walk.add_active(i);
      continue;
    }
    // choose_spill: without splitting, spill whole the interval that ends
    // furthest (Poletto & Sarkar), v or an active one whose register would
    // then be free for all of v.
    std::uint32_t victim_reg = num_registers;
    for (std::uint32_t r = 0; r < num_registers; ++r) {
      if (!only_active[r] || holder[r] == npos) continue;
      if (victim_reg == num_registers || list[holder[r]].end() > list[holder[victim_reg]].end()) victim_reg = r;
    }
    if (victim_reg != num_registers && list[holder[victim_reg]].end() > v.end()) {
      const std::size_t victim = holder[victim_reg];
      walk.remove_active(victim);
      spilled[victim] = true;
      locs[victim] = {};
      locs[i] = Location::reg(victim_reg);
      walk.add_active(i);
    } else {
      spilled[i] = true;
    }
  }
  std::vector<std::size_t> to_slots;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!spilled[i]) continue;
    to_slots.push_back(i);
    if (list[i].fixed.is_none()) ++result.spilled;
  }
  return to_slots;
}

}  // namespace

ScanResult linear_scan(const std::vector<Interval>& list, const Target& target) {
  ScanResult result;
  result.locations.assign(list.size(), Location{});
  std::vector<std::size_t> to_slots;
  if (target.num_registers == 0) {
    for (std::size_t i = 0; i < list.size(); ++i) to_slots.push_back(i);
  } else {
    to_slots = assign_registers(list, target.num_registers, result.locations, result);
  }
  result.slots = assign_slots(list, to_slots, result.locations);
  for (const Location& l : result.locations)
    if (l.kind == Kind::Register) result.registers = std::max(result.registers, l.index + 1);
  return result;
}

}  // namespace rhz::regalloc
