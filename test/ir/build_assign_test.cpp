// The builder's assignments: locals, index targets, operator-assignment
// (evaluating the target's receiver and index once) and multiple assignment
// in Ruby 3.1's order.
#include "test/ir/build_helpers.h"

namespace rhz::ir::test {

TEST_CASE("build: local assignment binds the value, and is that value", "[ir][build]") {
  Program p = build("x = y = foo\np x, y, (z = 3), z\nw = w\np w");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = p(%1, %1, 3, 3); %3 = p(nil); return %3");
}

TEST_CASE("build: a[i] = v sends []= and its value is v", "[ir][build]") {
  Program p = build("a = foo\nx = (a[bar] = baz)\np x");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = bar; %3 = baz; %4 = %1.[]=(%2, %3); %5 = p(%3); return %5");
  Node* store = the_send(p, g, "[]=");
  CHECK(send_flags(store) == 0);
  CHECK(args(the_send(p, g, "p"))[0] == the_send(p, g, "baz"));
  SECTION("after optimisation the value is still v, not the send") {
    Program o = optimized("a = [0]\np(a[0] = 5)\np(a[1, 2] = 6)");
    CHECK(chain_of(o, graph_of(o)) ==
          "%1 = [0]; %2 = %1.[]=(0, 5); %3 = p(5); %4 = %1.[]=(1, 2, 6); %5 = p(6); return %5");
  }
}

TEST_CASE("build: x += 1 sends the operator and rebinds x", "[ir][build]") {
  Program p = build("x = foo\nx += 1\nx -= bar\nx <<= 2\nx **= 3\np x");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = %1.+(1); %3 = bar; %4 = %2.-(%3); %5 = %4.<<(2); %6 = %5.**(3); "
                          "%7 = p(%6); return %7");
  Program o = optimized("x = 4\nx += 1\nx *= 3\np x");
  CHECK(chain_of(o, graph_of(o)) == "%1 = p(15); return %1");
}

TEST_CASE("build: a local op-assigned before any assignment starts as nil", "[ir][build]") {
  Program p = build("x += 1\np x");
  CHECK(chain_of(p, graph_of(p)) == "%1 = nil.+(1); %2 = p(%1); return %2");
}

TEST_CASE("build: a[i] += 1 evaluates a and i once", "[ir][build]") {
  Program p = build("x = (foo[bar] += 1)\np x");
  Graph& g = graph_of(p);
  CHECK(sends_of(p, g, "foo").size() == 1);
  CHECK(sends_of(p, g, "bar").size() == 1);
  CHECK(chain_of(p, g) ==
        "%1 = foo; %2 = bar; %3 = %1.[](%2); %4 = %3.+(1); %5 = %1.[]=(%2, %4); %6 = p(%4); return %6");
  SECTION("several indices") {
    Program q = build("foo[bar, baz] -= 2");
    CHECK(chain_of(q, graph_of(q)) ==
          "%1 = foo; %2 = bar; %3 = baz; %4 = %1.[](%2, %3); %5 = %4.-(2); %6 = %1.[]=(%2, %3, %5); return %5");
  }
  SECTION("an index with a side effect") {
    Program q = build("a = [1, 2]\ni = 0\na[i += 1] += 10\np a, i");
    Graph& qg = graph_of(q);
    CHECK(sends_of(q, qg, "+").size() == 2);  // i += 1 once, and the element's + 10
    CHECK(chain_of(q, qg) == "%1 = [1, 2]; %2 = 0.+(1); %3 = %1.[](%2); %4 = %3.+(10); %5 = %1.[]=(%2, %4); "
                             "%6 = p(%1, %2); return %6");
  }
}

TEST_CASE("build: a[i] ||= v evaluates a and i once, v only on the falsy path", "[ir][build]") {
  Program p = build("x = (foo[bar] ||= baz)\np x");
  Graph& g = graph_of(p);
  Node* foo = the_send(p, g, "foo");
  Node* bar = the_send(p, g, "bar");
  Node* read = the_send(p, g, "[]");
  CHECK(receiver(read) == foo);
  CHECK(args(read)[0] == bar);
  Node* test = the_only(g, Op::If);
  CHECK(cond(test) == read);
  Node* baz = the_send(p, g, "baz");
  CHECK(control(baz) == projection_of(test, Op::IfFalse));
  Node* store = the_send(p, g, "[]=");
  CHECK(control(store) == baz);
  CHECK(receiver(store) == foo);
  CHECK(args(store)[0] == bar);
  CHECK(args(store)[1] == baz);
  Node* x = args(the_send(p, g, "p"))[0];
  CHECK(phi_value_from(x, projection_of(test, Op::IfTrue)) == read);
  CHECK(phi_value_from(x, store) == baz);
  CHECK(count_of(g, Op::Not) == 0);
}

