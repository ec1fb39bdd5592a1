// Every corpus program goes through the frontend: valid programs parse and
// pass the subset checks without a diagnostic; syntax-error programs are
// rejected with the first error on the line CRuby reports. (Execution modes
// join this test as they arrive.)

#include <catch2/catch.hpp>

#include "frontend/parse.h"
#include "test/driver/corpus.h"

using namespace rhz;

TEST_CASE("corpus: every program parses, syntax errors at CRuby's line", "[corpus][frontend]") {
  auto programs = test::corpus_programs();
  REQUIRE(programs.size() >= 100);
  for (const auto& prog : programs) {
    frontend::SourceFile file(prog.path.filename().string(), test::read_text(prog.path));
    frontend::Diagnostics diags(file);
    auto ast = frontend::parse(file, diags);
    if (!diags.has_errors()) frontend::check_subset(*ast, diags);
    INFO(prog.path.string());
    if (prog.expect.error == "SyntaxError") {
      REQUIRE(diags.has_errors());
      CHECK(static_cast<int>(diags.errors().front().pos.line) == prog.expect.line);
    } else {
      std::ostringstream printed;
      diags.print(printed);
      INFO(printed.str());
      CHECK_FALSE(diags.has_errors());
    }
  }
}
