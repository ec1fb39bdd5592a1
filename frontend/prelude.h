// The prelude: the core library's methods written in Ruby
// (runtime/prelude.rb), parsed once per process.
#pragma once

#include "frontend/ast.h"

namespace rhz::frontend {

// The prelude's AST: a sequence of `class Name ... end`, each holding defs
// and aliases. Its text is part of rhz; a parse error in it is a bug, and
// throws std::logic_error.
const Ast& prelude_ast();

}  // namespace rhz::frontend