TEST_CASE("build: a[i] &&= v stores only on the truthy path", "[ir][build]") {
  Program p = build("a = foo\nx = (a[0] &&= bar)\np x");
  Graph& g = graph_of(p);
  Node* test = the_only(g, Op::If);
  Node* read = the_send(p, g, "[]");
  CHECK(cond(test) == read);
  Node* bar = the_send(p, g, "bar");
  CHECK(control(bar) == projection_of(test, Op::IfTrue));
  Node* store = the_send(p, g, "[]=");
  CHECK(control(store) == bar);
  Node* x = args(the_send(p, g, "p"))[0];
  CHECK(phi_value_from(x, store) == bar);
  CHECK(phi_value_from(x, projection_of(test, Op::IfFalse)) == read);
}

TEST_CASE("build: x ||= v and x &&= v on locals", "[ir][build]") {
  SECTION("||=") {
    Program p = build("x = foo\nx ||= bar\np x");
    Graph& g = graph_of(p);
    Node* test = the_only(g, Op::If);
    CHECK(cond(test) == the_send(p, g, "foo"));
    CHECK(control(the_send(p, g, "bar")) == projection_of(test, Op::IfFalse));
    CHECK(value_of(p, args(the_send(p, g, "p"))[0]) == "phi(foo, bar)");
  }
  SECTION("&&=") {
    Program p = build("x = foo\nx &&= bar\np x");
    Graph& g = graph_of(p);
    Node* test = the_only(g, Op::If);
    CHECK(control(the_send(p, g, "bar")) == projection_of(test, Op::IfTrue));
    CHECK(value_of(p, args(the_send(p, g, "p"))[0]) == "phi(bar, foo)");
  }
  SECTION("on a known value the branch folds") {
    Program p = optimized("x = nil\nx ||= 5\ny = 3\ny ||= bar\np x, y");
    Graph& g = graph_of(p);
    CHECK(sends_of(p, g, "bar").empty());
    CHECK(chain_of(p, g) == "%1 = p(5, 3); return %1");
  }
  SECTION("the right side's assignments are seen on that path only") {
    Program p = build("x = foo\nx ||= (y = 2)\np y");
    CHECK(value_of(p, args(the_send(p, graph_of(p), "p"))[0]) == "phi(nil, 2)");
  }
}

TEST_CASE("build: swap a, b = b, a needs no array when its value is unused", "[ir][build]") {
  Program p = build("a = foo\nb = bar\na, b = b, a\np a, b");
  Graph& g = graph_of(p);
  CHECK(count_of(g, Op::NewArray) == 0);
  CHECK(count_of(g, Op::ToAry) == 0);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = bar; %3 = p(%2, %1); return %3");
}

TEST_CASE("build: a multiple assignment's value is an array of the right side", "[ir][build]") {
  SECTION("used as an argument") {
    Program p = build("p((a, b = 1, 2))\np a, b");
    Graph& g = graph_of(p);
    CHECK(chain_of(p, g) == "%1 = [1, 2]; %2 = p(%1); %3 = p(1, 2); return %3");
  }
  SECTION("the last statement of a method") {
    Program p = build("def f(x, y)\n  x, y = y, x\nend");
    CHECK(chain_of(p, graph_of(p, "f")) == "%1 = [p1, p0]; return %1");
  }
  SECTION("more values than targets: all are evaluated and kept") {
    Program p = build("p((a, b = 1, foo, 3))\np a, b");
    CHECK(chain_of(p, graph_of(p)) == "%1 = foo; %2 = [1, %1, 3]; %3 = p(%2); %4 = p(1, %1); return %4");
  }
  SECTION("fewer values than targets: the rest are nil") {
    Program p = build("a, b, c = 1, 2\np a, b, c");
    CHECK(chain_of(p, graph_of(p)) == "%1 = p(1, 2, nil); return %1");
  }
}

TEST_CASE("build: a, b = arr destructures through ToAry and [] with constant indices", "[ir][build]") {
  Program p = build("a, b = foo\np a, b");
  Graph& g = graph_of(p);
  Node* to_ary = the_only(g, Op::ToAry);
  CHECK(operand(to_ary) == the_send(p, g, "foo"));
  auto reads = sends_of(p, g, "[]");
  REQUIRE(reads.size() == 2);
  for (std::int64_t i = 0; i < 2; ++i) {
    CHECK(receiver(reads[i]) == to_ary);
    REQUIRE(argc(reads[i]) == 1);
    CHECK(args(reads[i])[0] == g.constant(Imm::of_fixnum(i)));
  }
  CHECK(count_of(g, Op::NewArray) == 0);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = to_ary(%1); %3 = %2.[](0); %4 = %2.[](1); %5 = p(%3, %4); return %5");
  SECTION("its value is the right side itself") {
    Program q = build("x = [1, 2]\np((a, b = x))");
    CHECK(chain_of(q, graph_of(q)) == "%1 = [1, 2]; %2 = to_ary(%1); %3 = %2.[](0); %4 = %2.[](1); %5 = p(%1); return %5");
  }
}

