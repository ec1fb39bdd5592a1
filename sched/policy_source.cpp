// The `source` policy: declaration order.
//
// Edges may name nodes declared later, so declaration order need not be
// topological; list scheduling by NodeId returns it unchanged when it is and
// the closest topological order (smallest ready id first) when it is not.
#include <numeric>

#include "sched/list_schedule.h"
#include "sched/policy.h"

namespace rhz::sched {

Schedule schedule_source(const Dag& dag) {
  std::vector<std::int64_t> key(dag.size());
  std::iota(key.begin(), key.end(), 0);
  return top_down_by_key(dag, key);
}

}  // namespace rhz::sched
