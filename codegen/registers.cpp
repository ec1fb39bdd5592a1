#include "codegen/registers.h"

#include <stdexcept>

namespace rhz::codegen {

namespace {

const Xbyak::Reg64 kRegisters[kAllocatableRegisters] = {Xbyak::util::rbx, Xbyak::util::r12, Xbyak::util::r13,
                                                         Xbyak::util::r14};
constexpr std::string_view kNames[kAllocatableRegisters] = {"rbx", "r12", "r13", "r14"};

}  // namespace

regalloc::Target native_target() { return regalloc::register_target(kAllocatableRegisters, "x86-64-callee-saved"); }

Operand operand_of(regalloc::Location loc) {
  switch (loc.kind) {
    case regalloc::Location::Kind::Register:
      if (loc.index >= kAllocatableRegisters) throw std::logic_error("codegen: register beyond the x86 file");
      return Operand::reg(loc.index);
    case regalloc::Location::Kind::Slot: return Operand::slot(loc.index);
    case regalloc::Location::Kind::None: break;
  }
  return {};
}

const Xbyak::Reg64& machine_register(std::uint32_t index) { return kRegisters[index]; }
std::string_view register_name(std::uint32_t index) { return kNames[index]; }

}  // namespace rhz::codegen
