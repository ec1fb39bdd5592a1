// verify_graph: checks the structural invariants of one method graph.
//
// Returns one human-readable line per problem; an empty list means the graph
// is well formed. Runs after every phase in debug builds and tests, so it
// must never modify the graph and never abort on a broken one.
#pragma once

#include <string>
#include <vector>

#include "ir/graph.h"

namespace rhz::ir {

std::vector<std::string> verify_graph(const Graph& g);

}  // namespace rhz::ir
