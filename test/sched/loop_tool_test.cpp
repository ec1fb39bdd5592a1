// `rhz sched-loop` through run_loop_tool, and the `.loop` format: the
// schedule lines, the report's lines, reading what print_loop writes, and
// errors with their line and exit status.
#include <catch2/catch.hpp>

#include <sstream>

#include "sched/loop_tool.h"
#include "sched/modulo_schedule.h"
#include "test/sched/modulo_test_util.h"

using namespace rhz::sched;
using rhz::sched::test::data_path;
using rhz::sched::test::loops_of;
using rhz::sched::test::sample_loops;

namespace {

struct Run {
  int status;
  std::string out, err;
};

Run run(LoopToolOptions options) {
  std::ostringstream out, err;
  const int status = run_loop_tool(options, out, err);
  return {status, out.str(), err.str()};
}

std::string parse_error(const std::string& text) {
  LoopError error;
  if (parse_loops(text, &error)) return "no error";
  return std::to_string(error.line) + ": " + error.message;
}

}  // namespace

TEST_CASE("sched-loop: one modsched line per loop, times in declaration order", "[sched][modulo][tool]") {
  const Run r = run({data_path("sample.loop"), "sms", false});
  CHECK(r.status == 0);
  std::istringstream lines(r.out);
  std::string line;
  int count = 0;
  const LoopFile f = sample_loops();
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::string word, name;
    int ii;
    words >> word >> name >> ii;
    CHECK(word == "modsched");
    std::vector<int> t;
    for (int x; words >> x;) t.push_back(x);
    const LoopGraph& g = f.loops.at(count++);
    CHECK(name == g.name);
    CHECK(verify_modulo_schedule(g, {ii, t}).empty());
  }
  CHECK(count == 4);
}

TEST_CASE("sched-loop: the report's per-loop and summary lines", "[sched][modulo][tool]") {
  const Run r = run({data_path("sample.loop"), "sms", true});
  CHECK(r.status == 0);
  CHECK(r.out.find("dot ii=4 mii=4 res=1 rec=4 maxlive=6 minavg=6 ratio=1.000 stages=") != std::string::npos);
  CHECK(r.out.find(" AT_MII\n") != std::string::npos);
  CHECK(r.out.find("summary loops=4 invalid=0 at_mii=4 (100.0%) avg_ii_ratio=1.000 avg_maxlive_ratio=") !=
        std::string::npos);
  const Run all = run({data_path("sample.loop"), "", true});
  for (const ModuloPolicyInfo& p : modulo_policies())
    CHECK(all.out.find("# policy " + std::string(p.name) + ":") != std::string::npos);
  CHECK(all.out.find("summary loops=4 invalid=0 at_mii=0 (0.0%)") != std::string::npos);  // list never overlaps
}

TEST_CASE("sched-loop: errors name the line and set the status", "[sched][modulo][tool]") {
  CHECK(run({data_path("sample.loop"), "modulo", false}).status == 2);
  const Run missing = run({data_path("no-such.loop"), "", false});
  CHECK(missing.status == 1);
  CHECK(missing.err.find("cannot read") != std::string::npos);
  const std::string m = "machine m\nunit alu 1\nend\n";
  CHECK(parse_error(m + "loop l m\nnode a alu 1\nedge a a 0\nend\n") == "6: self-loop on node 'a' with distance 0");
  CHECK(parse_error(m + "loop l m\nnode a alu 1\nnode b alu 1\nedge a b 0\nedge b a 0\nend\n") ==
        "9: loop 'l' has a dependence cycle whose total distance is 0");
  CHECK(parse_error(m + "loop l m\nnode a fpu 1\nend\n") == "5: 'fpu' is not a unit class of machine 'm'");
  CHECK(parse_error(m + "loop l m\nnode a alu 1\nedge a z 1\nend\n") == "6: unknown node 'z'");
  CHECK(parse_error(m + "loop l q\nend\n") == "4: unknown machine 'q' (define it before the loop)");
  CHECK(parse_error(m + "loop l m\nnode a alu 1\n") == "5: missing 'end' at the end of the file");
  CHECK(parse_error(m + "loop l m\nnode a alu 1 0\nend\n") == "5: an occupancy must be an integer from 1 to 64");
  // Bounds that keep every algorithm small: no hang on a hostile file.
  CHECK(parse_error(m + "loop l m\nnode a alu 2000000000\nend\n") == "5: a latency must be an integer from 0 to 1000");
  CHECK(parse_error(m + "loop l m\nnode a alu 1 100000\nend\n") == "5: an occupancy must be an integer from 1 to 64");
  std::string huge = m + "loop l m\n";
  for (int i = 0; i <= kMaxLoopNodes; ++i) huge += "node n" + std::to_string(i) + " alu 1\n";
  CHECK(parse_error(huge + "end\n") == std::to_string(5 + kMaxLoopNodes) + ": loop 'l' has more than 500 nodes");
}

TEST_CASE("sched-loop: print_loop writes what parse_loops reads", "[sched][modulo][tool]") {
  const LoopFile f = sample_loops();
  std::string text;
  for (const auto& m : f.machines) text += print_machine(*m);
  for (const LoopGraph& g : f.loops) text += print_loop(g);
  const LoopFile again = loops_of(text);
  REQUIRE(again.loops.size() == f.loops.size());
  for (std::size_t i = 0; i < f.loops.size(); ++i) {
    CHECK(print_loop(again.loops[i]) == print_loop(f.loops[i]));
    CHECK(again.loops[i].edges == f.loops[i].edges);
  }
  // Identical lines count once; two lines between one pair with different
  // distances are both kept.
  const LoopFile dup = loops_of("machine m\nunit alu 1\nend\nloop l m\nnode a alu 1\nnode b alu 1\n"
                                "edge a b 0\nedge a b 0\nedge a b 1\nend\n");
  CHECK(dup.loops[0].edges.size() == 2);
}
