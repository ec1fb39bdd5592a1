// Golden tests for `--dump-ast`: each sample's dump is pinned in
// test/golden/ast/NAME.ast. Run with RHZ_BLESS=1 to rewrite the files after
// an intended change (and review the diff); never silently.

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

#include "frontend/parse.h"
#include "test/driver/corpus.h"

using namespace rhz;

TEST_CASE("golden: --dump-ast of every sample", "[golden][frontend]") {
  namespace fs = std::filesystem;
  bool bless = std::getenv("RHZ_BLESS") != nullptr;
  fs::path golden_dir = fs::path(RHZ_SOURCE_DIR) / "test/golden/ast";
  int samples = 0;
  for (const auto& prog : test::all_corpus_programs()) {
    if (prog.path.parent_path().filename() != "samples") continue;
    ++samples;
    frontend::SourceFile file(prog.path.filename().string(), test::read_text(prog.path));
    frontend::Diagnostics diags(file);
    auto ast = frontend::parse(file, diags);
    frontend::check_subset(*ast, diags);
    REQUIRE_FALSE(diags.has_errors());
    std::ostringstream dump;
    frontend::dump_ast(dump, ast->root);
    fs::path golden = golden_dir / (prog.path.stem().string() + ".ast");
    INFO(golden.string());
    if (bless) {
      std::ofstream(golden, std::ios::binary) << dump.str();
    } else {
      REQUIRE(fs::exists(golden));
      CHECK(dump.str() == test::read_text(golden));
    }
  }
  CHECK(samples >= 5);
}
