// The edge API keeps use lists exact after every edit, and ids are dense and
// never reused.
#include "ir/node_map.h"
#include "test/ir/test_graph.h"

namespace rhz::ir::test {

TEST_CASE("op table: names, arities and flags come from ops.def", "[ir][ops]") {
  CHECK(op_name(Op::Send) == "Send");
  CHECK(op_name(Op::IfFalse) == "IfFalse");
  CHECK(is_pinned(Op::Send));
  CHECK(is_control(Op::Send));
  CHECK(is_value(Op::Send));
  CHECK(is_effect(Op::Send));
  CHECK(is_variadic(Op::Send));
  CHECK_FALSE(is_pure(Op::Send));
  CHECK(is_pure(Op::Constant));
  CHECK(is_floating(Op::Constant));
  CHECK(is_floating(Op::Phi));
  CHECK_FALSE(is_floating(Op::Region));
  CHECK(is_merge(Op::Loop));
  CHECK(is_commutative(Op::IntAdd));
  CHECK_FALSE(is_commutative(Op::IntSub));
  CHECK(arity_ok(Op::Loop, 3));
  CHECK_FALSE(arity_ok(Op::Loop, 2));
  CHECK(arity_ok(Op::Send, 5));
  CHECK_FALSE(arity_ok(Op::Send, 1));
}

TEST_CASE("symbols intern to dense ids", "[ir][symbols]") {
  SymbolTable t;
  SymbolId a = t.intern("foo");
  SymbolId b = t.intern("bar");
  CHECK(static_cast<int>(a) == 0);
  CHECK(static_cast<int>(b) == 1);
  CHECK(t.intern(std::string("foo")) == a);
  CHECK(t.name(b) == "bar");
  SymbolId found{};
  CHECK(t.find("bar", &found));
  CHECK(found == b);
  CHECK_FALSE(t.find("baz", &found));
  CHECK(t.size() == 2);
}

TEST_CASE("make, set_input, add_input, remove_input keep use lists exact", "[ir][graph]") {
  TestGraph t;
  Node* one = t.c(1);
  Node* two = t.c(2);
  Node* sum = t.send("+", one, {two});
  REQUIRE(uses_exact(t.g));
  CHECK(one->num_uses() == 1);
  CHECK(receiver(sum) == one);
  CHECK(args(sum)[0] == two);
  CHECK(argc(sum) == 1);

  t.g.set_input(sum, 2, one);  // 1 + 1: one node used twice
  REQUIRE(uses_exact(t.g));
  CHECK(one->num_uses() == 2);
  CHECK(two->num_uses() == 0);

  t.g.add_input(sum, two);
  REQUIRE(uses_exact(t.g));
  CHECK(argc(sum) == 2);

  t.g.remove_input(sum, 2);  // later slots shift down
  REQUIRE(uses_exact(t.g));
  CHECK(args(sum)[0] == two);
  CHECK(one->num_uses() == 1);
}

TEST_CASE("remove_input keeps a phi aligned with its region", "[ir][graph]") {
  TestGraph t;
  auto b1 = t.branch(t.param(0));
  t.ctrl = b1.if_true;
  Node* r = t.merge({b1.if_true, b1.if_false, t.g.start()});
  Node* phi = t.phi(r, {t.c(1), t.c(2), t.c(3)});
  t.g.remove_input(r, 2);
  t.g.remove_input(phi, 2);
  REQUIRE(uses_exact(t.g));
  CHECK(num_preds(r) == 2);
  CHECK(preds(r)[1] == t.g.start());
  CHECK(imm(phi_values(phi)[1]).fixnum == 3);
}

TEST_CASE("replace_all_uses and bypass move every edge", "[ir][graph]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* a = t.send("foo", x);
  Node* b = t.send("bar", a, {a});  // a is b's control, receiver and argument
  t.ret(b);
  REQUIRE_VERIFIED(t.g);

  t.g.bypass(a, t.c(7));
  REQUIRE(uses_exact(t.g));
  CHECK(control(b) == t.g.start());
  CHECK(imm(receiver(b)).fixnum == 7);
  CHECK(imm(args(b)[0]).fixnum == 7);
  CHECK(a->num_uses() == 0);
  t.g.kill(a);
  t.g.kill(x);  // its only use was a's receiver
  REQUIRE_VERIFIED(t.g);

  Node* y = t.param(1);
  t.g.replace_all_uses(t.c(7), y);
  REQUIRE(uses_exact(t.g));
  CHECK(receiver(b) == y);
  CHECK(args(b)[0] == y);
}

TEST_CASE("kill drops inputs, ids are never reused", "[ir][graph]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* n = t.g.make(Op::Truthy, {nullptr, x});
  std::size_t live = t.g.live_nodes();
  std::size_t edges = t.g.live_edges();
  t.g.kill(n);
  CHECK(n->is_dead());
  CHECK(x->num_uses() == 0);
  CHECK(t.g.live_nodes() == live - 1);
  CHECK(t.g.live_edges() == edges - 1);
  Node* m = t.g.make(Op::Not, {nullptr, x});
  CHECK(m->id() == n->id() + 1);
  CHECK(t.g.node(n->id()) == n);
  REQUIRE(uses_exact(t.g));
}

TEST_CASE("edge API preconditions abort", "[ir][graph]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* n = t.g.make(Op::Truthy, {nullptr, x});
  CHECK(dies([&] { t.g.kill(x); }));                                 // still used
  CHECK(dies([&] { t.g.make(Op::Truthy, {nullptr}); }));             // arity
  CHECK(dies([&] { t.g.add_input(n, x); }));                         // fixed arity
  CHECK(dies([&] {
    t.g.kill(n);
    t.g.set_input(n, 1, x);  // editing a killed node
  }));
  CHECK(dies([&] {
    t.ret(x);
    t.ret(x);  // a second Return
  }));
  CHECK_FALSE(dies([] {}));
}

TEST_CASE("a moved graph keeps its nodes", "[ir][graph]") {
  TestGraph t;
  Node* x = t.param(0);
  t.ret(x);
  Graph moved = std::move(t.g);
  CHECK(moved.start()->op() == Op::Start);
  CHECK(ret_value(moved.ret()) == x);
  REQUIRE_VERIFIED(moved);
}

TEST_CASE("NodeMap grows with the graph", "[ir][graph]") {
  TestGraph t;
  NodeMap<int> m(t.g, -1);
  Node* x = t.param(0);
  CHECK(m.get(x) == -1);
  m[x] = 5;
  CHECK(m.get(x) == 5);
  CHECK(m.get(t.g.start()) == -1);
}

}  // namespace rhz::ir::test
