// `rhz sched-dag` end to end through run_dag_tool: outputs, the report, and
// error messages with their exit status.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "sched/dag_tool.h"
#include "sched/pressure.h"
#include "sched/schedule_io.h"
#include "test/sched/sched_test_util.h"

using namespace rhz::sched;
using rhz::sched::test::data_path;

namespace {

struct Run {
  int status;
  std::string out, err;
};

Run run(DagToolOptions options) {
  std::ostringstream out, err;
  const int status = run_dag_tool(options, out, err);
  return {status, out.str(), err.str()};
}

// A file in the system's temporary directory, removed at scope exit.
struct TempFile {
  std::string path;
  explicit TempFile(const std::string& text) {
    static int count = 0;
    path = (std::filesystem::temp_directory_path() /
            ("rhz_sched_test_" + std::to_string(::getpid()) + "_" + std::to_string(count++) + ".txt"))
               .string();
    std::ofstream(path) << text;
  }
  ~TempFile() { std::remove(path.c_str()); }
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("sched-dag --policy prints one valid schedule per DAG", "[sched][tool]") {
  DagToolOptions options;
  options.file = data_path("sample.dag");
  options.policy = "minreg";
  const Run r = run(options);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  DagError error;
  const auto schedules = parse_schedules(r.out, &error);
  REQUIRE(schedules);
  const auto dags = rhz::sched::test::sample_dags();
  REQUIRE(schedules->size() == dags.size());
  for (std::size_t i = 0; i < dags.size(); ++i) {
    CHECK((*schedules)[i].dag == dags[i].name());
    std::string why;
    const auto order = resolve_schedule(dags[i], (*schedules)[i], &why);
    REQUIRE(order);
    CHECK_FALSE(check_order(dags[i], *order));
  }
  options.policy.clear();  // the default is minreg
  CHECK(run(options).out == r.out);
}

TEST_CASE("sched-dag --policy optimal writes an optimum file", "[sched][tool]") {
  DagToolOptions options;
  options.file = data_path("sample.dag");
  options.policy = "optimal";
  const Run r = run(options);
  REQUIRE(r.status == 0);
  DagError error;
  const auto ours = parse_optima(r.out, &error);
  const auto theirs = parse_optima(rhz::sched::test::read_text(data_path("sample.opt")), &error);
  REQUIRE(ours);
  REQUIRE(theirs);
  REQUIRE(ours->size() == theirs->size());
  for (std::size_t i = 0; i < ours->size(); ++i) {
    CHECK((*ours)[i].dag == (*theirs)[i].dag);
    CHECK((*ours)[i].proven);
    CHECK((*ours)[i].upper == (*theirs)[i].upper);
    CHECK((*ours)[i].schedule);
  }
}

TEST_CASE("sched-dag --report against an optimum file", "[sched][tool]") {
  DagToolOptions options;
  options.file = data_path("sample.dag");
  options.report = true;
  options.opt_file = data_path("sample.opt");
  const Run r = run(options);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 7);
  // Everything but the time column is deterministic; the baselines'
  // figures are exact, minreg's and balanced's only bounded here (they move
  // when the heuristics are tuned).
  for (std::size_t i = 2; i < lines.size(); ++i) lines[i] = lines[i].substr(0, lines[i].rfind(' '));
  CHECK(lines[0] == "# 15 DAGs, optimum known for 15 (from " + data_path("sample.opt") + ")");
  CHECK(lines[1] == "policy           at optimum  >= 1.5x opt  avg ratio   cycles   time (s)");
  CHECK(lines[2] == "source             1   6.7%    10  66.7%      1.944     78.7     ");
  CHECK(lines[3] == "early              0   0.0%    15 100.0%      2.901     56.1     ");
  CHECK(lines[4] == "sethi-ullman       5  33.3%     4  26.7%      1.364    119.9     ");
  std::istringstream minreg(lines[5]);
  std::string name;
  int at_optimum = 0;
  minreg >> name >> at_optimum;
  CHECK(name == "minreg");
  CHECK(at_optimum >= 13);
  CHECK(lines[5].find("  0   0.0%") != std::string::npos);
  CHECK(lines[6].rfind("balanced ", 0) == 0);
  auto again = lines_of(run(options).out);
  for (std::size_t i = 2; i < again.size(); ++i) again[i] = again[i].substr(0, again[i].rfind(' '));
  CHECK(again == lines);
}

TEST_CASE("sched-dag --report computes optima itself without a file", "[sched][tool]") {
  TempFile file(
      "dag a\nnode x 1\nnode y 1\nnode z 0\nedge x z\nedge y z\nend\n"
      "dag b\nnode p 1\nnode q 0\nedge p q\nend\n");
  DagToolOptions options;
  options.file = file.path;
  options.report = true;
  options.policy = "source";
  const Run r = run(options);
  REQUIRE(r.status == 0);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 4);
  CHECK(lines[0].rfind("# 2 DAGs, optimum known for 2 (from the exact solver", 0) == 0);
  CHECK(lines[1].rfind("# exact solver: 2 proven, 0 timed out", 0) == 0);
  CHECK(lines[3].rfind("source             2 100.0%     0   0.0%      1.000", 0) == 0);
  CHECK(lines[2].find("cycles") != std::string::npos);
}

TEST_CASE("sched-dag errors: file:line: error: message, exit status", "[sched][tool]") {
  DagToolOptions options;
  SECTION("unreadable file") {
    options.file = data_path("does-not-exist.dag");
    const Run r = run(options);
    CHECK(r.status == 1);
    CHECK(r.err == options.file + ": error: cannot read the DAG file\n");
  }
  SECTION("syntax error") {
    TempFile file("dag d\nnode a 1\nedge a b\nend\n");
    options.file = file.path;
    const Run r = run(options);
    CHECK(r.status == 1);
    CHECK(r.out.empty());
    CHECK(r.err == file.path + ":3: error: edge names unknown node 'b' in dag 'd'\n");
  }
  SECTION("unknown policy") {
    options.file = data_path("sample.dag");
    options.policy = "fastest";
    const Run r = run(options);
    CHECK(r.status == 2);
    CHECK(r.err == "error: unknown policy 'fastest' (known: source, early, sethi-ullman, minreg, balanced, optimal)\n");
  }
  SECTION("optimum file that does not match") {
    TempFile dags("dag d\nnode a 1\nnode b 0\nedge a b\nend\n");
    TempFile optima("opt d optimal 0 0\nsched d a b\n");
    options.file = dags.path;
    options.report = true;
    options.opt_file = optima.path;
    const Run r = run(options);
    CHECK(r.status == 1);
    CHECK(r.err == optima.path + ":2: error: its schedule has MaxRP 1, not 0\n");
  }
}
