// The list schedulers behind the minreg policy: the min-reg literature's
// heuristics, each cheap enough for large blocks. minreg runs several and
// keeps the best by exact MaxRP (policy_minreg.cpp).
#pragma once

#include <cstdint>
#include <span>

#include "sched/dag.h"

namespace rhz::sched {

// Top-down greedy. Sources are taken with their first consumer, steps that
// free at least what they add and stay below the running peak are taken at
// once (the greedy rule), and otherwise the step raising pressure least,
// ties by `rank` (lower first).
Schedule greedy_top_down(const Dag& dag, std::span<const int> rank);

// Bottom-up greedy, built from the end. A node whose operands are already
// live (placing it raises nothing: it clusters with the consumers sharing
// those operands) is placed at once; otherwise the node with the smallest
// `priority` (e.g. Sethi–Ullman numbers: the cheapest operand tree is
// evaluated last), then the smallest pressure increase.
Schedule greedy_bottom_up(const Dag& dag, std::span<const std::int64_t> priority, bool delta_first);

// Sethi–Ullman numbers with the multi-use adjustment: an operand read by k
// consumers is held by each only for its share, size/k, since sharing means
// it is often live anyway. Scaled by `scale` to stay integral.
std::vector<std::int64_t> shared_sethi_ullman(const Dag& dag, std::int64_t scale);

}  // namespace rhz::sched
