// Pipelined loops as graphs: which modulo schedules can be emitted, and the
// prologue and kernel a legal one becomes, checked by the verifiers.
#include <catch2/catch.hpp>

#include <variant>

#include "ir/specialise.h"
#include "ir/verify.h"
#include "sched/loop_extract.h"
#include "sched/modulo_expand.h"
#include "sched/modulo_schedule.h"
#include "sched/policy.h"
#include "sched/verify_schedule.h"
#include "test/ir/superblock_builder.h"

using namespace rhz;
using namespace rhz::sched;

namespace {

using ir::test::op;
using ir::test::slot;

// while i < n; s = s + t / y; t = t * x; i += 1; end  (i = s0, n = s1,
// s = s2, t = s3, x = s4, y = s5; s, t, x, y Floats): the divide feeds only
// s, so it can run a turn ahead of the sum that needs it.
ir::Superblock two_recurrences() {
  ir::Superblock sb;
  sb.method = "series";
  sb.start_pc = 10;
  sb.frame_size = 7;
  sb.closes_loop = true;
  sb.entry_types = {ir::SbType::Fixnum, ir::SbType::Fixnum, ir::SbType::Flonum, ir::SbType::Flonum,
                    ir::SbType::Flonum, ir::SbType::Flonum, ir::SbType::Unknown};
  const ir::SbInstr test = ir::test::compare_branch(ir::SbOp::Lt, 10, slot(0), slot(1), 60);
  ir::SbInstr div = op(ir::SbOp::Div, 16, 6, slot(3), slot(5));
  ir::SbInstr add = op(ir::SbOp::Add, 21, 2, slot(2), slot(6));
  ir::SbInstr mul = op(ir::SbOp::Mul, 26, 3, slot(3), slot(4));
  div.flonums = add.flonums = mul.flonums = true;
  sb.instrs = {test, div, add, mul, op(ir::SbOp::Add, 31, 0, slot(0), ir::SbOperand::of_imm(ir::Imm::of_fixnum(1)))};
  ir::test::all_live(sb);
  return sb;
}

struct Pipelined {
  ir::SpecialisedGraph sg;
  std::vector<ExtractedLoop> loops;
  ModuloSchedule schedule;
};

Pipelined extract(ir::Superblock sb) {
  Pipelined p{ir::specialise(sb), {}, {}};
  const MethodSchedule s = schedule_method(p.sg.program.methods[0].graph, *find_policy("early"));
  p.loops = innermost_loops(s, p.sg.program.symbols, "series@10", LoopUse::Emit);
  REQUIRE(p.loops.size() == 1);
  REQUIRE(p.loops[0].has_graph());
  p.schedule = modulo_schedule(p.loops[0].graph, ModuloPolicy::Sms);
  return p;
}

int count(const ir::Graph& g, ir::Op op) {
  int n = 0;
  for (const ir::Node* x : ir::live_nodes(g)) n += x->op() == op;
  return n;
}

}  // namespace

TEST_CASE("pipelining: for emitting, the fixed nodes keep program order and exits read all of their state",
          "[sched][modulo][pipeline]") {
  Pipelined p = extract(two_recurrences());
  const ExtractedLoop& l = p.loops[0];
  CHECK(l.not_candidate.empty());
  // The guards' frame states read s and t of the iteration before: edges
  // at distance 1 into the exits, which the study graph leaves out.
  int carried_into_exits = 0;
  for (const LoopEdge& e : l.graph.edges)
    carried_into_exits += e.data && e.distance == 1 && ir::is_guard(l.nodes[e.to]->op());
  CHECK(carried_into_exits >= 2);
  // The last fixed node of an iteration comes before the first of the next.
  bool wraps = false;
  for (const LoopEdge& e : l.graph.edges)
    wraps |= !e.data && e.distance == 1 && ir::is_pinned(l.nodes[e.from]->op()) && ir::is_pinned(l.nodes[e.to]->op());
  CHECK(wraps);
}

