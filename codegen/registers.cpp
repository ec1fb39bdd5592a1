#include "codegen/registers.h"

#include <stdexcept>

namespace rhz::codegen {

regalloc::Target native_target(const ir::SymbolTable& symbols) { return regalloc::x86_64_target(symbols); }

Operand operand_of(regalloc::Location loc) {
  switch (loc.kind) {
    case regalloc::Location::Kind::Register:
      // (The copy-cycle scratch also parks a value inside a cycle of copies.)
      if (!((regalloc::x86::kAllocatable | regalloc::reg_bit(regalloc::x86::kCopyCycleScratch)) &
            regalloc::reg_bit(loc.index)))
        throw std::logic_error("codegen: a value in a register the allocator may not use");
      return Operand::reg(loc.index);
    case regalloc::Location::Kind::Slot: return Operand::slot(loc.index);
    case regalloc::Location::Kind::None: break;
  }
  return {};
}

Xbyak::Reg64 machine_register(std::uint32_t index) { return Xbyak::Reg64(static_cast<int>(index)); }

}  // namespace rhz::codegen
