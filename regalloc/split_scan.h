// Linear scan with interval splitting, for targets with register masks
// (x86-64): Wimmer & Franz's allocator with a spill slot per value.
//
// Model:
// - A value is allocated in pieces ("children"): each covers its positions
//   in [from, to) and holds one register, or the value's spill slot (its
//   home). Children are handed out in start order; one that cannot keep a
//   register to its end is split and the rest goes back to the queue.
// - Masks at definitions and uses are met in two ways. A use or definition
//   fixed to one register (call arguments, a call's result in rax, a
//   Param's argument register) reserves that register at that one position
//   for its value; if the value is elsewhere, an operand copy before the
//   instruction (or a copy after the definition) moves it. Any other use
//   that needs a register (mask without `slot`) is met by splitting the
//   value before the use and giving that child a register (a reload).
// - Clobbers (calls): a child may not hold a clobbered register at a call
//   it lives across (covers p and p + 1); the register is then "free until"
//   the call and the child is split there. Values live across calls end up
//   in callee-saved registers or in their spill slot.
// - Spilling: when no register is free where one is needed, the register
//   whose holders are next used furthest away is taken (Wimmer's
//   allocate_blocked): they are split at the current position and continue
//   in their home slot until their next use that needs a register.
// - A value has at most one home slot. It is written once, right after the
//   definition (so a value defined outside a loop is never stored inside
//   it), and stays valid to the value's end: moving a value from a register
//   to its home needs no move, only the reloads do. Params passed on the
//   stack have their incoming slot as home and are never stored.
// - Moves: within a block at the gap before an instruction
//   (Allocation::moves_before), one parallel move per gap; on edges, the
//   values whose location differs between the end of the predecessor and
//   the start of the successor join the phi copies in one parallel move.
//   See regalloc/allocation.h for where each kind of move runs.
#pragma once

#include "regalloc/allocation.h"
#include "regalloc/target.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

// Requires target.has_masks().
Allocation allocate_split(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target);

}  // namespace rhz::regalloc
