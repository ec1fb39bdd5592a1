// List schedulers of the minreg policy (see minreg_lists.h).
//
// Both greedy schedulers keep their candidates in a binary heap with lazy
// deletion: a node's key is recomputed only when a step changes one of the
// quantities it depends on (each node records a version; heap entries with
// an older version are skipped), so a schedule costs O((n + e) log n) plus
// the sum over nodes of (degree)^2 for the two-hop updates, not O(n^2).
#include "sched/minreg_lists.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>
#include <tuple>

#include "sched/prefix_state.h"
#include "sched/pressure.h"
#include "sched/sethi_ullman.h"

namespace rhz::sched {
namespace {

// A min-heap of (key, node, version) entries with lazy deletion.
template <class Key>
class LazyHeap {
 public:
  explicit LazyHeap(std::size_t nodes) : version_(nodes, 0) {}
  void push(const Key& key, NodeId v) { heap_.push(Entry{key, v, ++version_[v]}); }
  void forget(NodeId v) { ++version_[v]; }
  // The live entry with the smallest key, if any, dropping stale ones.
  const Key* top(NodeId* v) {
    while (!heap_.empty() && heap_.top().version != version_[heap_.top().node]) heap_.pop();
    if (heap_.empty()) return nullptr;
    *v = heap_.top().node;
    return &heap_.top().key;
  }

 private:
  struct Entry {
    Key key;
    NodeId node;
    std::uint32_t version;
    bool operator>(const Entry& o) const { return std::tie(key, node) > std::tie(o.key, o.node); }
  };
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap_;
  std::vector<std::uint32_t> version_;
};

}  // namespace

Schedule greedy_top_down(const Dag& dag, std::span<const int> rank) {
  PrefixState state(dag);
  // (cost, need, delta, rank): cost = max(sources added, delta) is the
  // step's pressure increase (its peak and its result) relative to live(),
  // so keys do not change when live() does.
  using Key = std::tuple<int, int, int, int>;
  LazyHeap<Key> steps(dag.size());
  // Candidates that free at least what they add, by the sources they add.
  LazyHeap<int> frees(dag.size());
  std::vector<std::uint32_t> stamp(dag.size(), 0);
  std::uint32_t round = 0;

  auto rekey = [&](NodeId c) {
    if (stamp[c] == round) return;
    stamp[c] = round;
    if (!state.candidate(c)) {
      steps.forget(c);
      frees.forget(c);
      return;
    }
    const int delta = state.delta(c);
    const int sources = state.step_peak(c) - state.live();
    // Clustering: how many other steps the nearest successor still waits
    // for; finishing what is started keeps few partial results live.
    int need = std::numeric_limits<int>::max();
    for (NodeId s : dag.succs(c)) {
      int missing = 0;
      for (NodeId p : dag.preds(s)) missing += p != c && !state.scheduled(p) && !dag.preds(p).empty();
      need = std::min(need, missing);
    }
    steps.push(Key{std::max(sources, delta), need, delta, rank[c]}, c);
    if (delta <= 0) frees.push(sources, c);
    else frees.forget(c);
  };

  ++round;
  for (NodeId c : state.candidates()) rekey(c);
  std::vector<NodeId> affected;
  int peak = 0;
  while (!state.complete()) {
    // The greedy rule: a step that frees what it adds and whose own peak
    // stays within the peak so far costs nothing; take it at once.
    NodeId c = 0;
    const int* sources = frees.top(&c);
    if (!sources || state.live() + *sources > peak) steps.top(&c);
    peak = std::max({peak, state.step_peak(c), state.live() + state.delta(c)});
    const std::size_t since = state.length();
    state.take(c);
    affected.clear();
    state.touched_since(since, affected);
    for (std::size_t i = since; i < state.length(); ++i) {
      const NodeId v = state.order()[i];
      affected.push_back(v);
      for (NodeId s : dag.succs(v))
        for (NodeId p : dag.preds(s)) affected.push_back(p);  // their `need`
    }
    ++round;
    for (NodeId a : affected) rekey(a);
  }
  return Schedule(state.order().begin(), state.order().end());
}

Schedule greedy_bottom_up(const Dag& dag, std::span<const std::int64_t> priority, bool delta_first) {
  BackwardPressure state(dag);
  // Placing a node whose operands are all live already never raises the
  // pressure: key class 0, taken first. Otherwise by priority and delta (or
  // delta first). Larger NodeIds first on ties, so that equal keys keep
  // source order in the final order.
  using Key = std::tuple<int, std::int64_t, std::int64_t, std::int64_t>;
  LazyHeap<Key> ready(dag.size());
  auto rekey = [&](NodeId v) {
    const int delta = state.delta(v);
    const std::int64_t id = -std::int64_t{v};
    ready.push(delta <= 0       ? Key{0, delta, id, 0}
               : delta_first ? Key{1, delta, priority[v], id}
                             : Key{1, priority[v], delta, id},
               v);
  };
  for (NodeId v = 0; v < dag.size(); ++v)
    if (state.ready(v)) rekey(v);
  Schedule reversed;
  reversed.reserve(dag.size());
  std::vector<NodeId> fresh;
  NodeId v = 0;
  while (ready.top(&v)) {
    ready.forget(v);
    fresh.clear();
    state.place(v, &fresh);
    reversed.push_back(v);
    for (NodeId f : fresh) rekey(f);
    // An operand that just became live lowers the delta of its other
    // ready consumers: they now share it.
    for (NodeId p : dag.operands(v))
      if (state.placed_consumers(p) == 1)
        for (NodeId c : dag.consumers(p))
          if (c != v && state.ready(c)) rekey(c);
  }
  return Schedule(reversed.rbegin(), reversed.rend());
}

std::vector<std::int64_t> shared_sethi_ullman(const Dag& dag, std::int64_t scale) {
  std::vector<std::int64_t> su(dag.size(), 0), share(dag.size());
  for (NodeId v = 0; v < dag.size(); ++v) {
    const auto uses = static_cast<std::int64_t>(std::max<std::size_t>(dag.consumers(v).size(), 1));
    share[v] = dag.value_size(v) * scale / uses;
  }
  std::vector<NodeId> operands;
  for (NodeId v : topological_order(dag)) {
    operands.assign(dag.operands(v).begin(), dag.operands(v).end());
    std::stable_sort(operands.begin(), operands.end(),
                     [&](NodeId a, NodeId b) { return su[a] - share[a] > su[b] - share[b]; });
    std::int64_t need = dag.value_size(v) * scale, held = 0;
    for (NodeId p : operands) {
      need = std::max(need, su[p] + held);
      held += share[p];
    }
    su[v] = std::max(need, held);
  }
  return su;
}

}  // namespace rhz::sched
