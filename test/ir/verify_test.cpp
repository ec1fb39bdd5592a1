// Every verifier check fires on a graph broken in that one way. Most broken
// shapes can be made through the public API (it checks edges, not meaning);
// the few it refuses to make are forced through TestAccess.
#include <algorithm>

#include "test/ir/test_graph.h"

namespace rhz::ir {

struct TestAccess {
  static void add_bogus_use(Node* def, Node* user, std::uint32_t slot) { def->uses_.push_back({user, slot}); }
  static void mark_dead(Node* n) { n->dead_ = true; }
  static void lock(Node* n) { n->locked_ = true; }
  static void push_input(Node* n) {
    n->inputs_.push_back(nullptr);
    n->use_pos_.push_back(0);
  }
};

namespace test {
namespace {

// A valid little graph: return x.foo(1)
struct Small {
  TestGraph t;
  Node* x = t.param(0);
  Node* foo = t.send("foo", x, {t.c(1)});
  Node* ret = t.ret(foo);
};

bool reports(const Graph& g, std::string_view needle) {
  auto problems = verify_graph(g);
  INFO(join_lines(problems));
  return std::any_of(problems.begin(), problems.end(),
                     [&](const std::string& p) { return p.find(needle) != std::string::npos; });
}

}  // namespace

TEST_CASE("verify: a valid graph has no problems", "[ir][verify]") {
  Small s;
  REQUIRE_VERIFIED(s.t.g);
}

TEST_CASE("verify: use/def symmetry", "[ir][verify]") {
  Small s;
  TestAccess::add_bogus_use(s.x, s.ret, 0);
  CHECK(reports(s.t.g, "which is not an edge to it"));
  CHECK(reports(s.t.g, "2 uses listed but 1 input edges point to it"));
}

TEST_CASE("verify: duplicate uses", "[ir][verify]") {
  Small s;
  TestAccess::add_bogus_use(s.x, s.foo, 1);
  CHECK(reports(s.t.g, "twice"));
}

TEST_CASE("verify: arity", "[ir][verify]") {
  Small s;
  TestAccess::push_input(s.ret);
  CHECK(reports(s.t.g, "has 3 inputs, the op takes 2"));
}

TEST_CASE("verify: edges to killed nodes", "[ir][verify]") {
  Small s;
  TestAccess::mark_dead(s.x);
  CHECK(reports(s.t.g, "is killed node"));
  CHECK(reports(s.t.g, "killed but still used"));
}

TEST_CASE("verify: locked nodes are pure", "[ir][verify]") {
  Small s;
  TestAccess::lock(s.foo);
  CHECK(reports(s.t.g, "in the GVN table but not pure"));
}

TEST_CASE("verify: control inputs", "[ir][verify]") {
  TestGraph t;
  Node* bad = t.g.make(Op::Send, {t.c(1), t.c(2)}, Payload::send(t.sym("foo"), 0));
  t.ctrl = bad;
  t.ret(bad);
  CHECK(reports(t.g, "control input is node 1 (Constant), which is not control"));
  CHECK(reports(t.g, "is not reachable from Start"));
}

TEST_CASE("verify: floating nodes have no control", "[ir][verify]") {
  TestGraph t;
  Node* tr = t.g.make(Op::Truthy, {t.g.start(), t.param(0)});
  t.ret(tr);
  CHECK(reports(t.g, "is floating but has input 0"));
}

TEST_CASE("verify: data inputs are values", "[ir][verify]") {
  TestGraph t;
  t.ret(t.g.make(Op::Truthy, {nullptr, nullptr}));
  t.g.make(Op::Not, {nullptr, t.g.ret()});
  CHECK(reports(t.g, "input 1 is missing"));
  CHECK(reports(t.g, "which is not a value"));
}

TEST_CASE("verify: a phi agrees with its region", "[ir][verify]") {
  TestGraph t;
  auto b = t.branch(t.param(0));
  Node* r = t.merge({b.if_true, b.if_false});
  Node* short_phi = t.g.make(Op::Phi, {r, t.c(1)});
  Node* unbound = t.g.make(Op::Phi, {t.g.start(), t.c(1)});
  t.ret(t.g.make(Op::NewArray, {r, short_phi, unbound}));
  CHECK(reports(t.g, "has 1 values but its Region"));
  CHECK(reports(t.g, "input 0 is not a Region or Loop"));
}

TEST_CASE("verify: an If has exactly its two projections", "[ir][verify]") {
  TestGraph t;
  Node* n = t.g.make(Op::If, {t.ctrl, t.param(0)});
  t.ctrl = t.g.make(Op::IfTrue, {n});
  t.ret(t.nil());
  CHECK(reports(t.g, "needs exactly one IfTrue and one IfFalse"));
}

TEST_CASE("verify: one control successor", "[ir][verify]") {
  TestGraph t;
  Node* a = t.send("foo", t.param(0));
  t.ctrl = t.g.start();
  Node* b = t.send("bar", a);
  t.ret(b);
  CHECK(reports(t.g, "node 0 (Start): has 2 control successors"));
  CHECK(reports(t.g, "(Send): has 0 control successors"));
}

TEST_CASE("verify: unused floating nodes and dead cycles", "[ir][verify]") {
  TestGraph t;
  Node* x = t.param(0);
  t.g.make(Op::Not, {nullptr, x});
  t.ret(x);
  CHECK(reports(t.g, "(Not): is dead"));
}

TEST_CASE("verify: loop shape", "[ir][verify]") {
  SECTION("an unpatched back edge") {
    TestGraph t;
    Node* loop = make_loop(t.g, t.ctrl);
    t.ctrl = loop;
    t.ret(t.nil());
    CHECK(reports(t.g, "predecessor 2 is missing"));
  }
  SECTION("a back edge from outside the loop") {
    TestGraph t;
    auto b = t.branch(t.param(0));
    Node* loop = make_loop(t.g, b.if_false);
    set_back_edge(t.g, loop, b.if_true);
    t.ctrl = loop;
    t.ret(t.nil());
    CHECK(reports(t.g, "is not reached from the loop header"));
  }
}

}  // namespace test
}  // namespace rhz::ir
