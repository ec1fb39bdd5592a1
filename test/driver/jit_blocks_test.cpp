// Tier 2 and blocks that travel through the runtime: a send passing a
// block, the block made for it, and a yield that meets several blocks.
// Each must keep the method in its executor and answer as tier 1 does.
#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <vector>

#include "test/driver/jit_runs.h"

using rhz::test::exits_for;
using rhz::test::ProcessResult;
using rhz::test::run_like_tier1;
using rhz::test::runtime_calls;

namespace {

// One method's yield meets a different block from each of three callers.
const char* kThreeBlocks =
    "def each_of(a)\n"
    "  i = 0\n"
    "  while i < a.length\n"
    "    yield a[i]\n"
    "    i += 1\n"
    "  end\n"
    "end\n"
    "def sum(a)\n"
    "  s = 0\n"
    "  each_of(a) { |x| s += x }\n"
    "  s\n"
    "end\n"
    "def odd(a)\n"
    "  n = 0\n"
    "  each_of(a) { |x| n += 1 if x.odd? }\n"
    "  n\n"
    "end\n"
    "def over(a, k)\n"
    "  each_of(a) { |x| return x if x > k }\n"
    "  -1\n"
    "end\n"
    "a = (1..30).to_a\n"
    "t = 0\n"
    "4000.times { |i| t += sum(a) + odd(a) + over(a, i % 40) }\n"
    "p t\n";

}  // namespace

TEST_CASE("jit: a send with a block, and the block made for it, run inside the method's executor", "[jit][blocks]") {
  const char* program =
      "class Bag\n"
      "  def initialize; @a = [1, 2, 3, 4]; end\n"
      "  def total\n"
      "    s = 0\n"
      "    @a.each { |x| s += x }\n"
      "    s\n"
      "  end\n"
      "end\n"
      "b = Bag.new\n"
      "t = 0\n"
      "20000.times { t += b.total }\n"
      "p t\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.out == "200000\n");
  CHECK(std::regex_search(jit.err, std::regex(R"(s\d+ <- self\.make_block\(s\d+\))")));
  CHECK(std::regex_search(jit.err, std::regex(R"(s\d+ <- s\d+\.each\(s\d+\))")));
  // total's executor runs to its return: no path of it ends at the send.
  CHECK(!std::regex_search(jit.err, std::regex(R"(executor \d+ total pc 0 .*\n    exit \d+ \(end\))")));
}

TEST_CASE("jit: a yield that meets several blocks becomes a call of whichever comes", "[jit][blocks]") {
  ProcessResult jit = run_like_tier1(kThreeBlocks, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(std::regex_search(jit.err, std::regex(R"(s\d+ <- s\d+\.yield\(s\d+\))")));
  // The block guard fails only until the loop is projected again: a few
  // hundred exits, not one per call of each_of (12000).
  CHECK(exits_for(jit.err, "block") < 2000);
  // Of about 600000 yields, the runtime makes those before the executor
  // has met each block; the rest are direct calls of the blocks' executors.
  CHECK(runtime_calls(jit.err, "yields") < 2000);
  // With every executor compiled at once, the same answer.
  run_like_tier1(kThreeBlocks, {"--jit", "--jit-threshold=1", "--verify"});
}

TEST_CASE("jit: a yield through the runtime adapts arguments, breaks and raises as tier 1's", "[jit][blocks]") {
  const char* program =
      "def two\n"
      "  yield 1, 2\n"
      "  yield [3, 4]\n"
      "end\n"
      "def each_of(a)\n"
      "  i = 0\n"
      "  while i < a.length\n"
      "    yield a[i]\n"
      "    i += 1\n"
      "  end\n"
      "  :done\n"
      "end\n"
      "out = []\n"
      "300.times do |k|\n"
      "  two { |a, b| out << [a, b] } if k == 0\n"
      "  two { |*r| out << r.length }\n"
      "  two { |a| out << a }\n"
      "  out << each_of([5, 6, 7]) { |x| break x * 10 if x == 6 }\n"
      "  out << each_of([5, 6, 7]) { |x| x }\n"
      "end\n"
      "p out.length, out.first(12)\n"
      "lam = ->(a, b) { a + b }\n"
      "begin\n"
      "  300.times { each_of([1], &lam) }\n"
      "rescue ArgumentError => e\n"
      "  p e.message\n"
      "end\n"
      "300.times { each_of([1]) { } }\n"
      "each_of([1])\n";
  for (const char* threshold : {"--jit-threshold=1", "--jit-threshold=64"}) {
    ProcessResult jit = run_like_tier1(program, {"--jit", threshold, "--verify"});
    CHECK(jit.status == 1);
    CHECK(jit.err.find("no block given (yield) (LocalJumpError)") != std::string::npos);
  }
}

TEST_CASE("jit: the prelude's argument defaults are a constant and a word compare, not calls", "[jit][blocks]") {
  // Proc#call(a = __undef, ...) asks __undef? of each parameter: in an
  // executor those are loads of the one object and identity comparisons.
  const char* program =
      "add = proc { |a, b| a + b }\n"
      "t = 0\n"
      "20000.times { |i| t = add.call(t, i) }\n"
      "p t\n";
  ProcessResult jit = run_like_tier1(program, {"--jit", "--jit-stats", "--verify", "--dump-superblock"});
  CHECK(jit.out == "199990000\n");
  CHECK(std::regex_search(jit.err, std::regex(R"(load s\d+ <- object\n)")));
  CHECK(std::regex_search(jit.err, std::regex(R"(eq s\d+ <- s\d+ object \(identity\))")));
  CHECK(runtime_calls(jit.err, "built-ins") == 0);
}
