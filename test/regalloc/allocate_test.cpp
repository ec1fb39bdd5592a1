// Hand-checked allocations of small programs: the exact dump of fib, phi
// copies for swaps, 3-cycles and fan-out, fixed Params, unused values, and
// the bounded register target spilling.

#include "regalloc/liveness.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;
using regalloc::test::compile_and_allocate;
using regalloc::test::kFib;
using regalloc::test::require_valid;

namespace {

const char* kSwap = "a = 1\nb = 2\ni = 0\nwhile i < 10\n  a, b = b, a\n  i += 1\nend\nputs a\nputs b\n";
const char* kRotate = "a = 1\nb = 2\nc = 3\ni = 0\nwhile i < 10\n  a, b, c = b, c, a\n  i += 1\nend\nputs a + b + c\n";
const char* kFanOut = "x = 5\na = 0\nb = 0\ni = 0\nwhile i < 10\n  a = x\n  b = x\n  x = i\n  i += 1\nend\nputs a + b\n";

// The latch: the block whose end moves run along the loop's back edge.
const std::vector<Move>& back_edge_moves(const regalloc::test::Compiled& c, std::size_t m) {
  const sched::MethodSchedule& s = c.schedules[m];
  for (const sched::Block& b : s.cfg.blocks)
    for (sched::BlockId p : b.preds)
      if (s.cfg.is_back_edge(p, static_cast<sched::BlockId>(&b - s.cfg.blocks.data())))
        return c.allocations[m].moves_at_end(p);
  FAIL("no loop");
  static std::vector<Move> none;
  return none;
}

}  // namespace

TEST_CASE("allocate: fib on the frame target, exactly", "[regalloc]") {
  auto c = compile_and_allocate(kFib, frame_slot_target());
  require_valid(c);
  const std::size_t fib = c.method("fib");
  CHECK(print_method_alloc(c.program, c.program.methods[fib], c.schedules[fib], c.allocations[fib], c.target) ==
        "method fib(n)  ; target=frame frame_size=4\n"
        "block0:\n"
        "  arg s0 <- 0                   ; r2\n"
        "  constant s1 <- 2              ; r3\n"
        "  send s2 <- s0 < s1            ; r4\n"
        "  branch_unless s2 block2\n"
        "block1:\n"
        "  jump block3\n"
        "block2:\n"
        "  self s2                       ; r8\n"
        "  constant s3 <- 1              ; r9\n"
        "  send s3 <- s0 - s3            ; r10\n"
        "  send s3 <- s2 fib s3          ; r11\n"
        "  send s0 <- s0 - s1            ; r12\n"
        "  send s0 <- s2 fib s0          ; r13\n"
        "  send s0 <- s3 + s0            ; r14\n"
        "block3:\n"
        "  phi s0 <- block1 s0 block2 s0 ; r16\n"
        "  return s0\n");
  // The phi and both its inputs share s0: no end moves at all.
  for (const auto& moves : c.allocations[fib].end_moves) CHECK(moves.empty());
  CHECK(c.allocations[fib].scratch.is_none());
}

TEST_CASE("allocate: a, b = b, a in a loop swaps through the scratch", "[regalloc][phi]") {
  auto c = compile_and_allocate(kSwap, frame_slot_target());
  require_valid(c);
  const Allocation& a = c.allocations[0];
  REQUIRE_FALSE(a.scratch.is_none());
  CHECK(a.scratch == Location::slot(a.frame_size - 1));
  const std::vector<Move>& moves = back_edge_moves(c, 0);
  REQUIRE(moves.size() == 3);
  CHECK(moves[0].to == a.scratch);
  CHECK(moves[2].from == a.scratch);
}

TEST_CASE("allocate: a 3-cycle of phis", "[regalloc][phi]") {
  auto c = compile_and_allocate(kRotate, frame_slot_target());
  require_valid(c);
  const Allocation& a = c.allocations[0];
  CHECK_FALSE(a.scratch.is_none());
  CHECK(back_edge_moves(c, 0).size() == 4);  // three rotated values, one through the scratch
}

