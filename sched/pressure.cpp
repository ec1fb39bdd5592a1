// Register pressure: the checker, the exact MaxRP of an order, and the
// incremental prefix/suffix trackers (definitions in pressure.h).
#include "sched/pressure.h"

#include <algorithm>

namespace rhz::sched {

std::optional<std::string> check_order(const Dag& dag, std::span<const NodeId> order) {
  const std::size_t n = dag.size();
  if (order.size() != n)
    return "schedule names " + std::to_string(order.size()) + " nodes, the dag has " + std::to_string(n);
  std::vector<int> position(n, -1);
  for (std::size_t k = 0; k < n; ++k) {
    const NodeId v = order[k];
    if (v >= n) return "schedule names a node that does not exist";
    if (position[v] >= 0) return "node '" + dag.node(v).id + "' is scheduled twice";
    position[v] = static_cast<int>(k);
  }
  for (NodeId v = 0; v < n; ++v)
    for (NodeId p : dag.preds(v))
      if (position[p] > position[v])
        return "node '" + dag.node(v).id + "' is scheduled before its predecessor '" + dag.node(p).id + "'";
  return std::nullopt;
}

std::vector<int> pressure_profile(const Dag& dag, std::span<const NodeId> order) {
  // A value is live at the steps (def, last use]; add its size over that
  // range with a difference array.
  const std::size_t n = dag.size();
  std::vector<int> position(n);
  for (std::size_t k = 0; k < n; ++k) position[order[k]] = static_cast<int>(k);
  std::vector<int> diff(n + 1, 0);
  for (NodeId v = 0; v < n; ++v) {
    if (dag.consumers(v).empty() || dag.value_size(v) == 0) continue;
    int last = 0;
    for (NodeId c : dag.consumers(v)) last = std::max(last, position[c]);
    diff[position[v] + 1] += dag.value_size(v);
    diff[last + 1] -= dag.value_size(v);
  }
  std::vector<int> profile(n);
  int running = 0;
  for (std::size_t k = 0; k < n; ++k) profile[k] = running += diff[k];
  return profile;
}

int max_rp(const Dag& dag, std::span<const NodeId> order) {
  const auto profile = pressure_profile(dag, order);
  return profile.empty() ? 0 : *std::max_element(profile.begin(), profile.end());
}

int operand_lower_bound(const Dag& dag) {
  int bound = 0;
  for (NodeId v = 0; v < dag.size(); ++v) {
    int sum = 0;
    for (NodeId p : dag.operands(v)) sum += dag.value_size(p);
    bound = std::max(bound, sum);
  }
  return bound;
}

ForwardPressure::ForwardPressure(const Dag& dag) : dag_(&dag), waiting_(dag.size()), pending_(dag.size()) {
  for (NodeId v = 0; v < dag.size(); ++v) {
    waiting_[v] = static_cast<int>(dag.preds(v).size());
    pending_[v] = static_cast<int>(dag.consumers(v).size());
  }
}

int ForwardPressure::delta(NodeId x) const {
  int d = dag_->consumers(x).empty() ? 0 : dag_->value_size(x);
  for (NodeId p : dag_->operands(x))
    if (pending_[p] == 1) d -= dag_->value_size(p);
  return d;
}

void ForwardPressure::schedule(NodeId x, std::vector<NodeId>* became_ready) {
  live_ += delta(x);
  waiting_[x] = -1;
  for (NodeId p : dag_->operands(x)) --pending_[p];
  for (NodeId s : dag_->succs(x))
    if (--waiting_[s] == 0 && became_ready) became_ready->push_back(s);
}

void ForwardPressure::unschedule(NodeId x) {
  for (NodeId s : dag_->succs(x)) ++waiting_[s];
  for (NodeId p : dag_->operands(x)) ++pending_[p];
  waiting_[x] = 0;
  live_ -= delta(x);
}

BackwardPressure::BackwardPressure(const Dag& dag)
    : dag_(&dag), waiting_(dag.size()), placed_consumers_(dag.size(), 0) {
  for (NodeId v = 0; v < dag.size(); ++v) waiting_[v] = static_cast<int>(dag.succs(v).size());
}

int BackwardPressure::delta(NodeId x) const {
  int d = dag_->consumers(x).empty() ? 0 : -dag_->value_size(x);
  for (NodeId p : dag_->operands(x))
    if (placed_consumers_[p] == 0) d += dag_->value_size(p);
  return d;
}

void BackwardPressure::place(NodeId x, std::vector<NodeId>* became_ready) {
  live_ += delta(x);
  waiting_[x] = -1;
  for (NodeId p : dag_->operands(x)) ++placed_consumers_[p];
  for (NodeId p : dag_->preds(x))
    if (--waiting_[p] == 0 && became_ready) became_ready->push_back(p);
}

void BackwardPressure::unplace(NodeId x) {
  for (NodeId p : dag_->preds(x)) ++waiting_[p];
  for (NodeId p : dag_->operands(x)) --placed_consumers_[p];
  waiting_[x] = 0;
  live_ -= delta(x);
}

}  // namespace rhz::sched
