// Sends the projection specialises in place rather than inlining or
// calling (see projector.h): Class#new of a constructor that only stores
// ivars, Math.sqrt of a flonum, the prelude's __undef and __undef?, and
// attribute readers and writers, built-ins with an intrinsic, and built-in
// leaves called directly.
#include "runtime/tier2/projector.h"

#include "runtime/class_objects.h"
#include "runtime/interpreter_support.h"

namespace rhz::rt::tier2::detail {

bool Projector::constructor_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc,
                                   std::uint32_t length, std::uint32_t dst, SbOperand receiver,
                                   const std::uint32_t* args, std::uint32_t argc) {
  const MethodEntry* me = ic.entry;
  if (side_ || !me || me->native != class_new_method() || !ic.made || ic.made_varied || ic.classes_seen != 1 ||
      ic.state != g_method_state || stack_.size() > limits_.max_inline_depth)
    return false;
  auto* cls = const_cast<RClass*>(ic.made);
  const MethodEntry* init = class_initialize(cls);
  const Code* code = init ? init->code : nullptr;
  if (!code || code->rest || argc != code->num_params || code->words.size() > limits_.max_inline_words) return false;
  const Shape* shape = root_shape();
  for (std::uint32_t p = 0; p < code->words.size(); p += instruction_length(code->words.data() + p)) {
    const std::uint32_t* w = code->words.data() + p;
    switch (static_cast<Opcode>(w[0])) {
      case Opcode::Self:
      case Opcode::Move:
      case Opcode::Return: break;
      case Opcode::LoadK:
        if (!immediate(code->constants[w[2]]) && !lasting_object(code->constants[w[2]])) return false;
        break;
      case Opcode::SetIvar: {
        // On self (its Self instruction's slot), one ivar after another.
        // Its cache must have seen the very shapes a new object goes
        // through, so that the path knows them without a guard.
        const InlineCache& set = code->caches[w[4]];
        const Shape* before = shape;
        if (shape->slot(set.name) < 0) shape = shape_with(shape, set.name);
        if (set.shape != before || set.shape_after != shape) return false;
        break;
      }
      default: return false;
    }
  }
  if (shape->count() > cls->ivar_hint || shape->count() > 255) return false;
  // The object goes below initialize's self, in the words between frames.
  const std::uint32_t object = callee_offset() - 2;
  SbInstr made = send;
  made.op = SbOp::NewObject;
  made.a = receiver;
  made.klass = reinterpret_cast<std::uint64_t>(cls);
  made.other_shape = reinterpret_cast<std::uint64_t>(root_shape());
  made.index = cls->ivar_hint;  // as many slots as tier 1 would give it
  made.dst = object;
  push(made);
  out_.inlined.push_back(ic.name);
  enter_frame(*code, pc, length, dst, SbOperand::of_slot(object), args, argc, object);
  return true;
}

bool Projector::sqrt_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t dst,
                            SbOperand receiver, SbOperand arg) {
  const MethodEntry* me = ic.entry;
  if (!me || me->native != math_sqrt || ic.classes_seen != 1 || ic.state != g_method_state || !ic.klass) return false;
  check_class(pc, receiver, ic.klass);
  SbInstr in = send;
  in.op = SbOp::Sqrt;
  in.dst = dst + top().offset;
  in.a = arg;
  out_.inlined.push_back(ic.name);
  push(in);
  return true;
}

bool Projector::undef_helper(const InlineCache& ic, std::uint32_t argc) {
  const MethodEntry* me = ic.entry;
  return me && ic.state == g_method_state &&
         ((me->native == undef && argc == 0) || (me->native == is_undef && argc == 1));
}

bool Projector::undef_inline(SbInstr in, const InlineCache& ic, std::uint32_t dst, const std::uint32_t* args,
                             std::uint32_t argc) {
  if (!undef_helper(ic, argc)) return false;
  const SbOperand object = SbOperand::of_object(undef_object.bits, ir::kRuntimeObject);
  in.dst = dst + top().offset;
  if (argc == 0) {
    in.op = SbOp::Load;
    in.a = object;
  } else {
    in.op = SbOp::Eq;
    in.identity = true;
    in.a = slot(args[0]);
    in.b = object;
  }
  out_.inlined.push_back(ic.name);  // a def of it invalidates the executor
  push(in);
  return true;
}

