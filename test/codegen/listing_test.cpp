// The assembly listing: a golden listing of a tiny method (when Capstone is
// available), and the statistics and marks every listing has.
//
// Regenerate the golden file with RHZ_BLESS=1 and review the diff.
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "test/codegen/codegen_test_util.h"

using namespace rhz::codegen;
using rhz::codegen::test::compile_program;

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void check_golden(const std::string& name, const std::string& actual) {
  std::string path = std::string(RHZ_SOURCE_DIR) + "/test/codegen/golden/" + name;
  if (std::getenv("RHZ_BLESS")) {
    std::ofstream(path) << actual;
    WARN("blessed " << path);
    return;
  }
  std::string expected = read_file(path);
  INFO("golden " << path << " (RHZ_BLESS=1 regenerates it)");
  CHECK(actual == expected);
}

}  // namespace

TEST_CASE("golden listing of a tiny method", "[codegen][listing]") {
  if (!disassembler_available()) {
    WARN("Capstone not found at build time: the golden listing needs it, skipped");
    return;
  }
  auto c = compile_program("def inc(n)\n  if n < 10 then n + 1 else n end\nend\n");
  check_golden("inc.asm", print_asm(c.method("inc")));
}

TEST_CASE("golden listing of fib", "[codegen][listing]") {
  if (!disassembler_available()) {
    WARN("Capstone not found at build time: the golden listing needs it, skipped");
    return;
  }
  auto c = compile_program("def fib(n)\n  if n < 2 then n else fib(n - 1) + fib(n - 2) end\nend\n");
  check_golden("fib.asm", print_asm(c.method("fib")));
}

TEST_CASE("listings show blocks, lines, calls and statistics", "[codegen][listing]") {
  auto c = compile_program("def fib(n)\n  if n < 2 then n else fib(n - 1) + fib(n - 2) end\nend\n");
  const CompiledMethod& m = c.method("fib");
  std::string text = print_asm(m);
  CHECK(text.rfind("method fib  ; code_bytes=", 0) == 0);
  CHECK(text.find("block0:") != std::string::npos);
  CHECK(text.find("slow0:") != std::string::npos);
  CHECK(text.find("; call send fib") != std::string::npos);
  CHECK(text.find("(line 2)") != std::string::npos);
  CHECK(m.stats.blocks >= 3);
  CHECK(m.stats.send_sites == 6);  // <, -, fib, -, fib, +
  CHECK(m.stats.slow_paths == 6);  // the inline < - - + and the generic sends of both fib calls
  CHECK(text.find("; call fib (direct)") != std::string::npos);
  CHECK(m.stats.code_bytes == m.code_size);
  CHECK(m.stats.machine_ops < m.stats.linear_instrs);
  if (disassembler_available()) {
    CHECK(text.find("push r15") != std::string::npos);
    CHECK(text.find("jo overflow") != std::string::npos);
    CHECK(disassemble(m.code.bytes().first(2)) == "  0000  push r15\n");
  }
}
