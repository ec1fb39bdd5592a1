// How a back end closes a block that ends in a conditional branch, once the
// allocation is known. Shared by tier-1 bytecode and x86-64 code so that both
// lay out the same jumps.
//
// Block k ends in a branch to block k+2, and block k+1 holds nothing but a
// forward jump (and no moves of the allocation): branch the other way, straight to that
// jump's target, and drop block k+1 (`if c then x end` would otherwise jump
// twice).
#pragma once

#include <cstddef>

#include "regalloc/allocation.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

// Is block k+1 (in layout order) absorbed by block k's inverted branch?
bool jumped_over(const sched::LinearMethod& lm, const Allocation& alloc, std::size_t k);

// Where the branch closing block k goes and on which outcome (true: when
// the condition is truthy), after jumped_over.
struct BranchPlan {
  bool if_taken;
  sched::BlockId target;
};
BranchPlan plan_branch(const sched::LinearMethod& lm, const Allocation& alloc, std::size_t k,
                       const sched::LinearInstr& branch);

}  // namespace rhz::regalloc