bool Projector::attribute_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t dst,
                                 SbOperand receiver, const std::uint32_t* args, std::uint32_t argc) {
  const MethodEntry* me = ic.entry;
  if (!me || me->attr == Attr::None || ic.classes_seen != 1 || ic.state != g_method_state || !ic.klass ||
      !ic.shape || ic.ivar != me->ivar || ic.slot > 255)
    return false;
  if (argc != (me->attr == Attr::Writer ? 1u : 0u)) return false;
  check_class(pc, receiver, ic.klass);
  SbInstr in = send;
  in.op = me->attr == Attr::Reader ? SbOp::GetIvar : SbOp::SetIvar;
  in.dst = dst + top().offset;
  in.a = receiver;
  if (me->attr == Attr::Writer) in.b = slot(args[0]);
  in.klass = reinterpret_cast<std::uint64_t>(ic.shape);
  in.other_shape = reinterpret_cast<std::uint64_t>(me->attr == Attr::Writer ? ic.shape_after : ic.shape);
  in.index = ic.slot;
  in.name = std::string(sym_name(me->ivar));
  out_.inlined.push_back(ic.name);  // a def of it invalidates the executor
  push(in);
  return true;
}


bool Projector::usable_leaf(const InlineCache& ic, std::uint32_t argc) {
  const MethodEntry* me = ic.entry;
  if (!me || !me->leaf || ic.classes_seen != 1 || ic.state != g_method_state || !ic.klass)
    return false;
  // Symbols are immediates or heap objects: no one check says a value is
  // one. An Integer or Float receiver is checked to be a fixnum or a
  // flonum: the leaves of Bignums and heap Floats are not called.
  if (ic.klass == symbol_class()) return false;
  return argc_fits(me, argc);
}

bool Projector::leaf_call(SbInstr in, const InlineCache& ic, std::uint32_t dst, SbOperand receiver,
                          std::vector<SbOperand> args) {
  if (!usable_leaf(ic, static_cast<std::uint32_t>(args.size()))) return false;
  if (ic.klass == c_Integer) in.receiver = ir::SbType::Fixnum;
  else if (ic.klass == c_Float) in.receiver = ir::SbType::Flonum;
  else if (auto v = immediate_of_class(ic.klass)) check_value(in.pc, receiver, *v);
  else check_class(in.pc, receiver, ic.klass);
  in.op = SbOp::CallLeaf;
  in.dst = dst;
  in.a = receiver;
  in.args = std::move(args);
  in.name = std::string(sym_name(ic.name));
  in.function = reinterpret_cast<std::uint64_t>(ic.entry->leaf);
  in.declines = ic.entry->leaf_declines;
  out_.inlined.push_back(ic.name);  // a def of it invalidates the executor
  push(std::move(in));
  return true;
}

Intrinsic Projector::usable_intrinsic(const InlineCache& ic, std::uint32_t argc) {
  const MethodEntry* me = ic.entry;
  if (!me || !me->native || ic.classes_seen != 1 || ic.state != g_method_state || !ic.klass) return Intrinsic::None;
  switch (me->intrinsic) {
    case Intrinsic::BitAnd:
    case Intrinsic::BitOr:
    case Intrinsic::BitXor:
      // A Bignum on either side fails the fixnum guards and exits.
      return argc == 1 && ic.klass == c_Integer ? me->intrinsic : Intrinsic::None;
    case Intrinsic::Identity:
      // Receivers that are words of their own (nil, true, false) are
      // checked by value, heap objects by class; Integers, Floats and
      // Symbols may be either.
      return argc == 1 && ic.klass != c_Integer && ic.klass != c_Float && ic.klass != symbol_class() ? me->intrinsic
                                                                                               : Intrinsic::None;
    case Intrinsic::Field: return argc == 0 ? me->intrinsic : Intrinsic::None;
    case Intrinsic::None: break;
  }
  return Intrinsic::None;
}

bool Projector::intrinsic_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t dst,
                                 SbOperand receiver, const std::uint32_t* args, std::uint32_t argc) {
  const Intrinsic intrinsic = usable_intrinsic(ic, argc);
  if (intrinsic == Intrinsic::None) return false;
  SbInstr in = send;
  in.dst = dst + top().offset;
  in.a = receiver;
  switch (intrinsic) {
    case Intrinsic::BitAnd: in.op = SbOp::BitAnd; break;
    case Intrinsic::BitOr: in.op = SbOp::BitOr; break;
    case Intrinsic::BitXor: in.op = SbOp::BitXor; break;
    case Intrinsic::Identity:
      if (auto v = immediate_of_class(ic.klass)) check_value(pc, receiver, *v);
      else check_class(pc, receiver, ic.klass);
      in.op = SbOp::Eq;
      in.identity = true;
      break;
    default:
      check_class(pc, receiver, ic.klass);
      in.op = SbOp::LoadField;
      in.index = ic.entry->field;
      break;
  }
  if (argc == 1) in.b = slot(args[0]);
  out_.inlined.push_back(ic.name);  // a def of it invalidates the executor
  push(in);
  return true;
}

}  // namespace rhz::rt::tier2::detail
