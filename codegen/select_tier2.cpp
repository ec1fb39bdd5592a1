// Instruction selection of tier 2's operations: guards, checked
// operations, shapes, doubles, leaves (see selector.h).
#include "codegen/selector.h"

namespace rhz::codegen::detail {

bool Selector::tier2(const Node* n) {
  MInstr* m = nullptr;
  switch (n->op()) {
    case Op::Guard:
      if (ir::is_constant(ir::cond(n))) {
        // Folding removed the guards that always pass: this one always exits.
        m = &emit(MOp::ExitAlways, n);
      } else {
        m = &emit(MOp::GuardTruthy, n);
        m->a = use(n, 1);
        m->if_taken = !ir::guard_negated(n);
      }
      break;
    case Op::GuardFixnum:
    case Op::GuardArray:
      m = &emit(n->op() == Op::GuardFixnum ? MOp::GuardFixnum : MOp::GuardArray, n);
      m->a = use(n, 1);
      break;
    case Op::GuardClass:
      m = &emit(MOp::GuardClass, n);
      m->a = use(n, 1);
      m->imm = n->payload().imm;
      break;
    case Op::GuardIntLt:
    case Op::GuardIntLe:
    case Op::GuardIntEq:
      m = &emit(MOp::GuardCompare, n);
      m->a = use(n, 1);
      m->b = typed_right(n);
      m->cond = ir::guard_negated(n) ? negate(int_cond(n->op())) : int_cond(n->op());
      break;
    case Op::IntAddOvf:
    case Op::IntSubOvf:
    case Op::IntMulOvf:
    case Op::IntDiv:
    case Op::IntMod: {
      static constexpr MOp kOps[] = {MOp::IntAdd, MOp::IntSub, MOp::IntMul, MOp::IntDiv, MOp::IntMod};
      m = &emit(kOps[static_cast<int>(n->op()) - static_cast<int>(Op::IntAddOvf)], n);
      m->dst = loc(n);
      m->a = use(n, 1);
      m->b = typed_right(n);
      break;
    }
    case Op::IntLt:
    case Op::IntLe:
    case Op::IntEq: {
      MInstr& c = emit(MOp::IntCompare, n);
      c.dst = loc(n);
      c.a = use(n, 1);
      c.b = typed_right(n);
      c.cond = int_cond(n->op());
      return true;
    }
    case Op::IntAnd:
    case Op::IntOr:
    case Op::IntXor:
      m = &emit(MOp::IntBitwise, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      m->b = typed_right(n);
      m->imm = static_cast<int>(n->op()) - static_cast<int>(Op::IntAnd);
      return true;
    case Op::ArrayLength:
      m = &emit(MOp::ArrayLength, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      return true;
    case Op::ArrayLoad:
    case Op::ArrayStore:
      m = &emit(n->op() == Op::ArrayLoad ? MOp::ArrayLoad : MOp::ArrayStore, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      m->b = typed_right(n);
      if (n->op() == Op::ArrayStore) m->args.push_back(use(n, 3));
      break;
    case Op::GuardEpoch: m = &emit(MOp::GuardEpoch, n); break;
    case Op::GuardDefined:
      m = &emit(MOp::GuardDefined, n);
      m->a = use(n, 1);
      break;
    case Op::CallLeaf:
      m = &emit(MOp::CallLeaf, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      for (std::size_t j = 2; j < n->num_inputs(); ++j) m->args.push_back(use(n, j));
      m->imm = n->payload().imm;
      m->site = static_cast<std::uint32_t>(out_.leaf_names.size());
      out_.leaf_names.emplace_back(program_.symbols.name(ir::send_name(n)));
      call_args(static_cast<std::uint32_t>(m->args.size()));
      return true;
    case Op::NewObject:
      m = &emit(MOp::NewObject, n);
      m->dst = loc(n);
      m->imm = n->payload().imm;
      m->b = Operand::immediate(n->payload().index);  // its ivar slots
      preserve_live(*m);
      return true;
    case Op::GuardFlonum:
      m = &emit(MOp::GuardFlonum, n);
      m->a = use(n, 1);
      break;
    case Op::FloatAdd:
    case Op::FloatSub:
    case Op::FloatMul:
    case Op::FloatDiv:
      m = &emit(MOp::FloatArith, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      m->b = use(n, 2);
      m->imm = static_cast<int>(n->op()) - static_cast<int>(Op::FloatAdd);
      return true;
    case Op::UnboxFloat:
    case Op::BoxFloat:
      m = &emit(n->op() == Op::UnboxFloat ? MOp::UnboxFloat : MOp::BoxFloat, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      if (n->op() == Op::BoxFloat) preserve_live(*m);
      return true;
    case Op::IntToFloat:
      m = &emit(MOp::IntToFloat, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      return true;
    case Op::FloatSqrt:
      m = &emit(MOp::FloatSqrt, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      break;
    case Op::FloatLt:
    case Op::FloatLe:
    case Op::FloatEq: {
      MInstr& c = emit(MOp::FloatCompare, n);
      c.dst = loc(n);
      c.a = use(n, 1);
      c.b = use(n, 2);
      c.cond = n->op() == Op::FloatLt ? Cond::Lt : n->op() == Op::FloatLe ? Cond::Le : Cond::Eq;
      return true;
    }
    case Op::GuardShape:
      m = &emit(MOp::GuardShape, n);
      m->a = use(n, 1);
      m->imm = n->payload().imm;
      break;
    case Op::IvarLoad:
      m = &emit(MOp::IvarLoad, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      m->imm = n->payload().index;
      return true;
    case Op::IvarStore:
      m = &emit(MOp::IvarStore, n);
      m->dst = loc(n);
      m->a = use(n, 1);
      m->b = use(n, 2);
      m->imm = n->payload().kind;
      m->args.push_back(Operand::immediate(n->payload().imm));
      break;
    case Op::ConstLoad:
      m = &emit(MOp::ConstLoad, n);
      m->dst = loc(n);
      m->imm = ir::constant_index(n);
      break;
    default: return false;
  }
  exit_of(*m, n);
  return true;
}

}  // namespace rhz::codegen::detail
