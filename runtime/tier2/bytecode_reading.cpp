#include "runtime/tier2/bytecode_reading.h"

#include "runtime/bignum.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/float.h"
#include "runtime/object.h"

namespace rhz::rt::tier2::reading {

using ir::SbOp;
using ir::SbOperand;

std::optional<ir::Imm> immediate(Value v) {
  if (is_fixnum(v)) return ir::Imm::of_fixnum(fixnum_value(v));
  if (v == kNil) return ir::Imm::nil();
  if (v == kTrue) return ir::Imm::of_bool(true);
  if (v == kFalse) return ir::Imm::of_bool(false);
  return std::nullopt;
}

bool lasting_object(Value v) { return is_symbol(v) || is_bignum(v) || is_float(v) || str_is_immortal(v); }

bool identity_comparison(const InlineCache& ic, SbOp cmp) {
  if (cmp != SbOp::Eq && cmp != SbOp::Ne) return false;
  if (!ic.entry || ic.classes_seen != 1 || !ic.klass || ic.state != g_method_state) return false;
  // BasicObject#!= asks the receiver's ==, so both must be BasicObject's.
  const Sym eq = intern("==");
  return ic.entry == find_method(c_BasicObject, ic.name) && find_method(ic.klass, eq) == find_method(c_BasicObject, eq);
}

std::optional<ir::Imm> immediate_of_class(const RClass* cls) {
  if (cls == c_NilClass) return ir::Imm::nil();
  if (cls == c_TrueClass) return ir::Imm::of_bool(true);
  if (cls == c_FalseClass) return ir::Imm::of_bool(false);
  return std::nullopt;
}

SbOperand immediate_operand(std::uint32_t word) {
  auto bits = static_cast<std::int64_t>(static_cast<std::int32_t>(word));
  return SbOperand::of_imm(ir::Imm::of_fixnum(bits >> 1));
}

bool only_fast_path(const InlineCache& ic, bool array) {
  return ic.misses == 0 && (array ? ic.saw_array : ic.saw_fixnum);
}

std::optional<std::uint8_t> fixnums_among_floats(const InlineCache& ic) {
  const std::uint8_t kinds = ic.float_operands;
  // A send whose receivers were all Floats met a heap Float (-0.0, or a
  // double out of the flonum range): rare, and an executor's doubles are
  // boxed only where a Ruby value is needed.
  const bool only_floats_sent = ic.seen == c_Float && ic.classes_seen == 1;
  if ((ic.misses != 0 && !only_floats_sent) || kinds == 0) return std::nullopt;
  const bool a_flonum = kinds & (kFlonumFlonum | kFlonumFixnum), a_fixnum = ic.saw_fixnum || (kinds & kFixnumFlonum);
  const bool b_flonum = kinds & (kFlonumFlonum | kFixnumFlonum), b_fixnum = ic.saw_fixnum || (kinds & kFlonumFixnum);
  if ((a_flonum && a_fixnum) || (b_flonum && b_fixnum)) return std::nullopt;
  return static_cast<std::uint8_t>((a_fixnum ? 1 : 0) | (b_fixnum ? 2 : 0));
}

std::optional<ArithOp> arith(Opcode op) {
  switch (op) {
#define CASE(name)                                        \
  case Opcode::name: return ArithOp{SbOp::name, false};   \
  case Opcode::name##I: return ArithOp{SbOp::name, true};
    CASE(Add) CASE(Sub) CASE(Mul) CASE(Div) CASE(Mod)
    CASE(Lt) CASE(Le) CASE(Gt) CASE(Ge) CASE(Eq) CASE(Ne)
#undef CASE
    default: return std::nullopt;
  }
}

std::optional<CompareBranch> compare_branch(Opcode op) {
  switch (op) {
#define CASE(name)                                                                   \
  case Opcode::BranchUnless##name: return CompareBranch{SbOp::name, false, false};   \
  case Opcode::BranchIf##name: return CompareBranch{SbOp::name, true, false};        \
  case Opcode::BranchUnless##name##I: return CompareBranch{SbOp::name, false, true}; \
  case Opcode::BranchIf##name##I: return CompareBranch{SbOp::name, true, true};
    CASE(Lt) CASE(Le) CASE(Gt) CASE(Ge) CASE(Eq) CASE(Ne)
#undef CASE
    default: return std::nullopt;
  }
}

ir::SbType type_of(Value v) {
  if (is_fixnum(v)) return ir::SbType::Fixnum;
  if (is_array(v)) return ir::SbType::Array;
  if (is_flonum(v)) return ir::SbType::Flonum;
  return ir::SbType::Unknown;
}

}  // namespace rhz::rt::tier2::reading
