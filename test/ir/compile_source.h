// Ruby source to optimised sea-of-nodes graphs, for the tests that
// schedule or allocate real programs.
#pragma once

#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "frontend/parse.h"
#include "ir/build.h"
#include "ir/optimize.h"
#include "ir/verify.h"

namespace rhz::test {

// The program's optimised graphs, or nothing when the source has errors.
inline std::optional<ir::Program> compile_source(const std::string& name, const std::string& src) {
  frontend::SourceFile file(name, src);
  frontend::Diagnostics diags(file);
  auto ast = frontend::parse(file, diags);
  if (diags.has_errors()) return std::nullopt;
  frontend::check_subset(*ast, diags);
  if (diags.has_errors()) return std::nullopt;
  ir::Program p = ir::build_program(*ast);
  for (ir::Method& m : p.methods) ir::optimize(m.graph, p.symbols);
  return p;
}

// The same for source that must compile, with every graph verified.
inline ir::Program compile_valid(const std::string& src) {
  auto p = compile_source("test.rb", src);
  REQUIRE(p.has_value());
  for (const ir::Method& m : p->methods) REQUIRE(ir::verify_graph(m.graph).empty());
  return std::move(*p);
}

}  // namespace rhz::test
