// AST → graph: one graph for <main> and one for every `def`, exact to Ruby's
// semantics (every call whose receiver is not known is a Send; effects stay
// on the control chain in program order; locals are SSA values).
#pragma once

#include "frontend/ast.h"
#include "ir/program.h"

namespace rhz::ir {

// Builds the program from a checked AST (frontend::check_subset found no
// errors). Unused nodes are swept; nothing else is optimised: run
// ir::optimize on each graph.
Program build_program(const frontend::Ast& ast);

}  // namespace rhz::ir
