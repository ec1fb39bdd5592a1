// The pipeliner's dumps of a method's innermost loops:
// - `--dump-loop`: each loop in the `.loop` format (after the machine);
// - `--dump-pipeline`: per loop ResMII, RecMII, MII, the II found, stages,
//   MaxLive and MinAvg, the II without pipelining, and the kernel as a table
//   of slots (rows) by stages (columns): row s, column k holds what the
//   kernel issues in slot s for the iteration started k turns before.
#pragma once

#include <string>
#include <vector>

#include "sched/loop_extract.h"
#include "sched/modulo_schedule.h"

namespace rhz::sched {

std::string print_loops(const std::vector<ExtractedLoop>& loops);
std::string print_pipelines(const std::vector<ExtractedLoop>& loops, ModuloPolicy policy);
// The kernel table alone (times from 0: stage = time / II).
std::string kernel_table(const LoopGraph& g, const ModuloSchedule& s);

}  // namespace rhz::sched
