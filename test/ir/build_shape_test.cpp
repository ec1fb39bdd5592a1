// The builder's straight-line shapes: literals, locals, calls and their
// flags, program order of effects, floating pure nodes, methods and their
// parameters, constants, strings, interpolation and arrays.
#include "test/ir/build_helpers.h"

namespace rhz::ir::test {

TEST_CASE("build: a literal flows into the argument of a functional send on self", "[ir][build]") {
  Program p = build("puts 1");
  Graph& g = graph_of(p);
  Node* puts = the_send(p, g, "puts");
  CHECK(receiver(puts) == g.self());
  CHECK(send_flags(puts) == kSendFunctional);
  REQUIRE(argc(puts) == 1);
  CHECK(args(puts)[0] == g.constant(Imm::of_fixnum(1)));
  CHECK(control(puts) == g.start());
  CHECK(ret_value(g.ret()) == puts);
  CHECK(control(g.ret()) == puts);
  CHECK(chain_of(p, g) == "%1 = puts(1); return %1");
}

TEST_CASE("build: a local is its value, a parameter a Param", "[ir][build]") {
  Program p = build("x = 5\nputs x\ndef f(a, b)\n  puts b\n  a\nend");
  CHECK(chain_of(p, graph_of(p)) == "%1 = puts(5); %2 = def(f); return %2");
  Graph& f = graph_of(p, "f");
  Node* puts = the_send(p, f, "puts");
  CHECK(args(puts)[0] == f.param(1));
  CHECK(ret_value(f.ret()) == f.param(0));
  CHECK(count_of(f, Op::Param) == 2);
  CHECK(chain_of(p, f) == "%1 = puts(p1); return p0");
}

TEST_CASE("build: send flags of the call forms", "[ir][build]") {
  Program p = build("foo\nbar()\nbaz 1\nqux(2)\nx = 1\nx.abs\nx.succ()\nself.to_s");
  Graph& g = graph_of(p);
  CHECK(send_flags(the_send(p, g, "foo")) == (kSendFunctional | kSendVCall));
  CHECK(send_flags(the_send(p, g, "bar")) == kSendFunctional);
  CHECK(send_flags(the_send(p, g, "baz")) == kSendFunctional);
  CHECK(send_flags(the_send(p, g, "qux")) == kSendFunctional);
  Node* abs = the_send(p, g, "abs");
  CHECK(send_flags(abs) == 0);
  CHECK(receiver(abs) == g.constant(Imm::of_fixnum(1)));
  CHECK(send_flags(the_send(p, g, "succ")) == 0);
  // An explicit self receiver is an ordinary (public) send.
  Node* to_s = the_send(p, g, "to_s");
  CHECK(send_flags(to_s) == 0);
  CHECK(receiver(to_s) == g.self());
  CHECK(chain_of(p, g) == "%1 = foo; %2 = bar(); %3 = baz(1); %4 = qux(2); %5 = 1.abs(); %6 = 1.succ(); "
                          "%7 = self.to_s(); return %7");
}

TEST_CASE("build: effects stay in program order on the control chain", "[ir][build]") {
  SECTION("statements") {
    Program p = build("puts 1\nputs 2\nputs 3");
    Graph& g = graph_of(p);
    auto puts = sends_of(p, g, "puts");
    REQUIRE(puts.size() == 3);
    CHECK(control(puts[0]) == g.start());
    CHECK(control(puts[1]) == puts[0]);
    CHECK(control(puts[2]) == puts[1]);
    CHECK(args(puts[0])[0] == g.constant(Imm::of_fixnum(1)));
    CHECK(args(puts[2])[0] == g.constant(Imm::of_fixnum(3)));
  }
  SECTION("receiver, then arguments left to right, then the call") {
    Program p = build("a.m(b, c.d)");
    CHECK(chain_of(p, graph_of(p)) == "%1 = a; %2 = b; %3 = c; %4 = %3.d(); %5 = %1.m(%2, %4); return %5");
  }
  SECTION("operators are sends, by precedence") {
    Program p = build("p a + b * c");
    CHECK(chain_of(p, graph_of(p)) == "%1 = a; %2 = b; %3 = c; %4 = %2.*(%3); %5 = %1.+(%4); %6 = p(%5); return %6");
  }
  SECTION("nested command calls") {
    Program p = build("puts add 4, 5");
    CHECK(chain_of(p, graph_of(p)) == "%1 = add(4, 5); %2 = puts(%1); return %2");
  }
  SECTION("a value used twice is computed once") {
    Program p = build("x = foo\np x, x");
    CHECK(chain_of(p, graph_of(p)) == "%1 = foo; %2 = p(%1, %1); return %2");
  }
}

TEST_CASE("build: pure nodes float", "[ir][build]") {
  Program p = build("x = foo\np !x\np((not x))\np nil, true, false, self");
  Graph& g = graph_of(p);
  auto nots = nodes_of(g, Op::Not);
  REQUIRE(nots.size() == 2);
  for (Node* n : nots) {
    CHECK(control(n) == nullptr);
    CHECK(operand(n) == the_send(p, g, "foo"));
  }
  CHECK(count_of(g, Op::Truthy) == 0);
  CHECK(sends_of(p, g, "!").empty());
  for (Op op : {Op::Constant, Op::Self, Op::Not})
    for (Node* n : nodes_of(g, op)) CHECK(n->input(0) == nullptr);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = p(!%1); %3 = p(!%1); %4 = p(nil, true, false, self); return %4");
}

TEST_CASE("build: unary operators and literals", "[ir][build]") {
  Program p = build("x = foo\np(-x, ~x, -1, 0x1F, __LINE__)");
  CHECK(chain_of(p, graph_of(p)) == "%1 = foo; %2 = %1.-@(); %3 = %1.~(); %4 = p(%2, %3, -1, 31, 2); return %4");
}

TEST_CASE("build: parenthesised sequences and the value of a program", "[ir][build]") {
  Program p = build("p((foo; bar))\n(baz; 7)");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = bar; %3 = p(%2); %4 = baz; return 7");
  Program empty = build("");
  CHECK(chain_of(empty, graph_of(empty)) == "return nil");
}

TEST_CASE("build: constant folding after optimisation", "[ir][build]") {
  SECTION("1 + 2") {
    Program p = optimized("p 1 + 2");
    Graph& g = graph_of(p);
    CHECK(sends_of(p, g, "+").empty());
    CHECK(chain_of(p, g) == "%1 = p(3); return %1");
  }
  SECTION("a nested expression") {
    Program p = optimized("p((2 + 3) * 4 - 10 / 3)");
    CHECK(chain_of(p, graph_of(p)) == "%1 = p(17); return %1");
  }
  SECTION("an unknown operand stays a send") {
    Program p = optimized("p foo + (1 + 2)");
    CHECK(chain_of(p, graph_of(p)) == "%1 = foo; %2 = %1.+(3); %3 = p(%2); return %3");
  }
  SECTION("division by zero is left for run time") {
    Program p = optimized("p 1 / 0");
    CHECK(chain_of(p, graph_of(p)) == "%1 = 1./(0); %2 = p(%1); return %2");
  }
  SECTION("a functional send is never folded") {
    Program p = optimized("x = 1\np x.abs, abs");
    CHECK(chain_of(p, graph_of(p)) == "%1 = abs; %2 = p(1, %1); return %2");
  }
}

TEST_CASE("build: def makes DefineMethod in program order and a method graph", "[ir][build]") {
  Program p = build("puts 1\ndef add(a, b)\n  a + b\nend\nputs add(2, 3)\ndef none; end");
  Graph& main = graph_of(p);
  CHECK(chain_of(p, main) == "%1 = puts(1); %2 = def(add); %3 = add(2, 3); %4 = puts(%3); %5 = def(none); return %5");
  REQUIRE(p.methods.size() == 3);
  Method& add = method_of(p, "add");
  CHECK(add.info.required == 2);
  CHECK(add.info.optional == 0);
  REQUIRE(add.info.params.size() == 2);
  CHECK(p.symbols.name(add.info.params[0]) == "a");
  CHECK(p.symbols.name(add.info.params[1]) == "b");
  CHECK(chain_of(p, add.graph) == "%1 = p0.+(p1); return %1");
  Node* def = nodes_of(main, Op::DefineMethod)[0];
  CHECK(&p.methods.at(method_index(def)) == &add);
  Method& none = method_of(p, "none");
  CHECK(none.info.params.empty());
  CHECK(chain_of(p, none.graph) == "return nil");
}

TEST_CASE("build: def without parentheses, recursion, redefinition", "[ir][build]") {
  Program p = build("def f a, b\n  f(b, a)\nend\ndef f\n  1\nend\np f");
  REQUIRE(p.methods.size() == 3);
  CHECK(p.methods[1].info.required == 2);
  CHECK(chain_of(p, p.methods[1].graph) == "%1 = f(p1, p0); return %1");
  CHECK(p.methods[2].info.required == 0);
  CHECK(chain_of(p, graph_of(p)) == "%1 = def(f); %2 = def(f); %3 = f; %4 = p(%3); return %4");
}

TEST_CASE("build: optional parameters branch on ArgGiven and merge the default", "[ir][build]") {
  Program p = build("def f(a, b = 1, c = a)\n  [a, b, c]\nend");
  Method& f = method_of(p, "f");
  CHECK(f.info.required == 1);
  CHECK(f.info.optional == 2);
  REQUIRE(f.info.params.size() == 3);
  CHECK(p.symbols.name(f.info.params[2]) == "c");
  Graph& g = f.graph;
  auto given = nodes_of(g, Op::ArgGiven);
  REQUIRE(given.size() == 2);
  CHECK(param_index(given[0]) == 1);
  CHECK(param_index(given[1]) == 2);
  Node* array = the_only(g, Op::NewArray);
  auto e = elements(array);
  CHECK(e[0] == g.param(0));
  CHECK(value_of(p, e[1]) == "phi(p1, 1)");
  CHECK(value_of(p, e[2]) == "phi(p2, p0)");
  // Each phi merges the If on its ArgGiven: the parameter when given.
  for (std::size_t i = 1; i <= 2; ++i) {
    Node* phi = e[i];
    REQUIRE(phi->op() == Op::Phi);
    Node* region = phi_region(phi);
    REQUIRE(num_preds(region) == 2);
    CHECK(preds(region)[0]->op() == Op::IfTrue);
    CHECK(preds(region)[1]->op() == Op::IfFalse);
    CHECK(cond(if_of(preds(region)[0])) == given[i - 1]);
  }
  // The second test follows the first merge.
  CHECK(control(if_of(preds(phi_region(e[2]))[0])) == phi_region(e[1]));
  CHECK(control(array) == phi_region(e[2]));
}

TEST_CASE("build: a default may use earlier parameters, and runs only when needed", "[ir][build]") {
  Program p = build("def f(a = 1, b = a + 1, c = g(b))\n  c\nend");
  Graph& g = graph_of(p, "f");
  Node* plus = the_send(p, g, "+");
  CHECK(value_of(p, plus) == "phi(p0, 1).+(1)");
  CHECK(block_of(plus)->op() == Op::IfFalse);
  CHECK(cond(if_of(block_of(plus))) == nodes_of(g, Op::ArgGiven)[1]);
  Node* call = the_send(p, g, "g");
  CHECK(block_of(call)->op() == Op::IfFalse);
  CHECK(value_of(p, args(call)[0]) == "phi(p1, phi(p0, 1).+(1))");
  CHECK(value_of(p, ret_value(g.ret())) == "phi(p2, g(phi(p1, phi(p0, 1).+(1))))");
  Program o = optimized("def f(a = 1, b = a + 1, c = g(b))\n  c\nend");
  CHECK(count_of(graph_of(o, "f"), Op::ArgGiven) == 3);
}

TEST_CASE("build: constants are ConstSet and ConstGet on the chain", "[ir][build]") {
  Program p = build("A = foo\np A\nB = 2\np B, A\np(C = 3)\ndef f\n  A\nend");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = set(A, %1); %3 = get(A); %4 = p(%3); %5 = set(B, 2); %6 = get(B); "
                          "%7 = get(A); %8 = p(%6, %7); %9 = set(C, 3); %10 = p(3); %11 = def(f); return %11");
  Graph& f = graph_of(p, "f");
  CHECK(chain_of(p, f) == "%1 = get(A); return %1");
  // Reading a constant is not folded to its last value: it is looked up.
  Program o = optimized("A = 1\np A");
  CHECK(chain_of(o, graph_of(o)) == "%1 = set(A, 1); %2 = get(A); %3 = p(%2); return %3");
}

