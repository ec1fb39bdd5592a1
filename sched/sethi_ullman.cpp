// Generalised Sethi–Ullman numbers (definition in sethi_ullman.h).
#include "sched/sethi_ullman.h"

#include <algorithm>

#include "sched/policy.h"

namespace rhz::sched {

Schedule topological_order(const Dag& dag) { return schedule_source(dag); }

std::vector<int> sethi_ullman_numbers(const Dag& dag) {
  std::vector<int> su(dag.size(), 0);
  std::vector<NodeId> operands;
  for (NodeId v : topological_order(dag)) {
    operands.assign(dag.operands(v).begin(), dag.operands(v).end());
    std::stable_sort(operands.begin(), operands.end(), [&](NodeId a, NodeId b) {
      return su[a] - dag.value_size(a) > su[b] - dag.value_size(b);
    });
    int need = dag.value_size(v), held = 0;
    for (NodeId p : operands) {
      need = std::max(need, su[p] + held);
      held += dag.value_size(p);
    }
    su[v] = std::max(need, held);
  }
  return su;
}

}  // namespace rhz::sched
