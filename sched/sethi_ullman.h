// Sethi–Ullman numbers generalised to DAGs with sized values.
//
// su(v) is the register need of evaluating v's operand tree and holding its
// result, computed as if the DAG were a tree (shared operands counted once
// per consumer): operands are evaluated in decreasing su - size order
// (optimal for trees with sized values, Appel and Supowit), so
//
//   su(v) = max(size(v), sum of operand sizes,
//               max_i su(p_i) + sum_{j<i} size(p_j)).
//
// Sharing makes this an overestimate on DAGs; it is a priority, not a bound.
#pragma once

#include <vector>

#include "sched/dag.h"

namespace rhz::sched {

std::vector<int> sethi_ullman_numbers(const Dag& dag);

// Any topological order (Kahn's algorithm, smallest ready NodeId first).
Schedule topological_order(const Dag& dag);

}  // namespace rhz::sched
