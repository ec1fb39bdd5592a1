// GVN and DCE inside the optimizer, fixed-point termination, linear work on
// long chains, and idempotence.
#include "ir/optimize.h"
#include "test/ir/test_graph.h"

namespace rhz::ir::test {

TEST_CASE("gvn: equal pure nodes merge, commutative operands meet", "[ir][gvn]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* y = t.param(1);
  auto bin = [&](Op op, Node* a, Node* b) { return t.g.make(op, {nullptr, a, b}); };
  Node* t1 = t.g.make(Op::Truthy, {nullptr, x});
  Node* t2 = t.g.make(Op::Truthy, {nullptr, x});
  Node* add1 = bin(Op::IntAdd, x, y);
  Node* add2 = bin(Op::IntAdd, y, x);
  Node* sub1 = bin(Op::IntSub, x, y);
  Node* sub2 = bin(Op::IntSub, y, x);
  Node* arr = t.g.make(Op::NewArray, {t.ctrl, t1, t2, add1, add2, sub1, sub2});
  t.ctrl = arr;
  t.ret(arr);
  REQUIRE_VERIFIED(t.g);
  OptimizeOptions only_gvn{.fold = false, .branches = false, .phis = false, .gvn = true, .dce = true};
  CHECK(optimize(t.g, t.symbols, only_gvn));
  REQUIRE_VERIFIED(t.g);
  auto e = elements(arr);
  CHECK(e[0] == e[1]);
  CHECK(e[2] == e[3]);
  CHECK(e[4] != e[5]);  // x - y is not y - x
  CHECK(lhs(e[2]) == x);
}

TEST_CASE("gvn: sends are never merged", "[ir][gvn]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* a = t.send("foo", x);
  Node* b = t.send("foo", x);
  Node* arr = t.g.make(Op::NewArray, {t.ctrl, a, b});
  t.ctrl = arr;
  t.ret(arr);
  optimize(t.g, t.symbols);
  REQUIRE_VERIFIED(t.g);
  CHECK(!a->is_dead());
  CHECK(!b->is_dead());
}

TEST_CASE("gvn: merging exposes more merging", "[ir][gvn]") {
  // IsFixnum(x + y) and IsFixnum(y + x): the additions merge, then the
  // IsFixnum nodes over them.
  TestGraph t;
  Node* x = t.param(0);
  Node* n1 = t.g.make(Op::IsFixnum, {nullptr, t.g.make(Op::IntAdd, {nullptr, x, t.param(1)})});
  Node* n2 = t.g.make(Op::IsFixnum, {nullptr, t.g.make(Op::IntAdd, {nullptr, t.param(1), x})});
  Node* arr = t.g.make(Op::NewArray, {t.ctrl, n1, n2});
  t.ctrl = arr;
  t.ret(arr);
  OptimizeOptions only_gvn{.fold = false, .branches = false, .phis = false, .gvn = true, .dce = true};
  optimize(t.g, t.symbols, only_gvn);
  REQUIRE_VERIFIED(t.g);
  CHECK(elements(arr)[0] == elements(arr)[1]);
}

TEST_CASE("dce: unused pure nodes and dead phi cycles go", "[ir][dce]") {
  // i = 0; while x do i = i + 1; foo end; return nil   (i is never read)
  TestGraph t;
  Node* x = t.param(0);
  Node* loop = make_loop(t.g, t.ctrl);
  Node* i = make_loop_phi(t.g, loop, t.c(0));
  t.ctrl = loop;
  auto test = t.branch(x);
  t.ctrl = test.if_true;
  Node* inc = t.g.make(Op::IntAdd, {nullptr, i, t.c(1)});
  set_phi_back(t.g, i, inc);
  set_back_edge(t.g, loop, t.fcall("foo"));
  t.ctrl = test.if_false;
  t.ret(t.nil());
  Node* unused = t.g.make(Op::Not, {nullptr, x});
  CHECK(!verify_graph(t.g).empty());  // the unused Not and the i cycle are reported
  SECTION("the global pass alone") { CHECK(dce(t.g)); }
  SECTION("in the optimizer") { CHECK(optimize(t.g, t.symbols)); }
  REQUIRE_VERIFIED(t.g);
  CHECK(unused->is_dead());
  CHECK(i->is_dead());
  CHECK(inc->is_dead());
  CHECK(!loop->is_dead());
  CHECK(!dce(t.g));
}

TEST_CASE("optimize: reaches a fixed point and is idempotent", "[ir][optimize]") {
  TestGraph t;
  Node* x = t.param(0);
  auto b = t.branch(t.send("==", t.c(2), {t.send("+", t.c(1), {t.c(1)})}));
  t.ctrl = b.if_true;
  Node* a = t.send("foo", x);
  t.ctrl = b.if_false;
  Node* c = t.send("bar", x);
  Node* r = t.merge({a, c});
  t.ret(t.phi(r, {a, c}));
  REQUIRE_VERIFIED(t.g);
  OptimizeStats stats;
  CHECK(optimize(t.g, t.symbols, {}, &stats));
  REQUIRE_VERIFIED(t.g);
  CHECK(stats.rewrites > 0);
  std::string once = t.text();
  CHECK_FALSE(optimize(t.g, t.symbols));
  CHECK(t.text() == once);
  CHECK(ret_value(t.g.ret()) == a);
}

TEST_CASE("optimize: work is linear in the graph on long chains", "[ir][optimize]") {
  // s = 0; s = s + 1 (5000 times); then 5000 branches on constants.
  const int n = 5000;
  TestGraph t;
  Node* s = t.c(0);
  for (int i = 0; i < n; ++i) s = t.send("+", s, {t.c(1)});
  Node* v = s;
  for (int i = 0; i < n; ++i) {
    auto b = t.branch(t.c(i));
    t.ctrl = b.if_true;
    Node* kept = t.send("foo", v);
    t.ctrl = b.if_false;
    Node* dropped = t.send("bar", v);
    Node* r = t.merge({kept, dropped});
    v = t.phi(r, {kept, dropped});
  }
  t.ret(v);
  REQUIRE_VERIFIED(t.g);
  std::size_t size = t.g.live_nodes() + t.g.live_edges();
  OptimizeStats stats;
  optimize(t.g, t.symbols, {}, &stats);
  REQUIRE_VERIFIED(t.g);
  CHECK(stats.visits < 4 * size);
  CHECK(stats.rounds <= 2);
  // Every fixnum is truthy: Start, the constant n, the n foo sends, Return.
  CHECK(t.g.live_nodes() == static_cast<std::size_t>(n) + 3);
}

}  // namespace rhz::ir::test
