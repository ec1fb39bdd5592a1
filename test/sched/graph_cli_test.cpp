// The schedule phase from the command line: --dump-schedule[=verbose],
// --dump-dag (readable by the DAG parser), --dump-loop (readable by the
// loop parser), --dump-pipeline, --sched-policy, --stop-after; and the
// same loop dumps of tier 2's executors.

#include <catch2/catch.hpp>

#include "sched/dag.h"
#include "sched/loop_graph.h"
#include "test/driver/run_process.h"

using namespace rhz;

namespace {

std::string sample(const char* name) { return std::string(RHZ_SOURCE_DIR) + "/samples/" + name; }

}  // namespace

TEST_CASE("graph cli: --dump-schedule matches the golden text", "[sched][graph][cli]") {
  auto r = rhz::test::run_rhz({"compile", sample("fib.rb"), "--dump-schedule"});
  CHECK(r.status == 0);
  CHECK(r.out == rhz::test::read_text(std::string(RHZ_SOURCE_DIR) + "/test/golden/schedule/fib.sched"));
}

TEST_CASE("graph cli: --dump-schedule=verbose annotates blocks and instructions", "[sched][graph][cli]") {
  auto r = rhz::test::run_rhz({"compile", sample("fib.rb"), "--dump-schedule=verbose", "--sched-policy=minreg"});
  CHECK(r.status == 0);
  CHECK(r.out.find("block0:  ; maxlive=") != std::string::npos);
  CHECK(r.out.find(" loop_depth=1\n") != std::string::npos);
  CHECK(r.out.find("; order=") != std::string::npos);
  CHECK(r.out.find(" live=") != std::string::npos);
}

TEST_CASE("graph cli: every policy runs and verifies", "[sched][graph][cli]") {
  for (const char* policy : {"source", "early", "sethi-ullman", "minreg", "balanced"}) {
    INFO(policy);
    auto r = rhz::test::run_rhz(
        {"compile", sample("sieve.rb"), "--verify", "--dump-schedule", std::string("--sched-policy=") + policy});
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK(r.out.rfind("method <main>\n", 0) == 0);
  }
  auto bad = rhz::test::run_rhz({"compile", sample("fib.rb"), "--sched-policy=fastest"});
  CHECK(bad.status == 2);
  auto bad_format = rhz::test::run_rhz({"compile", sample("fib.rb"), "--dump-schedule=pretty"});
  CHECK(bad_format.status == 2);
}

TEST_CASE("graph cli: --dump-dag writes DAGs the DAG tool can read", "[sched][graph][cli]") {
  auto r = rhz::test::run_rhz({"compile", sample("sieve.rb"), "--dump-dag"});
  REQUIRE(r.status == 0);
  sched::DagError error;
  auto dags = sched::parse_dags(r.out, &error);
  INFO(error.line << ": " << error.message);
  REQUIRE(dags.has_value());
  CHECK(dags->size() > 10);
  CHECK(dags->front().name() == "main.b0");
}

TEST_CASE("graph cli: --stop-after=opt skips scheduling", "[sched][graph][cli]") {
  auto r = rhz::test::run_rhz({"compile", sample("fib.rb"), "--stop-after=opt", "--dump-schedule"});
  CHECK(r.status == 0);
  CHECK(r.out.empty());
}

TEST_CASE("graph cli: --dump-loop writes a loop file, --dump-pipeline each loop's kernel", "[sched][graph][cli][modulo]") {
  auto r = rhz::test::run_rhz({"compile", sample("sieve.rb"), "--dump-loop", "--stop-after=schedule"});
  REQUIRE(r.status == 0);
  sched::LoopError error;
  auto file = sched::parse_loops(r.out, &error);
  INFO(error.line << ": " << error.message << "\n" << r.out);
  REQUIRE(file.has_value());
  CHECK(!file->loops.empty());
  auto p = rhz::test::run_rhz({"compile", sample("sieve.rb"), "--dump-pipeline", "--stop-after=schedule"});
  REQUIRE(p.status == 0);
  CHECK(p.out.find("pipeline ") == 0);
  CHECK(p.out.find(" MII=") != std::string::npos);
  CHECK(p.out.find("slot | stage 0") != std::string::npos);
  // Executors: their loops too, after each executor's header.
  auto j = rhz::test::run_rhz({"run", "--jit", "--jit-threshold=1", "--dump-pipeline", sample("sieve.rb")});
  REQUIRE(j.status == 0);
  CHECK(j.err.find("; executor ") != std::string::npos);
  CHECK(j.err.find("pipeline ") != std::string::npos);
}
