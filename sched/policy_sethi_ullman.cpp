// The `sethi-ullman` policy: bottom-up list scheduling by generalised
// Sethi–Ullman numbers, the classical register-need heuristic.
//
// Built from the end: among the nodes whose consumers are all placed, the
// one with the smallest number is placed next, so in the final order the
// operand needing the most registers is evaluated first and the cheap ones
// last, right before their consumer; ties keep source order.
#include "sched/list_schedule.h"
#include "sched/policy.h"
#include "sched/sethi_ullman.h"

namespace rhz::sched {

Schedule schedule_sethi_ullman(const Dag& dag) {
  const auto su = sethi_ullman_numbers(dag);
  std::vector<std::int64_t> key(su.begin(), su.end());
  return bottom_up_by_key(dag, key);
}

}  // namespace rhz::sched
