// A lower bound on the pressure still to come after a scheduled prefix S.
//
// Just before an unscheduled node u runs, every value that is already
// computed (in S) or must be computed first (an ancestor of u) and that
// feeds u or a descendant of u is live: its producer is before u's step and
// a consumer at or after it. So for every completion of S,
//
//   MaxRP >= max over unscheduled u of size(feeding(u) & (S | anc(u))).
//
// For the empty set this is a static lower bound at least as strong as the
// operand bound (pressure.h). The tables are two n x n bit matrices, built
// in O(n * e * n / 64); they are not built for very large DAGs (bound() then
// returns 0), where the searches that use them run on a small budget anyway.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "sched/dag.h"
#include "sched/prefix_state.h"

namespace rhz::sched {

class FutureBound {
 public:
  // The tables are built only for DAGs of at most `max_nodes` nodes.
  explicit FutureBound(const Dag& dag, std::size_t max_nodes = 4096);

  bool enabled() const { return !feeds_.empty(); }
  // The bound for the empty prefix.
  int root() const;
  // The bound for the current prefix of `state`.
  int bound(const PrefixState& state) const;
  // Whether bound(state) > limit (stops at the first witness).
  bool exceeds(const PrefixState& state, int limit) const;

 private:
  int weight(const std::uint64_t* set) const;
  int node_bound(NodeId u, std::span<const std::uint64_t> prefix) const;

  std::size_t n_, words_;
  // Row u: the values feeding u or a descendant, computed before u; and
  // those of them that are ancestors of u.
  std::vector<std::uint64_t> feeds_, feeding_ancestors_;
  // Nodes by decreasing weight of their feeding row, an upper bound on
  // their bound: scans stop once it cannot win.
  std::vector<std::pair<int, NodeId>> by_ceiling_;
  // Consumed values grouped by size, for weighted popcounts.
  std::vector<std::pair<int, std::vector<std::uint64_t>>> size_classes_;
  mutable std::vector<std::uint64_t> scratch_;
};

}  // namespace rhz::sched
