// The whole graph scheduling pipeline on the corpus: every program schedules
// under every policy and passes verify_schedule; schedules are deterministic;
// the verifier catches broken schedules; the golden `--dump-schedule` texts
// of three samples (test/golden/schedule/NAME.sched, policy early).
// Run with RHZ_BLESS=1 to rewrite the golden files after an intended change
// (and review the diff); never silently.

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include "sched/linearize.h"
#include "sched/print_schedule.h"
#include "sched/verify_schedule.h"
#include "test/driver/corpus.h"
#include "test/ir/compile_source.h"

using namespace rhz;

namespace {

std::vector<sched::MethodSchedule> schedule_all(const ir::Program& p, std::string_view policy) {
  const sched::PolicyInfo* info = sched::find_policy(policy);
  REQUIRE(info != nullptr);
  std::vector<sched::MethodSchedule> out;
  for (const ir::Method& m : p.methods) out.push_back(sched::schedule_method(m.graph, *info));
  return out;
}

std::string dump(const ir::Program& p, std::string_view policy, bool verbose = false) {
  return sched::print_schedule(p, schedule_all(p, policy), verbose);
}

}  // namespace

TEST_CASE("graph schedule: the corpus schedules and verifies under every policy", "[sched][graph][corpus]") {
  int programs = 0;
  for (const auto& prog : rhz::test::corpus_programs()) {
    if (prog.expect.error == "SyntaxError") continue;
    auto p = rhz::test::compile_source(prog.path.filename().string(), rhz::test::read_text(prog.path));
    INFO(prog.path.string());
    REQUIRE(p.has_value());
    ++programs;
    for (const sched::PolicyInfo& policy : sched::local_policies()) {
      INFO(policy.name);
      auto schedules = schedule_all(*p, policy.name);
      for (std::size_t i = 0; i < schedules.size(); ++i) {
        std::vector<std::string> problems = sched::verify_schedule(p->methods[i].graph, schedules[i]);
        INFO("method " << i);
        for (const auto& problem : problems) INFO(problem);
        CHECK(problems.empty());
      }
      // The verbose printer runs liveness too.
      CHECK_FALSE(sched::print_schedule(*p, schedules, true).empty());
    }
  }
  CHECK(programs > 100);
}

TEST_CASE("graph schedule: deterministic", "[sched][graph]") {
  std::string src = rhz::test::read_text(std::filesystem::path(RHZ_SOURCE_DIR) / "samples/sieve.rb");
  for (const sched::PolicyInfo& policy : sched::local_policies()) {
    auto a = rhz::test::compile_source("sieve.rb", src), b = rhz::test::compile_source("sieve.rb", src);
    REQUIRE(a.has_value());
    REQUIRE(b.has_value());
    CHECK(dump(*a, policy.name, true) == dump(*a, policy.name, true));
    CHECK(dump(*a, policy.name, true) == dump(*b, policy.name, true));
  }
}

TEST_CASE("graph schedule: the verifier catches broken schedules", "[sched][graph][verify]") {
  auto p = rhz::test::compile_source("t.rb", "def f(x)\n  y = x + 1\n  puts(y * 2)\n  y\nend\n");
  REQUIRE(p.has_value());
  const ir::Graph& g = p->methods[1].graph;
  sched::MethodSchedule s = sched::schedule_method(g, *sched::find_policy("early"));
  REQUIRE(sched::verify_schedule(g, s).empty());
  REQUIRE(s.linear.blocks.size() == 1);
  auto& instrs = s.linear.blocks[0].instrs;
  REQUIRE(instrs.size() >= 3);

  SECTION("a use before its definition") {
    std::reverse(instrs.begin(), instrs.end() - 1);
    CHECK_FALSE(sched::verify_schedule(g, s).empty());
  }
  SECTION("a node scheduled twice") {
    instrs.insert(instrs.begin(), instrs.front());
    CHECK_FALSE(sched::verify_schedule(g, s).empty());
  }
  SECTION("a node missing") {
    instrs.erase(instrs.begin());
    CHECK_FALSE(sched::verify_schedule(g, s).empty());
  }
  SECTION("the Return not last") {
    std::swap(instrs.back(), instrs[instrs.size() - 2]);
    CHECK_FALSE(sched::verify_schedule(g, s).empty());
  }
}

