// The x86-64 target description: masks from the conventions in
// regalloc/x86_64.h.
#include "regalloc/x86_64.h"

#include <memory>

namespace rhz::regalloc {

namespace x86 {

InlineSends::InlineSends(const ir::SymbolTable& symbols) {
  static constexpr std::pair<const char*, InlineOp> kSelectors[] = {
      {"+", InlineOp::Add}, {"-", InlineOp::Sub},  {"*", InlineOp::Mul},  {"/", InlineOp::Div},
      {"%", InlineOp::Mod}, {"<", InlineOp::Lt},   {"<=", InlineOp::Le},  {">", InlineOp::Gt},
      {">=", InlineOp::Ge}, {"==", InlineOp::Eq},  {"!=", InlineOp::Ne},  {"[]", InlineOp::ArrayRef},
      {"[]=", InlineOp::ArraySet},
  };
  for (const auto& [selector, op] : kSelectors)
    if (ir::SymbolId id; symbols.find(selector, &id)) ops_.emplace_back(id, op);
}

InlineOp InlineSends::of(const ir::Node* n) const {
  if (n->op() != ir::Op::Send) return InlineOp::None;
  const ir::SymbolId name = ir::send_name(n);
  for (const auto& [id, op] : ops_)
    if (id == name) return ir::argc(n) == (op == InlineOp::ArraySet ? 2u : 1u) ? op : InlineOp::None;
  return InlineOp::None;
}

bool is_comparison(InlineOp op) { return op >= InlineOp::Lt && op <= InlineOp::Ne; }

bool is_runtime_call(const ir::Node* n, const InlineSends& inline_sends) {
  switch (n->op()) {
    case ir::Op::Send: return inline_sends.of(n) == InlineOp::None;
    case ir::Op::NewString:
    case ir::Op::Literal:
    case ir::Op::Interpolate:
    case ir::Op::ToAry:
    case ir::Op::DefineMethod:
    case ir::Op::DefineClass:
    case ir::Op::CallLeaf:
    case ir::Op::SetIvar:
    case ir::Op::ConstSet:
    case ir::Op::SendBlock:
    case ir::Op::Yield:
    case ir::Op::MakeBlock:
    case ir::Op::BlockBreak:
    case ir::Op::CatchBreak: return true;
    default: return false;
  }
}

const char* name(std::uint32_t r) {
  static const char* const kNames[kNumRegisters] = {
      "rax",  "rcx",  "rdx",  "rbx",  "rsp",  "rbp",   "rsi",   "rdi",   "r8",    "r9",    "r10",
      "r11",  "r12",  "r13",  "r14",  "r15",  "xmm0",  "xmm1",  "xmm2",  "xmm3",  "xmm4",  "xmm5",
      "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15"};
  return r < kNumRegisters ? kNames[r] : "?";
}

}  // namespace x86

namespace {

using namespace x86;

bool is_division(InlineOp op) { return op == InlineOp::Div || op == InlineOp::Mod; }
bool is_division(const InlineSends& sends, const ir::Node* n) {
  return is_division(sends.of(n)) || n->op() == ir::Op::IntDiv || n->op() == ir::Op::IntMod;
}

// The registers a value may ever be in: its class.
RegMask register_class(const ir::Node* n) { return ir::is_double(n) ? kXmmAllocatable : kGeneralAllocatable; }

Mask use_mask(const InlineSends& sends, const ir::Node* user, std::size_t slot) {
  if (slot < user->num_inputs() && user->input(slot) && ir::is_double(user->input(slot)))
    return Mask::anywhere(kXmmAllocatable);
  switch (user->op()) {
    case ir::Op::Return: return Mask::fixed(kResult);
    case ir::Op::Send: {
      // `[]=`'s value (input slot 3, after control and receiver and index).
      if (sends.of(user) == InlineOp::ArraySet && slot == 3) return Mask::any_register(kGeneralAllocatable);
      return Mask::anywhere(kGeneralAllocatable);
    }
    case ir::Op::ArrayStore:  // tier 2's []=: the stored value likewise
      return slot == 3 ? Mask::any_register(kGeneralAllocatable) : Mask::anywhere(kGeneralAllocatable);
    case ir::Op::IvarStore:  // the object and the value, leaving the scratch registers free
      return slot == 1 || slot == 2 ? Mask::any_register(kGeneralAllocatable) : Mask::anywhere(kGeneralAllocatable);
    default: return Mask::anywhere(kGeneralAllocatable);
  }
}

Mask def_mask(const InlineSends& sends, const ir::Node* n) {
  if (is_runtime_call(n, sends)) return Mask::fixed(kResult);
  switch (n->op()) {
    case ir::Op::Param: return Mask::anywhere(0);  // its frame slot, which fixed_location names
    case ir::Op::Phi: return Mask::anywhere(register_class(n));  // written by the edge moves
    case ir::Op::Send:
      if (sends.of(n) == InlineOp::Div) return Mask::fixed(rax);
      if (sends.of(n) == InlineOp::Mod) return Mask::fixed(rdx);
      return Mask::any_register(kGeneralAllocatable);
    case ir::Op::IntDiv: return Mask::fixed(rax);
    case ir::Op::IntMod: return Mask::fixed(rdx);
    default: return Mask::any_register(register_class(n));
  }
}

RegMask clobbers(const InlineSends& sends, const ir::Node* n) {
  if (is_runtime_call(n, sends)) return kCallerSaved;
  return is_division(sends, n) ? kDividend : 0;
}

// Division works in rdx:rax from its first instruction: no operand may be
// there either.
RegMask temps(const InlineSends& sends, const ir::Node* n) { return is_division(sends, n) ? kDividend : 0; }

// The prologue copies Param i from the caller's argv into frame slot i.
Location fixed(const ir::Node* n) {
  if (n->op() == ir::Op::Param) return Location::slot(ir::param_index(n));
  return {};
}

}  // namespace

Target x86_64_target(const ir::SymbolTable& symbols) {
  auto sends = std::make_shared<const InlineSends>(symbols);
  Target t;
  t.name = "x86_64";
  t.num_registers = kNumRegisters;
  t.fixed_location = fixed;
  t.result_may_reuse_operand = true;
  t.allocatable = kAllocatable;
  t.caller_saved = kCallerSaved;
  for (std::uint32_t r = 0; r < kNumRegisters; ++r) t.register_names.emplace_back(x86::name(r));
  t.use_mask = [sends](const ir::Node* user, std::size_t slot) { return use_mask(*sends, user, slot); };
  t.def_mask = [sends](const ir::Node* n) { return def_mask(*sends, n); };
  t.clobbers = [sends](const ir::Node* n) { return clobbers(*sends, n); };
  t.temps = [sends](const ir::Node* n) { return temps(*sends, n); };
  t.register_class = register_class;
  t.cycle_registers = kXmmAll;
  t.cycle_scratch = kCopyCycleScratch;
  return t;
}

}  // namespace rhz::regalloc
