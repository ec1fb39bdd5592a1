// The `minreg` policy: minimum register pressure.
//
// Three stages, each keeping the best order by exact MaxRP:
//
//  1. Candidates from the min-reg literature's list heuristics
//     (minreg_lists.h): generalised Sethi–Ullman numbers bottom-up, with and
//     without the multi-use adjustment; the greedy rule ("take at once what
//     does not raise pressure"), top-down and bottom-up; clustering of nodes
//     that share operands (bottom-up, a node whose operands are already live
//     is placed next to their consumers) or complete the same consumer
//     (top-down); and the source order, which is sometimes best. No single
//     one wins: on the public DAGs top-down greedy is best on `cluster`
//     DAGs, bottom-up Sethi–Ullman on trees and wide reductions.
//  2. If the best is above the lower bound, a bounded branch-and-bound on the
//     pressure peak (peak_search.h) asks for an order one register better,
//     again and again, until it fails or runs out of budget. It branches
//     only where the exact reductions of prefix_state.h leave a choice, and
//     tries the incumbent's choices first, so its first dive retraces the
//     incumbent and later ones repair its peak.
//  3. Nothing else: the result is never worse than any candidate, in
//     particular never worse than `source` or `sethi-ullman`.
//
// Cost: the lists are O(n * c) for c candidates per step (a few ms for
// 1,000 nodes); the search's budget shrinks with the block size, so that
// its total work stays bounded (some 5,000 expansions for blocks of up to
// 100 nodes, a few milliseconds; 500 for 1,000 nodes, some 30 ms).
#include <algorithm>

#include "sched/minreg_lists.h"
#include "sched/peak_search.h"
#include "sched/policy.h"
#include "sched/pressure.h"
#include "sched/sethi_ullman.h"

namespace rhz::sched {
namespace {

// Expansions of the peak search: generous for small blocks, where each is
// cheap and the search usually proves or reaches the optimum, and shrinking
// for large ones, where each expansion scans hundreds of candidates.
std::uint64_t search_budget(std::size_t nodes) {
  return std::clamp<std::uint64_t>(500'000 / std::max<std::size_t>(nodes, 1), 100, 5'000);
}

}  // namespace

// Stage 1.
Schedule schedule_minreg_lists(const Dag& dag) {
  Schedule best;
  int best_rp = 0;
  auto consider = [&](Schedule candidate) {
    const int rp = max_rp(dag, candidate);
    if (best.empty() || rp < best_rp) best = std::move(candidate), best_rp = rp;
  };

  const Schedule su_order = schedule_sethi_ullman(dag);
  consider(su_order);
  consider(schedule_source(dag));
  std::vector<int> rank(dag.size());
  for (NodeId v = 0; v < dag.size(); ++v) rank[v] = static_cast<int>(v);
  consider(greedy_top_down(dag, rank));
  for (std::size_t k = 0; k < su_order.size(); ++k) rank[su_order[k]] = static_cast<int>(k);
  consider(greedy_top_down(dag, rank));
  const auto su = sethi_ullman_numbers(dag);
  const std::vector<std::int64_t> plain(su.begin(), su.end());
  const auto shared = shared_sethi_ullman(dag, 60);
  for (bool delta_first : {false, true}) {
    consider(greedy_bottom_up(dag, plain, delta_first));
    consider(greedy_bottom_up(dag, shared, delta_first));
  }
  return best;
}

// Stage 2 on stage 1's result.
Schedule schedule_minreg(const Dag& dag) {
  Schedule best = schedule_minreg_lists(dag);
  int best_rp = max_rp(dag, best);
  const int lower = operand_lower_bound(dag);
  if (best_rp <= lower) return best;
  std::vector<int> rank(dag.size());
  for (std::size_t k = 0; k < best.size(); ++k) rank[best[k]] = static_cast<int>(k);
  PeakSearch search(dag, rank);
  const std::uint64_t budget = search_budget(dag.size());
  while (best_rp > lower && search.expansions() < budget) {
    SearchOutcome outcome = search.find(best_rp - 1, budget - search.expansions());
    if (outcome.status != SearchStatus::Found) break;
    best = std::move(outcome.order);
    best_rp = max_rp(dag, best);
  }
  return best;
}

}  // namespace rhz::sched
