// Tier 2's allocation: executors take the blocks of new objects, Arrays and
// environments off the runtime's free lists inline and call the runtime
// only when a list is empty (codegen/emit_alloc.cpp).
#include <catch2/catch.hpp>

#include <string>

#include "test/driver/jit_runs.h"

using rhz::test::ProcessResult;
using rhz::test::run_like_tier1;

namespace {

// Each iteration makes an object (Point.new inlined), two Arrays and an
// environment (the block's `extra`, which the inner block writes), and
// keeps one pair in four thousand: the collector runs many times while
// executors hold new blocks in registers and frame slots.
const char* kAllocating =
    "class Point\n"
    "  def initialize(x, y)\n"
    "    @x = x\n"
    "    @y = y\n"
    "  end\n"
    "  attr_reader :x, :y\n"
    "end\n"
    "sum = 0\n"
    "kept = []\n"
    "200000.times do |i|\n"
    "  pt = Point.new(i, i + 1)\n"
    "  pair = [pt, i]\n"
    "  extra = 0\n"
    "  [1, 2].each { |k| extra += k }\n"
    "  sum += pair[0].x + pair[1] + extra\n"
    "  kept << pair if i % 4000 == 0\n"
    "end\n"
    "p sum, kept.length\n"
    "p kept.map { |a| a[0].y }.sum\n";

}  // namespace

TEST_CASE("jit: executors allocate objects, Arrays and environments inline", "[jit][alloc]") {
  const std::string expected = "40000400000\n50\n4900050\n";
  CHECK(run_like_tier1(kAllocating, {"--jit-threshold=1", "--verify"}).out == expected);
  ProcessResult jit = run_like_tier1(kAllocating, {"--jit", "--jit-stats", "--dump-superblock"});
  CHECK(jit.out == expected);
  CHECK(jit.err.find(".new with room for 2 ivars") != std::string::npos);
  // 800,000 allocations in executors; the runtime makes only those the
  // free lists had no block for: about one in a page's worth of blocks.
  const long long through_runtime = rhz::test::runtime_calls(jit.err, "allocations");
  CHECK(through_runtime >= 0);
  CHECK(through_runtime < 800000 / 20);
}
