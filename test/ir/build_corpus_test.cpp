// Every program of the corpus that parses builds verified graphs, which
// optimise into verified graphs, and building is deterministic: the same
// source gives the same dump, byte for byte, before and after optimisation.
#include "test/driver/corpus.h"
#include "test/ir/build_helpers.h"

namespace rhz::ir::test {

TEST_CASE("build: every corpus program builds, verifies, optimises and verifies again", "[ir][build][corpus]") {
  int built = 0;
  int methods = 0;
  for (const auto& prog : rhz::test::corpus_programs()) {
    if (prog.expect.error == "SyntaxError") continue;
    INFO(prog.path.string());
    std::string code = rhz::test::read_text(prog.path);
    Program first = build(code);
    Program second = build(code);
    std::string built_text = print_text(first);
    CHECK(built_text == print_text(second));
    // Each method but <main> and the prelude's is defined by exactly one
    // DefineMethod (a block's by one MakeBlock, a class body's by one
    // DefineClass, an object's own method by one
    // __define_singleton_method naming its index); every graph has at most one
    // Return, and conditions never go through Truthy (block_given? is the
    // truthiness of the method's block).
    std::vector<int> defined(first.methods.size(), 0);
    for (Method& m : first.methods) {
      for (Op op : {Op::DefineMethod, Op::MakeBlock, Op::DefineClass})
        for (Node* d : nodes_of(m.graph, op)) {
          REQUIRE(method_index(d) < first.methods.size());
          CHECK(first.methods[method_index(d)].info.is_block == (op == Op::MakeBlock));
          CHECK(first.methods[method_index(d)].info.class_body == (op == Op::DefineClass));
          ++defined[method_index(d)];
        }
      for (Node* s : nodes_of(m.graph, Op::Send)) {
        if (first.symbols.name(send_name(s)) != "__define_singleton_method") continue;
        REQUIRE(argc(s) == 2);
        REQUIRE(is_fixnum_constant(args(s)[1]));
        const auto index = static_cast<std::size_t>(imm(args(s)[1]).fixnum);
        REQUIRE(index < first.methods.size());
        CHECK(first.methods[index].info.own_method);
        ++defined[index];
      }
      CHECK(count_of(m.graph, Op::Return) <= 1);
      for (Node* t : nodes_of(m.graph, Op::Truthy)) {
        const Op of = operand(t)->op();
        CHECK((of == Op::FrameBlock || of == Op::EnvLoad));
      }
    }
    CHECK(defined[0] == 0);
    for (std::size_t i = 1; i < defined.size(); ++i) {
      const MethodInfo& info = first.methods[i].info;
      CHECK(defined[i] == (info.builtin && !info.is_block ? 0 : 1));
    }
    optimize_all(first);
    optimize_all(second);
    CHECK(print_text(first) == print_text(second));
    // Optimising again finds nothing left to do.
    for (Method& m : first.methods) CHECK_FALSE(optimize(m.graph, first.symbols));
    methods += static_cast<int>(first.methods.size());
    ++built;
  }
  CHECK(built >= 150);
  CHECK(methods > built);
}

}  // namespace rhz::ir::test
