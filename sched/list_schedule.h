// List scheduling with a static priority, top-down or bottom-up.
//
// The simple policies are a priority over nodes plus a direction; these two
// functions are the whole list scheduler for them (O((n + e) log n) with a
// binary heap). Policies whose priority changes as the schedule grows
// (minreg, balanced) keep their own loops.
#pragma once

#include <cstdint>
#include <span>

#include "sched/dag.h"

namespace rhz::sched {

// Repeatedly schedules, among the nodes whose predecessors are all
// scheduled, the one with the smallest key (ties: smaller NodeId).
Schedule top_down_by_key(const Dag& dag, std::span<const std::int64_t> key);

// Builds the order from its end: repeatedly places, among the nodes whose
// successors are all placed, the one with the smallest key (ties: larger
// NodeId, so equal keys keep source order) just before the placed suffix.
Schedule bottom_up_by_key(const Dag& dag, std::span<const std::int64_t> key);

}  // namespace rhz::sched
