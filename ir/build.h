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
// The prelude's methods the program may call come after the program's own.
// `file_name` names the main file (the files it requires are named by
// their paths, Ast::required).
Program build_program(const frontend::Ast& ast, std::string_view file_name = "-");

// Adds the prelude's methods that the calls in `ast` may reach
// (build_prelude.cpp).
void add_prelude(Program& program, const frontend::Ast& ast);

}  // namespace rhz::ir
