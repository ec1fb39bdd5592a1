// The differential test: every program of the corpus runs in every
// execution mode and must match CRuby 3.1 exactly — stdout byte for byte,
// the exit status, and the first line of an uncaught error's report on
// stderr (its frame, message and class). Each run
// also passes --verify, so the graph, schedule and allocation verifiers
// check every phase of every program on the way. Compiled mode builds an
// executable with `rhz compile -o` and runs that; a program rhz rejects
// (a syntax error) must be rejected by `rhz compile` the same way. Every
// program runs as test/expect.sh ran it under CRuby: from its own
// directory, by its bare name, which is what its reports and __FILE__
// show.
#include <catch2/catch.hpp>
#include <regex>
#include <string>

#include "driver/compilation.h"
#include "test/driver/corpus.h"
#include "test/driver/run_process.h"

namespace {

// An error report with what differs from run to run left out: object
// addresses (`#<Point:0x000055d5c0a8b0a8 ...>`), and the warning a sanitizer
// build prints when a SystemStackError unwinds a very deep stack (its lines
// start with `==PID==` or continue that warning).
std::string without_addresses(const std::string& report) {
  static const std::regex address("0x[0-9a-f]{16}");
  static const std::regex sanitizer_note(
      "==[0-9]+==WARNING:[^\n]*\n([^\n]*\n)?False positive error reports may follow\n[^\n]*\n");
  return std::regex_replace(std::regex_replace(report, sanitizer_note, ""), address, "0x?");
}

using rhz::test::corpus_programs;
using rhz::test::CorpusProgram;
using rhz::test::ProcessResult;
using rhz::test::read_text;
using rhz::test::run_command;
using rhz::test::run_rhz;

struct Mode {
  const char* name;
  std::vector<std::string> args;  // before the file name
};

// The interpreter with the default scheduling policy, and again with the
// register-pressure policy: a scheduling bug shows as a wrong answer.
// Tier 2 at its first chance (every loop compiled, every exit target
// hot at once), at the default threshold, and under stress (superblocks
// cut short at random places, executors invalidated while they run), so
// exits, links and invalidation are exercised by every program. The
// first and the last pipeline every innermost loop where that is legal
// (--pipeline=on); the default run does what users get.
const Mode kModes[] = {
    {"interpreter", {"run", "--verify"}},
    {"interpreter, minreg schedule", {"run", "--verify", "--sched-policy=minreg"}},
    {"jit, threshold 1, pipelined", {"run", "--verify", "--jit", "--jit-threshold=1", "--pipeline=on"}},
    {"jit", {"run", "--verify", "--jit"}},
    {"jit stress, pipelined",
     {"run", "--verify", "--jit-threshold=1", "--jit-stress=5", "--sched-policy=minreg", "--pipeline=on"}},
};

bool is_jit(const Mode& mode) {
  for (const std::string& a : mode.args)
    if (a.rfind("--jit", 0) == 0) return true;
  return false;
}

// CRuby names the class after the message, except for an empty message
// (a bare `raise` reads "unhandled exception", others the class alone):
// the report line, compared exactly, then says it all.
bool reports_class(const rhz::test::Expectation& e) {
  return e.report.empty() || e.report.find("(" + e.error + ")") != std::string::npos;
}

void check_result(const CorpusProgram& p, const std::string& mode, const ProcessResult& result) {
  std::string expected_out = p.expect.error == "SyntaxError" ? "" : read_text(p.path.parent_path() / (p.path.stem().string() + ".out"));
  INFO("mode: " << mode << "\nstderr:\n" << result.err);
  CHECK(result.out == expected_out);
  CHECK(result.status == p.expect.status);
  if (p.expect.error == "SyntaxError") CHECK(result.err.find("error:") != std::string::npos);
  else if (!p.expect.error.empty() && reports_class(p.expect))
    CHECK(result.err.find("(" + p.expect.error + ")") != std::string::npos);
  else CHECK(result.err.find("rhz:") == std::string::npos);
  if (!p.expect.report.empty()) {
    // CRuby's file, frame and message exactly.
    CHECK(without_addresses(result.err.substr(0, result.err.find('\n'))) == p.expect.report);
  }
}

// `rhz args...` on the program, run as CRuby was.
ProcessResult run_program(const CorpusProgram& p, std::vector<std::string> args) {
  args.push_back(p.path.filename().string());
  return run_rhz(args, "", p.path.parent_path());
}

void check_program(const CorpusProgram& p, const Mode& mode) {
  ProcessResult result = run_program(p, mode.args);
  check_result(p, mode.name, result);
  // Errors raised where an executor ran are tier 1's whole report,
  // backtrace included: executors leave before anything can fail.
  // (Compared with the interpreter under the same scheduling policy, which
  // decides frame sizes and so the depth of a SystemStackError.)
  if (is_jit(mode) && !p.expect.error.empty() && p.expect.error != "SyntaxError") {
    std::vector<std::string> tier1;
    for (const std::string& a : mode.args)
      if (a.rfind("--jit", 0) != 0) tier1.push_back(a);
    CHECK(without_addresses(result.err) == without_addresses(run_program(p, tier1).err));
  }
}

// Compiles to a temporary executable and runs it; a compile error is the
// result itself (what a user of `rhz compile` sees).
void check_compiled(const CorpusProgram& p, const std::filesystem::path& dir) {
  std::filesystem::path exe = dir / p.path.stem();
  ProcessResult compiled = run_rhz({"compile", "--verify", p.path.filename().string(), "-o", exe.string()}, "",
                                   p.path.parent_path());
  if (compiled.status != 0) {
    check_result(p, "compile", compiled);
    return;
  }
  // From the program's directory, as CRuby ran it (a program may look at
  // files beside it by their names).
  ProcessResult ran = run_command(exe.string(), {}, "", p.path.parent_path());
  check_result(p, "compiled", ran);
  // A runtime error's whole report, backtrace and line numbers included,
  // is tier 1's (both name the file as it was given to rhz) under the same
  // scheduling policy, which decides frame sizes and so the depth of a
  // SystemStackError.
  if (!p.expect.error.empty()) {
    const std::string policy = std::string("--sched-policy=") + rhz::driver::kNativeSchedPolicy;
    CHECK(without_addresses(ran.err) == without_addresses(run_program(p, {"run", policy}).err));
  }
}

}  // namespace

