// Direct calls between executors (codegen/abi.h, DirectCall): a send that
// meets several classes (passing a block or not), and a yield that meets
// several blocks, call their callees' executors from machine code once the
// runtime has seen each; a
// definition sends the next call back through the runtime, and a callee
// without room on the VM stack fails as tier 1 fails.
#include <catch2/catch.hpp>

#include <string>

#include "test/driver/jit_runs.h"

using rhz::test::ProcessResult;
using rhz::test::run_like_tier1;
using rhz::test::runtime_calls;

TEST_CASE("jit: a send meeting three classes calls each method's executor directly", "[jit][calls]") {
  // v is too short to enter from tier 1: its executors are for direct
  // calls only. Redefining B#v and including a module into C change what
  // the send finds.
  const char* program =
      "class A; def v(x); x + 1; end; end\n"
      "class B; def v(x); x * 2; end; end\n"
      "class C; def v(x); x - 3; end; end\n"
      "objs = [A.new, B.new, C.new]\n"
      "t = 0\n"
      "30000.times { |i| t += objs[i % 3].v(i) }\n"
      "p t\n"
      "class B; def v(x); x * 3; end; end\n"
      "module Twice; def w(x); x; end; end\n"
      "class C; include Twice; end\n"
      "30000.times { |i| t += objs[i % 3].v(i) }\n"
      "p t\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify"});
  CHECK(jit.out == "599960000\n1349915000\n");
  // 60000 calls of v: the runtime makes those before the targets are
  // known and once after each definition, not one per call.
  CHECK(runtime_calls(jit.err, "Ruby methods") < 1000);
  CHECK(jit.err.find("path for direct calls") != std::string::npos);
  run_like_tier1(program, {"--jit", "--jit-threshold=1", "--verify"});
}

TEST_CASE("jit: a yield whose block takes its arguments as they come is a direct call, one to adapt is not",
          "[jit][calls]") {
  // |x| given two arguments drops one: direct. |x, y| given one Array
  // spreads it: through the runtime, which adapts the arguments.
  const char* program =
      "def two(a)\n"
      "  yield a, a + 1\n"
      "end\n"
      "def one(a)\n"
      "  yield [a, a]\n"
      "end\n"
      "t = 0\n"
      "20000.times do |i|\n"
      "  t += two(i) { |x| x * 2 + 1 }\n"
      "  t += one(i) { |x, y| x + y }\n"
      "end\n"
      "p t\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify"});
  CHECK(jit.out == "799980000\n");
  const long long yields = runtime_calls(jit.err, "yields");
  CHECK(yields > 15000);  // one's, all of them
  CHECK(yields < 21000);  // and only a few of two's
  run_like_tier1(program, {"--jit", "--jit-threshold=1", "--verify"});
}

TEST_CASE("jit: a send passing a block, or leaving optional parameters out, is a direct call too", "[jit][calls]") {
  const char* program =
      "def fill(n, v = 7)\n"
      "  a = []\n"
      "  i = 0\n"
      "  while i < n\n"
      "    a << (block_given? ? yield(i) : v)\n"
      "    i += 1\n"
      "  end\n"
      "  a\n"
      "end\n"
      "t = 0\n"
      "20000.times { |k| t += fill(3) { |x| x * k }.sum + fill(2, k).sum + fill(1).sum }\n"
      "p t\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify"});
  CHECK(jit.out == "1000090000\n");
  CHECK(runtime_calls(jit.err, "Ruby methods") < 1000);  // of 60000 calls of fill
  run_like_tier1(program, {"--jit", "--jit-threshold=1", "--verify"});
}

TEST_CASE("jit: recursion through direct calls runs out of stack where tier 1 does", "[jit][calls]") {
  const char* program =
      "class P\n"
      "  attr_writer :o\n"
      "  def down(k)\n"
      "    k == 0 ? 0 : @o.down(k - 1) + 1\n"
      "  end\n"
      "end\n"
      "class Q\n"
      "  attr_writer :o\n"
      "  def down(k)\n"
      "    k == 0 ? 0 : @o.down(k - 1) + 2\n"
      "  end\n"
      "end\n"
      "a = P.new\n"
      "b = Q.new\n"
      "a.o = b\n"
      "b.o = a\n"
      "s = 0\n"
      "300.times { |i| s += a.down(i) }\n"
      "p s\n"
      "p a.down(100_000_000)\n";
  for (const char* threshold : {"--jit-threshold=1", "--jit-threshold=64"}) {
    ProcessResult jit = run_like_tier1(program, {"--jit", threshold, "--verify"});
    CHECK(jit.status == 1);
    CHECK(jit.out == "67200\n");
    CHECK(jit.err.find("stack level too deep (SystemStackError)") != std::string::npos);
  }
}
