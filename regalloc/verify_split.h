// The allocation verifier for targets with register masks (split
// allocations); verify_alloc calls it for such targets. See the top of
// verify_split.cpp for what it checks.
#pragma once

#include <string>
#include <vector>

#include "regalloc/allocation.h"
#include "regalloc/target.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

std::vector<std::string> verify_split_alloc(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target,
                                            const Allocation& a);

}  // namespace rhz::regalloc
