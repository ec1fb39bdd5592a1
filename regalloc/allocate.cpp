// allocate(): the phases of regalloc in order, and phi resolution.
#include "regalloc/allocate.h"

#include "regalloc/intervals.h"
#include "regalloc/linear_scan.h"
#include "regalloc/liveness.h"
#include "regalloc/parallel_move.h"
#include "regalloc/split_scan.h"

namespace rhz::regalloc {

std::vector<Move> phi_copies(const sched::MethodSchedule& s, const std::vector<Location>& locations,
                             sched::BlockId pred, sched::BlockId succ) {
  std::vector<Move> copies;
  for (const sched::LinearInstr& li : s.linear.blocks[s.linear.position[succ]].instrs) {
    if (!is_phi_instr(li)) continue;
    if (const ir::Node* in = phi_input(s.cfg, li.node, pred))
      copies.push_back({locations[in->id()], locations[li.node->id()]});
  }
  return copies;
}

AllocStats alloc_stats(const ir::Graph& g, const sched::MethodSchedule& s, const Allocation& a) {
  AllocStats st;
  st.max_pressure = max_pressure(g, s);
  st.spilled = a.spilled;
  st.spill_stores = a.spill_stores;
  st.reloads = a.reloads;
  st.registers_used = a.registers_used;
  st.used_registers = a.used_registers;
  return st;
}

std::string format_alloc_stats(const AllocStats& st, const Target& target) {
  std::string out = "pressure=" + std::to_string(st.max_pressure) + " spilled=" + std::to_string(st.spilled) +
                    " stores=" + std::to_string(st.spill_stores) + " reloads=" + std::to_string(st.reloads) +
                    " registers=" + std::to_string(st.registers_used);
  if (st.used_registers != 0) {
    std::string names;
    for (std::uint32_t r = 0; r < 64; ++r)
      if (st.used_registers & reg_bit(r)) names += (names.empty() ? "" : " ") + target.register_name(r);
    out += " (" + names + ")";
  }
  return out;
}

Allocation allocate(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target) {
  if (target.has_masks()) return allocate_split(g, s, target);
  Liveness lv = compute_liveness(g, s);
  Intervals ivs = build_intervals(g, s, lv, target.result_may_reuse_operand);
  if (target.fixed_location)
    for (Interval& iv : ivs.list) iv.fixed = target.fixed_location(iv.value);
  ScanResult scan = linear_scan(ivs.list, target);

  Allocation a;
  a.locations.assign(g.id_limit(), Location{});
  for (std::size_t i = 0; i < ivs.list.size(); ++i) a.locations[ivs.list[i].value->id()] = scan.locations[i];
  a.frame_size = scan.slots;
  a.registers_used = scan.registers;
  a.spilled = scan.spilled;

  // Every edge into a merge leaves a block with one successor, so the
  // copies of all its successors' phis can run at its end. The scratch is
  // the slot after every other; it is only counted if a cycle needs it.
  const Location scratch = Location::slot(scan.slots);
  a.end_moves.assign(s.cfg.blocks.size(), {});
  for (const sched::LinearBlock& lb : s.linear.blocks) {
    for (sched::BlockId succ : s.cfg.block(lb.block).succs) {
      Sequence seq = sequentialize(phi_copies(s, a.locations, lb.block, succ), scratch);
      if (seq.used_scratch) a.scratch = scratch;
      auto& moves = a.end_moves[lb.block];
      moves.insert(moves.end(), seq.moves.begin(), seq.moves.end());
    }
  }
  if (!a.scratch.is_none()) a.frame_size = scan.slots + 1;
  return a;
}

}  // namespace rhz::regalloc
