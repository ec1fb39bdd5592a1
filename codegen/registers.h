// The x86-64 register file as codegen uses it, and the one place where the
// allocator's result becomes machine operands.
//
// Until the allocator has an x86-64 target with register masks and
// caller-saved clobbers, codegen allocates with regalloc::register_target
// over the callee-saved registers only (rbx, r12, r13, r14; r15 is pinned to
// the NativeContext), so values survive every call into the runtime without
// saves. When the richer target lands, native_target() and operand_of() are
// what change.
#pragma once

#include <cstdint>
#include <string_view>

#include <xbyak/xbyak.h>

#include "codegen/machine.h"
#include "regalloc/allocation.h"
#include "regalloc/target.h"

namespace rhz::codegen {

inline constexpr std::uint32_t kAllocatableRegisters = 4;

// The allocation target codegen expects.
regalloc::Target native_target();

// Allocator location -> machine operand.
Operand operand_of(regalloc::Location loc);

// Machine register number (Operand::Kind::Reg) -> x86 register.
const Xbyak::Reg64& machine_register(std::uint32_t index);
std::string_view register_name(std::uint32_t index);

}  // namespace rhz::codegen
