// Branch folding, merge collapse, loops whose back edge dies, phi
// simplification and the removal of unreachable code. The verifier runs
// before and after every optimisation.
#include "ir/optimize.h"
#include "test/ir/test_graph.h"

namespace rhz::ir::test {
namespace {

void optimize_verified(TestGraph& t, const OptimizeOptions& o = {}) {
  REQUIRE_VERIFIED(t.g);
  optimize(t.g, t.symbols, o);
  REQUIRE_VERIFIED(t.g);
}

}  // namespace

TEST_CASE("branch: a known condition keeps one arm and its phi value", "[ir][branch]") {
  bool taken = GENERATE(true, false);
  TestGraph t;
  Node* x = t.param(0);
  auto b = t.branch(taken ? t.c(0) : t.nil());  // 0 is truthy, nil is not
  t.ctrl = b.if_true;
  Node* a = t.send("foo", x);
  t.ctrl = b.if_false;
  Node* c = t.send("bar", x);
  Node* r = t.merge({a, c});
  t.ret(t.phi(r, {a, c}));
  optimize_verified(t);
  Node* kept = taken ? a : c;
  Node* gone = taken ? c : a;
  CHECK(ret_value(t.g.ret()) == kept);
  CHECK(control(t.g.ret()) == kept);
  CHECK(control(kept) == t.g.start());
  CHECK(gone->is_dead());
  CHECK(r->is_dead());
  CHECK(b.if_node->is_dead());
  CHECK(t.g.live_nodes() == 4);  // Start, x, kept, Return
}

TEST_CASE("branch: a dead arm drops its region input and phi value", "[ir][branch]") {
  // if x then 1 elsif false then 2 else 3 end
  TestGraph t;
  Node* x = t.param(0);
  auto outer = t.branch(x);
  t.ctrl = outer.if_false;
  auto inner = t.branch(t.boolean(false));
  Node* r = t.merge({outer.if_true, inner.if_true, inner.if_false});
  Node* phi = t.phi(r, {t.c(1), t.c(2), t.c(3)});
  t.ret(phi);
  optimize_verified(t);
  CHECK(inner.if_node->is_dead());
  REQUIRE(num_preds(r) == 2);
  CHECK(preds(r)[0] == outer.if_true);
  CHECK(preds(r)[1] == outer.if_false);
  CHECK(imm(phi_values(phi)[0]).fixnum == 1);
  CHECK(imm(phi_values(phi)[1]).fixnum == 3);
}

TEST_CASE("branch: If tests truthiness itself", "[ir][branch]") {
  TestGraph t;
  Node* x = t.param(0);
  auto b = t.branch(t.g.make(Op::Truthy, {nullptr, x}));
  Node* r = t.merge({b.if_true, b.if_false});
  t.ret(t.phi(r, {t.c(1), t.c(2)}));
  optimize_verified(t);
  CHECK(cond(b.if_node) == x);
}

TEST_CASE("branch: a phi of one value and a one-input region collapse", "[ir][branch][phi]") {
  TestGraph t;
  Node* x = t.param(0);
  auto b = t.branch(x);
  Node* r = t.merge({b.if_true, b.if_false});
  Node* same = t.phi(r, {x, x});
  Node* r1 = t.merge({r});
  Node* single = t.phi(r1, {same});
  t.ret(single);
  optimize_verified(t);
  CHECK(same->is_dead());
  CHECK(single->is_dead());
  CHECK(r1->is_dead());
  CHECK(ret_value(t.g.ret()) == x);
  CHECK(control(t.g.ret()) == r);  // the diamond stays: If has no value to fold
}

TEST_CASE("loop: a loop whose condition is false runs no iteration", "[ir][loop]") {
  // i = 0; while false do i = i + 1 end; return i
  TestGraph t;
  Node* loop = make_loop(t.g, t.ctrl);
  Node* i = make_loop_phi(t.g, loop, t.c(0));
  t.ctrl = loop;
  auto b = t.branch(t.boolean(false));
  t.ctrl = b.if_true;
  Node* next = t.send("+", i, {t.c(1)});
  set_back_edge(t.g, loop, next);
  set_phi_back(t.g, i, next);
  t.ctrl = b.if_false;
  t.ret(i);
  optimize_verified(t);
  CHECK(loop->is_dead());
  CHECK(i->is_dead());
  CHECK(imm(ret_value(t.g.ret())).fixnum == 0);
  CHECK(control(t.g.ret()) == t.g.start());
  CHECK(t.g.live_nodes() == 3);
}

TEST_CASE("loop: a body whose back edge dies becomes straight-line", "[ir][loop]") {
  // i = 0; while x do i = foo; break unless nil end; return i  (the break always happens)
  TestGraph t;
  Node* x = t.param(0);
  Node* loop = make_loop(t.g, t.ctrl);
  Node* i = make_loop_phi(t.g, loop, t.c(0));
  t.ctrl = loop;
  auto test = t.branch(x);
  t.ctrl = test.if_true;
  Node* foo = t.fcall("foo");
  auto brk = t.branch(t.nil());
  set_back_edge(t.g, loop, brk.if_true);
  set_phi_back(t.g, i, foo);
  Node* exit = t.merge({test.if_false, brk.if_false});
  Node* result = t.phi(exit, {i, foo});
  t.ret(result);
  optimize_verified(t);
  CHECK(loop->is_dead());
  CHECK(i->is_dead());
  CHECK(brk.if_node->is_dead());
  CHECK(control(test.if_node) == t.g.start());
  CHECK(control(foo) == test.if_true);
  REQUIRE(!exit->is_dead());
  CHECK(preds(exit)[1] == foo);
  CHECK(imm(phi_values(result)[0]).fixnum == 0);
  CHECK(phi_values(result)[1] == foo);
}

TEST_CASE("loop: an infinite loop stays and the Return dies", "[ir][loop]") {
  // while true do foo end; return nil
  TestGraph t;
  Node* loop = make_loop(t.g, t.ctrl);
  t.ctrl = loop;
  auto b = t.branch(t.boolean(true));
  t.ctrl = b.if_true;
  Node* foo = t.fcall("foo");
  set_back_edge(t.g, loop, foo);
  t.ctrl = b.if_false;
  t.ret(t.nil());
  optimize_verified(t);
  CHECK(t.g.ret() == nullptr);
  CHECK(!loop->is_dead());
  CHECK(control(foo) == loop);
  CHECK(loop_back(loop) == foo);
}

TEST_CASE("loop: a loop entered only from dead code disappears", "[ir][loop]") {
  // if false then while x do foo end end; return nil
  TestGraph t;
  Node* x = t.param(0);
  auto outer = t.branch(t.boolean(false));
  Node* loop = make_loop(t.g, outer.if_true);
  t.ctrl = loop;
  auto test = t.branch(x);
  t.ctrl = test.if_true;
  Node* foo = t.fcall("foo");
  set_back_edge(t.g, loop, foo);
  t.merge({test.if_false, outer.if_false});
  t.ret(t.nil());
  optimize_verified(t);
  CHECK(loop->is_dead());
  CHECK(foo->is_dead());
  CHECK(x->is_dead());
  CHECK(control(t.g.ret()) == t.g.start());
  CHECK(t.g.live_nodes() == 3);
}

TEST_CASE("phi: a loop phi that carries its value around unchanged", "[ir][phi]") {
  // v = x; while v do foo end; return v   (v is never reassigned)
  TestGraph t;
  Node* x = t.param(0);
  Node* loop = make_loop(t.g, t.ctrl);
  Node* v = make_loop_phi(t.g, loop, x);
  t.ctrl = loop;
  auto test = t.branch(v);
  t.ctrl = test.if_true;
  set_back_edge(t.g, loop, t.fcall("foo"));
  set_phi_back(t.g, v, v);
  t.ctrl = test.if_false;
  t.ret(v);
  OptimizeOptions only_phis{.fold = false, .branches = false, .phis = true, .gvn = false, .dce = true};
  optimize_verified(t, only_phis);
  CHECK(v->is_dead());
  CHECK(cond(test.if_node) == x);
  CHECK(ret_value(t.g.ret()) == x);
}

}  // namespace rhz::ir::test