TEST_CASE("build: every string literal evaluation allocates a fresh string", "[ir][build]") {
  SECTION("two equal literals are two allocations") {
    Program p = optimized("a = 'x'\nb = 'x'\np a, b");
    Graph& g = graph_of(p);
    auto strings = nodes_of(g, Op::NewString);
    REQUIRE(strings.size() == 2);
    CHECK(strings[0] != strings[1]);
    CHECK(control(strings[1]) == strings[0]);
    CHECK(chain_of(p, g) == "%1 = \"x\"; %2 = \"x\"; %3 = p(%1, %2); return %3");
    CHECK(p.strings.size() == 2);
  }
  SECTION("a literal in a loop is one node inside the body, run per iteration") {
    Program p = optimized("i = 0\nwhile i < 3\n  s = \"ab\"\n  s << 'c'\n  i += 1\nend");
    Graph& g = graph_of(p);
    auto strings = nodes_of(g, Op::NewString);
    REQUIRE(strings.size() == 2);
    Node* loop = the_only(g, Op::Loop);
    for (Node* s : strings) {
      CHECK(block_of(s)->op() == Op::IfTrue);
      CHECK(control(block_of(s)) != nullptr);
      CHECK(reaches(loop, s));
      CHECK(reaches(s, loop));  // on the way round the back edge
    }
    CHECK(value_of(p, the_send(p, g, "<<")) == "\"ab\".<<(\"c\")");
  }
  SECTION("a string used as a statement is still allocated") {
    Program p = optimized("'unused'\np 1");
    CHECK(chain_of(p, graph_of(p)) == "%1 = \"unused\"; %2 = p(1); return %2");
  }
}

