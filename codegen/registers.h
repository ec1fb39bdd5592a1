// The x86-64 register file as codegen uses it, and the one place where the
// allocator's result becomes machine operands.
//
// Codegen allocates with the allocator's x86-64 target (regalloc/x86_64.h,
// which states the conventions): registers are numbered by their hardware
// encoding, r15 holds the NativeContext, r10 and r11 are the emitter's own.
#pragma once

#include <cstdint>

#include <xbyak/xbyak.h>

#include "codegen/machine.h"
#include "ir/symbols.h"
#include "regalloc/allocation.h"
#include "regalloc/target.h"
#include "regalloc/x86_64.h"

namespace rhz::codegen {

// The allocation target codegen expects.
regalloc::Target native_target(const ir::SymbolTable& symbols);

// Allocator location -> machine operand.
Operand operand_of(regalloc::Location loc);

// Machine register number (Operand::Kind::Reg, the hardware encoding) ->
// x86 register.
Xbyak::Reg64 machine_register(std::uint32_t index);

}  // namespace rhz::codegen
