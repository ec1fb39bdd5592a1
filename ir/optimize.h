// The optimizer of generic and specialised graphs: peephole rules, GVN and
// dead-code elimination run to a fixed point.
//
//   worklist (FIFO, seeded in id order)
//     └─ for each node: dead → fold → branch → phi → gvn   (first rule that fires wins)
//   then global DCE (mark and sweep); its survivors that lost uses go back on
//   the worklist, until neither changes anything.
//
// Progress assertion: a rewrite never grows the graph (live nodes + edges);
// the few that keep its size (redirecting an edge to a simpler node) are
// bounded by the size at the start. Breaking either aborts: a rule that
// undoes another would otherwise loop forever.
#pragma once

#include <cstddef>

#include "ir/graph.h"
#include "ir/symbols.h"

namespace rhz::ir {

struct OptimizeOptions {
  bool fold = true;      // constant folding, Truthy/Not algebra
  bool branches = true;  // If on known conditions, merge collapse
  bool phis = true;      // phi simplification
  bool gvn = true;       // value numbering of pure nodes
  bool dce = true;       // unused nodes, unreachable code (the local rule and the global pass)
};

struct OptimizeStats {
  std::size_t visits = 0;    // nodes popped from the worklist
  std::size_t rewrites = 0;  // rules that fired
  std::size_t rounds = 0;    // worklist drains (one, plus one per DCE that found more)
};

// true if the graph changed. symbols: names of sent methods (not modified
// today; rules may intern names later).
bool optimize(Graph& g, SymbolTable& symbols, const OptimizeOptions& options = {},
              OptimizeStats* stats = nullptr);

// Global dead-code elimination alone; true if anything was removed.
bool dce(Graph& g);

}  // namespace rhz::ir