// Each value part is converted in order by __to_s_part (CRuby's
// objtostring); the fixed text is a frozen literal, not a fresh String.
TEST_CASE("build: interpolation converts each value part in order", "[ir][build]") {
  Program p = build(R"(x = foo
p "a#{x}b#{1}", "#{x}", "c\#{x}")");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) ==
        "%1 = foo; %2 = frozen \"a\"; %3 = __to_s_part(%1); %4 = frozen \"b\"; %5 = __to_s_part(1); "
        "%6 = interp(%2, %3, %4, %5); %7 = __to_s_part(%1); %8 = interp(%7); %9 = \"c#{x}\"; %10 = p(%6, %8, %9); "
        "return %10");
  CHECK(count_of(g, Op::Interpolate) == 2);
  CHECK(count_of(g, Op::NewString) == 1);  // only the literal that is not interpolated
  for (Node* part : sends_of(p, g, "__to_s_part")) CHECK(argc(part) == 1);
}

TEST_CASE("build: interpolated statements and an expression part", "[ir][build]") {
  Program p = build("p \"#{a; b}=#{1 + 2}\"");
  CHECK(chain_of(p, graph_of(p)) ==
        "%1 = a; %2 = b; %3 = __to_s_part(%2); %4 = frozen \"=\"; %5 = 1.+(2); %6 = __to_s_part(%5); "
        "%7 = interp(%3, %4, %6); %8 = p(%7); return %8");
}

