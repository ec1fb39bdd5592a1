// The `minreg` policy (work in progress).
#include <algorithm>

#include "sched/peak_search.h"
#include "sched/policy.h"
#include "sched/pressure.h"

namespace rhz::sched {

Schedule schedule_minreg(const Dag& dag) {
  Schedule best = schedule_sethi_ullman(dag);
  int best_rp = max_rp(dag, best);
  for (auto candidate : {schedule_source(dag)}) {
    const int rp = max_rp(dag, candidate);
    if (rp < best_rp) best = std::move(candidate), best_rp = rp;
  }
  return best;
}

}  // namespace rhz::sched
