// Software pipelining of an executor's innermost loops: each loop that
// can be (sched/modulo_expand.h) is modulo-scheduled and rewritten into a
// prologue and a kernel before the executor's graph is scheduled for good.
#pragma once

#include <string>

#include "ir/specialise.h"
#include "sched/linearize.h"

namespace rhz::rt::tier2 {

// --pipeline: off never; on wherever it is legal; auto where it is legal
// and the kernel's II is shorter than the list schedule's cycles per
// iteration (both on the loop machine).
enum class PipelineMode { Off, On, Auto };

struct PipelineResult {
  bool changed = false;  // some loop was rewritten (new exits were added to sg.exits)
  std::string report;    // a line per innermost loop: pipelined, or why not
  // The kernels' nodes by their cycle in the modulo schedule, the order
  // local scheduling keeps for them.
  sched::IssueCycles kernel_cycles;
};

// `schedule` is sg's graph scheduled as it is; `name` names the loops.
PipelineResult pipeline_loops(ir::SpecialisedGraph& sg, const sched::MethodSchedule& schedule, PipelineMode mode,
                              std::string_view name);

}  // namespace rhz::rt::tier2
