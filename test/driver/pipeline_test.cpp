// Software-pipelined executors (--pipeline) as users run them: a loop whose
// kernel overlaps several iterations computes what the plain loop computes,
// for every trip count from 0 (the prologue's guards exit) up.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "test/driver/run_process.h"

using rhz::test::ProcessResult;
using rhz::test::run_rhz;

namespace {

// Three Float recurrences, a divide that only the sum needs, and results
// that show every iteration's work. series(30) compiles the loop's
// executor; the calls after it enter that executor with n = 0 … 10.
const char* kSeries =
    "def series(n, x)\n"
    "  s = 0.0\n"
    "  t = 1.0\n"
    "  u = 2.0\n"
    "  k = 0\n"
    "  while k < n\n"
    "    s = s + t * x + u / 3.0\n"
    "    t = t * 1.5 - x\n"
    "    u = u * x + t * 0.25\n"
    "    k += 1\n"
    "  end\n"
    "  [s, t, u, k]\n"
    "end\n"
    "series(30, 0.5)\n"
    "n = 0\n"
    "while n <= 10\n"
    "  p series(n, 0.75)\n"
    "  n += 1\n"
    "end\n";

// The most stages any pipelined loop got, from --dump-pipeline's lines.
int most_stages(const std::string& err) {
  static const std::regex pipelined(R"(: pipelined, (\d+) stages)");
  int most = 0;
  for (auto it = std::sregex_iterator(err.begin(), err.end(), pipelined); it != std::sregex_iterator(); ++it)
    most = std::max(most, std::stoi((*it)[1]));
  return most;
}

}  // namespace

TEST_CASE("pipeline: a loop of several stages gives the plain loop's results for trip counts 0 to 10",
          "[jit][pipeline]") {
  const std::vector<std::string> base{"-e", kSeries, "--jit-threshold=1", "--verify", "--dump-pipeline"};
  std::vector<std::string> on = base, off = base;
  on.push_back("--pipeline=on");
  off.push_back("--pipeline=off");
  const ProcessResult pipelined = run_rhz(on), plain = run_rhz(off), tier1 = run_rhz({"-e", kSeries});
  INFO(pipelined.err);
  REQUIRE(pipelined.status == 0);
  REQUIRE(plain.status == 0);
  CHECK(most_stages(pipelined.err) >= 2);
  CHECK(most_stages(plain.err) == 0);
  CHECK(pipelined.out == plain.out);
  CHECK(pipelined.out == tier1.out);
  CHECK(std::count(pipelined.out.begin(), pipelined.out.end(), '\n') == 11);
}

TEST_CASE("pipeline: under stress, exits from the prologue and the kernel resume tier 1 exactly", "[jit][pipeline]") {
  const ProcessResult tier1 = run_rhz({"-e", kSeries});
  for (const char* stress : {"--jit-stress=1", "--jit-stress=3", "--jit-stress=7"}) {
    const ProcessResult r = run_rhz({"-e", kSeries, "--jit-threshold=1", "--verify", "--pipeline=on", stress});
    INFO(stress << '\n' << r.err);
    CHECK(r.status == 0);
    CHECK(r.out == tier1.out);
  }
}

TEST_CASE("pipeline: the option takes off, on and auto", "[jit][pipeline][cli]") {
  CHECK(run_rhz({"-e", "p 1", "--pipeline=auto"}).out == "1\n");
  const ProcessResult bad = run_rhz({"-e", "p 1", "--pipeline=sometimes"});
  CHECK(bad.status != 0);
  CHECK(bad.err.find("--pipeline") != std::string::npos);
}
