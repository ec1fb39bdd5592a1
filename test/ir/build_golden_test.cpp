// Golden text dumps of small programs' graphs, as built and after
// optimisation: test/golden/graph/NAME.build.txt and NAME.opt.txt. Run with
// RHZ_BLESS=1 to rewrite them after an intended change (and review the
// diff); never silently.
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "test/driver/corpus.h"
#include "test/ir/build_helpers.h"

namespace rhz::ir::test {
namespace {

struct GoldenProgram {
  const char* name;
  const char* code;
};

constexpr GoldenProgram kGoldenPrograms[] = {
    {"fib",
     "def fib(n)\n"
     "  if n < 2\n"
     "    n\n"
     "  else\n"
     "    fib(n - 1) + fib(n - 2)\n"
     "  end\n"
     "end\n"
     "puts fib(10)\n"},
    {"while_break_next",
     "i = 0\n"
     "sum = 0\n"
     "while i < 10\n"
     "  i += 1\n"
     "  next if i % 2 == 0\n"
     "  break if i > 7\n"
     "  sum += i\n"
     "end\n"
     "puts sum\n"},
    {"case_when",
     "def kind(x)\n"
     "  case x\n"
     "  when 0 then \"zero\"\n"
     "  when 1, 2 then \"small\"\n"
     "  else \"big\"\n"
     "  end\n"
     "end\n"
     "puts kind(1)\n"},
    {"optional_params",
     "def greet(name, greeting = \"Hello\", punct = name.length > 3 ? \"!\" : \".\")\n"
     "  \"#{greeting}, #{name}#{punct}\"\n"
     "end\n"
     "puts greet(\"Bob\")\n"},
    {"multi_assign",
     "a, b = 1, 2\n"
     "a, b = b, a\n"
     "x, y = [a, b]\n"
     "p((c, d = x, y + 1))\n"
     "p c, d\n"},
    {"index_op_assign",
     "counts = [0, 0]\n"
     "i = 1\n"
     "counts[i] += 5\n"
     "counts[i - 1] ||= 7\n"
     "counts[0] &&= counts[1] * 2\n"
     "p counts\n"},
};

void check_golden(const std::filesystem::path& path, const std::string& text) {
  INFO(path.string() << "\n" << text);
  if (std::getenv("RHZ_BLESS") != nullptr) {
    std::ofstream(path, std::ios::binary) << text;
    return;
  }
  REQUIRE(std::filesystem::exists(path));
  CHECK(text == rhz::test::read_text(path));
}

}  // namespace

TEST_CASE("build: golden graph dumps before and after optimisation", "[ir][build][golden]") {
  namespace fs = std::filesystem;
  fs::path dir = fs::path(RHZ_SOURCE_DIR) / "test/golden/graph";
  if (std::getenv("RHZ_BLESS") != nullptr) fs::create_directories(dir);
  for (const GoldenProgram& gp : kGoldenPrograms) {
    INFO(gp.name << ":\n" << gp.code);
    Program p = build(gp.code);
    check_golden(dir / (std::string(gp.name) + ".build.txt"), print_text(p));
    optimize_all(p);
    check_golden(dir / (std::string(gp.name) + ".opt.txt"), print_text(p));
  }
}

}  // namespace rhz::ir::test
