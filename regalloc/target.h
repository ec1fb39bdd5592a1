// Targets: what the allocator allocates into, as a description.
//
// Invariants:
// - num_registers == 0 means an unbounded file of frame slots: nothing is
//   ever spilled and the allocator minimises the frame size (tier-1
//   bytecode). num_registers > 0 is a bounded register file; values that do
//   not fit are spilled to frame slots, which are numbered separately
//   (Location::Kind::Slot) starting after the fixed slots.
// - fixed_location(n) is Location::None for unconstrained values. Without
//   masks a fixed location is honoured for the whole life of the value;
//   nothing else may use it while the value is live. With masks it is only
//   where the value is born (a Param on the stack); it may move later.
// - Param nodes are defined at method entry (the caller wrote them), not at
//   their `arg` instruction; see regalloc/liveness.h.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ir/node.h"
#include "ir/symbols.h"
#include "regalloc/allocation.h"

namespace rhz::regalloc {

// A set of registers: bit r is register r.
using RegMask = std::uint64_t;
constexpr RegMask reg_bit(std::uint32_t r) { return RegMask{1} << r; }

// Where a definition or a use may be: a set of registers, and whether a
// frame slot will do as well (an operand x86 can read from memory).
struct Mask {
  RegMask regs = 0;
  bool slot = false;

  static constexpr Mask fixed(std::uint32_t r) { return {reg_bit(r), false}; }
  static constexpr Mask any_register(RegMask regs) { return {regs, false}; }
  static constexpr Mask anywhere(RegMask regs) { return {regs, true}; }
  // A use whose mask holds exactly one register is satisfied by copying the
  // value there just before the instruction (an operand copy).
  constexpr bool is_fixed() const { return !slot && regs != 0 && (regs & (regs - 1)) == 0; }
  constexpr bool allows(Location l) const {
    if (l.kind == Location::Kind::Slot) return slot;
    return l.kind == Location::Kind::Register && l.index < 64 && (regs & reg_bit(l.index)) != 0;
  }
  constexpr bool operator==(const Mask&) const = default;
};

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
  // ---- register masks (targets with a real register file: x86-64) ----
  // When use_mask is set the allocator splits intervals (split_scan.h):
  // registers are numbered by their hardware encoding, `allocatable` says
  // which ones it may hand out, and a value may change location during its
  // life. Without use_mask every use accepts any location and a value keeps
  // one location for its whole life (frame_slot_target, register_target).
  RegMask allocatable = 0;
  // Registers a call destroys (the ABI's caller-saved set).
  RegMask caller_saved = 0;
  // By encoding; empty names print as RK.
  std::vector<std::string> register_names;
  // Where operand `slot` of `user` must be when `user` reads it. `user` is
  // the If of a branch (slot 1), a phi (the value along predecessor slot-1,
  // read by the edge moves), a Param's own `arg` instruction (slot 0), or
  // the instruction node itself.
  std::function<Mask(const ir::Node* user, std::size_t slot)> use_mask;
  // Where the instruction writes its result (Params: where they arrive;
  // a Param passed on the stack says `slot` and fixed_location names it).
  std::function<Mask(const ir::Node* def)> def_mask;
  // Registers the instruction destroys: a value live across it (read
  // before, read after) may not be in one of them.
  std::function<RegMask(const ir::Node* n)> clobbers;
  // Registers the instruction uses for itself while it runs (the call-site
  // descriptor in rdi): no value, not even an operand, may be in one of
  // them at the instruction.
  std::function<RegMask(const ir::Node* n)> temps;
  // The registers a value may ever occupy (its register class), within
  // `allocatable`; unset: all of them. Masks say where a value must be at
  // one definition or use; the class keeps a value out of a register file
  // it cannot live in anywhere (a double out of the general registers).
  std::function<RegMask(const ir::Node* n)> register_class;
  // A register outside `allocatable` that breaks cycles of copies between
  // registers of `cycle_registers` (parallel_move.h); none when 0.
  RegMask cycle_registers = 0;
  std::uint32_t cycle_scratch = 0;

  bool has_masks() const { return static_cast<bool>(use_mask); }
  std::string register_name(std::uint32_t r) const {
    return r < register_names.size() ? register_names[r] : "R" + std::to_string(r);
  }
};

// Tier-1 bytecode: unbounded frame slots, Param i fixed in slot i.
Target frame_slot_target();

// A bounded register file of `registers` general registers without masks;
// parameters arrive in frame slots as for tier 1, spills take the slots
// after them, and spilled values are spilled whole.
Target register_target(std::uint32_t registers, std::string name = "");

// The x86-64 register file with the conventions of rhz's native code
// (regalloc/x86_64.h). The program's symbols say which sends are inline.
Target x86_64_target(const ir::SymbolTable& symbols);

}  // namespace rhz::regalloc
