// Blocks in graphs: a block literal is a graph of its own, locals that
// blocks share live in an environment, and breaks travel as a marker.
#include "test/ir/build_helpers.h"

namespace rhz::ir::test {

namespace {

Method& block_method(Program& p, std::size_t nth = 0) {
  for (Method& m : p.methods)
    if (m.info.is_block && nth-- == 0) return m;
  FAIL("no block graph");
  return p.methods.front();
}

}  // namespace

TEST_CASE("blocks: a block literal is its own graph, made by MakeBlock and passed by SendBlock", "[ir][blocks]") {
  Program p = build("a = [1, 2]\na.each { |x| p x }\n");
  Method& block = block_method(p);
  CHECK(p.symbols.name(block.info.name) == "block in <main>");
  CHECK(block.info.optional == 1);  // block parameters are all optional
  CHECK(count_of(p.main().graph, Op::MakeBlock) == 1);
  CHECK(count_of(p.main().graph, Op::SendBlock) == 1);
  // Nothing is shared, so no environment anywhere; no break, so no CatchBreak.
  CHECK(count_of(p.main().graph, Op::NewEnv) == 0);
  CHECK(count_of(block.graph, Op::BlockEnv) == 0);
  CHECK(count_of(p.main().graph, Op::CatchBreak) == 0);
}

TEST_CASE("blocks: a local a block uses lives in the environment, the others stay values", "[ir][blocks]") {
  Program p = build("s = 0\nt = 5\n[1].each { |x| s += x }\np s, t\n");
  Graph& main = p.main().graph;
  REQUIRE(count_of(main, Op::NewEnv) == 1);
  CHECK(env_slot(nodes_of(main, Op::NewEnv)[0]) == 2);  // the link out, then s
  CHECK(count_of(main, Op::EnvStore) == 1);              // s = 0
  CHECK(count_of(main, Op::EnvLoad) == 1);               // p s (after the send)
  Method& block = block_method(p);
  CHECK(count_of(block.graph, Op::BlockEnv) == 1);
  CHECK(count_of(block.graph, Op::EnvLoad) == 1);
  CHECK(count_of(block.graph, Op::EnvStore) == 1);
}

TEST_CASE("blocks: a local two blocks out is reached through the environments between", "[ir][blocks]") {
  // The middle block shares `m` with the inner one, so it has an
  // environment of its own, whose slot 0 links to <main>'s: read once
  // (value-numbered) for both the read and the write of `s`.
  Program p = optimized("s = 0\n[1].each { |a| m = a\n  [2].each { |b| s += m + b } }\np s\n");
  Method& middle = block_method(p, 0);
  Method& inner = block_method(p, 1);
  CHECK(p.symbols.name(inner.info.name) == "block (2 levels) in <main>");
  CHECK(count_of(middle.graph, Op::NewEnv) == 1);
  CHECK(count_of(inner.graph, Op::OuterEnv) == 1);
}

TEST_CASE("blocks: break leaves through the marker, caught at the send it leaves", "[ir][blocks]") {
  Program p = build("r = [1, 2].each { |x| break x * 10 if x == 2 }\np r\n");
  CHECK(count_of(p.main().graph, Op::CatchBreak) == 1);
  CHECK(count_of(block_method(p).graph, Op::BlockBreak) == 1);
  // A method that yields returns the marker at once when the block broke.
  Program q = build("def twice\n  yield 1\n  yield 2\nend\ntwice { |x| p x }\n");
  Graph& twice = graph_of(q, "twice");
  CHECK(count_of(twice, Op::Yield) == 2);
  CHECK(count_of(twice, Op::IsBreak) == 2);
}

TEST_CASE("blocks: a yield inside a block calls the method's block, kept in its environment", "[ir][blocks]") {
  Program p = build("def each_twice(a)\n  a.each { |x| yield x; yield x }\nend\neach_twice([1]) { |v| p v }\n");
  Graph& g = graph_of(p, "each_twice");
  CHECK(count_of(g, Op::NewEnv) == 1);
  CHECK(count_of(g, Op::FrameBlock) == 1);  // stored in the environment for the block
  Method& block = block_method(p, 0);
  CHECK(count_of(block.graph, Op::Yield) == 2);
}

TEST_CASE("blocks: a for loop is each with a block that writes the locals around it", "[ir][blocks]") {
  Program p = build("for x in [1, 2]\n  y = x\nend\np x, y\n");
  Graph& main = p.main().graph;
  CHECK(count_of(main, Op::SendBlock) == 1);
  REQUIRE(count_of(main, Op::NewEnv) == 1);
  CHECK(env_slot(nodes_of(main, Op::NewEnv)[0]) == 3);  // the link out, then x and y
  CHECK(count_of(main, Op::EnvLoad) == 2);              // p x, y
  Method& block = block_method(p);
  CHECK(p.symbols.name(block.info.name) == "block in <main>");
  CHECK(block.info.optional == 1);
  CHECK(count_of(block.graph, Op::EnvStore) == 2);  // x = the element, y = x
}

}  // namespace rhz::ir::test
