// The exact min-register solver: the proven minimum MaxRP of a Dag.
//
// Best-first (A*-like) search for a bottleneck path through the lattice of
// scheduled sets (prefix_state.h): the cost of a path is the largest L(S) it
// passes, a set's priority is max(cost so far, future_bound(S)), which never
// decreases along a path, so sets are expanded in order of priority and the
// first complete set reached at the current priority is optimal. A set is
// stored after the forced steps its last step opens (prefix_state.h); when
// it is expanded, at priority p, dominant blocks within p are taken first,
// once per expansion rather than once per generated child. A set found
// again by a cheaper path has its priority lowered (stale queue entries are
// skipped). Within one priority the newest set is expanded first (depth
// first), which reaches the goal quickly once the optimum level is reached.
//
// On the public DAGs: 297 of 300 proven within 10 s each (281 within
// 0.1 s); the three left are `layered` DAGs whose lower bound stays 1 to 3
// below the optimum.
//
// The minreg schedule gives the initial upper bound UB: sets of priority
// >= UB are never stored, and exhausting every priority below UB proves UB.
// With a time limit, or when the set table reaches its memory cap, the
// answer is honest: `proven` is false and [lower, upper] brackets the
// optimum (lower is the priority level the search had completed).
#pragma once

#include <cstdint>

#include "sched/dag.h"

namespace rhz::sched {

struct OptimalOptions {
  double time_limit_s = 10.0;               // per DAG; <= 0 means no limit
  std::size_t max_states = std::size_t{1} << 23;  // stored sets
  std::size_t max_bytes = std::size_t{1} << 30;   // memory for them (1 GiB)
};

struct OptimalResult {
  bool proven = false;
  int lower = 0;       // lower <= optimum <= upper; equal when proven
  int upper = 0;
  Schedule order;      // an order with MaxRP == upper
  int heuristic = 0;   // MaxRP of the minreg schedule the search started from
  int lower0 = 0;      // the static lower bound before searching
  std::uint64_t states = 0;  // sets stored by the search
  double seconds = 0;
};

OptimalResult solve_optimal(const Dag& dag, const OptimalOptions& options = {});

}  // namespace rhz::sched
