// Static-priority list schedulers (see list_schedule.h).
#include "sched/list_schedule.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

namespace rhz::sched {

Schedule top_down_by_key(const Dag& dag, std::span<const std::int64_t> key) {
  using Item = std::pair<std::int64_t, NodeId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> ready;
  std::vector<std::uint32_t> waiting(dag.size());
  for (NodeId v = 0; v < dag.size(); ++v) {
    waiting[v] = static_cast<std::uint32_t>(dag.preds(v).size());
    if (waiting[v] == 0) ready.emplace(key[v], v);
  }
  Schedule order;
  order.reserve(dag.size());
  while (!ready.empty()) {
    const NodeId v = ready.top().second;
    ready.pop();
    order.push_back(v);
    for (NodeId s : dag.succs(v))
      if (--waiting[s] == 0) ready.emplace(key[s], s);
  }
  return order;
}

Schedule bottom_up_by_key(const Dag& dag, std::span<const std::int64_t> key) {
  // (key, -id) in a min-heap: smallest key, then largest id.
  using Item = std::pair<std::int64_t, std::int64_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> ready;
  std::vector<std::uint32_t> waiting(dag.size());
  for (NodeId v = 0; v < dag.size(); ++v) {
    waiting[v] = static_cast<std::uint32_t>(dag.succs(v).size());
    if (waiting[v] == 0) ready.emplace(key[v], -std::int64_t{v});
  }
  Schedule order;
  order.reserve(dag.size());
  while (!ready.empty()) {
    const auto v = static_cast<NodeId>(-ready.top().second);
    ready.pop();
    order.push_back(v);
    for (NodeId p : dag.preds(v))
      if (--waiting[p] == 0) ready.emplace(key[p], -std::int64_t{p});
  }
  std::reverse(order.begin(), order.end());
  return order;
}

}  // namespace rhz::sched
