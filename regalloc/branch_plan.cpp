#include "regalloc/branch_plan.h"

namespace rhz::regalloc {

using sched::LinearInstr;

bool jumped_over(const sched::LinearMethod& lm, const Allocation& alloc, std::size_t k) {
  if (k + 2 >= lm.blocks.size()) return false;
  const auto& instrs = lm.blocks[k].instrs;
  if (instrs.empty()) return false;
  const LinearInstr& last = instrs.back();
  if (last.kind != LinearInstr::Kind::BranchIf && last.kind != LinearInstr::Kind::BranchUnless) return false;
  if (lm.position[last.target] != k + 2) return false;
  const sched::LinearBlock& next = lm.blocks[k + 1];
  // Nothing may run in block k+1 but its jump: no end moves, and in a split
  // allocation no moves before the jump or after it (the edge moves of a
  // two-way branch run at the start of its successor).
  return next.instrs.size() == 1 && next.instrs[0].kind == LinearInstr::Kind::Jump &&
         alloc.moves_at_end(next.block).empty() && alloc.moves_before_instr(k + 1, 0).empty() &&
         alloc.moves_before_instr(k + 1, 1).empty() && lm.position[next.instrs[0].target] > k + 1;
}

BranchPlan plan_branch(const sched::LinearMethod& lm, const Allocation& alloc, std::size_t k,
                       const LinearInstr& branch) {
  bool if_taken = branch.kind == LinearInstr::Kind::BranchIf;
  if (!jumped_over(lm, alloc, k)) return {if_taken, branch.target};
  return {!if_taken, lm.blocks[k + 1].instrs[0].target};
}

}  // namespace rhz::regalloc