TEST_CASE("build: a, b = 6 destructures a non-array", "[ir][build]") {
  Program p = optimized("a, b = 6\np a, b");
  CHECK(chain_of(p, graph_of(p)) == "%1 = to_ary(6); %2 = %1.[](0); %3 = %1.[](1); %4 = p(%2, %3); return %4");
}

TEST_CASE("build: index targets: receivers and indices before the right side", "[ir][build]") {
  SECTION("a list on the right") {
    Program p = build("x[foo], y, z[1] = bar, baz, qux\np y");
    Graph& g = graph_of(p);
    CHECK(chain_of(p, g) == "%1 = x; %2 = foo; %3 = z; %4 = bar; %5 = baz; %6 = qux; %7 = %1.[]=(%2, %4); "
                            "%8 = %3.[]=(1, %6); %9 = p(%5); return %9");
  }
  SECTION("one value destructured") {
    Program p = build("x[foo], y = bar\np y");
    Graph& g = graph_of(p);
    Node* foo = the_send(p, g, "foo");
    Node* bar = the_send(p, g, "bar");
    CHECK(reaches(foo, bar));
    Node* store = the_send(p, g, "[]=");
    CHECK(reaches(bar, store));
    CHECK(args(store)[0] == foo);
  }
}

TEST_CASE("build: destructuring reads every element before the first store", "[ir][build]") {
  // Ruby expands the array first: `x = [1, 2]; x[1], y = x` gives x == [1, 1]
  // and y == 2, not the freshly stored 1.
  Program p = build("x = [1, 2]\nx[1], y = x\np y");
  Graph& g = graph_of(p);
  Node* store = the_send(p, g, "[]=");
  for (Node* read : sends_of(p, g, "[]")) {
    INFO(value_of(p, read));
    CHECK(reaches(read, store));
  }
}

TEST_CASE("build: constants as multiple-assignment targets", "[ir][build]") {
  // `A, B = 1, 2` is valid Ruby: each target is a ConstSet, not an index
  // store.
  Program p = build("A, B = 1, 2\np A, B");
  Graph& g = graph_of(p);
  CHECK(count_of(g, Op::ConstSet) == 2);
  CHECK(sends_of(p, g, "[]=").empty());
}

TEST_CASE("build: an operator-assignment to a new local in a default", "[ir][build]") {
  // The locals of a default expression include operator-assignment targets
  // (`x += 1` declares x), like the locals of the body.
  for (const char* code : {"def f(a = (x += 1))\n  a\nend", "def f(a = (x ||= 1))\n  a\nend"}) {
    INFO(code);
    Program p = build(code);
    CHECK(count_of(graph_of(p, "f"), Op::ArgGiven) == 1);
  }
}

TEST_CASE("build: assignments inside a default expression are locals of the method", "[ir][build]") {
  Program p = build("def f(a = (b = 2), c = b)\n  [a, b, c]\nend");
  Graph& g = graph_of(p, "f");
  auto e = elements(the_only(g, Op::NewArray));
  CHECK(value_of(p, e[0]) == "phi(p0, 2)");
  CHECK(value_of(p, e[1]) == "phi(nil, 2)");   // b is set only when a's default ran
  CHECK(value_of(p, e[2]) == "phi(p1, phi(nil, 2))");
}

TEST_CASE("build: multiple assignment in a loop carries both locals", "[ir][build]") {
  Program p = optimized("a = 0\nb = 1\ni = 0\nwhile i < 10\n  a, b = b, a + b\n  i += 1\nend\np a");
  Graph& g = graph_of(p);
  Node* loop = the_only(g, Op::Loop);
  auto phis = nodes_of(g, Op::Phi);
  CHECK(phis.size() == 3);
  for (Node* phi : phis) CHECK(phi_region(phi) == loop);
  CHECK(count_of(g, Op::NewArray) == 0);
  Node* a = args(the_send(p, g, "p"))[0];
  CHECK(phi_region(a) == loop);
  CHECK(phi_values(a)[0] == g.constant(Imm::of_fixnum(0)));
  Node* b = phi_values(a)[1];  // a's next value is b
  REQUIRE(b->op() == Op::Phi);
  CHECK(phi_values(b)[0] == g.constant(Imm::of_fixnum(1)));
  Node* sum = phi_values(b)[1];  // b's next value is a + b
  REQUIRE(is_send_to(p, sum, "+"));
  CHECK(receiver(sum) == a);
  CHECK(args(sum)[0] == b);
}

}  // namespace rhz::ir::test
