// Exact min-register scheduling by best-first bottleneck search
// (optimal.h).
#include "sched/optimal.h"

#include <algorithm>
#include <chrono>
#include <tuple>

#include "sched/future_bound.h"
#include "sched/policy.h"
#include "sched/prefix_state.h"
#include "sched/pressure.h"
#include "sched/state_table.h"

namespace rhz::sched {
namespace {

constexpr std::uint32_t kNoNode = ~std::uint32_t{0};

// A stored set: the forced closure, within `limit`, of taking the step of
// `chosen` from the expanded form of set `parent`. A set is expanded at its
// final priority, after close(priority) with blocks.
struct StoredSet {
  std::uint32_t parent;
  NodeId chosen;  // kNoNode for the root
  int limit;
  int priority;   // lowest known; bucket entries with another are stale
};

// The complete order found: the expansion of set `index`, then (unless
// `last` is kNoNode) the step of `last` closed within `last_limit`.
Schedule replay(PrefixState& state, const std::vector<StoredSet>& sets, std::uint32_t index, NodeId last,
                int last_limit) {
  std::vector<std::uint32_t> chain;
  for (std::uint32_t i = index;; i = sets[i].parent) {
    chain.push_back(i);
    if (sets[i].chosen == kNoNode) break;
  }
  state.undo_to(0);
  state.close(sets[chain.back()].limit, false);
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    state.close(sets[*it].priority);
    const bool goal_set = it + 1 == chain.rend();
    const NodeId x = goal_set ? last : sets[*(it + 1)].chosen;
    if (x == kNoNode) break;
    const std::size_t since = state.length();
    state.take(x);
    state.close_after(since, goal_set ? last_limit : sets[*(it + 1)].limit, false);
  }
  Schedule order(state.order().begin(), state.order().end());
  state.undo_to(0);
  return order;
}

}  // namespace

OptimalResult solve_optimal(const Dag& dag, const OptimalOptions& options) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(std::max(options.time_limit_s, 0.0)));
  OptimalResult result;
  auto done = [&] {
    result.proven = result.lower == result.upper;
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  };

  result.order = schedule_minreg(dag);
  result.heuristic = result.upper = max_rp(dag, result.order);
  const FutureBound future(dag);
  result.lower0 = result.lower = std::max(operand_lower_bound(dag), future.root());
  if (result.lower >= result.upper) return done();

  PrefixState state(dag);
  StateTable table(state.words());
  // Per stored set: its key, its hash, two slots at the table's worst load,
  // its StoredSet, and a queue entry.
  const std::size_t bytes_per_set = state.words() * 8 + 8 + 16 + 16 + 4;
  const std::size_t max_states = std::min(options.max_states, options.max_bytes / bytes_per_set);
  std::vector<StoredSet> sets;
  // buckets[p]: stored sets of priority p awaiting expansion, newest last.
  std::vector<std::vector<std::uint32_t>> buckets(result.upper);

  const int root_limit = std::max(result.lower, future.bound(state));
  state.close(root_limit, false);
  const int root_priority = std::max(root_limit, future.bound(state));
  if (root_priority >= result.upper) {
    result.lower = result.upper;
    return done();
  }
  table.insert(state.bits(), state.hash());
  sets.push_back(StoredSet{0, kNoNode, root_limit, root_priority});
  buckets[root_priority].push_back(0);

  std::vector<std::tuple<int, NodeId>> children;
  // The best complete order found (see replay).
  std::uint32_t goal = kNoNode;
  NodeId goal_last = kNoNode;
  int goal_limit = 0;
  std::uint64_t expanded = 0;
  auto finish = [&](bool exhausted) {
    // Exhausting every priority below UB proves UB.
    if (exhausted) result.lower = result.upper;
    if (goal != kNoNode) {
      result.order = replay(state, sets, goal, goal_last, goal_limit);
      result.upper = max_rp(dag, result.order);  // equal to the search's figure
    }
    result.states = table.size();
    return done();
  };
  for (int level = result.lower; level < result.upper; ++level) {
    // Every set of priority below `level` is expanded: no order beats it.
    result.lower = level;
    auto& bucket = buckets[level];
    while (!bucket.empty()) {
      const std::uint32_t index = bucket.back();
      bucket.pop_back();
      if (sets[index].priority != level) continue;  // improved since pushed
      if ((++expanded & 255) == 0 && options.time_limit_s > 0 && Clock::now() > deadline) return finish(false);
      state.load(table.key(index));
      // Every completion through this set costs at least `level`: blocks
      // within it are safe (prefix_state.h). Searching for them once per
      // expansion, not per generated child, keeps their cost down.
      state.close(level);
      if (state.complete()) {
        goal = index;
        goal_last = kNoNode;
        result.upper = level;
        return finish(true);
      }
      const std::size_t length = state.length();
      // Cheapest step first: pushed last, so expanded first. Any path cost
      // up to `level` is as good as `level` itself: every child's priority
      // is at least that.
      children.clear();
      for (NodeId x : state.candidates())
        children.emplace_back(std::max({level, state.step_peak(x), state.live() + state.delta(x)}), x);
      std::sort(children.begin(), children.end(), std::greater<>());
      for (const auto& [cost, x] : children) {
        if (cost >= result.upper) continue;
        state.take(x);
        const int limit = std::max(cost, future.bound(state));
        const int peak = limit < result.upper ? state.close_after(length, limit, false) : 0;
        if (state.complete()) {
          const int actual = std::max(cost, peak);
          if (actual < result.upper) {
            goal = index;
            goal_last = x;
            goal_limit = limit;
            result.upper = actual;
            if (actual <= level) return finish(true);
          }
        } else if (const int priority = std::max(limit, future.bound(state)); priority < result.upper) {
          const std::uint32_t known = table.find(state.bits(), state.hash());
          if (known == StateTable::kAbsent) {
            if (table.size() >= max_states) return finish(false);
            buckets[priority].push_back(table.insert(state.bits(), state.hash()));
            sets.push_back(StoredSet{index, x, limit, priority});
          } else if (priority < sets[known].priority) {
            sets[known] = StoredSet{index, x, limit, priority};
            buckets[priority].push_back(known);
          }
        }
        state.undo_to(length);
      }
    }
  }
  return finish(true);
}

}  // namespace rhz::sched
