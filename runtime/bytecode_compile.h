// Bytecode generation: linear IR + frame-slot allocation -> tier-1 bytecode.
#pragma once

#include <vector>

#include "ir/program.h"
#include "regalloc/allocation.h"
#include "runtime/bytecode.h"
#include "sched/linearize.h"

namespace rhz::rt {

// One Code per method of `program`, in the same order. `schedules[i]` and
// `allocations[i]` belong to program.methods[i]; the allocations are for
// the frame-slot target.
BytecodeProgram compile_bytecode(const ir::Program& program, const std::vector<sched::MethodSchedule>& schedules,
                                 const std::vector<regalloc::Allocation>& allocations);

}  // namespace rhz::rt
