// The allocation verifier: checks an Allocation against the schedule it
// was made for, with its own liveness and a simulation of what every
// location holds, so it shares no state with the allocator.
//
// Problems reported (one string each; empty means the allocation is good):
// - a value that is defined or read has no location, or a location out of
//   range (slot >= frame_size, register >= the target's registers);
// - a fixed constraint of the target is not honoured;
// - two values live at the same point (into or out of an instruction, or
//   at a block start with its phis) share a location;
// - simulating the code (each result written to its location, the end
//   moves run in order, Params in their slots at entry), an instruction or
//   a phi edge reads a location that does not hold the expected value.
#pragma once

#include <string>
#include <vector>

#include "regalloc/allocation.h"
#include "regalloc/target.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

std::vector<std::string> verify_alloc(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target,
                                      const Allocation& a);

}  // namespace rhz::regalloc