TEST_CASE("allocate: one value copied to two phis", "[regalloc][phi]") {
  auto c = compile_and_allocate(kFanOut, frame_slot_target());
  require_valid(c);
  // Some edge copies one source to two destinations.
  bool fan_out = false;
  for (const auto& moves : c.allocations[0].end_moves)
    for (std::size_t i = 0; i < moves.size(); ++i)
      for (std::size_t j = i + 1; j < moves.size(); ++j)
        if (moves[i].from == moves[j].from && !(moves[i].from == c.allocations[0].scratch)) fan_out = true;
  CHECK(fan_out);
}

TEST_CASE("allocate: the scratch is counted only when a cycle needs it", "[regalloc][phi]") {
  auto c = compile_and_allocate("i = 0\nwhile i < 10\n  i += 1\nend\nputs i\n", frame_slot_target());
  require_valid(c);
  CHECK(c.allocations[0].scratch.is_none());
  CHECK(c.allocations[0].frame_size == max_pressure(c.program.methods[0].graph, c.schedules[0]));
}

TEST_CASE("allocate: Param i lives in slot i, an unused one frees nothing it never took", "[regalloc][fixed]") {
  auto c = compile_and_allocate("def f(a, b, c)\n  x = c + 1\n  x + a\nend\nputs f(1, 2, 3)\n", frame_slot_target());
  require_valid(c);
  const std::size_t f = c.method("f");
  const Allocation& a = c.allocations[f];
  int params = 0;
  for (const sched::LinearBlock& lb : c.schedules[f].linear.blocks)
    for (const sched::LinearInstr& li : lb.instrs)
      if (li.node && li.node->op() == ir::Op::Param) {
        ++params;
        CHECK(a.location(li.node) == Location::slot(ir::param_index(li.node)));
      }
  CHECK(params == 2);  // b is never read: the graph has no Param for it
  CHECK(a.frame_size >= 3);
}

TEST_CASE("allocate: a Param's slot is reused once the Param is dead", "[regalloc][fixed]") {
  auto c = compile_and_allocate("def g(a)\n  b = a + 1\n  c = b + 2\n  c + 3\nend\nputs g(1)\n", frame_slot_target());
  require_valid(c);
  const std::size_t g = c.method("g");
  // Once a + 1 has read a, slot 0 is free for another value.
  bool reused = false;
  for (const sched::LinearBlock& lb : c.schedules[g].linear.blocks)
    for (const sched::LinearInstr& li : lb.instrs)
      if (defines_value(li) && li.node->op() != ir::Op::Param &&
          c.allocations[g].location(li.node) == Location::slot(0))
        reused = true;
  CHECK(reused);
  CHECK(c.allocations[g].frame_size == max_pressure(c.program.methods[g].graph, c.schedules[g]));
}

TEST_CASE("allocate: unused values still get a location", "[regalloc]") {
  // The result of the first puts is never used.
  auto c = compile_and_allocate("puts 1\nputs 2\n", frame_slot_target());
  require_valid(c);
  for (const sched::LinearBlock& lb : c.schedules[0].linear.blocks)
    for (const sched::LinearInstr& li : lb.instrs)
      if (defines_value(li)) CHECK_FALSE(c.allocations[0].location(li.node).is_none());
}

TEST_CASE("allocate: deterministic dumps", "[regalloc]") {
  for (const Target& t : {frame_slot_target(), register_target(3)}) {
    auto a = compile_and_allocate(kRotate, t, "minreg");
    auto b = compile_and_allocate(kRotate, t, "minreg");
    CHECK(a.dump() == b.dump());
  }
}

TEST_CASE("allocate: three registers spill under pressure and still verify", "[regalloc][registers]") {
  const char* src = "a = 1\nb = 2\nc = 3\nd = 4\ni = 0\nwhile i < 10\n  a, b, c, d = b, c, d, a\n  i += 1\nend\n"
                    "puts a + b + c + d\n";
  auto c = compile_and_allocate(src, register_target(3));
  require_valid(c);
  const Allocation& a = c.allocations[0];
  CHECK(a.spilled > 0);
  CHECK(a.registers_used == 3);
  CHECK(c.dump().find(" registers=3/3 spilled=") != std::string::npos);
  // With enough registers nothing spills and no slot is needed but the scratch.
  auto roomy = compile_and_allocate(src, register_target(16));
  require_valid(roomy);
  CHECK(roomy.allocations[0].spilled == 0);
  CHECK(roomy.allocations[0].frame_size <= 1);
}
