// The GVN table: hash-consing of pure floating nodes and the lock rule.
#include "test/ir/test_graph.h"

namespace rhz::ir::test {

TEST_CASE("leaves are hash-consed", "[ir][gvn]") {
  TestGraph t;
  CHECK(t.c(1) == t.c(1));
  CHECK(t.c(1) != t.c(2));
  CHECK(t.nil() == t.g.constant(Imm::nil()));
  CHECK(t.nil() != t.boolean(false));
  CHECK(t.param(0) == t.param(0));
  CHECK(t.g.self() == t.g.self());
  CHECK(t.c(1)->is_locked());
}

TEST_CASE("gvn_insert finds an equal node", "[ir][gvn]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* a = t.g.make(Op::Truthy, {nullptr, x});
  Node* b = t.g.make(Op::Truthy, {nullptr, x});
  Node* c = t.g.make(Op::Not, {nullptr, x});
  CHECK(t.g.gvn_insert(a) == a);
  CHECK(a->is_locked());
  CHECK(t.g.gvn_find(b) == a);
  CHECK(t.g.gvn_insert(b) == a);
  CHECK_FALSE(b->is_locked());
  CHECK(t.g.gvn_insert(c) == c);
}

TEST_CASE("a locked node must be unlocked before its inputs change", "[ir][gvn]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* y = t.param(1);
  Node* a = t.g.make(Op::Truthy, {nullptr, x});
  t.g.gvn_insert(a);
  CHECK(dies([&] { t.g.set_input(a, 1, y); }));
  CHECK(dies([&] { t.g.set_payload(a, Payload::of_index(3)); }));
  t.g.gvn_remove(a);
  CHECK_FALSE(a->is_locked());
  t.g.set_input(a, 1, y);
  // Re-inserted under its new inputs: found by them, not by the old ones.
  t.g.gvn_insert(a);
  Node* with_y = t.g.make(Op::Truthy, {nullptr, y});
  Node* with_x = t.g.make(Op::Truthy, {nullptr, x});
  CHECK(t.g.gvn_find(with_y) == a);
  CHECK(t.g.gvn_find(with_x) == nullptr);
}

TEST_CASE("replace_all_uses unlocks the users it edits", "[ir][gvn]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* y = t.param(1);
  Node* a = t.g.make(Op::Truthy, {nullptr, x});
  t.g.gvn_insert(a);
  t.g.replace_all_uses(x, y);
  CHECK_FALSE(a->is_locked());
  CHECK(operand(a) == y);
  CHECK(t.g.gvn_insert(a) == a);
}

TEST_CASE("kill takes a node out of the table", "[ir][gvn]") {
  TestGraph t;
  Node* x = t.param(0);
  Node* a = t.g.make(Op::Truthy, {nullptr, x});
  t.g.gvn_insert(a);
  t.g.kill(a);
  Node* b = t.g.make(Op::Truthy, {nullptr, x});
  CHECK(t.g.gvn_find(b) == nullptr);
  CHECK(t.g.gvn_insert(b) == b);
}

}  // namespace rhz::ir::test
