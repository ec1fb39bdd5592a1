#include "ir/optimize.h"

#include "ir/check.h"
#include "ir/rewrite.h"

namespace rhz::ir {
namespace {

std::size_t graph_size(const Graph& g) { return g.live_nodes() + g.live_edges(); }

bool apply_rules(Rewrite& rw, Node* n, const OptimizeOptions& o) {
  return (o.dce && dead_rule(rw, n)) || (o.fold && fold_rule(rw, n)) || (o.branches && branch_rule(rw, n)) ||
         (o.phis && phi_rule(rw, n)) || (o.gvn && gvn_rule(rw, n));
}

}  // namespace

bool optimize(Graph& g, SymbolTable& symbols, const OptimizeOptions& options, OptimizeStats* stats) {
  OptimizeStats local;
  OptimizeStats& st = stats != nullptr ? *stats : local;
  Worklist work(g);
  for (Node* n : live_nodes(g)) work.push(n);
  Rewrite rw{g, symbols, work};

  const std::size_t initial_size = graph_size(g);
  std::size_t same_size_rewrites = 0;
  bool changed = false;
  while (!work.empty()) {
    ++st.rounds;
    RHZ_IR_CHECK(st.rounds <= initial_size + 1, "optimize: rounds without progress");
    while (!work.empty()) {
      Node* n = work.pop();
      if (n->is_dead()) continue;
      ++st.visits;
      std::size_t before = graph_size(g);
      if (!apply_rules(rw, n, options)) continue;
      ++st.rewrites;
      changed = true;
      std::size_t after = graph_size(g);
      RHZ_IR_CHECK(after <= before, "optimize: a rewrite grew the graph");
      if (after == before) {
        RHZ_IR_CHECK(++same_size_rewrites <= initial_size, "optimize: rewrites stopped shrinking the graph");
      }
    }
    // The local rules cannot see dead cycles; the sweep requeues what it
    // touches, and a new round runs only if it removed something.
    if (options.dce && dce(g, &work)) changed = true;
  }
  return changed;
}

}  // namespace rhz::ir