TEST_CASE("graph schedule: the fib example of DESIGN.md", "[sched][graph]") {
  auto p = rhz::test::compile_source("fib.rb", "def fib(n)\n  if n < 2 then n else fib(n - 1) + fib(n - 2) end\nend\n");
  REQUIRE(p.has_value());
  std::string text = dump(*p, "early");
  CHECK(text.find("method fib(n)\nblock0:\n") != std::string::npos);
  CHECK(text.find("branch_unless") != std::string::npos);
  CHECK(text.find("block1:\n  jump block3\n") != std::string::npos);
  CHECK(text.find("  phi r16 block1 r2 block2 r14\n  return r16\n") != std::string::npos);
}

TEST_CASE("golden: --dump-schedule of three samples", "[golden][sched][graph]") {
  namespace fs = std::filesystem;
  bool bless = std::getenv("RHZ_BLESS") != nullptr;
  fs::path golden_dir = fs::path(RHZ_SOURCE_DIR) / "test/golden/schedule";
  for (const char* name : {"fib", "sieve", "fizzbuzz"}) {
    fs::path src = fs::path(RHZ_SOURCE_DIR) / "samples" / (std::string(name) + ".rb");
    auto p = rhz::test::compile_source(src.filename().string(), rhz::test::read_text(src));
    REQUIRE(p.has_value());
    std::string text = dump(*p, "early");
    fs::path golden = golden_dir / (std::string(name) + ".sched");
    INFO(golden.string());
    if (bless) {
      fs::create_directories(golden_dir);
      std::ofstream(golden, std::ios::binary) << text;
    } else {
      REQUIRE(fs::exists(golden));
      CHECK(text == rhz::test::read_text(golden));
    }
  }
}

TEST_CASE("graph schedule: the verifier checks the partial order and placement", "[sched][graph][verify]") {
  auto p = rhz::test::compile_source("t.rb", "def f(x, y)\n  z = if x then puts(!y) else 0 end\n  z\nend\n");
  REQUIRE(p.has_value());
  const ir::Graph& g = p->methods[1].graph;
  sched::MethodSchedule s = sched::schedule_method(g, *sched::find_policy("minreg"));
  REQUIRE(sched::verify_schedule(g, s).empty());
  REQUIRE(s.cfg.exit != sched::kNoBlock);

  SECTION("a merge numbered before its predecessors") {
    s.cfg.order[s.cfg.block(s.cfg.exit).head] = 0;
    CHECK_FALSE(sched::verify_schedule(g, s).empty());
  }
  SECTION("a value moved out of the branch that dominates its use") {
    // Move the Not from its branch into the other branch.
    const ir::Node* nt = nullptr;
    for (const ir::Node* n : ir::live_nodes(g))
      if (n->op() == ir::Op::Not) nt = n;
    REQUIRE(nt != nullptr);
    sched::BlockId from = s.placement.block_of(nt), to = sched::kNoBlock;
    for (sched::BlockId b = 0; b < s.cfg.blocks.size(); ++b)
      if (s.cfg.block(b).head->op() == ir::Op::IfFalse) to = b;
    REQUIRE(to != sched::kNoBlock);
    REQUIRE(from != to);
    auto& src = s.linear.blocks[s.linear.position[from]].instrs;
    auto& dst = s.linear.blocks[s.linear.position[to]].instrs;
    auto it = std::find_if(src.begin(), src.end(), [&](const sched::LinearInstr& li) { return li.node == nt; });
    REQUIRE(it != src.end());
    dst.insert(dst.begin(), *it);
    src.erase(it);
    CHECK_FALSE(sched::verify_schedule(g, s).empty());
  }
}
