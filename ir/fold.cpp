// Constant folding, exact under Ruby semantics.
//
// A Send folds only when its receiver and arguments are immediate Constants
// and Ruby's result is certain (ir/fixnum.h). This is exact because the
// subset cannot redefine methods of Integer, NilClass, TrueClass or
// FalseClass (reopening built-in classes is rejected, and a top-level `def`
// takes only identifier names, which Integer's own methods shadow). Folding
// a fixed Send takes it out of the control chain.
//
// Truthy and Not fold on known truthiness and simplify each other; the typed
// tier-2 ops fold on constants and a few identities. Every rewrite here
// shrinks the graph or redirects an edge to a simpler node.
#include "ir/fixnum.h"
#include "ir/rewrite.h"

namespace rhz::ir {
namespace {

// nil, true and false: methods of NilClass/TrueClass/FalseClass (and
// BasicObject#==, which compares identity: immediates are equal iff the same).
std::optional<Imm> fold_special_binary(std::string_view op, Imm a, Imm b) {
  if (op == "==") return Imm::of_bool(a == b);
  if (op == "!=") return Imm::of_bool(!(a == b));
  if (op == "&") return Imm::of_bool(a.truthy() && b.truthy());
  if (op == "|") return Imm::of_bool(a.truthy() || b.truthy());
  if (op == "^") return Imm::of_bool(a.truthy() != b.truthy());
  return std::nullopt;
}

std::optional<Imm> fold_send(const Node* n, const SymbolTable& symbols) {
  if (send_flags(n) & kSendFunctional) return std::nullopt;  // receiver is self
  if (!is_constant(receiver(n))) return std::nullopt;
  for (const Node* a : args(n)) {
    if (!is_constant(a)) return std::nullopt;
  }
  std::string_view op = symbols.name(send_name(n));
  Imm a = imm(receiver(n));
  if (argc(n) == 0) {
    if (a.is_fixnum()) return fold_fixnum_unary(op, a.fixnum);
    return std::nullopt;
  }
  if (argc(n) != 1) return std::nullopt;
  Imm b = imm(args(n)[0]);
  if (!a.is_fixnum()) return fold_special_binary(op, a, b);
  if (b.is_fixnum()) return fold_fixnum_binary(op, a.fixnum, b.fixnum);
  // Integer#== with a non-number asks `b == a`, which is identity for nil,
  // true and false. Other operators raise or coerce: left alone.
  if (op == "==") return Imm::of_bool(false);
  if (op == "!=") return Imm::of_bool(true);
  return std::nullopt;
}

// Nodes whose value is always true or false.
bool is_boolean(const Node* n) {
  switch (n->op()) {
    case Op::Truthy:
    case Op::Not:
    case Op::ArgGiven:
    case Op::IsFixnum:
    case Op::IsBreak:
    case Op::IntLt:
    case Op::IntLe:
    case Op::IntEq:
    case Op::FloatLt:
    case Op::FloatLe:
    case Op::FloatEq: return true;
    case Op::Constant: return imm(n).kind == ImmKind::True || imm(n).kind == ImmKind::False;
    default: return false;
  }
}

// n (a pure node) becomes a constant.
bool to_constant(Rewrite& rw, Node* n, Imm v) {
  rw.replace(n, rw.g.constant(v));
  return true;
}

bool fold_truthy(Rewrite& rw, Node* n) {
  Node* x = operand(n);
  if (auto t = known_truthiness(x)) return to_constant(rw, n, Imm::of_bool(*t));
  if (is_boolean(x)) {
    rw.replace(n, x);
    return true;
  }
  return false;
}

bool fold_not(Rewrite& rw, Node* n) {
  Node* x = operand(n);
  if (auto t = known_truthiness(x)) return to_constant(rw, n, Imm::of_bool(!*t));
  if (x->op() == Op::Truthy) {  // !Truthy(y) == !y
    rw.set_input(n, 1, operand(x));
    if (x->num_uses() == 0) rw.kill(x);
    return true;
  }
  if (x->op() == Op::Not && x->num_uses() == 1) {  // !!y == Truthy(y)
    Node* t = rw.g.make(Op::Truthy, {nullptr, operand(x)});
    rw.replace(n, t);
    rw.kill(x);
    return true;
  }
  return false;
}

std::optional<Imm> fold_int_constants(Op op, std::int64_t a, std::int64_t b) {
  switch (op) {
    case Op::IntAdd: return fold_fixnum_binary("+", a, b);
    case Op::IntSub: return fold_fixnum_binary("-", a, b);
    case Op::IntMul: return fold_fixnum_binary("*", a, b);
    case Op::IntLt: return Imm::of_bool(a < b);
    case Op::IntLe: return Imm::of_bool(a <= b);
    case Op::IntEq: return Imm::of_bool(a == b);
    case Op::IntAnd: return Imm::of_fixnum(a & b);
    case Op::IntOr: return Imm::of_fixnum(a | b);
    case Op::IntXor: return Imm::of_fixnum(a ^ b);
    default: return std::nullopt;
  }
}

bool is_fixnum_value(const Node* n, std::int64_t v) { return is_fixnum_constant(n) && imm(n).fixnum == v; }

bool fold_int(Rewrite& rw, Node* n) {
  Node* a = lhs(n);
  Node* b = rhs(n);
  if (is_fixnum_constant(a) && is_fixnum_constant(b)) {
    if (auto v = fold_int_constants(n->op(), imm(a).fixnum, imm(b).fixnum)) return to_constant(rw, n, *v);
    return false;
  }
  // Operands are fixnums (the guards before say so), so these are exact.
  Node* same = nullptr;
  switch (n->op()) {
    case Op::IntAdd: same = is_fixnum_value(b, 0) ? a : is_fixnum_value(a, 0) ? b : nullptr; break;
    case Op::IntSub:
      if (a == b) return to_constant(rw, n, Imm::of_fixnum(0));
      same = is_fixnum_value(b, 0) ? a : nullptr;
      break;
    case Op::IntMul:
      if (is_fixnum_value(a, 0) || is_fixnum_value(b, 0)) return to_constant(rw, n, Imm::of_fixnum(0));
      same = is_fixnum_value(b, 1) ? a : is_fixnum_value(a, 1) ? b : nullptr;
      break;
    case Op::IntLt:
      if (a == b) return to_constant(rw, n, Imm::of_bool(false));
      break;
    case Op::IntLe:
    case Op::IntEq:
      if (a == b) return to_constant(rw, n, Imm::of_bool(true));
      break;
    default: break;
  }
  if (same == nullptr) return false;
  rw.replace(n, same);
  return true;
}

// Typed results: fixnums whatever their operands were.
bool is_fixnum_result(const Node* n) {
  switch (n->op()) {
    case Op::IntAdd:
    case Op::IntSub:
    case Op::IntMul:
    case Op::IntAddOvf:
    case Op::IntSubOvf:
    case Op::IntMulOvf:
    case Op::IntDiv:
    case Op::IntMod: return true;
    default: return is_fixnum_constant(n);
  }
}

// Flonum results: Float literals that are flonums. (Float arithmetic gives
// unboxed doubles, and boxing one may make a heap Float.)
bool is_flonum_result(const Node* n) {
  return n->op() == Op::ObjectConstant && (static_cast<std::uint64_t>(n->payload().imm) & 3) == 2;
}

// Whether a guard's check is known to pass (true), to fail (false), or not
// known. A guard that always passes leaves the control chain; one that
// always fails stays: it is an exit that is always taken.
std::optional<bool> guard_passes(const Node* n) {
  std::optional<bool> holds;
  switch (n->op()) {
    case Op::Guard: holds = known_truthiness(cond(n)); break;
    case Op::GuardFixnum:
      if (is_fixnum_result(operand(n))) return true;
      if (is_constant(operand(n))) return false;
      return std::nullopt;
    case Op::GuardFlonum:
      if (is_flonum_result(operand(n))) return true;
      if (is_constant(operand(n)) || is_fixnum_result(operand(n))) return false;
      return std::nullopt;
    default:
      if (is_fixnum_constant(lhs(n)) && is_fixnum_constant(rhs(n))) {
        std::int64_t a = imm(lhs(n)).fixnum, b = imm(rhs(n)).fixnum;
        holds = n->op() == Op::GuardIntLt ? a < b : n->op() == Op::GuardIntLe ? a <= b : a == b;
      } else if (lhs(n) == rhs(n)) {
        holds = n->op() != Op::GuardIntLt;
      }
      break;
  }
  if (!holds) return std::nullopt;
  return *holds != guard_negated(n);
}

bool fold_guard(Rewrite& rw, Node* n) {
  if (guard_passes(n) != std::optional<bool>(true)) return false;
  rw.bypass(n, nullptr);
  return true;
}

}  // namespace

std::optional<bool> known_truthiness(const Node* n) {
  switch (n->op()) {
    case Op::Constant: return imm(n).truthy();
    // Fresh objects and fixnums are never nil or false.
    case Op::NewString:
    case Op::Literal:
    case Op::ObjectConstant:
    case Op::NewArray:
    case Op::Interpolate:
    case Op::ToAry:
    case Op::DefineMethod:
    case Op::DefineClass:
    case Op::BoxFloat: return true;
    case Op::ConstSet: return known_truthiness(operand(n));  // its value is the value assigned
    default:
      if (is_fixnum_result(n)) return true;
      return std::nullopt;
  }
}

// Whether n's value is one Interpolate writes itself (runtime's
// formats_itself): a String, an immediate, a Symbol, Float or Bignum, whose
// to_s is built in and cannot be redefined in the language.
bool formats_itself(const Node* n) {
  switch (n->op()) {
    case Op::Constant:
    case Op::NewString:
    case Op::Interpolate:
    case Op::BoxFloat: return true;
    case Op::Literal: return static_cast<LiteralKind>(n->payload().kind) != LiteralKind::Regexp;
    default: return is_fixnum_result(n);
  }
}

// __to_s_part(v) (an interpolated value's conversion) of a value that
// formats itself is v: no call, and Interpolate writes it directly.
bool fold_to_s_part(Rewrite& rw, Node* n) {
  if (!(send_flags(n) & kSendFunctional) || argc(n) != 1 || rw.symbols.name(send_name(n)) != "__to_s_part")
    return false;
  Node* value = args(n)[0];
  if (!formats_itself(value)) return false;
  rw.bypass(n, value);
  return true;
}

bool fold_rule(Rewrite& rw, Node* n) {
  switch (n->op()) {
    case Op::Send:
      if (auto v = fold_send(n, rw.symbols)) {
        rw.bypass(n, rw.g.constant(*v));
        return true;
      }
      return fold_to_s_part(rw, n);
    case Op::Truthy: return fold_truthy(rw, n);
    case Op::Not: return fold_not(rw, n);
    case Op::IsFixnum: {
      Node* x = operand(n);
      if (is_constant(x)) return to_constant(rw, n, Imm::of_bool(imm(x).is_fixnum()));
      if (is_fixnum_result(x)) return to_constant(rw, n, Imm::of_bool(true));
      return false;
    }
    case Op::Guard:
    case Op::GuardFixnum:
    case Op::GuardFlonum:
    case Op::GuardIntLt:
    case Op::GuardIntLe:
    case Op::GuardIntEq: return fold_guard(rw, n);
    case Op::ConstLoad: {
      // An assigned constant's load that no value reads (its uses are the
      // next node's control) is dead.
      if (!(n->payload().kind & kConstAssigned)) return false;
      for (const Use& u : n->uses())
        if (!is_control_edge(u.user, u.slot)) return false;
      rw.bypass(n, nullptr);
      return true;
    }
    case Op::IntAdd:
    case Op::IntSub:
    case Op::IntMul:
    case Op::IntLt:
    case Op::IntLe:
    case Op::IntEq:
    case Op::IntAnd:
    case Op::IntOr:
    case Op::IntXor: return fold_int(rw, n);
    case Op::BoxFloat:
      // A flonum unboxed and boxed again is the same word.
      if (operand(n)->op() != Op::UnboxFloat) return false;
      rw.replace(n, operand(operand(n)));
      return true;
    default: return false;
  }
}

}  // namespace rhz::ir
