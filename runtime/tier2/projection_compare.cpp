// The Projector's comparisons that are neither fixnum nor identity ones
// (projector.h): a String comparison fused with its branch.
#include <algorithm>

#include "runtime/tier2/projector.h"

namespace rhz::rt::tier2::detail {

// A comparison of Strings (`"\n" == @current`, `a < b`) fused with its
// branch: String's own method called into a slot no one reads here, then
// a branch on the result's truth. == and != are leaves, called directly
// from any frame; the others go through the runtime from the starting
// frame. String's comparisons never run Ruby code, so nothing can
// invalidate the executor during the call and the exit after it (which
// would run the comparison again in tier 1) is never taken. False when
// this does not apply (the path ends instead); else the path goes on at
// next_after_.
bool Projector::compare_by_call(SbInstr in, const InlineCache& ic, const CompareBranch& cb, std::uint32_t pc,
                                std::uint32_t next, const std::uint32_t* w) {
  if (!ic.entry || !ic.entry->native || ic.entry->owner != c_String || ic.classes_seen != 1 || ic.klass != c_String ||
      ic.state != g_method_state)
    return false;
  const std::uint32_t scratch = scratch_slot(pc);  // call_send's dst is the running frame's slot
  if (!call_send(in, ic, next, scratch - top().offset, in.a, {in.b}, pc)) return false;
  in = make(SbOp::Branch, pc);
  in.a = SbOperand::of_slot(scratch);
  const BranchProfile& bp = top().code->branches[w[5]];
  const bool taken = bp.count[1] >= bp.count[0];
  const std::uint32_t if_true = cb.taken_if_true ? w[3] : next, if_false = cb.taken_if_true ? next : w[3];
  if (fork_depth_ < kMaxForkDepth && both_ways(bp) && fork(in, if_true, if_false)) {
    next_after_ = out_list_->back().other == ir::kNoJoin ? fork_continue_ : out_list_->back().other;
    return true;
  }
  in.expect = taken == cb.taken_if_true;
  in.other = taken ? next : w[3];
  in.live_other = live_at(in.other);
  push(in);
  next_after_ = taken ? w[3] : next;
  return true;
}

// A slot for a value only the superblock sees, in the running frame (in
// the superblock's numbering): one dead at pc (no read before the next
// write) that never holds a constant, or else the first past the frame
// (where an inlined callee's would start), which no exit writes back.
std::uint32_t Projector::scratch_slot(std::uint32_t pc) {
  const std::vector<std::uint32_t> live = top().liveness->live_slots(pc);
  for (std::uint32_t s = top().code->frame_size; s-- > 0;)
    if (!std::binary_search(live.begin(), live.end(), s) && top().liveness->constant(s) == SlotLiveness::kNotConstant)
      return s + top().offset;
  const std::uint32_t past = callee_offset();
  sb_.frame_size = std::max(sb_.frame_size, past + 1);
  return past;
}

}  // namespace rhz::rt::tier2::detail
