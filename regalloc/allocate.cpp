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
