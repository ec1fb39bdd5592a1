// The differential test: every program of the corpus runs in every
// execution mode and must match CRuby 3.1 exactly — stdout byte for byte,
// the exit status, and the class of an uncaught error on stderr. Each run
// also passes --verify, so the graph, schedule and allocation verifiers
// check every phase of every program on the way.
#include <catch2/catch.hpp>

#include "test/driver/corpus.h"
#include "test/driver/run_process.h"

namespace {

using rhz::test::corpus_programs;
using rhz::test::CorpusProgram;
using rhz::test::read_text;
using rhz::test::run_rhz;

struct Mode {
  const char* name;
  std::vector<std::string> args;  // before the file name
};

// The interpreter with the default scheduling policy, and again with the
// register-pressure policy: a scheduling bug shows as a wrong answer.
const Mode kModes[] = {
    {"interpreter", {"run", "--verify"}},
    {"interpreter, minreg schedule", {"run", "--verify", "--sched-policy=minreg"}},
};

void check_program(const CorpusProgram& p, const Mode& mode) {
  std::vector<std::string> args = mode.args;
  args.push_back(p.path.string());
  auto result = run_rhz(args);
  std::string expected_out = p.expect.error == "SyntaxError" ? "" : read_text(p.path.parent_path() / (p.path.stem().string() + ".out"));
  INFO("mode: " << mode.name << "\nstderr:\n" << result.err);
  CHECK(result.out == expected_out);
  CHECK(result.status == p.expect.status);
  if (p.expect.error == "SyntaxError") CHECK(result.err.find("error:") != std::string::npos);
  else if (!p.expect.error.empty()) CHECK(result.err.find("(" + p.expect.error + ")") != std::string::npos);
  else CHECK(result.err.find("rhz:") == std::string::npos);
}

}  // namespace

TEST_CASE("every corpus program runs as CRuby runs it", "[differential]") {
  for (const CorpusProgram& p : corpus_programs()) {
    for (const Mode& mode : kModes) {
      DYNAMIC_SECTION(p.path.filename().string() << " / " << mode.name) { check_program(p, mode); }
    }
  }
}