// One test per mode, so that ctest runs the modes side by side.
void check_corpus(const Mode& mode) {
  for (const CorpusProgram& p : corpus_programs())
    DYNAMIC_SECTION(p.path.filename().string() << " / " << mode.name) { check_program(p, mode); }
}

TEST_CASE("every corpus program runs as CRuby runs it: interpreter", "[differential]") { check_corpus(kModes[0]); }
TEST_CASE("every corpus program runs as CRuby runs it: interpreter, minreg schedule", "[differential]") {
  check_corpus(kModes[1]);
}
TEST_CASE("every corpus program runs as CRuby runs it: jit, threshold 1, pipelined", "[differential]") {
  check_corpus(kModes[2]);
}
TEST_CASE("every corpus program runs as CRuby runs it: jit", "[differential]") { check_corpus(kModes[3]); }
TEST_CASE("every corpus program runs as CRuby runs it: jit stress, pipelined", "[differential]") {
  check_corpus(kModes[4]);
}

// Every third program, from `first`: three tests that ctest runs side by
// side (and the sanitized run samples with one of them).
void check_compiled_corpus(std::size_t first) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("rhz-compiled-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::vector<CorpusProgram> programs = corpus_programs();
  for (std::size_t i = first; i < programs.size(); i += 3) {
    const CorpusProgram& p = programs[i];
    DYNAMIC_SECTION(p.path.filename().string() << " / compiled") { check_compiled(p, dir); }
  }
  fs::remove_all(dir);
}

TEST_CASE("every corpus program compiles to an executable that runs as CRuby runs it: the first of each three",
          "[differential][compiled]") {
  check_compiled_corpus(0);
}
TEST_CASE("every corpus program compiles to an executable that runs as CRuby runs it: the second of each three",
          "[differential][compiled]") {
  check_compiled_corpus(1);
}
TEST_CASE("every corpus program compiles to an executable that runs as CRuby runs it: the third of each three",
          "[differential][compiled]") {
  check_compiled_corpus(2);
}
