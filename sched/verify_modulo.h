// verify_modulo_schedule: a modulo schedule (II, an issue cycle per node)
// is valid iff every edge u -> v (latency L, distance d) has
// t(v) >= t(u) + L - II*d and no unit class is over-subscribed in any
// kernel slot. Returns one readable message per violation (empty: valid).
#pragma once

#include <string>
#include <vector>

#include "sched/loop_graph.h"

namespace rhz::sched {

struct ModuloSchedule {
  int ii = 0;
  std::vector<int> times;  // issue cycle of each node of iteration 0
};

std::vector<std::string> verify_modulo_schedule(const LoopGraph& g, const ModuloSchedule& s);

}  // namespace rhz::sched
