// What a program writes to STDERR ($stderr, warn), in every execution
// mode. The differential corpus compares stdout and the error report only,
// so the stream itself is checked here, against what CRuby 3.1 writes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "test/driver/run_process.h"

namespace {

using rhz::test::run_command;
using rhz::test::run_rhz;

const char* const kProgram = R"(puts "out 1"
STDERR.puts "err 1", [2, [3]]
$stderr.print "err ", 4, "\n"
n = $stderr.write("err", 5, "\n")
$stderr << "err " << 6 << "\n"
$stderr.printf("%03d\n", 7)
warn "warn 8", "warn 9"
warn
puts "out #{n}"
)";

const char* const kExpectedErr = "err 1\n2\n3\nerr 4\nerr5\nerr 6\n007\nwarn 8\nwarn 9\n";

}  // namespace

TEST_CASE("io: STDERR, $stderr and warn write to stderr in every mode", "[io]") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("rhz-io-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const fs::path source = dir / "streams.rb";
  {
    std::FILE* f = std::fopen(source.c_str(), "w");
    REQUIRE(f);
    std::fputs(kProgram, f);
    std::fclose(f);
  }
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"run"}, std::vector<std::string>{"run", "--jit", "--jit-threshold=1"}}) {
    std::vector<std::string> full = args;
    full.push_back(source.string());
    auto r = run_rhz(full);
    INFO(args.back());
    CHECK(r.status == 0);
    CHECK(r.out == "out 1\nout 5\n");
    CHECK(r.err == kExpectedErr);
  }
  const fs::path exe = dir / "streams";
  REQUIRE(run_rhz({"compile", source.string(), "-o", exe.string()}).status == 0);
  auto compiled = run_command(exe.string(), {});
  CHECK(compiled.status == 0);
  CHECK(compiled.out == "out 1\nout 5\n");
  CHECK(compiled.err == kExpectedErr);
  fs::remove_all(dir);
}
