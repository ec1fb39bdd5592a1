// Program: the graphs of all methods of one compilation, <main> included,
// with the symbol table and the string literal pool they refer to.
//
// Invariants:
// - methods[0] is <main>; a DefineMethod payload indexes methods.
// - methods is a deque: adding a method (as a builder does when it meets a
//   `def` while building another graph) never moves the others.
// - A NewString payload indexes strings; literals are stored as raw bytes.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "ir/symbols.h"

namespace rhz::ir {

struct MethodInfo {
  SymbolId name{};
  std::vector<SymbolId> params;  // required first, then optional
  std::uint32_t required = 0;
  std::uint32_t optional = 0;
  std::uint32_t line = 0;  // the line of the `def` (where argument errors are reported)
};

struct Method {
  MethodInfo info;
  Graph graph;
};

struct Program {
  Program();

  // Adds a method with an empty graph (just Start) and returns its index.
  std::uint32_t add_method(MethodInfo info);
  std::uint32_t add_string(std::string bytes);
  Method& main() { return methods.front(); }

  SymbolTable symbols;
  std::vector<std::string> strings;
  std::deque<Method> methods;
};

}  // namespace rhz::ir
