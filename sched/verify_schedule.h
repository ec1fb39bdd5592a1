// The schedule verifier: checks a MethodSchedule against its graph and
// returns one line per problem (empty: the schedule is sound). Never aborts.
//
//   - every live node is placed exactly once: block heads (Start, merges,
//     projections) as labels, everything else as one instruction, in the
//     block its placement names;
//   - every definition dominates its uses: earlier in the same block, or in
//     a dominating block; a phi's value i in predecessor i of its region;
//   - in each block, phis come first and the If or Return last, operands
//     before their users, and fixed nodes in control-chain order with
//     increasing partial-order numbers.
#pragma once

#include <string>
#include <vector>

#include "ir/graph.h"
#include "sched/linearize.h"

namespace rhz::sched {

std::vector<std::string> verify_schedule(const ir::Graph& g, const MethodSchedule& s);

}  // namespace rhz::sched
