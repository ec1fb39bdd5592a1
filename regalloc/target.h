// Targets: what the allocator allocates into, as a description.
//
// Invariants:
// - num_registers == 0 means an unbounded file of frame slots: nothing is
//   ever spilled and the allocator minimises the frame size (tier-1
//   bytecode). num_registers > 0 is a bounded register file; values that do
//   not fit are spilled to frame slots, which are numbered separately
//   (Location::Kind::Slot) starting after the fixed slots.
// - fixed_location(n) is Location::None for unconstrained values. A fixed
//   location is honoured for the whole life of the value; nothing else may
//   use it while the value is live.
// - Param nodes are defined at method entry (the caller wrote them), not at
//   their `arg` instruction; see regalloc/liveness.h.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "ir/node.h"
#include "regalloc/allocation.h"

namespace rhz::regalloc {

struct Target {
  std::string name;
  // 0: unbounded frame slots (nothing spills).
  std::uint32_t num_registers = 0;
  // Pre-coloured values (Param i in slot i for frames; later calling
  // conventions, the return register, rdx:rax for division...).
  std::function<Location(const ir::Node*)> fixed_location;
  // An instruction reads all its operands before it writes its result, so
  // the result may take the location of an operand that dies there. True
  // for the tier-1 interpreter and for two-address x86 code; a target whose
  // instructions write the result early sets it false.
  bool result_may_reuse_operand = true;
  // Later: per-use and per-def register masks (fixed registers for call
  // arguments, shifts, division; "must be in a register" for operands that
  // cannot be memory) will be a hook here, e.g.
  //   std::function<RegMask(const ir::Node* user, std::size_t slot)> use_mask;
  // and linear scan will split intervals at uses whose mask the current
  // location violates. Today every use accepts any location.
};

// Tier-1 bytecode: unbounded frame slots, Param i fixed in slot i.
Target frame_slot_target();

// A bounded register file of `registers` general registers (the x86-64 back
// end will use 14 or 15); parameters arrive in frame slots as for tier 1,
// spills take the slots after them.
Target register_target(std::uint32_t registers, std::string name = "");

}  // namespace rhz::regalloc
