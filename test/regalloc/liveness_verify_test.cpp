// Liveness and intervals on small loops and branches, and the verifier
// catching broken allocations (so that the corpus tests mean something).

#include "regalloc/intervals.h"
#include "regalloc/liveness.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;
using regalloc::test::compile_and_allocate;

namespace {

const ir::Node* find_constant(const sched::MethodSchedule& s, std::int64_t v) {
  for (const sched::LinearBlock& lb : s.linear.blocks)
    for (const sched::LinearInstr& li : lb.instrs)
      if (li.node && ir::is_fixnum_constant(li.node) && ir::imm(li.node).fixnum == v) return li.node;
  return nullptr;
}

const Interval& interval_of(const Intervals& ivs, const ir::Node* n) {
  for (const Interval& iv : ivs.list)
    if (iv.value == n) return iv;
  FAIL("no interval");
  return ivs.list.front();
}

std::size_t problems_of(const regalloc::test::Compiled& c, const Allocation& a) {
  return verify_alloc(c.program.methods[0].graph, c.schedules[0], c.target, a).size();
}

}  // namespace

TEST_CASE("liveness: a value used in a loop is live in every block of it", "[regalloc][liveness]") {
  auto c = compile_and_allocate("k = 7\ni = 0\nwhile i < 10\n  if i > 3\n    puts k\n  end\n  i += 1\nend\n",
                                frame_slot_target());
  const ir::Graph& g = c.program.methods[0].graph;
  const sched::MethodSchedule& s = c.schedules[0];
  const ir::Node* k = find_constant(s, 7);
  REQUIRE(k != nullptr);
  Liveness lv = compute_liveness(g, s);
  int loop_blocks = 0;
  for (sched::BlockId b = 0; b < s.cfg.blocks.size(); ++b) {
    if (s.cfg.block(b).loop_depth == 0) continue;
    ++loop_blocks;
    CHECK(lv.live_in[b].has(k->id()));  // even the blocks that do not use k
    CHECK(lv.live_out[b].has(k->id()));
  }
  CHECK(loop_blocks >= 3);
  // The interval covers the loop in one piece, from k's definition to the
  // end of the last loop block in the layout.
  Intervals ivs = build_intervals(g, s, lv);
  const Interval& iv = interval_of(ivs, k);
  Pos loop_end = 0;
  for (sched::BlockId b = 0; b < s.cfg.blocks.size(); ++b)
    if (s.cfg.block(b).loop_depth > 0) loop_end = std::max(loop_end, ivs.numbering.blocks[b].to);
  CHECK(iv.ranges.size() == 1);
  CHECK(iv.end() == loop_end);
}

TEST_CASE("intervals: a value live on one side of a branch has a hole on the other", "[regalloc][intervals]") {
  auto c = compile_and_allocate(
      "def h(x)\n  if x\n    puts 11\n  else\n    puts 22\n    puts x\n  end\n  puts 33\nend\nh(1)\n",
      frame_slot_target(), "source");
  const std::size_t h = c.method("h");
  const ir::Graph& g = c.program.methods[h].graph;
  Intervals ivs = build_intervals(g, c.schedules[h], compute_liveness(g, c.schedules[h]));
  bool hole = false;
  for (const Interval& iv : ivs.list) {
    for (std::size_t i = 1; i < iv.ranges.size(); ++i) CHECK(iv.ranges[i - 1].end < iv.ranges[i].start);
    if (iv.ranges.size() > 1) hole = true;
    // An unused value occupies just the position after its definition.
    if (iv.uses.empty()) CHECK(iv.end() - iv.start() == 1);
  }
  CHECK(hole);
  regalloc::test::require_valid(c);
}

TEST_CASE("verify_alloc: catches broken allocations", "[regalloc][verify]") {
  auto c = compile_and_allocate("a = 1\nb = 2\ni = 0\nwhile i < 10\n  a, b = b, a\n  i += 1\nend\nputs a\nputs b\n",
                                frame_slot_target());
  const Allocation good = c.allocations[0];
  REQUIRE(problems_of(c, good) == 0);

  SECTION("two live values in one slot") {
    Allocation bad = good;
    // Give the loop bound the location of another value live at the same time.
    const ir::Node* ten = find_constant(c.schedules[0], 10);
    const ir::Node* one = find_constant(c.schedules[0], 1);
    REQUIRE(ten != nullptr);
    REQUIRE(one != nullptr);
    bad.locations[ten->id()] = good.locations[one->id()];
    CHECK(problems_of(c, bad) > 0);
  }
  SECTION("the swap moves out of order") {
    Allocation bad = good;
    bool reversed = false;
    for (auto& moves : bad.end_moves)
      if (moves.size() == 3) {
        std::swap(moves[0], moves[2]);
        reversed = true;
      }
    REQUIRE(reversed);
    CHECK(problems_of(c, bad) > 0);
  }
  SECTION("an end move dropped") {
    Allocation bad = good;
    for (auto& moves : bad.end_moves)
      if (!moves.empty()) moves.pop_back();
    CHECK(problems_of(c, bad) > 0);
  }
  SECTION("a location beyond the frame") {
    Allocation bad = good;
    bad.frame_size = 1;
    CHECK(problems_of(c, bad) > 0);
  }
  SECTION("a value without a location") {
    Allocation bad = good;
    bad.locations[find_constant(c.schedules[0], 10)->id()] = Location{};
    CHECK(problems_of(c, bad) > 0);
  }
}

TEST_CASE("verify_alloc: a Param out of its slot", "[regalloc][verify]") {
  auto c = compile_and_allocate("def f(a, b)\n  b - a\nend\nputs f(1, 2)\n", frame_slot_target());
  const std::size_t f = c.method("f");
  Allocation bad = c.allocations[f];
  for (const sched::LinearBlock& lb : c.schedules[f].linear.blocks)
    for (const sched::LinearInstr& li : lb.instrs)
      if (li.node && li.node->op() == ir::Op::Param) bad.locations[li.node->id()] = Location::slot(7);
  bad.frame_size = 8;
  const auto problems = verify_alloc(c.program.methods[f].graph, c.schedules[f], c.target, bad);
  bool fixed = false;
  for (const auto& p : problems) fixed = fixed || p.find("must live in") != std::string::npos;
  CHECK(fixed);
}
