// Innermost loops as loop dependence graphs: a tier-2 loop of Float
// arithmetic (its recurrences through phis, its exits passing each other),
// an AOT loop of sends (kept in program order), a loop that calls, and the
// dump read back by the loop tool's parser.
#include <catch2/catch.hpp>

#include "ir/specialise.h"
#include "sched/loop_extract.h"
#include "sched/modulo_bounds.h"
#include "sched/modulo_schedule.h"
#include "sched/policy.h"
#include "sched/print_pipeline.h"
#include "test/ir/superblock_builder.h"
#include "test/ir/compile_source.h"
#include "test/sched/modulo_test_util.h"

using namespace rhz;
using namespace rhz::sched;

namespace {

using ir::test::op;
using ir::test::slot;

// while i < n; s = s * x + y; i += 1; end  (i = s0, n = s1, s = s2, x = s3,
// y = s4; s, x and y Floats), every slot live everywhere.
ir::Superblock float_loop() {
  ir::Superblock sb;
  sb.method = "poly";
  sb.start_pc = 10;
  sb.frame_size = 5;
  sb.closes_loop = true;
  sb.entry_types = {ir::SbType::Fixnum, ir::SbType::Fixnum, ir::SbType::Flonum, ir::SbType::Flonum, ir::SbType::Flonum};
  const ir::SbInstr test = ir::test::compare_branch(ir::SbOp::Lt, 10, slot(0), slot(1), 40);
  ir::SbInstr mul = op(ir::SbOp::Mul, 16, 2, slot(2), slot(3)), add = op(ir::SbOp::Add, 21, 2, slot(2), slot(4));
  mul.flonums = add.flonums = true;
  sb.instrs = {test, mul, add, op(ir::SbOp::Add, 26, 0, slot(0), ir::SbOperand::of_imm(ir::Imm::of_fixnum(1)))};
  ir::test::all_live(sb);
  return sb;
}

struct Scheduled {
  ir::Program program;
  MethodSchedule schedule;
};

Scheduled schedule_first(ir::Program program) {
  const MethodSchedule s = schedule_method(program.methods[0].graph, *find_policy("early"));
  return {std::move(program), s};
}

}  // namespace

TEST_CASE("loop extraction: a tier-2 Float loop, its recurrences carried by phis", "[sched][modulo][loops]") {
  ir::SpecialisedGraph sg = ir::specialise(float_loop());
  Scheduled sc = schedule_first(std::move(sg.program));
  const auto loops = innermost_loops(sc.schedule, sc.program.symbols, "poly@10");
  REQUIRE(loops.size() == 1);
  const ExtractedLoop& l = loops[0];
  INFO(print_loop(l.graph));
  CHECK(l.not_candidate.empty());
  CHECK(l.graph.name.rfind("poly@10.block", 0) == 0);
  // The multiply-add on s is the longest circuit: s goes round the loop as
  // an unboxed double, so fmul 4 + fadd 4 cycles, distance 1.
  CHECK(rec_mii(l.graph) == 8);
  int carried = 0;
  for (const LoopEdge& e : l.graph.edges) carried += e.data && e.distance == 1;
  CHECK(carried >= 2);  // s into the multiply, i into its update and the test
  const ModuloSchedule s = modulo_schedule(l.graph, ModuloPolicy::Sms);
  CHECK(verify_modulo_schedule(l.graph, s).empty());
  CHECK(s.ii == 8);
  // The dump says what it scheduled.
  const std::string dump = print_pipelines(loops, ModuloPolicy::Sms);
  CHECK(dump.find("RecMII=8") != std::string::npos);
  CHECK(dump.find("slot | stage 0") != std::string::npos);
}

TEST_CASE("loop extraction: an AOT loop of sends keeps them in program order", "[sched][modulo][loops]") {
  // Every inline send may call through its slow path: a barrier each.
  Scheduled sc = schedule_first(rhz::test::compile_valid(
      "def dot(a, b, n)\n  s = 0\n  i = 0\n  while i < n\n    s += a[i] * b[i]\n    i += 1\n  end\n  s\nend\n"));
  std::size_t dot = 0;
  for (std::size_t i = 0; i < sc.program.methods.size(); ++i)
    if (sc.program.symbols.name(sc.program.methods[i].info.name) == "dot") dot = i;
  const MethodSchedule s = schedule_method(sc.program.methods[dot].graph, *find_policy("early"));
  const auto loops = innermost_loops(s, sc.program.symbols, "dot");
  REQUIRE(loops.size() == 1);
  const LoopGraph& g = loops[0].graph;
  INFO(print_loop(g));
  CHECK(loops[0].not_candidate.empty());
  CHECK(g.size() == 7);  // <, the branch, two [], *, two +
  // The sends and the branch form one chain, back to the next iteration's
  // test through i: one stage, however the kernel is laid out.
  const ModuloSchedule m = modulo_schedule(g, ModuloPolicy::Sms);
  CHECK(verify_modulo_schedule(g, m).empty());
  CHECK(stage_count(m.ii, m.times) == 1);
}

TEST_CASE("loop extraction: a loop that calls is not a candidate, one that forks is not a path",
          "[sched][modulo][loops]") {
  ir::Program p = rhz::test::compile_valid(
      "def f(n)\n  i = 0\n  while i < n\n    puts i\n    i += 1\n  end\nend\n"
      "def g(n)\n  i = 0\n  while i < n\n    if i > 2 then i += 2 else i += 1 end\n  end\nend\n");
  for (const ir::Method& m : p.methods) {
    const std::string name(p.symbols.name(m.info.name));
    if (name != "f" && name != "g") continue;
    const auto loops = innermost_loops(schedule_method(m.graph, *find_policy("early")), p.symbols, name);
    REQUIRE(loops.size() == 1);
    if (name == "f") CHECK(loops[0].not_candidate == "it calls (sendputs)");
    else CHECK(loops[0].not_candidate == "control flow forks inside the loop");
  }
}

TEST_CASE("loop extraction: --dump-loop's text is a loop file", "[sched][modulo][loops]") {
  ir::SpecialisedGraph sg = ir::specialise(float_loop());
  Scheduled sc = schedule_first(std::move(sg.program));
  const auto loops = innermost_loops(sc.schedule, sc.program.symbols, "poly@10");
  const LoopFile f = rhz::sched::test::loops_of(print_machine(*x86_loop_machine()) + print_loops(loops));
  REQUIRE(f.loops.size() == 1);
  CHECK(print_loop(f.loops[0]) == print_loop(loops[0].graph));
}
