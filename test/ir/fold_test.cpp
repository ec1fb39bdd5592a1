// Constant folding is exact under Ruby semantics: it folds only what Ruby
// computes for certain, and the result is Ruby's.
#include <optional>

#include "ir/fixnum.h"
#include "ir/optimize.h"
#include "test/ir/test_graph.h"

namespace rhz::ir::test {
namespace {

// `return recv.op(args)` optimised: the returned value, or nullopt if the
// Send is still there.
std::optional<Imm> fold(Imm recv, std::string_view op, std::initializer_list<Imm> args) {
  TestGraph t;
  std::vector<Node*> arg_nodes;
  for (Imm a : args) arg_nodes.push_back(t.g.constant(a));
  t.ctrl = make_send(t.g, t.ctrl, t.sym(op), t.g.constant(recv), arg_nodes);
  t.ret(t.ctrl);
  REQUIRE_VERIFIED(t.g);
  optimize(t.g, t.symbols);
  REQUIRE_VERIFIED(t.g);
  Node* v = ret_value(t.g.ret());
  if (v->op() == Op::Send) return std::nullopt;
  REQUIRE(is_constant(v));
  CHECK(control(t.g.ret()) == t.g.start());  // the Send left the control chain
  return imm(v);
}

std::optional<Imm> fold2(std::int64_t a, std::string_view op, std::int64_t b) {
  return fold(Imm::of_fixnum(a), op, {Imm::of_fixnum(b)});
}

Imm fx(std::int64_t v) { return Imm::of_fixnum(v); }
const Imm kTrue = Imm::of_bool(true);
const Imm kFalse = Imm::of_bool(false);
const Imm kNil = Imm::nil();

}  // namespace

TEST_CASE("fold: integer arithmetic", "[ir][fold]") {
  CHECK(fold2(2, "+", 3) == fx(5));
  CHECK(fold2(2, "-", 3) == fx(-1));
  CHECK(fold2(-4, "*", 3) == fx(-12));
  CHECK(fold2(6, "&", 3) == fx(2));
  CHECK(fold2(6, "|", 3) == fx(7));
  CHECK(fold2(6, "^", 3) == fx(5));
  CHECK(fold(fx(5), "-@", {}) == fx(-5));
  CHECK(fold(fx(5), "~", {}) == fx(-6));
  CHECK(fold(fx(-5), "abs", {}) == fx(5));
  CHECK(fold(fx(4), "even?", {}) == kTrue);
  CHECK(fold(fx(-3), "odd?", {}) == kTrue);
}

TEST_CASE("fold: division and modulo floor toward negative infinity", "[ir][fold]") {
  CHECK(fold2(7, "/", 2) == fx(3));
  CHECK(fold2(-7, "/", 2) == fx(-4));
  CHECK(fold2(7, "/", -2) == fx(-4));
  CHECK(fold2(-7, "/", -2) == fx(3));
  CHECK(fold2(7, "%", 3) == fx(1));
  CHECK(fold2(-7, "%", 3) == fx(2));
  CHECK(fold2(7, "%", -3) == fx(-2));
  CHECK(fold2(-7, "%", -3) == fx(-1));
  CHECK(fold2(-6, "%", 3) == fx(0));
  CHECK(fold2(kFixnumMin, "%", -1) == fx(0));
}

TEST_CASE("fold: nothing that raises is folded", "[ir][fold]") {
  CHECK(fold2(1, "/", 0) == std::nullopt);   // ZeroDivisionError
  CHECK(fold2(1, "%", 0) == std::nullopt);
  CHECK(fold2(2, "**", -1) == std::nullopt);  // Rational: outside tier A
  CHECK(fold(fx(1), "+", {kNil}) == std::nullopt);  // TypeError
  CHECK(fold(fx(1), "<", {kNil}) == std::nullopt);  // ArgumentError
  CHECK(fold(fx(1), "+", {fx(1), fx(2)}) == std::nullopt);  // wrong number of arguments
  CHECK(fold(fx(1), "puts", {}) == std::nullopt);
  CHECK(fold(kNil, "+", {fx(1)}) == std::nullopt);  // NoMethodError
}

TEST_CASE("fold: results outside 63 bits are not folded", "[ir][fold]") {
  CHECK(fold2(kFixnumMax, "+", 0) == fx(kFixnumMax));
  CHECK(fold2(kFixnumMax, "+", 1) == std::nullopt);
  CHECK(fold2(kFixnumMin, "-", 1) == std::nullopt);
  CHECK(fold2(kFixnumMin, "/", -1) == std::nullopt);
  CHECK(fold2(kFixnumMax, "*", 2) == std::nullopt);
  CHECK(fold(fx(kFixnumMin), "-@", {}) == std::nullopt);
  CHECK(fold(fx(kFixnumMin), "abs", {}) == std::nullopt);
  CHECK(fold(fx(kFixnumMax), "succ", {}) == std::nullopt);
  CHECK(fold2(2, "**", 61) == fx(std::int64_t{1} << 61));
  CHECK(fold2(2, "**", 62) == std::nullopt);
  CHECK(fold2(-2, "**", 61) == fx(-(std::int64_t{1} << 61)));
  CHECK(fold2(-2, "**", 62) == std::nullopt);
  CHECK(fold2(0, "**", 0) == fx(1));
  CHECK(fold2(-1, "**", kFixnumMax) == fx(-1));
  CHECK(fold2(3, "**", kFixnumMax) == std::nullopt);
}

TEST_CASE("fold: shifts", "[ir][fold]") {
  CHECK(fold2(1, "<<", 61) == fx(std::int64_t{1} << 61));
  CHECK(fold2(1, "<<", 62) == std::nullopt);
  CHECK(fold2(-1, "<<", 62) == fx(kFixnumMin));
  CHECK(fold2(1, "<<", kFixnumMax) == std::nullopt);
  CHECK(fold2(0, "<<", kFixnumMax) == fx(0));
  CHECK(fold2(1, "<<", -1) == fx(0));
  CHECK(fold2(-8, ">>", 1) == fx(-4));
  CHECK(fold2(-1, ">>", 100) == fx(-1));
  CHECK(fold2(5, ">>", -2) == fx(20));
  CHECK(fold2(5, ">>", kFixnumMin) == std::nullopt);
  CHECK(fold2(5, ">>", kFixnumMax) == fx(0));
}

TEST_CASE("fold: comparisons", "[ir][fold]") {
  CHECK(fold2(1, "<", 2) == kTrue);
  CHECK(fold2(2, "<=", 2) == kTrue);
  CHECK(fold2(1, ">", 2) == kFalse);
  CHECK(fold2(1, ">=", 2) == kFalse);
  CHECK(fold2(3, "==", 3) == kTrue);
  CHECK(fold2(3, "!=", 3) == kFalse);
  CHECK(fold2(3, "<=>", 5) == fx(-1));
  CHECK(fold2(5, "<=>", 5) == fx(0));
  CHECK(fold(fx(1), "==", {kNil}) == kFalse);
  CHECK(fold(fx(1), "!=", {kTrue}) == kTrue);
  CHECK(fold(fx(1), "<=>", {kNil}) == std::nullopt);  // would ask nil.coerce
}

TEST_CASE("fold: nil, true and false", "[ir][fold]") {
  CHECK(fold(kNil, "==", {kNil}) == kTrue);
  CHECK(fold(kNil, "==", {kFalse}) == kFalse);
  CHECK(fold(kTrue, "==", {fx(1)}) == kFalse);
  CHECK(fold(kFalse, "!=", {kNil}) == kTrue);
  CHECK(fold(kTrue, "&", {fx(3)}) == kTrue);
  CHECK(fold(kNil, "&", {kTrue}) == kFalse);
  CHECK(fold(kNil, "|", {kNil}) == kFalse);
  CHECK(fold(kFalse, "|", {fx(0)}) == kTrue);
  CHECK(fold(kNil, "^", {fx(1)}) == kTrue);
  CHECK(fold(kTrue, "^", {kNil}) == kTrue);
  CHECK(fold(kTrue, "^", {kTrue}) == kFalse);
}

TEST_CASE("fold: a functional call is never folded", "[ir][fold]") {
  TestGraph t;
  Node* s = t.fcall("+", {t.c(1)});
  t.ret(s);
  optimize(t.g, t.symbols);
  REQUIRE_VERIFIED(t.g);
  CHECK(ret_value(t.g.ret()) == s);
}

TEST_CASE("fold: chains of sends fold and leave the control chain", "[ir][fold]") {
  // (1 + 2) * 3 - x: the first two fold, the last stays, directly after Start.
  TestGraph t;
  Node* x = t.param(0);
  Node* a = t.send("+", t.c(1), {t.c(2)});
  Node* b = t.send("*", a, {t.c(3)});
  Node* c = t.send("-", b, {x});
  t.ret(c);
  REQUIRE_VERIFIED(t.g);
  CHECK(optimize(t.g, t.symbols));
  REQUIRE_VERIFIED(t.g);
  CHECK(a->is_dead());
  CHECK(b->is_dead());
  CHECK(control(c) == t.g.start());
  CHECK(receiver(c) == t.c(9));
  CHECK(t.g.live_nodes() == 5);  // Start, 9, x, c, Return
}

TEST_CASE("fold: Truthy and Not", "[ir][fold]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* not_nil = t.g.make(Op::Not, {nullptr, t.nil()});
  Node* truthy_zero = t.g.make(Op::Truthy, {nullptr, t.c(0)});
  Node* not_truthy = t.g.make(Op::Not, {nullptr, t.g.make(Op::Truthy, {nullptr, x})});
  Node* not_not = t.g.make(Op::Not, {nullptr, t.g.make(Op::Not, {nullptr, x})});
  Node* truthy_bool = t.g.make(Op::Truthy, {nullptr, t.g.make(Op::IntLt, {nullptr, x, t.c(1)})});
  Node* str = t.g.make(Op::NewString, {t.ctrl}, Payload::of_index(0));
  t.ctrl = str;
  Node* not_str = t.g.make(Op::Not, {nullptr, str});
  Node* arr = t.g.make(Op::NewArray, {t.ctrl, not_nil, truthy_zero, not_truthy, not_not, truthy_bool, not_str});
  t.ctrl = arr;
  t.ret(arr);
  REQUIRE_VERIFIED(t.g);
  optimize(t.g, t.symbols);
  REQUIRE_VERIFIED(t.g);
  auto e = elements(arr);
  CHECK(imm(e[0]) == Imm::of_bool(true));
  CHECK(imm(e[1]) == Imm::of_bool(true));  // 0 is truthy in Ruby
  CHECK(e[2]->op() == Op::Not);
  CHECK(operand(e[2]) == x);
  CHECK(e[3]->op() == Op::Truthy);
  CHECK(operand(e[3]) == x);
  CHECK(e[4]->op() == Op::IntLt);
  CHECK(imm(e[5]) == Imm::of_bool(false));  // a fresh String is truthy
}

TEST_CASE("fold: typed integer ops", "[ir][fold]") {
  TestGraph t;
  Node* x = t.param(0);
  auto bin = [&](Op op, Node* a, Node* b) { return t.g.make(op, {nullptr, a, b}); };
  Node* arr = t.g.make(Op::NewArray, {t.ctrl,
                                      bin(Op::IntAdd, t.c(2), t.c(3)),           // 5
                                      bin(Op::IntAdd, t.c(kFixnumMax), t.c(1)),  // stays
                                      bin(Op::IntAdd, x, t.c(0)),                // x
                                      bin(Op::IntSub, x, x),                     // 0
                                      bin(Op::IntMul, t.c(1), x),                // x
                                      bin(Op::IntLt, x, x),                      // false
                                      bin(Op::IntEq, t.c(4), t.c(4)),            // true
                                      t.g.make(Op::IsFixnum, {nullptr, t.nil()})});  // false
  t.ctrl = arr;
  t.ret(arr);
  optimize(t.g, t.symbols);
  REQUIRE_VERIFIED(t.g);
  auto e = elements(arr);
  CHECK(imm(e[0]) == fx(5));
  CHECK(e[1]->op() == Op::IntAdd);
  CHECK(e[2] == x);
  CHECK(imm(e[3]) == fx(0));
  CHECK(e[4] == x);
  CHECK(imm(e[5]) == kFalse);
  CHECK(imm(e[6]) == kTrue);
  CHECK(imm(e[7]) == kFalse);
}

TEST_CASE("fold: an interpolated value that formats itself needs no __to_s_part", "[ir][fold]") {
  // "#{1 + 1}" and "#{x}": the constant is written by Interpolate itself;
  // x, which may be any object, still goes through the conversion.
  TestGraph t;
  Node* x = t.param(0);
  Node* constant_part = t.fcall("__to_s_part", {t.send("+", t.c(1), {t.c(1)})});
  Node* unknown_part = t.fcall("__to_s_part", {x});
  Node* string = t.g.make(Op::Interpolate, {t.ctrl, constant_part, unknown_part});
  t.ctrl = string;
  t.ret(string);
  REQUIRE_VERIFIED(t.g);
  CHECK(optimize(t.g, t.symbols));
  REQUIRE_VERIFIED(t.g);
  CHECK(constant_part->is_dead());
  CHECK_FALSE(unknown_part->is_dead());
  CHECK(string->inputs()[1] == t.c(2));
  CHECK(string->inputs()[2] == unknown_part);
}

}  // namespace rhz::ir::test
