// The x86-64 target description: masks from the calling convention in
// regalloc/x86_64.h.
#include "regalloc/x86_64.h"

namespace rhz::regalloc {

namespace x86 {

bool is_runtime_call(ir::Op op) {
  switch (op) {
    case ir::Op::Send:
    case ir::Op::NewString:
    case ir::Op::Interpolate:
    case ir::Op::NewArray:
    case ir::Op::ToAry:
    case ir::Op::DefineMethod:
    case ir::Op::ConstGet:
    case ir::Op::ConstSet: return true;
    default: return false;
  }
}

const char* name(std::uint32_t r) {
  static const char* const kNames[kNumRegisters] = {"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
                                                    "r8",  "r9",  "r10", "r11", "r12", "r13", "r14", "r15"};
  return r < kNumRegisters ? kNames[r] : "?";
}

}  // namespace x86

namespace {

using namespace x86;

Mask x86_use_mask(const ir::Node* user, std::size_t slot) {
  const ir::Op op = user->op();
  if (is_runtime_call(op)) {
    // Value operand j is input slot j + 1 (slot 0 is control).
    const std::size_t j = slot - 1;
    if (j < kValueArgs.size()) return Mask::fixed(kValueArgs[j]);
    return Mask::anywhere(kAllocatable);  // pushed from a register or memory
  }
  switch (op) {
    case ir::Op::Return: return Mask::fixed(kResult);
    // Edge moves, `cmp m64, imm` and exit stubs read memory as well as registers.
    case ir::Op::Phi:
    case ir::Op::If:
    case ir::Op::Guard:
    case ir::Op::Param: return Mask::anywhere(kAllocatable);
    default: return Mask::any_register(kAllocatable);
  }
}

Mask x86_def_mask(const ir::Node* n) {
  if (is_runtime_call(n->op())) return Mask::fixed(kResult);
  switch (n->op()) {
    case ir::Op::Param: {
      const std::uint32_t i = ir::param_index(n);
      if (i < kRegisterParams) return Mask::fixed(kParamRegs[i]);
      return Mask::anywhere(0);  // the incoming stack slot fixed_location names
    }
    case ir::Op::Phi: return Mask::anywhere(kAllocatable);  // written by the edge moves
    default: return Mask::any_register(kAllocatable);
  }
}

RegMask x86_clobbers(const ir::Node* n) { return is_runtime_call(n->op()) ? kCallerSaved : 0; }
RegMask x86_temps(const ir::Node* n) { return is_runtime_call(n->op()) ? reg_bit(kSiteRegister) : 0; }

// Params 4.. arrive in the caller's outgoing area: incoming slot i - 4.
Location x86_fixed(const ir::Node* n) {
  if (n->op() == ir::Op::Param && ir::param_index(n) >= kRegisterParams)
    return Location::slot(ir::param_index(n) - kRegisterParams);
  return {};
}

}  // namespace

Target x86_64_target() {
  Target t;
  t.name = "x86_64";
  t.num_registers = kNumRegisters;
  t.fixed_location = x86_fixed;
  t.result_may_reuse_operand = true;
  t.allocatable = kAllocatable;
  t.caller_saved = kCallerSaved;
  for (std::uint32_t r = 0; r < kNumRegisters; ++r) t.register_names.emplace_back(x86::name(r));
  t.use_mask = x86_use_mask;
  t.def_mask = x86_def_mask;
  t.clobbers = x86_clobbers;
  t.temps = x86_temps;
  return t;
}

}  // namespace rhz::regalloc