TEST_CASE("pipelining: a legal schedule becomes a prologue and a kernel the verifiers accept", "[sched][modulo][pipeline]") {
  Pipelined p = extract(two_recurrences());
  REQUIRE(verify_modulo_schedule(p.loops[0].graph, p.schedule).empty());
  auto stages = pipeline_stages(p.loops[0], p.schedule);
  INFO((std::holds_alternative<std::string>(stages) ? std::get<std::string>(stages) : std::string("legal")));
  REQUIRE(std::holds_alternative<PipelineStages>(stages));
  const PipelineStages& st = std::get<PipelineStages>(stages);
  CHECK(st.count >= 2);
  CHECK(st.ii == p.schedule.ii);
  for (std::size_t v = 0; v < p.loops[0].nodes.size(); ++v) {
    if (ir::is_pinned(p.loops[0].nodes[v]->op())) CHECK(st.stage[v] == st.fixed_stage);
    CHECK(st.slot[v] >= 0);
    CHECK(st.slot[v] < st.ii);
  }

  ir::Graph& g = p.sg.program.methods[0].graph;
  const int phis_before = count(g, ir::Op::Phi);
  const std::size_t exits_before = p.sg.exits.size();
  int guards_copied = 0;
  expand_pipelined_loop(g, p.loops[0], st, [&](std::uint32_t k) {
    ++guards_copied;
    p.sg.exits.push_back(p.sg.exits.at(k));
    return static_cast<std::uint32_t>(p.sg.exits.size() - 1);
  });
  // Values made turns before their use arrive through rotation phis; each
  // prologue turn from the fixed stage on copies the loop's guards.
  CHECK(count(g, ir::Op::Phi) > phis_before);
  CHECK(guards_copied == static_cast<int>(p.sg.exits.size() - exits_before));
  CHECK(guards_copied % 2 == 0);  // the loop test and the overflow check, per copied turn
  std::vector<std::size_t> sizes;
  for (const ir::ExitState& x : p.sg.exits) sizes.push_back(x.slots.size());
  CHECK(ir::verify_graph(g).empty());
  CHECK(ir::verify_frame_states(g, sizes).empty());
  // Scheduled again with the kernel's cycles given, the kernel issues in
  // the modulo schedule's order.
  IssueCycles cycles;
  for (std::size_t v = 0; v < p.loops[0].nodes.size(); ++v) cycles[p.loops[0].nodes[v]->id()] = st.slot[v];
  const MethodSchedule again = schedule_method(g, *find_policy("early"), &cycles);
  CHECK(verify_schedule(g, again).empty());
  int kernel_nodes = 0, last = -1;
  for (const LinearBlock& lb : again.linear.blocks)
    for (const LinearInstr& li : lb.instrs)
      if (li.node)
        if (auto it = cycles.find(li.node->id()); it != cycles.end()) {
          ++kernel_nodes;
          CHECK(it->second >= last);
          last = it->second;
        }
  CHECK(kernel_nodes == static_cast<int>(p.loops[0].nodes.size()));
}

TEST_CASE("pipelining: schedules that cannot be emitted say why", "[sched][modulo][pipeline]") {
  Pipelined p = extract(two_recurrences());
  const ExtractedLoop& l = p.loops[0];
  const int ii = p.schedule.ii;
  SECTION("a fixed node a stage later than the others") {
    ModuloSchedule s = p.schedule;
    for (std::size_t v = l.nodes.size(); v-- > 0;)
      if (ir::is_pinned(l.nodes[v]->op())) {
        s.times[v] += ii;
        break;
      }
    auto stages = pipeline_stages(l, s);
    REQUIRE(std::holds_alternative<std::string>(stages));
    CHECK(std::get<std::string>(stages) == "its fixed nodes do not fit in one stage");
  }
  SECTION("a single stage overlaps nothing") {
    ModuloSchedule s = p.schedule;  // (staging only: not a valid schedule)
    s.times.assign(s.times.size(), 0);
    auto stages = pipeline_stages(l, s);
    REQUIRE(std::holds_alternative<std::string>(stages));
    CHECK(std::get<std::string>(stages) == "one stage: no iterations overlap");
  }
  SECTION("a loop that is not a candidate") {
    ExtractedLoop copy = l;
    copy.not_candidate = "it calls (sendputs)";
    auto stages = pipeline_stages(copy, p.schedule);
    REQUIRE(std::holds_alternative<std::string>(stages));
    CHECK(std::get<std::string>(stages) == "it calls (sendputs)");
  }
}
