// The Specialiser's translation of one superblock instruction into graph
// nodes, guards and exits (ir/specialiser.h).
#include "ir/specialiser.h"

namespace rhz::ir::detail {

void Specialiser::instr(const SbInstr& in) {
  g_->set_line(in.line);
  switch (in.op) {
    case SbOp::Load: env_[in.dst] = value(in.a); break;
    case SbOp::Self: env_[in.dst] = g_->self(); break;
    case SbOp::Truthy:
    case SbOp::Not:
      env_[in.dst] = g_->make(in.op == SbOp::Truthy ? Op::Truthy : Op::Not, {nullptr, boxed(in.a)});
      break;
    case SbOp::Add:
    case SbOp::Sub:
    case SbOp::Mul:
    case SbOp::Div:
    case SbOp::Mod: {
      if (in.flonums) {
        static constexpr Op kFloatOps[] = {Op::FloatAdd, Op::FloatSub, Op::FloatMul, Op::FloatDiv};
        Node* x = double_operand(in.a, in.fixnum_operands & 1, false, in);
        Node* y = double_operand(in.b, in.fixnum_operands & 2, false, in);
        env_[in.dst] = pure(kFloatOps[static_cast<int>(in.op) - static_cast<int>(SbOp::Add)], x, y);
        break;
      }
      static constexpr Op kOps[] = {Op::IntAddOvf, Op::IntSubOvf, Op::IntMulOvf, Op::IntDiv, Op::IntMod};
      Node* x = fixnum(in.a, in);
      Node* y = fixnum(in.b, in);
      bool division = in.op == SbOp::Div || in.op == SbOp::Mod;
      Node* n = check(kOps[static_cast<int>(in.op) - static_cast<int>(SbOp::Add)], {x, y},
                      exit_before(in, ExitKind::Unlikely, division ? "divisor" : "overflow"));
      env_[in.dst] = n;
      known_[n] = SbType::Fixnum;
      break;
    }
    case SbOp::Lt:
    case SbOp::Le:
    case SbOp::Gt:
    case SbOp::Ge:
    case SbOp::Eq:
    case SbOp::Ne: {
      auto [x, y] = compared(in);
      env_[in.dst] = comparison(in.op, x, y, in.flonums);
      break;
    }
    case SbOp::BitAnd:
    case SbOp::BitOr:
    case SbOp::BitXor: {
      static constexpr Op kOps[] = {Op::IntAnd, Op::IntOr, Op::IntXor};
      Node* x = fixnum(in.a, in);
      Node* n = pure(kOps[static_cast<int>(in.op) - static_cast<int>(SbOp::BitAnd)], x, fixnum(in.b, in));
      env_[in.dst] = n;
      known_[n] = SbType::Fixnum;
      break;
    }
    case SbOp::ArrayRef: {
      Node* a = array(in.a, in);
      Node* i = fixnum(in.b, in);
      env_[in.dst] = check(Op::ArrayLoad, {a, i}, exit_before(in, ExitKind::Guard, "bounds"));
      break;
    }
    case SbOp::ArraySet: {
      Node* a = array(in.a, in);
      Node* i = fixnum(in.b, in);
      check(Op::ArrayStore, {a, i, boxed(in.c)}, exit_before(in, ExitKind::Guard, "bounds"));
      env_[in.dst] = value(in.c);
      break;
    }
    case SbOp::ConstGet:
      env_[in.dst] = check(Op::ConstLoad, {}, exit_before(in, ExitKind::Guard, "constant"),
                           in.expect ? kConstAssigned : 0, in.index);
      break;
    case SbOp::CheckClass: {
      Node* v = boxed(in.a);
      auto it = classes_.find(v);
      if (it != classes_.end() && it->second == in.klass) break;
      check(Op::GuardClass, {v}, exit_before(in, ExitKind::Guard, "class"), 0, static_cast<std::int64_t>(in.klass));
      classes_[v] = in.klass;
      break;
    }
    case SbOp::CheckValue: {
      // A word compare: nil, true and false are one word each.
      Node* v = boxed(in.a);
      Node* expected = g_->constant(in.b.imm);
      if (v == expected) break;
      check(Op::GuardIntEq, {v, expected}, exit_before(in, ExitKind::Guard, "class"));
      break;
    }
    case SbOp::CheckBlock: {
      // The block's class, then the graph it was made from (a fixnum field).
      Node* v = boxed(in.a);
      auto it = classes_.find(v);
      if (it == classes_.end() || it->second != in.klass) {
        check(Op::GuardClass, {v}, exit_before(in, ExitKind::Guard, "block"), 0, static_cast<std::int64_t>(in.klass));
        classes_[v] = in.klass;
      }
      Node* method = field(v, 0);
      known_[method] = SbType::Fixnum;
      check(Op::GuardIntEq, {method, g_->constant(Imm::of_fixnum(in.index))}, exit_before(in, ExitKind::Guard, "block"));
      break;
    }
    case SbOp::LoadField: env_[in.dst] = field(boxed(in.a), in.index); break;
    case SbOp::ArgGiven:
      env_[in.dst] = g_->make(Op::ArgGiven, {nullptr}, Payload::of_index(in.index));
      known_.erase(env_[in.dst]);
      break;
    case SbOp::FrameBlock:
    case SbOp::BlockEnv:
      env_[in.dst] = g_->make(in.op == SbOp::FrameBlock ? Op::FrameBlock : Op::BlockEnv, {nullptr});
      known_.erase(env_[in.dst]);
      break;
    case SbOp::NewObject: {
      // The receiver is the class itself (a word compare), then the
      // allocation: a fresh object of the empty shape.
      Node* cls = g_->make(Op::ObjectConstant, {nullptr}, Payload{static_cast<std::int64_t>(in.klass), 0, 0});
      check(Op::GuardIntEq, {boxed(in.a), cls}, exit_before(in, ExitKind::Guard, "class"));
      Node* n = g_->make(Op::NewObject, {ctrl_}, Payload{static_cast<std::int64_t>(in.klass), in.index, 0});
      ctrl_ = n;
      env_[in.dst] = n;
      classes_[n] = in.klass;
      shapes_[n] = in.other_shape;
      break;
    }
    case SbOp::Sqrt: {
      Node* x = flonum(in.a, in);
      env_[in.dst] = check(Op::FloatSqrt, {x}, exit_before(in, ExitKind::Unlikely, "not positive"));
      break;
    }
    case SbOp::GetIvar: {
      Node* object = shaped(in);
      Node* n = g_->make(Op::IvarLoad, {ctrl_, object}, Payload::of_index(in.index));
      ctrl_ = n;
      env_[in.dst] = n;
      break;
    }
    case SbOp::SetIvar: {
      Node* object = shaped(in);
      Node* v = boxed(in.b);
      const bool moves = in.other_shape != in.klass;
      check(Op::IvarStore, {object, v}, exit_before(in, ExitKind::Guard, "room"), static_cast<std::uint8_t>(in.index),
            moves ? static_cast<std::int64_t>(in.other_shape) : 0);
      shapes_[object] = in.other_shape;
      env_[in.dst] = value(in.b);
      break;
    }
    case SbOp::StoreField: {
      ctrl_ = g_->make(Op::EnvStore, {ctrl_, boxed(in.a), boxed(in.b)}, Payload::of_index(in.index));
      env_[in.dst] = value(in.b);
      break;
    }
    case SbOp::NewEnv: {
      // An allocation through the runtime, like NewArray's.
      Node* n = g_->make(Op::NewEnv, {ctrl_, boxed(in.a)}, Payload::of_index(in.index));
      ctrl_ = n;
      env_[in.dst] = n;
      known_.erase(n);
      break;
    }
    case SbOp::IsBreak: env_[in.dst] = g_->make(Op::IsBreak, {nullptr, boxed(in.a)}); break;
    case SbOp::ArrayLength: {
      Node* a = array(in.a, in);
      Node* n = g_->make(Op::ArrayLength, {ctrl_, a});
      ctrl_ = n;
      env_[in.dst] = n;
      known_[n] = SbType::Fixnum;
      break;
    }
    case SbOp::Branch: {
      Node* c = in.on_break ? g_->make(Op::IsBreak, {nullptr, boxed(in.a)}) : boxed(in.a);
      check(Op::Guard, {c}, exit_other_way(in), in.expect ? 0 : kGuardNegated);
      break;
    }
    case SbOp::CompareBranch: compare_branch(in); break;
    case SbOp::Fork: fork(in); break;
    case SbOp::InnerLoop: inner_loop(in); break;
    case SbOp::Exit: always_exit(exit_before(in, ExitKind::End, "end")); break;
    case SbOp::Call: call(in); break;
    case SbOp::CallLeaf: {
      Node* receiver = in.receiver == SbType::Unknown ? boxed(in.a) : of_kind(in.a, in, in.receiver);
      std::vector<Node*> inputs{ctrl_, receiver};
      for (const SbOperand& a : in.args) inputs.push_back(boxed(a));
      const SymbolId name = out_.program.symbols.intern(in.name);
      Node* n = g_->make(Op::CallLeaf, inputs,
                         Payload{static_cast<std::int64_t>(in.function), static_cast<std::uint32_t>(name), 0});
      ctrl_ = n;
      // Declined, it did nothing: the exit resumes tier 1 at the send with
      // the state from before it.
      if (in.declines) check(Op::GuardDefined, {n}, exit_before(in, ExitKind::Guard, "declined"));
      env_[in.dst] = n;
      known_.erase(n);
      break;
    }
    case SbOp::NewString:
    case SbOp::Interpolate:
    case SbOp::NewArray: {
      // Allocations through the runtime, which cannot fail or change
      // what the executor relies on.
      std::vector<Node*> inputs{ctrl_};
      for (const SbOperand& a : in.args) inputs.push_back(boxed(a));
      Op op = in.op == SbOp::NewString ? Op::NewString : in.op == SbOp::Interpolate ? Op::Interpolate : Op::NewArray;
      Node* n = g_->make(op, inputs, Payload::of_index(in.index));
      ctrl_ = n;
      env_[in.dst] = n;
      known_.erase(n);
      if (op == Op::NewArray) known_[n] = SbType::Array;
      break;
    }
    case SbOp::Return: {
      // An exit that is always taken, writing the value where tier 1 and
      // the JIT find a returned value.
      ExitState e;
      e.target_pc = in.pc;
      e.kind = ExitKind::Return;
      e.reason = "return";
      e.slots = {kReturnSlot};
      out_.exits.push_back(e);
      Payload p{0, static_cast<std::uint32_t>(out_.exits.size() - 1), 0};
      ctrl_ = g_->make(Op::Guard, {ctrl_, g_->constant(Imm::of_bool(false)), boxed(in.a)}, p);
      break;
    }
  }
}

}  // namespace rhz::ir::detail
