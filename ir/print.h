// Printers: the text dump (one line per node, stable and diffable) and the
// Graphviz DOT picture of a whole program.
//
// Invariant: output depends only on the graph (ids, ops, payloads, edges),
// never on addresses or on the order edits happened in: the same graph gives
// the same bytes.
//
// Text format, one line per live node in id order:
//   ID Op[PAYLOAD] (IN0 IN1 ...) -> USE USE ...
// `_` is a null input; uses are listed by id, once per edge.
#pragma once

#include <string>

#include "ir/graph.h"
#include "ir/program.h"

namespace rhz::ir {

// The bracketed payload of n ("" when the op has none). Without a symbol
// table, names print as their ids (`sym3`).
std::string payload_text(const Node* n, const SymbolTable* symbols);

// A method's parameter list as the dumps show it: `a, b = ?` (optional
// parameters get ` = ?`).
std::string params_text(const Method& m, const SymbolTable& symbols);

std::string print_text(const Graph& g, const SymbolTable* symbols = nullptr);
// Every method as `method NAME(PARAMS)` then its nodes, then the string pool.
std::string print_text(const Program& p);
// One `subgraph cluster_<index>` per method; control edges bold and red,
// data edges thin and black; a leaf (a constant, self, a parameter) drawn
// beside each of its uses.
std::string print_dot(const Program& p);

}  // namespace rhz::ir
