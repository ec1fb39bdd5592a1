// `--dump-graph=scheduled`: the graphs drawn with their schedule, as
// Rhizome shows it — one cluster per block (in layout order, labelled with
// its loop depth), each block's instructions chained in their local order
// by bold blue edges, data edges black, control edges red.
#pragma once

#include <string>
#include <vector>

#include "ir/program.h"
#include "sched/linearize.h"

namespace rhz::sched {

std::string print_scheduled_dot(const ir::Program& p, const std::vector<MethodSchedule>& schedules);

}  // namespace rhz::sched
