// The `early` policy: Rhizome's "as soon as inputs are ready".
//
// Top-down; a FIFO of ready nodes: a node is scheduled in the order it became
// ready (its last predecessor was scheduled), nodes that became ready at the
// same step in source order. This is the latency-friendly breadth-first
// order, and a register-hungry one: it starts every independent chain before
// finishing any.
#include <deque>

#include "sched/policy.h"

namespace rhz::sched {

Schedule schedule_early(const Dag& dag) {
  std::vector<std::uint32_t> waiting(dag.size());
  std::deque<NodeId> ready;
  for (NodeId v = 0; v < dag.size(); ++v) {
    waiting[v] = static_cast<std::uint32_t>(dag.preds(v).size());
    if (waiting[v] == 0) ready.push_back(v);
  }
  Schedule order;
  order.reserve(dag.size());
  while (!ready.empty()) {
    const NodeId v = ready.front();
    ready.pop_front();
    order.push_back(v);
    for (NodeId s : dag.succs(v))  // sorted: same-step ties in source order
      if (--waiting[s] == 0) ready.push_back(s);
  }
  return order;
}

}  // namespace rhz::sched
