// The `--dump-schedule` printer (DESIGN.md, "`--dump-schedule` format").
//
//   method NAME(PARAMS)         (`method <main>` for the top level)
//   blockN:                     N is the block's position in the layout
//     op rDST operands...       registers are graph node ids
//
// Verbose adds `; order=K live=N` after each instruction (order only for
// fixed nodes; live counts the values live after it) and `; maxlive=N
// loop_depth=D` after each label. The output is a function of the graph and
// the policy alone.
#pragma once

#include <string>
#include <vector>

#include "ir/program.h"
#include "sched/linearize.h"

namespace rhz::sched {

// Values live after each instruction of each block, by global liveness over
// the linear code (phi inputs are live at the end of their predecessor).
struct Liveness {
  std::vector<std::vector<int>> after;  // per layout position, per instruction
  std::vector<int> live_in;             // per layout position, after the phis' definitions
};

Liveness compute_liveness(const ir::Graph& g, const MethodSchedule& s);

std::string print_method_schedule(const ir::Program& p, const ir::Method& m, const MethodSchedule& s,
                                  bool verbose);
// Every method in program order; schedules[i] belongs to p.methods[i].
std::string print_schedule(const ir::Program& p, const std::vector<MethodSchedule>& schedules, bool verbose);

}  // namespace rhz::sched
