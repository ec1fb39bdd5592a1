// The builder's control flow: if/unless/ternary, the short-circuit
// operators, case, while/until with break and next, returns, and the locals
// that flow through all of them.
#include "test/ir/build_helpers.h"

namespace rhz::ir::test {

// The If, its projections and the Region of the two-way branch whose merge
// is region.
struct Diamond {
  Node* if_node;
  Node* if_true;
  Node* if_false;
  Node* region;
};

inline Diamond the_diamond(Graph& g) {
  Diamond d{};
  d.if_node = the_only(g, Op::If);
  d.if_true = the_only(g, Op::IfTrue);
  d.if_false = the_only(g, Op::IfFalse);
  d.region = the_only(g, Op::Region);
  return d;
}

TEST_CASE("build: if/else makes If, both projections and a Region", "[ir][build]") {
  Program p = build("x = if c then a else b end\np x");
  Graph& g = graph_of(p);
  Diamond d = the_diamond(g);
  Node* c = the_send(p, g, "c");
  CHECK(control(d.if_node) == c);
  CHECK(cond(d.if_node) == c);  // If tests truthiness itself: no Truthy
  CHECK(count_of(g, Op::Truthy) == 0);
  CHECK(if_of(d.if_true) == d.if_node);
  CHECK(if_of(d.if_false) == d.if_node);
  Node* a = the_send(p, g, "a");
  Node* b = the_send(p, g, "b");
  CHECK(control(a) == d.if_true);
  CHECK(control(b) == d.if_false);
  REQUIRE(num_preds(d.region) == 2);
  CHECK(preds(d.region)[0] == a);
  CHECK(preds(d.region)[1] == b);
  Node* phi = the_only(g, Op::Phi);
  CHECK(phi_region(phi) == d.region);
  CHECK(phi_values(phi)[0] == a);
  CHECK(phi_values(phi)[1] == b);
  Node* print = the_send(p, g, "p");
  CHECK(control(print) == d.region);
  CHECK(args(print)[0] == phi);
}

TEST_CASE("build: a phi only for the locals that differ", "[ir][build]") {
  Program p = build("x = 1\ny = 2\nz = 3\nif c then x = 4; z = 3 end\np x, y, z");
  Graph& g = graph_of(p);
  Node* phi = the_only(g, Op::Phi);  // x only: y is untouched, z is 3 on both paths
  CHECK(value_of(p, phi) == "phi(4, 1)");
  Node* print = the_send(p, g, "p");
  CHECK(args(print)[0] == phi);
  CHECK(args(print)[1] == g.constant(Imm::of_fixnum(2)));
  CHECK(args(print)[2] == g.constant(Imm::of_fixnum(3)));
}

TEST_CASE("build: if without else is nil on the other path", "[ir][build]") {
  Program p = build("p(if c then 1 end)\np(if c then 2 else end)");
  Graph& g = graph_of(p);
  auto prints = sends_of(p, g, "p");
  REQUIRE(prints.size() == 2);
  CHECK(value_of(p, args(prints[0])[0]) == "phi(1, nil)");
  CHECK(value_of(p, args(prints[1])[0]) == "phi(2, nil)");
}

TEST_CASE("build: unless and the ternary", "[ir][build]") {
  SECTION("unless: the body runs on the false projection") {
    Program p = build("p(unless c then a else b end)");
    Graph& g = graph_of(p);
    Diamond d = the_diamond(g);
    CHECK(control(the_send(p, g, "a")) == d.if_false);
    CHECK(control(the_send(p, g, "b")) == d.if_true);
    Node* phi = the_only(g, Op::Phi);
    CHECK(phi_value_from(phi, the_send(p, g, "a")) == the_send(p, g, "a"));
    CHECK(count_of(g, Op::Not) == 0);
  }
  SECTION("modifier unless") {
    Program p = build("puts 1 unless c");
    Graph& g = graph_of(p);
    Diamond d = the_diamond(g);
    CHECK(control(the_send(p, g, "puts")) == d.if_false);
  }
  SECTION("ternary") {
    Program p = build("x = foo\np x ? 1 : 2");
    Graph& g = graph_of(p);
    Diamond d = the_diamond(g);
    CHECK(cond(d.if_node) == the_send(p, g, "foo"));
    Node* phi = the_only(g, Op::Phi);
    CHECK(phi_value_from(phi, d.if_true) == g.constant(Imm::of_fixnum(1)));
    CHECK(phi_value_from(phi, d.if_false) == g.constant(Imm::of_fixnum(2)));
  }
}

TEST_CASE("build: elsif chains nest on the false projection", "[ir][build]") {
  Program p = build("x = foo\ny = if x == 1 then 10 elsif x == 2 then 20 else 30 end\np y");
  Graph& g = graph_of(p);
  auto ifs = nodes_of(g, Op::If);
  REQUIRE(ifs.size() == 2);
  Node* second_test = cond(ifs[1]);
  CHECK(value_of(p, second_test) == "foo.==(2)");
  CHECK(block_of(second_test) == projection_of(ifs[0], Op::IfFalse));
  Node* y = args(the_send(p, g, "p"))[0];
  CHECK(value_of(p, y) == "phi(10, phi(20, 30))");
  Program o = optimized("x = foo\ny = if x == 1 then 10 elsif x == 2 then 20 else 30 end\np y");
  CHECK(count_of(graph_of(o), Op::If) == 2);
  CHECK(count_of(graph_of(o), Op::Phi) == 2);
}

TEST_CASE("build: && and || give Phi(left, right), the right side on one path", "[ir][build]") {
  struct Case {
    const char* code;
    Op right_on;  // the projection the right operand is evaluated on
  };
  for (Case c : {Case{"p(a && b)", Op::IfTrue}, Case{"p(a || b)", Op::IfFalse}, Case{"x = (a and b)\np x", Op::IfTrue},
                 Case{"x = (a or b)\np x", Op::IfFalse}}) {
    INFO(c.code);
    Program p = build(c.code);
    Graph& g = graph_of(p);
    Diamond d = the_diamond(g);
    Node* a = the_send(p, g, "a");
    Node* b = the_send(p, g, "b");
    CHECK(cond(d.if_node) == a);
    CHECK(control(b)->op() == c.right_on);
    Node* phi = the_only(g, Op::Phi);
    CHECK(phi_value_from(phi, b) == b);
    Node* other = c.right_on == Op::IfTrue ? d.if_false : d.if_true;
    CHECK(phi_value_from(phi, other) == a);
    CHECK(count_of(g, Op::Not) == 0);
    CHECK(count_of(g, Op::Truthy) == 0);
    CHECK(sends_of(p, g, "!").empty());
    CHECK(args(the_send(p, g, "p"))[0] == phi);
  }
}

TEST_CASE("build: chained short-circuits and a condition that is one", "[ir][build]") {
  Program p = build("p(a && b || c)\nputs 1 if x && y");
  Graph& g = graph_of(p);
  CHECK(count_of(g, Op::If) == 4);
  Node* c = the_send(p, g, "c");
  // c runs only when a && b was falsy: on the false side of the If on the phi.
  Node* test = if_of(control(c));
  CHECK(value_of(p, cond(test)) == "phi(b, a)");
  // `puts` only when both x and y are truthy.
  Node* puts = the_send(p, g, "puts");
  CHECK(control(puts)->op() == Op::IfTrue);
  CHECK(value_of(p, cond(if_of(control(puts)))) == "phi(y, x)");
}

TEST_CASE("build: short-circuit on known values folds away", "[ir][build]") {
  Program p = optimized("p(nil || foo)\np(1 && bar)\np(false && baz)");
  Graph& g = graph_of(p);
  CHECK(count_of(g, Op::If) == 0);
  CHECK(sends_of(p, g, "baz").empty());
  CHECK(chain_of(p, g) == "%1 = foo; %2 = p(%1); %3 = bar; %4 = p(%3); %5 = p(false); return %5");
}

TEST_CASE("build: case with a subject sends === to each pattern in order", "[ir][build]") {
  Program p = build("case foo\nwhen 1, bar then puts 1\nwhen 'x' then puts 2\nelse puts 3\nend");
  Graph& g = graph_of(p);
  Node* foo = the_send(p, g, "foo");  // the subject is evaluated once
  auto tests = sends_of(p, g, "===");
  REQUIRE(tests.size() == 3);
  for (Node* t : tests) {
    REQUIRE(argc(t) == 1);
    CHECK(args(t)[0] == foo);
    CHECK(send_flags(t) == 0);
  }
  CHECK(receiver(tests[0]) == g.constant(Imm::of_fixnum(1)));
  CHECK(receiver(tests[1]) == the_send(p, g, "bar"));
  CHECK(receiver(tests[2])->op() == Op::NewString);
  // In order: each pattern is evaluated only when the ones before failed.
  CHECK(control(tests[0]) == foo);
  CHECK(control(the_send(p, g, "bar"))->op() == Op::IfFalse);
  CHECK(cond(if_of(control(the_send(p, g, "bar")))) == tests[0]);
  CHECK(reaches(tests[0], tests[1]));
  CHECK(reaches(tests[1], tests[2]));
  // `when 1, bar` has its body built once, after a merge of both matches.
  auto puts = sends_of(p, g, "puts");
  REQUIRE(puts.size() == 3);
  Node* body1 = control(puts[0]);
  REQUIRE(body1->op() == Op::Region);
  REQUIRE(num_preds(body1) == 2);
  CHECK(cond(if_of(preds(body1)[0])) == tests[0]);
  CHECK(cond(if_of(preds(body1)[1])) == tests[1]);
  CHECK(preds(body1)[0]->op() == Op::IfTrue);
  CHECK(preds(body1)[1]->op() == Op::IfTrue);
  // The else body runs when the last test fails; the three bodies merge.
  CHECK(control(puts[2])->op() == Op::IfFalse);
  CHECK(cond(if_of(control(puts[2]))) == tests[2]);
  Node* end = control(g.ret());
  REQUIRE(end->op() == Op::Region);
  CHECK(num_preds(end) == 3);
  CHECK(value_of(p, ret_value(g.ret())) == "phi(puts(1), puts(2), puts(3))");
}

TEST_CASE("build: case without else is nil when nothing matches", "[ir][build]") {
  Program p = build("x = case foo when 1 then 10 when 2 then 20 end\np x");
  Graph& g = graph_of(p);
  Node* x = args(the_send(p, g, "p"))[0];
  CHECK(value_of(p, x) == "phi(10, 20, nil)");
  CHECK(num_preds(phi_region(x)) == 3);
}

TEST_CASE("build: case without a subject branches on the patterns themselves", "[ir][build]") {
  Program p = build("x = foo\ncase\nwhen x == 1 then puts 1\nwhen bar, baz then puts 2\nend");
  Graph& g = graph_of(p);
  CHECK(sends_of(p, g, "===").empty());
  auto ifs = nodes_of(g, Op::If);
  REQUIRE(ifs.size() == 3);
  CHECK(cond(ifs[0]) == the_send(p, g, "=="));
  CHECK(cond(ifs[1]) == the_send(p, g, "bar"));
  CHECK(cond(ifs[2]) == the_send(p, g, "baz"));
  CHECK(count_of(g, Op::Truthy) == 0);
  CHECK(sends_of(p, g, "puts").size() == 2);
}

TEST_CASE("build: case on constants folds only what Ruby's === allows", "[ir][build]") {
  // `===` is not folded: the chain of tests stays, but nothing else is lost.
  Program p = optimized("case 2\nwhen 1 then puts 1\nwhen 2 then puts 2\nend");
  Graph& g = graph_of(p);
  CHECK(sends_of(p, g, "===").size() == 2);
  CHECK(sends_of(p, g, "puts").size() == 2);
}

TEST_CASE("build: while makes a Loop with its back edge and loop phis", "[ir][build]") {
  Program p = build("i = 0\nx = 7\nwhile i < 10\n  i += 1\nend\np i, x");
  Graph& g = graph_of(p);
  Node* loop = the_only(g, Op::Loop);
  CHECK(loop_entry(loop) == g.start());
  REQUIRE(loop_back(loop) != nullptr);
  Node* lt = the_send(p, g, "<");
  CHECK(control(lt) == loop);  // the condition is evaluated on every iteration
  Node* test = the_only(g, Op::If);
  CHECK(cond(test) == lt);
  Node* plus = the_send(p, g, "+");
  CHECK(control(plus) == projection_of(test, Op::IfTrue));
  CHECK(loop_back(loop) == plus);
  // i's phi: 0 on entry, i + 1 around the back edge.
  Node* i = receiver(lt);
  REQUIRE(i->op() == Op::Phi);
  CHECK(phi_region(i) == loop);
  CHECK(phi_values(i)[0] == g.constant(Imm::of_fixnum(0)));
  CHECK(phi_values(i)[1] == plus);
  CHECK(receiver(plus) == i);
  // The exit: the false projection, and the loop's value is nil.
  Node* print = the_send(p, g, "p");
  CHECK(control(print) == projection_of(test, Op::IfFalse));
  CHECK(args(print)[0] == i);
  // x is not assigned in the loop: its loop phi comes back to itself.
  Node* x = args(print)[1];
  REQUIRE(x->op() == Op::Phi);
  CHECK(phi_region(x) == loop);
  CHECK(phi_values(x)[0] == g.constant(Imm::of_fixnum(7)));
  CHECK(phi_values(x)[1] == x);
  // After optimisation only i's phi is left.
  Program o = optimized("i = 0\nx = 7\nwhile i < 10\n  i += 1\nend\np i, x");
  Graph& og = graph_of(o);
  Node* phi = the_only(og, Op::Phi);
  CHECK(value_of(o, phi) == "phi(0, ^Phi.+(1))");
  CHECK(args(the_send(o, og, "p"))[1] == og.constant(Imm::of_fixnum(7)));
}

TEST_CASE("build: until exits on the true projection", "[ir][build]") {
  Program p = build("i = 0\nuntil i == 3\n  i += 1\nend\np i\nx = 0\nx += 1 until x > 5");
  Graph& g = graph_of(p);
  auto loops = nodes_of(g, Op::Loop);
  REQUIRE(loops.size() == 2);
  auto ifs = nodes_of(g, Op::If);
  REQUIRE(ifs.size() == 2);
  auto plus = sends_of(p, g, "+");
  REQUIRE(plus.size() == 2);
  for (int k = 0; k < 2; ++k) {
    CHECK(control(plus[k]) == projection_of(ifs[k], Op::IfFalse));
    CHECK(loop_back(loops[k]) == plus[k]);
  }
  CHECK(control(the_send(p, g, "p")) == projection_of(ifs[0], Op::IfTrue));
  CHECK(loop_entry(loops[1]) == the_send(p, g, "p"));
  CHECK(control(g.ret()) == projection_of(ifs[1], Op::IfTrue));
  CHECK(ret_value(g.ret()) == g.constant(Imm::nil()));
}

TEST_CASE("build: break paths meet the exit, next paths the back edge", "[ir][build]") {
  Program p = build(
      "i = 0\ns = 0\nwhile i < 10\n  i += 1\n  next if i == 2\n  break if i == 5\n  s += i\nend\np i, s");
  Graph& g = graph_of(p);
  Node* loop = the_only(g, Op::Loop);
  Node* back = loop_back(loop);
  REQUIRE(back->op() == Op::Region);
  REQUIRE(num_preds(back) == 2);
  Node* next_test = cond(if_of(preds(back)[0]));
  CHECK(value_of(p, next_test).ends_with(".==(2)"));
  CHECK(preds(back)[0]->op() == Op::IfTrue);
  CHECK(is_send_to(p, preds(back)[1], "+"));  // s += i: the body's end
  // The exit: the loop test's false projection and the break.
  Node* print = the_send(p, g, "p");
  Node* exit = control(print);
  REQUIRE(exit->op() == Op::Region);
  REQUIRE(num_preds(exit) == 2);
  CHECK(preds(exit)[0]->op() == Op::IfTrue);
  CHECK(value_of(p, cond(if_of(preds(exit)[0]))).ends_with(".==(5)"));
  CHECK(preds(exit)[1]->op() == Op::IfFalse);
  CHECK(is_send_to(p, cond(if_of(preds(exit)[1])), "<"));
  // i after the loop: i + 1 when breaking, the loop phi when the test failed.
  Node* i_after = args(print)[0];
  REQUIRE(i_after->op() == Op::Phi);
  CHECK(phi_region(i_after) == exit);
  Node* i_loop = phi_values(i_after)[1];
  CHECK(phi_region(i_loop) == loop);
  CHECK(is_send_to(p, phi_values(i_after)[0], "+"));
  CHECK(receiver(phi_values(i_after)[0]) == i_loop);
  // s is the same on both exit paths: the loop phi itself, no phi at the exit.
  Node* s_loop = args(print)[1];
  REQUIRE(s_loop->op() == Op::Phi);
  CHECK(phi_region(s_loop) == loop);
  // around the back edge s is either unchanged (next) or s + i.
  Node* s_back = phi_values(s_loop)[1];
  REQUIRE(s_back->op() == Op::Phi);
  CHECK(phi_region(s_back) == back);
  CHECK(phi_values(s_back)[0] == s_loop);
  CHECK(is_send_to(p, phi_values(s_back)[1], "+"));
  CHECK(receiver(phi_values(s_back)[1]) == s_loop);
}

TEST_CASE("build: next as the only way round", "[ir][build]") {
  Program p = build("i = 0\nwhile i < 3\n  i += 1\n  next\n  puts 1\nend");
  Graph& g = graph_of(p);
  Node* loop = the_only(g, Op::Loop);
  CHECK(is_send_to(p, loop_back(loop), "+"));
  CHECK(sends_of(p, g, "puts").empty());
}

TEST_CASE("build: a loop whose body never comes back leaves no Loop", "[ir][build]") {
  SECTION("always breaks") {
    Program p = build("x = 0\nwhile foo\n  x = 1\n  break\nend\np x");
    Graph& g = graph_of(p);
    CHECK(count_of(g, Op::Loop) == 0);
    CHECK(control(the_send(p, g, "foo")) == g.start());
    Node* x = args(the_send(p, g, "p"))[0];
    CHECK(value_of(p, x) == "phi(1, 0)");
  }
  SECTION("always returns") {
    Program p = build("def f(x)\n  while x\n    return x + 1\n  end\n  0\nend");
    Graph& g = graph_of(p, "f");
    CHECK(count_of(g, Op::Loop) == 0);
    CHECK(value_of(p, ret_value(g.ret())) == "phi(p0.+(1), 0)");
  }
  SECTION("breaks or returns") {
    Program p = build("def f(x)\n  while true\n    if x then break else return 1 end\n  end\n  2\nend");
    Graph& g = graph_of(p, "f");
    CHECK(count_of(g, Op::Loop) == 0);
    Program o = optimized("def f(x)\n  while true\n    if x then break else return 1 end\n  end\n  2\nend");
    Graph& og = graph_of(o, "f");
    CHECK(count_of(og, Op::Loop) == 0);
    CHECK(value_of(o, ret_value(og.ret())) == "phi(1, 2)");
  }
  SECTION("a local changed before the return") {
    Program p = build("def f\n  x = 1\n  while x < 5\n    x += 1\n    return x\n  end\n  x\nend");
    Graph& g = graph_of(p, "f");
    CHECK(count_of(g, Op::Loop) == 0);
    CHECK(value_of(p, ret_value(g.ret())) == "phi(1.+(1), 1)");
  }
  SECTION("leaves first thing in its condition") {
    Program p = build("x = 0\nwhile (break; true)\n  x = 1\nend\np x");
    Graph& g = graph_of(p);
    CHECK(count_of(g, Op::Loop) == 0);
    CHECK(control(the_send(p, g, "p")) == g.start());
    CHECK(value_of(p, args(the_send(p, g, "p"))[0]) == "0");
    Program q = build("def f(x)\n  while (return 5; x); end\nend");
    Graph& f = graph_of(q, "f");
    CHECK(count_of(f, Op::Loop) == 0);
    CHECK(value_of(q, ret_value(f.ret())) == "5");
  }
}

TEST_CASE("build: an endless loop leaves no Return", "[ir][build]") {
  SECTION("while true") {
    Program p = optimized("while true\nend");
    Graph& g = graph_of(p);
    CHECK(g.ret() == nullptr);
    CHECK(count_of(g, Op::Return) == 0);
    Node* loop = the_only(g, Op::Loop);
    CHECK(loop_back(loop) == loop);
    CHECK(count_of(g, Op::If) == 0);
  }
  SECTION("in a method, with a body") {
    Program p = optimized("def f\n  i = 0\n  until false\n    i += 1\n    puts i\n  end\nend\nf");
    Graph& f = graph_of(p, "f");
    CHECK(f.ret() == nullptr);
    Node* loop = the_only(f, Op::Loop);
    CHECK(is_send_to(p, loop_back(loop), "puts"));
    CHECK(value_of(p, the_only(f, Op::Phi)) == "phi(0, ^Phi.+(1))");
    Graph& main = graph_of(p);
    CHECK(chain_of(p, main) == "%1 = def(f); %2 = f; return %2");
  }
  SECTION("a break keeps the exit") {
    Program p = optimized("while true\n  break if foo\nend\np 1");
    Graph& g = graph_of(p);
    REQUIRE(g.ret() != nullptr);
    CHECK(count_of(g, Op::Loop) == 1);
    CHECK(count_of(g, Op::If) == 1);
  }
}

TEST_CASE("build: nested loops: break leaves only the inner one", "[ir][build]") {
  const char* code =
      "i = 0\nwhile i < 3\n  j = 0\n  while true\n    j += 1\n    break if j > i\n  end\n  i += 1\nend\np i, j";
  for (bool opt : {false, true}) {
    INFO("optimized: " << opt);
    Program p = opt ? optimized(code) : build(code);
    Graph& g = graph_of(p);
    auto loops = nodes_of(g, Op::Loop);
    REQUIRE(loops.size() == 2);
    Node* outer = loops[0];
    Node* inner = loops[1];
    CHECK(reaches(outer, inner));
    CHECK(block_of(loop_entry(inner)) == loop_entry(inner));
    CHECK(loop_entry(inner)->op() == Op::IfTrue);
    // The inner break goes on to `i += 1`, inside the outer loop.
    Node* i_inc = loop_back(outer);
    REQUIRE(is_send_to(p, i_inc, "+"));
    CHECK(reaches(inner, i_inc));
    Node* exit = control(i_inc);
    if (opt) {
      CHECK(exit->op() == Op::IfTrue);  // `while true` has no other exit
    } else {
      REQUIRE(exit->op() == Op::Region);  // the break and the (dead) test failure
      CHECK(num_preds(exit) == 2);
    }
    // The print after the outer loop reads j as the outer loop carried it.
    Node* j = args(the_send(p, g, "p"))[1];
    REQUIRE(j->op() == Op::Phi);
    CHECK(phi_region(j) == outer);
    CHECK(phi_values(j)[0] == g.constant(Imm::nil()));
    if (opt) {
      CHECK(phi_region(receiver(i_inc)) == outer);
      CHECK(count_of(g, Op::Phi) == 3);  // i and j of the outer loop, j of the inner one
    }
  }
}

TEST_CASE("build: early and multiple returns meet at the single Return", "[ir][build]") {
  Program p = build("def f(x)\n  return 1 if x\n  return 2 if y\n  3\nend");
  Graph& g = graph_of(p, "f");
  CHECK(count_of(g, Op::Return) == 1);
  Node* region = control(g.ret());
  REQUIRE(region->op() == Op::Region);
  REQUIRE(num_preds(region) == 3);
  CHECK(value_of(p, ret_value(g.ret())) == "phi(1, 2, 3)");
  CHECK(preds(region)[0]->op() == Op::IfTrue);
  CHECK(cond(if_of(preds(region)[0])) == g.param(0));
  CHECK(preds(region)[1]->op() == Op::IfTrue);
  CHECK(preds(region)[2]->op() == Op::IfFalse);
  CHECK(if_of(preds(region)[1]) == if_of(preds(region)[2]));
  CHECK(block_of(the_send(p, g, "y")) == projection_of(if_of(preds(region)[0]), Op::IfFalse));
}

TEST_CASE("build: return forms", "[ir][build]") {
  SECTION("return without a value is nil") {
    Program p = build("def f\n  return\nend");
    Graph& g = graph_of(p, "f");
    CHECK(chain_of(p, g) == "return nil");
  }
  SECTION("code after return is not built") {
    Program p = build("def f\n  puts 1\n  return 2\n  puts 3\nend");
    Graph& g = graph_of(p, "f");
    CHECK(chain_of(p, g) == "%1 = puts(1); return 2");
  }
  SECTION("both branches return") {
    Program p = build("def f(x)\n  if x then return 1 else return 2 end\n  puts 3\nend");
    Graph& g = graph_of(p, "f");
    CHECK(sends_of(p, g, "puts").empty());
    CHECK(value_of(p, ret_value(g.ret())) == "phi(1, 2)");
  }
  SECTION("return from the middle of a loop") {
    Program p = build("def f(x)\n  while x < 10\n    return x if x == 5\n    x += 2\n  end\n  -1\nend");
    Graph& g = graph_of(p, "f");
    Node* loop = the_only(g, Op::Loop);
    Node* region = control(g.ret());
    REQUIRE(num_preds(region) == 2);
    Node* x_loop = phi_values(ret_value(g.ret()))[0];
    CHECK(phi_region(x_loop) == loop);
    CHECK(phi_values(ret_value(g.ret()))[1] == g.constant(Imm::of_fixnum(-1)));
  }
  SECTION("`and return`") {
    Program p = build("def f(x)\n  x and return 1\n  2\nend");
    Graph& g = graph_of(p, "f");
    CHECK(value_of(p, ret_value(g.ret())) == "phi(1, 2)");
  }
  SECTION("return in main") {
    Program p = build("puts 1\nreturn if foo\nputs 2");
    Graph& g = graph_of(p);
    CHECK(value_of(p, ret_value(g.ret())) == "phi(nil, puts(2))");
  }
}

TEST_CASE("build: a local assigned on one path only reads nil on the other", "[ir][build]") {
  Program p = build("x = 1 if false\np x");
  Graph& g = graph_of(p);
  CHECK(value_of(p, args(the_send(p, g, "p"))[0]) == "phi(1, nil)");
  Program o = optimized("x = 1 if false\np x");
  CHECK(chain_of(o, graph_of(o)) == "%1 = p(nil); return %1");
}

TEST_CASE("build: a local first assigned later in a loop body is carried around", "[ir][build]") {
  // y is set on the first iteration only; the next ones read the value
  // carried around the back edge by y's loop phi.
  const char* code = "i = 0\nwhile i < 3\n  y = i * 10 if i == 0\n  p y\n  i += 1\nend";
  for (bool opt : {false, true}) {
    INFO("optimized: " << opt);
    Program p = opt ? optimized(code) : build(code);
    Graph& g = graph_of(p);
    Node* loop = the_only(g, Op::Loop);
    Node* y = args(the_send(p, g, "p"))[0];
    REQUIRE(y->op() == Op::Phi);  // the merge after `if i == 0`
    Node* y_loop = phi_value_from(y, projection_of(if_of(control(sends_of(p, g, "*")[0])), Op::IfFalse));
    REQUIRE(y_loop != nullptr);
    REQUIRE(y_loop->op() == Op::Phi);
    CHECK(phi_region(y_loop) == loop);
    CHECK(phi_values(y_loop)[0] == g.constant(Imm::nil()));
    CHECK(phi_values(y_loop)[1] == y);
  }
}

TEST_CASE("build: optimisation collapses known branches and trivial loop phis", "[ir][build]") {
  SECTION("if true") {
    Program p = optimized("if true then p 1 else p 2 end");
    Graph& g = graph_of(p);
    CHECK(count_of(g, Op::If) == 0);
    CHECK(count_of(g, Op::Region) == 0);
    CHECK(chain_of(p, g) == "%1 = p(1); return %1");
  }
  SECTION("unless on a fixnum") {
    Program p = optimized("x = 0\nunless x then p 1 else p 2 end");
    CHECK(chain_of(p, graph_of(p)) == "%1 = p(2); return %1");
  }
  SECTION("while false") {
    Program p = optimized("x = 1\nwhile false\n  x = foo\nend\np x");
    Graph& g = graph_of(p);
    CHECK(count_of(g, Op::Loop) == 0);
    CHECK(chain_of(p, g) == "%1 = p(1); return %1");
  }
  SECTION("trivial loop phis vanish") {
    Program p = build("a = 1\nb = 2\ni = 0\nwhile i < 3\n  i += a\nend\np a, b, i");
    CHECK(count_of(graph_of(p), Op::Phi) == 3);  // the builder's: a, b and i
    optimize_all(p);
    Graph& g = graph_of(p);
    Node* i = the_only(g, Op::Phi);
    CHECK(value_of(p, i) == "phi(0, ^Phi.+(1))");
    auto a = args(the_send(p, g, "p"));
    CHECK(a[0] == g.constant(Imm::of_fixnum(1)));
    CHECK(a[1] == g.constant(Imm::of_fixnum(2)));
    CHECK(a[2] == i);
  }
}

TEST_CASE("build: a loop's value is nil, its condition may assign", "[ir][build]") {
  Program p = build("x = while false do end\np x\nwhile (y = foo)\n  p y\nend");
  Graph& g = graph_of(p);
  auto prints = sends_of(p, g, "p");
  REQUIRE(prints.size() == 2);
  CHECK(args(prints[0])[0] == g.constant(Imm::nil()));
  CHECK(args(prints[1])[0] == the_send(p, g, "foo"));
  CHECK(control(the_send(p, g, "foo"))->op() == Op::Loop);
}

TEST_CASE("build: a do-while runs its body before the test, and next goes to the test", "[ir][build]") {
  Program p = build("i = 0\nbegin\n  i += 1\n  next if i == 2\n  foo\nend while i < 5\np i");
  Graph& g = graph_of(p);
  Node* loop = the_only(g, Op::Loop);
  CHECK(loop_entry(loop) == g.start());
  Node* plus = the_send(p, g, "+");
  CHECK(control(plus) == loop);  // the body comes first
  // The test follows the body's end and the next: both meet before it.
  Node* lt = the_send(p, g, "<");
  Node* before_test = control(lt);
  REQUIRE(before_test->op() == Op::Region);
  REQUIRE(num_preds(before_test) == 2);
  CHECK(preds(before_test)[0]->op() == Op::IfTrue);
  CHECK(is_send_to(p, preds(before_test)[1], "foo"));
  // Around on the true projection, out on the false one.
  Node* test = if_of(loop_back(loop));
  CHECK(cond(test) == lt);
  CHECK(loop_back(loop)->op() == Op::IfTrue);
  CHECK(control(the_send(p, g, "p")) == projection_of(test, Op::IfFalse));
}

TEST_CASE("build: a do-while whose body always breaks runs once, without a Loop", "[ir][build]") {
  Program p = build("x = 0\nbegin\n  x = 1\n  break\nend until foo\np x");
  Graph& g = graph_of(p);
  CHECK(count_of(g, Op::Loop) == 0);
  CHECK(sends_of(p, g, "foo").empty());  // the test is never reached
  CHECK(value_of(p, args(the_send(p, g, "p"))[0]) == "1");
}

}  // namespace rhz::ir::test
