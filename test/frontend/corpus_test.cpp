// The differential corpus through the frontend: every program that CRuby
// runs (test/programs, samples) passes parse and the checks with a
// well-formed AST, and every program CRuby refuses to parse is refused at
// the line CRuby reports (the `line:` of its .expect file).

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "test/frontend/ast_helpers.h"

using namespace rhz::frontend;
using namespace rhz::frontend::test;

namespace {

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// The value of `key: value` in an .expect file, or "".
std::string expect_value(const std::string& expect, const std::string& key) {
  std::istringstream in(expect);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(key + ": ", 0) == 0) return line.substr(key.size() + 2);
  return "";
}

struct Counts {
  int accepted = 0;
  int refused = 0;
};

Counts run_directory(const std::filesystem::path& dir) {
  Counts counts;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::filesystem::path& rb = entry.path();
    if (rb.extension() != ".rb") continue;
    std::filesystem::path expect_path = rb;
    expect_path.replace_extension(".expect");
    if (!std::filesystem::exists(expect_path)) continue;
    std::string expect = slurp(expect_path);
    Frontend fe(slurp(rb), rb.filename().string());
    INFO(rb.filename().string() << "\n" << fe.printed());
    if (expect_value(expect, "error") == "SyntaxError") {
      ++counts.refused;
      REQUIRE(fe.diags.has_errors());
      CHECK(std::to_string(fe.diags.errors()[0].pos.line) == expect_value(expect, "line"));
    } else {
      ++counts.accepted;
      CHECK_FALSE(fe.diags.has_errors());
      CHECK(shape_error(fe.ast->root) == "");
    }
  }
  return counts;
}

}  // namespace

TEST_CASE("the test corpus", "[frontend][corpus]") {
  Counts counts = run_directory(std::filesystem::path(RHZ_SOURCE_DIR) / "test" / "programs");
  CHECK(counts.accepted > 100);
  CHECK(counts.refused > 10);
}

TEST_CASE("the samples", "[frontend][corpus]") {
  Counts counts = run_directory(std::filesystem::path(RHZ_SOURCE_DIR) / "samples");
  CHECK(counts.accepted >= 5);
}
