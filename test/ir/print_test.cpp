// Printers: golden text for a small graph, DOT structure, and determinism
// (the same graph, built twice, prints the same bytes).
#include "ir/optimize.h"
#include "ir/program.h"
#include "test/ir/test_graph.h"

namespace rhz::ir::test {
namespace {

// def max(a, b) = if a < b then b else a end
void build_max(Graph& g, SymbolTable& symbols) {
  Node* a = g.param(0);
  Node* b = g.param(1);
  Node* args[] = {b};
  Node* lt = make_send(g, g.start(), symbols.intern("<"), a, args);
  Branch br = make_if(g, lt, lt);
  Node* preds[] = {br.if_true, br.if_false};
  Node* r = make_region(g, preds);
  Node* values[] = {b, a};
  make_return(g, r, make_phi(g, r, values));
}

// puts "n=#{1 + 2}" at the top level, plus the definition of max.
void build_program(Program& p) {
  SymbolTable& s = p.symbols;
  MethodInfo info;
  info.name = s.intern("max");
  info.params = {s.intern("a"), s.intern("b")};
  info.required = 2;
  std::uint32_t max = p.add_method(std::move(info));
  build_max(p.methods[max].graph, s);
  Graph& g = p.main().graph;
  Node* def = g.make(Op::DefineMethod, {g.start()}, Payload::of_index(max));
  Node* str = g.make(Op::NewString, {def}, Payload::of_index(p.add_string("n=\"\\\n")));
  Node* sum_args[] = {g.constant(Imm::of_fixnum(2))};
  Node* sum = make_send(g, str, s.intern("+"), g.constant(Imm::of_fixnum(1)), sum_args);
  Node* to_s = make_send(g, sum, s.intern("to_s"), sum, {});
  Node* interp = g.make(Op::Interpolate, {to_s, str, to_s});
  Node* puts_args[] = {interp};
  Node* puts = make_send(g, interp, s.intern("puts"), g.self(), puts_args, kSendFunctional);
  make_return(g, puts, puts);
}

}  // namespace

TEST_CASE("print_text: golden dump of a small graph", "[ir][print]") {
  TestGraph t;
  build_max(t.g, t.symbols);
  REQUIRE_VERIFIED(t.g);
  CHECK(t.text() ==
        "0 Start (_) -> 3\n"
        "1 Param[0] (_) -> 3 8\n"
        "2 Param[1] (_) -> 3 8\n"
        "3 Send[:<] (0 1 2) -> 4 4\n"
        "4 If (3 3) -> 5 6\n"
        "5 IfTrue (4) -> 7\n"
        "6 IfFalse (4) -> 7\n"
        "7 Region (_ 5 6) -> 8 9\n"
        "8 Phi (7 2 1) -> 9\n"
        "9 Return (7 8)\n");
  // Without a symbol table names print as ids.
  CHECK(print_text(t.g).find("3 Send[:sym0] (0 1 2)") != std::string::npos);
}

TEST_CASE("print_text: a program lists methods and string literals", "[ir][print]") {
  Program p;
  build_program(p);
  for (const Method& m : p.methods) REQUIRE_VERIFIED(m.graph);
  std::string text = print_text(p);
  CHECK(text.rfind("method <main>()\n0 Start (_) -> 1\n1 DefineMethod[method1] (0) -> 2\n", 0) == 0);
  CHECK(text.find("Send[:puts fcall]") != std::string::npos);
  CHECK(text.find("method max(a, b)\n") != std::string::npos);
  CHECK(text.find("string 0 \"n=\\\"\\\\\\n\"\n") != std::string::npos);
}

TEST_CASE("print_dot: one cluster per method, control edges bold, leaves per use", "[ir][print]") {
  Program p;
  build_program(p);
  std::string dot = print_dot(p);
  CHECK(dot.rfind("digraph rhz {\n", 0) == 0);
  CHECK(dot.find("subgraph cluster_0 {") != std::string::npos);
  CHECK(dot.find("label=\"<main>()\"") != std::string::npos);
  CHECK(dot.find("subgraph cluster_1 {") != std::string::npos);
  CHECK(dot.find("label=\"max(a, b)\"") != std::string::npos);
  CHECK(dot.find("m1_0 -> m1_3 [color=red, penwidth=2];") != std::string::npos);  // Start -> Send, bold
  // a (a parameter, a leaf) is drawn beside its use as the receiver.
  CHECK(dot.find("m1_3_1 [label=\"1 Param 0\", shape=plaintext") != std::string::npos);
  CHECK(dot.find("m1_3_1 -> m1_3 [headlabel=\"1\"];") != std::string::npos);
  CHECK(dot.find("m1_1 [") == std::string::npos);  // and never on its own
  CHECK(dot.find("m1_7 -> m1_8 [color=red, style=dashed];") != std::string::npos);
  CHECK(dot.find("label=\"3 Send :<\"") != std::string::npos);
  CHECK(dot.substr(dot.size() - 2) == "}\n");
}

TEST_CASE("printers are deterministic", "[ir][print]") {
  Program p1, p2;
  build_program(p1);
  build_program(p2);
  CHECK(print_text(p1) == print_text(p2));
  CHECK(print_dot(p1) == print_dot(p2));
  for (std::size_t i = 0; i < p1.methods.size(); ++i) {
    optimize(p1.methods[i].graph, p1.symbols);
    optimize(p2.methods[i].graph, p2.symbols);
    REQUIRE_VERIFIED(p1.methods[i].graph);
  }
  CHECK(print_text(p1) == print_text(p2));
  CHECK(print_dot(p1) == print_dot(p2));
}

TEST_CASE("print_text: the optimised program", "[ir][print]") {
  Program p;
  build_program(p);
  optimize(p.main().graph, p.symbols);
  REQUIRE_VERIFIED(p.main().graph);
  CHECK(print_text(p.main().graph, &p.symbols) ==
        "0 Start (_) -> 1\n"
        "1 DefineMethod[method1] (0) -> 2\n"
        "2 NewString[str0] (1) -> 6 7\n"
        "6 Send[:to_s] (2 11) -> 7 7\n"
        "7 Interpolate (6 2 6) -> 9 9\n"
        "8 Self (_) -> 9\n"
        "9 Send[:puts fcall] (7 8 7) -> 10 10\n"
        "10 Return (9 9)\n"
        "11 Constant[3] (_) -> 6\n");
}

// The worked example of doc/ir.md: keep the two in step.
TEST_CASE("print_text: the doc/ir.md example before and after optimize", "[ir][print][doc]") {
  // (if x then 1 elsif false then 2 else 3 end) + (1 + 2) * 3
  TestGraph t;
  Node* x = t.param(0);
  auto outer = t.branch(x);
  t.ctrl = outer.if_false;
  auto inner = t.branch(t.boolean(false));
  Node* r = t.merge({outer.if_true, inner.if_true, inner.if_false});
  Node* phi = t.phi(r, {t.c(1), t.c(2), t.c(3)});
  Node* a = t.send("+", t.c(1), {t.c(2)});
  Node* b = t.send("*", a, {t.c(3)});
  t.ret(t.send("+", phi, {b}));
  REQUIRE_VERIFIED(t.g);
  CHECK(t.text() ==
        "0 Start (_) -> 2\n"
        "1 Param[0] (_) -> 2\n"
        "2 If (0 1) -> 3 4\n"
        "3 IfTrue (2) -> 9\n"
        "4 IfFalse (2) -> 6\n"
        "5 Constant[false] (_) -> 6\n"
        "6 If (4 5) -> 7 8\n"
        "7 IfTrue (6) -> 9\n"
        "8 IfFalse (6) -> 9\n"
        "9 Region (_ 3 7 8) -> 13 14\n"
        "10 Constant[1] (_) -> 13 14\n"
        "11 Constant[2] (_) -> 13 14\n"
        "12 Constant[3] (_) -> 13 15\n"
        "13 Phi (9 10 11 12) -> 16\n"
        "14 Send[:+] (9 10 11) -> 15 15\n"
        "15 Send[:*] (14 14 12) -> 16 16\n"
        "16 Send[:+] (15 13 15) -> 17 17\n"
        "17 Return (16 16)\n");
  OptimizeStats stats;
  CHECK(optimize(t.g, t.symbols, {}, &stats));
  REQUIRE_VERIFIED(t.g);
  CHECK(t.text() ==
        "0 Start (_) -> 2\n"
        "1 Param[0] (_) -> 2\n"
        "2 If (0 1) -> 3 4\n"
        "3 IfTrue (2) -> 9\n"
        "4 IfFalse (2) -> 9\n"
        "9 Region (_ 3 4) -> 13 16\n"
        "10 Constant[1] (_) -> 13\n"
        "12 Constant[3] (_) -> 13\n"
        "13 Phi (9 10 12) -> 16\n"
        "16 Send[:+] (9 13 18) -> 17 17\n"
        "17 Return (16 16)\n"
        "18 Constant[9] (_) -> 16\n");
  CHECK(stats.rewrites == 5);
  CHECK(stats.rounds == 1);
}

}  // namespace rhz::ir::test
