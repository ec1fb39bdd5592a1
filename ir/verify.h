// verify_graph: checks the structural invariants of one method graph.
//
// Returns one human-readable line per problem; an empty list means the graph
// is well formed. Runs after every phase in debug builds and tests, so it
// must never modify the graph and never abort on a broken one.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "ir/graph.h"

namespace rhz::ir {

std::vector<std::string> verify_graph(const Graph& g);

// Specialised graphs: every guard names an exit of the table, no two share
// one, and each guard's frame state has one value per slot its exit writes
// (state_sizes[e]: the slots exit e writes).
std::vector<std::string> verify_frame_states(const Graph& g, std::span<const std::size_t> state_sizes);

}  // namespace rhz::ir
