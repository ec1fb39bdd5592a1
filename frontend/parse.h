// The frontend's entry points: parse a file into an AST, then check that it
// stays inside the language subset. Both report through Diagnostics and
// never throw on bad input.
#pragma once

#include <memory>

#include "frontend/ast.h"
#include "frontend/diagnostics.h"
#include "frontend/source.h"

namespace rhz::frontend {

// Returns the AST (possibly partial when errors were reported).
std::unique_ptr<Ast> parse(const SourceFile& file, Diagnostics& diags);

// The subset checks: constructs of later tiers and outside the language,
// `break`/`next` outside loops, nesting, core methods tier A lacks.
void check_subset(const Ast& ast, Diagnostics& diags);
// The same for `root`, the main file's or a required file's (Ast::required),
// knowing what the whole program `program` defines.
void check_subset(const Ast& program, const Node* root, Diagnostics& diags);

}  // namespace rhz::frontend
