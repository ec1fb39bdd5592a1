// The `--dump-alloc` printer: the linear code with locations.
//
//   method NAME(PARAMS)  ; target=T frame_size=N [registers=R spilled=S] [scratch=sK]
//   blockN:
//     op DST <- operands...            ; rID
//     move DST <- SRC                  (end moves, before the closing jump)
//     jump blockM
//
// Locations: sK frame slot K, RK register K (or the target's name for it:
// rax, r12), _ none. On targets with masks the header adds `stores=`,
// `reloads=` and `incoming=` (stack arguments), operands show where the
// instruction reads them (after operand copies), and the moves of
// Allocation::moves_before print as `move DST <- SRC` before their
// instruction. The trailing `; rID`
// names the graph node (as in --dump-schedule) of the value defined. Phis
// print their input location per predecessor: `phi s3 <- block1 s0 block2 s5`.
// Sends print `send DST <- RECV NAME ARGS...`. The text is a function of the
// program, the schedules and the allocations alone.
#pragma once

#include <string>
#include <vector>

#include "ir/program.h"
#include "regalloc/allocation.h"
#include "regalloc/target.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

std::string location_name(Location l);
// With the target's register names (`rax`, `r12`) when it has them.
std::string location_name(Location l, const Target& t);

std::string print_method_alloc(const ir::Program& p, const ir::Method& m, const sched::MethodSchedule& s,
                               const Allocation& a, const Target& target);

// All methods, in program order (schedules and allocations parallel to p.methods).
std::string print_alloc(const ir::Program& p, const std::vector<sched::MethodSchedule>& schedules,
                        const std::vector<Allocation>& allocations, const Target& target);

}  // namespace rhz::regalloc
