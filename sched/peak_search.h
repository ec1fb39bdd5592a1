// Budgeted depth-first search for an order whose MaxRP stays within a bound.
//
// The improvement step of the minreg policy: given a schedule with MaxRP K,
// look for one within K - 1 by depth-first search over scheduled sets
// (prefix_state.h), branching only where its reductions leave a choice,
// least pressure after the step first; sets whose lower bound (future_bound.h) is beyond the
// bound are skipped, and sets whose every child failed are remembered as
// dead (a dead set stays dead for every smaller bound, so one PeakSearch
// serves a descending sequence of bounds). A budget of expansions keeps the
// cost bounded: running out is not failure, only "not found".
//
// The exact solver (optimal.h) uses a best-first search instead: to prove a
// bound unreachable both must see the same sets, but the best-first order
// does not wander into dead regions when the bound is above the optimum.
#pragma once

#include <cstdint>
#include <vector>

#include "sched/dag.h"
#include "sched/future_bound.h"
#include "sched/prefix_state.h"
#include "sched/state_table.h"

namespace rhz::sched {

enum class SearchStatus { Found, Infeasible, OutOfBudget };

struct SearchOutcome {
  SearchStatus status = SearchStatus::OutOfBudget;
  Schedule order;  // when Found: a complete order with MaxRP <= bound
};

class PeakSearch {
 public:
  // `rank[v]` breaks ties between candidates that raise pressure equally
  // (lower first): it steers which order is found first, not whether.
  PeakSearch(const Dag& dag, std::vector<int> rank);

  SearchOutcome find(int bound, std::uint64_t max_expansions);
  std::uint64_t expansions() const { return expansions_; }

 private:
  const Dag& dag_;
  std::vector<int> rank_;
  PrefixState state_;
  FutureBound future_;
  StateTable dead_;
  int dead_bound_;  // dead_ holds sets dead for every bound <= this
  std::uint64_t expansions_ = 0;
};

}  // namespace rhz::sched
