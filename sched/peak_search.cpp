// Budgeted depth-first threshold search (see peak_search.h).
//
// Between calls the prefix is empty and dead_ holds only refuted sets: a set
// is stored when its last child fails, never on first visit, so the table
// stays valid after a success or an exhausted budget.
#include "sched/peak_search.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace rhz::sched {
namespace {

// The future-pressure bound costs O(n^2 / 64) per set and O(n * e * n / 64)
// to build; past this size a budgeted search is better off without it.
constexpr std::size_t kMaxBoundNodes = 1024;

}  // namespace

PeakSearch::PeakSearch(const Dag& dag, std::vector<int> rank)
    : dag_(dag),
      rank_(std::move(rank)),
      state_(dag),
      future_(dag, kMaxBoundNodes),
      dead_(state_.words()),
      dead_bound_(std::numeric_limits<int>::max()) {
  if (rank_.size() != dag.size()) {
    rank_.resize(dag.size());
    for (NodeId v = 0; v < dag.size(); ++v) rank_[v] = static_cast<int>(v);
  }
}

SearchOutcome PeakSearch::find(int bound, std::uint64_t max_expansions) {
  SearchOutcome outcome;
  if (bound > dead_bound_) dead_.clear();
  dead_bound_ = std::min(dead_bound_, bound);

  struct Frame {
    std::size_t length;             // prefix length of this frame's set
    std::size_t begin, end, next;   // its candidates in `candidates`
  };
  std::vector<Frame> frames;
  std::vector<NodeId> candidates;
  std::vector<std::tuple<int, int, NodeId>> sorter;
  auto dead = [&] {
    return dead_.find(state_.bits(), state_.hash()) != StateTable::kAbsent || future_.exceeds(state_, bound);
  };
  // Candidates of the current set: ready nodes whose step keeps L within the
  // bound, least pressure increase first.
  auto push_frame = [&] {
    sorter.clear();
    for (NodeId x : state_.candidates()) {
      const int after = state_.live() + state_.delta(x);
      if (after <= bound && state_.step_peak(x) <= bound) sorter.emplace_back(after, rank_[x], x);
    }
    std::sort(sorter.begin(), sorter.end());
    const std::size_t begin = candidates.size();
    for (const auto& c : sorter) candidates.push_back(std::get<2>(c));
    frames.push_back(Frame{state_.length(), begin, candidates.size(), begin});
  };
  auto finish = [&](SearchStatus status) {
    if (status == SearchStatus::Found) outcome.order.assign(state_.order().begin(), state_.order().end());
    state_.undo_to(0);
    outcome.status = status;
    return outcome;
  };

  const std::uint64_t start = expansions_;
  state_.close(bound);
  if (state_.complete()) return finish(SearchStatus::Found);
  if (dead()) return finish(SearchStatus::Infeasible);
  push_frame();
  while (!frames.empty()) {
    Frame& frame = frames.back();
    state_.undo_to(frame.length);
    if (frame.next == frame.end) {
      // Every child failed: dead for this bound and all smaller.
      dead_.insert(state_.bits(), state_.hash());
      candidates.resize(frame.begin);
      frames.pop_back();
      continue;
    }
    state_.take(candidates[frame.next++]);
    state_.close_after(frame.length, bound);
    if (state_.complete()) return finish(SearchStatus::Found);
    if (dead()) continue;
    if (++expansions_ - start > max_expansions) return finish(SearchStatus::OutOfBudget);
    push_frame();
  }
  return finish(SearchStatus::Infeasible);
}

}  // namespace rhz::sched
