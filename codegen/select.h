// Instruction selection: a scheduled, allocated method -> machine operations
// (codegen/machine.h). The rules mirror tier 1's (runtime/bytecode_compile.cpp):
// - Phis select nothing; the allocation's end moves become Moves before the
//   block's closing jump or branch.
// - A Send of + - * with one argument becomes FixAdd/FixSub/FixMul, and of
//   < <= > >= == != FixCompare: inline fixnum fast paths whose slow paths are
//   the same generic send, so behaviour never depends on the choice. / and %
//   stay generic sends (the runtime's floor division).
// - A fixnum constant whose tagged word fits in 32 signed bits is an
//   immediate right operand of those; a constant that every user takes so
//   selects nothing.
// - A comparison whose only user is the branch right after it is fused into
//   FixCompareBranch.
// - A jump to the next block in layout selects nothing; a branch over a block
//   holding only a forward jump is inverted to go straight to that jump's
//   target, and the jump block is left empty.
#pragma once

#include "codegen/machine.h"
#include "ir/program.h"
#include "regalloc/allocation.h"
#include "sched/linearize.h"

namespace rhz::codegen {

MachineMethod select_method(const ir::Program& program, std::size_t method_index,
                            const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc);

}  // namespace rhz::codegen
