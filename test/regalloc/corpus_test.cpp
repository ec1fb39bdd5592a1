// The property tests: every program of the corpus (samples/ and
// test/programs/) under every scheduling policy allocates, verifies, and on
// the frame target uses exactly the optimal frame; bounded register targets
// verify too and never use more registers than they have.

#include <algorithm>

#include "regalloc/liveness.h"
#include "test/driver/corpus.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;

namespace {

// The highest fixed slot + 1: the frame holds every Param the graph still has.
std::uint32_t param_slots(const sched::MethodSchedule& s) {
  std::uint32_t n = 0;
  for (const sched::LinearBlock& lb : s.linear.blocks)
    for (const sched::LinearInstr& li : lb.instrs)
      if (li.node && li.kind == sched::LinearInstr::Kind::Node && li.node->op() == ir::Op::Param)
        n = std::max(n, ir::param_index(li.node) + 1);
  return n;
}

template <typename F>
void for_each_corpus_method(F f) {
  int programs = 0;
  for (const auto& prog : rhz::test::corpus_programs()) {
    if (prog.expect.error == "SyntaxError") continue;
    auto p = regalloc::test::compile(prog.path.filename().string(), rhz::test::read_text(prog.path));
    INFO(prog.path.string());
    REQUIRE(p.has_value());
    ++programs;
    for (const sched::PolicyInfo& policy : sched::local_policies()) {
      INFO("policy " << policy.name);
      for (std::size_t i = 0; i < p->methods.size(); ++i) {
        INFO("method " << p->symbols.name(p->methods[i].info.name));
        const ir::Graph& g = p->methods[i].graph;
        sched::MethodSchedule s = sched::schedule_method(g, policy);
        f(*p, p->methods[i], g, s);
      }
    }
  }
  CHECK(programs > 100);
}

}  // namespace

TEST_CASE("regalloc corpus: frame slots verify and the frame is optimal", "[regalloc][corpus]") {
  const Target frame = frame_slot_target();
  for_each_corpus_method([&](const ir::Program& p, const ir::Method& m, const ir::Graph& g,
                             const sched::MethodSchedule& s) {
    Allocation a = allocate(g, s, frame);
    auto problems = verify_alloc(g, s, frame, a);
    INFO(print_method_alloc(p, m, s, a, frame));
    for (const auto& problem : problems) INFO(problem);
    CHECK(problems.empty());
    const std::uint32_t reserved = a.scratch.is_none() ? 0 : 1;
    const auto optimum = std::max<std::uint32_t>(static_cast<std::uint32_t>(max_pressure(g, s)), param_slots(s));
    CHECK(a.frame_size == optimum + reserved);
    CHECK(a.registers_used == 0);
  });
}

TEST_CASE("regalloc corpus: bounded registers spill and verify", "[regalloc][corpus][registers]") {
  int spilling_methods = 0;
  for (std::uint32_t regs : {3u, 5u}) {
    const Target target = register_target(regs);
    INFO(target.name);
    for_each_corpus_method([&](const ir::Program& p, const ir::Method& m, const ir::Graph& g,
                               const sched::MethodSchedule& s) {
      Allocation a = allocate(g, s, target);
      auto problems = verify_alloc(g, s, target, a);
      INFO(print_method_alloc(p, m, s, a, target));
      for (const auto& problem : problems) INFO(problem);
      CHECK(problems.empty());
      CHECK(a.registers_used <= regs);
      // Linear scan on an SSA layout needs no spill while the pressure
      // fits the registers (Params live in their slots and do not count,
      // but counting them only makes the condition stricter).
      if (max_pressure(g, s) <= regs) CHECK(a.spilled == 0);
      if (a.spilled > 0) spilling_methods++;
    });
  }
  CHECK(spilling_methods > 0);  // the corpus does exercise spilling
}

TEST_CASE("regalloc corpus: operands that may not be reused still verify optimally", "[regalloc][corpus]") {
  Target target = frame_slot_target();
  target.name = "frame-noreuse";
  target.result_may_reuse_operand = false;
  for_each_corpus_method([&](const ir::Program& p, const ir::Method& m, const ir::Graph& g,
                             const sched::MethodSchedule& s) {
    Allocation a = allocate(g, s, target);
    auto problems = verify_alloc(g, s, target, a);
    INFO(print_method_alloc(p, m, s, a, target));
    for (const auto& problem : problems) INFO(problem);
    CHECK(problems.empty());
    const std::uint32_t reserved = a.scratch.is_none() ? 0 : 1;
    const auto optimum = std::max<std::uint32_t>(static_cast<std::uint32_t>(max_pressure(g, s, false)), param_slots(s));
    CHECK(a.frame_size == optimum + reserved);
  });
}

TEST_CASE("regalloc corpus: x86-64 verifies under every policy", "[regalloc][corpus][x86]") {
  int spilling_methods = 0, split_methods = 0;
  for_each_corpus_method([&](const ir::Program& p, const ir::Method& m, const ir::Graph& g,
                             const sched::MethodSchedule& s) {
    const Target target = x86_64_target(p.symbols);
    Allocation a = allocate(g, s, target);
    auto problems = verify_alloc(g, s, target, a);
    INFO(print_method_alloc(p, m, s, a, target));
    for (const auto& problem : problems) INFO(problem);
    CHECK(problems.empty());
    CHECK((a.used_registers & ~target.allocatable) == 0);
    CHECK(a.frame_size >= a.incoming_slots);
    if (a.spilled > 0) ++spilling_methods;
    for (const auto& segs : a.segments)
      if (segs.size() > 1) {
        ++split_methods;
        break;
      }
  });
  CHECK(spilling_methods > 0);
  CHECK(split_methods > 0);
}