TEST_CASE("build: array literals allocate with their elements in order", "[ir][build]") {
  Program p = build("p [1, foo, 'x', [], [bar]]");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = foo; %2 = \"x\"; %3 = []; %4 = bar; %5 = [%4]; %6 = [1, %1, %2, %3, %5]; "
                          "%7 = p(%6); return %7");
  CHECK(count_of(g, Op::NewArray) == 3);
}

TEST_CASE("build: Array.new and index reads are sends", "[ir][build]") {
  Program p = build("a = Array.new(3, 0)\np a[1], a[-1], a[0, 2]");
  CHECK(chain_of(p, graph_of(p)) ==
        "%1 = get(Array); %2 = %1.new(3, 0); %3 = %2.[](1); %4 = %2.[](-1); %5 = %2.[](0, 2); %6 = p(%3, %4, %5); "
        "return %6");
}

TEST_CASE("build: the value of a statement nobody uses is swept", "[ir][build]") {
  Program p = build("x = 1\n2\nnil\nx\n!x\np 3");
  Graph& g = graph_of(p);
  CHECK(chain_of(p, g) == "%1 = p(3); return %1");
  CHECK(count_of(g, Op::Not) == 0);
  CHECK(count_of(g, Op::Constant) == 1);
}

}  // namespace rhz::ir::test
