// Instruction selection: a scheduled method and its x86-64 allocation ->
// machine operations (codegen/machine.h). The rules mirror tier 1's
// (runtime/bytecode_compile.cpp):
// - The allocation's moves_before of each instruction become Moves just
//   before it; a block closes with the moves after its last instruction,
//   then its end moves (phi copies), then its jump. Phis select nothing.
// - Operands are read where the allocation says (use_location), results
//   written where the value is defined.
// - The sends regalloc::x86::InlineSends names become inline operations
//   (FixAdd/FixSub/FixMul/FixDiv/FixMod, FixCompare, ArrayRef, ArraySet)
//   whose slow paths are the same generic send, so behaviour never depends
//   on the choice. Each records the caller-saved registers holding values
//   live across it, which its slow path saves.
// - A fixnum constant whose tagged word fits in 32 signed bits is an
//   immediate right operand of those; a constant that every user takes so
//   selects nothing.
// - A comparison whose only user is the branch right after it is fused into
//   FixCompareBranch, unless moves run between the two.
// - A jump to the next block in layout selects nothing; a branch over a block
//   holding only a forward jump is inverted to go straight to that jump's
//   target, and the jump block is left empty.
// - Tier-2 guards and checked operations select one machine operation each,
//   with their exit's frame state read where the allocation has the values
//   at the guard (a constant is stored as an immediate).
#pragma once

#include "codegen/machine.h"
#include "ir/program.h"
#include "regalloc/allocation.h"
#include "sched/linearize.h"

namespace rhz::codegen {

// exit_slots: for a tier-2 executor, the tier-1 slot of every frame-state
// value of every exit (ir::ExitState::slots); null for a Ruby method.
MachineMethod select_method(const ir::Program& program, std::size_t method_index,
                            const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc,
                            const std::vector<std::vector<std::uint32_t>>* exit_slots = nullptr);

}  // namespace rhz::codegen
