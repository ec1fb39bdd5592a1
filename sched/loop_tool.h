// `rhz sched-loop`: the modulo schedulers on loop dependence graphs (the
// `.loop` format, sched/loop_graph.h).
//
//   (default)          `modsched NAME II t0 t1 ...` per loop (times in node
//                      declaration order, the earliest at 0)
//   --policy P         the policy (modulo_schedule.h; default sms)
//   --report           per loop `NAME ii= mii= res= rec= maxlive= minavg=
//                      ratio= stages=[ AT_MII]`, then the `summary` line;
//                      without --policy, the summary of every policy. Every
//                      schedule is verified; an invalid one is counted and
//                      named. A `#` line gives the time each policy took.
//
// The driver owns argument parsing; this is the whole tool behind it.
#pragma once

#include <iosfwd>
#include <string>

namespace rhz::sched {

struct LoopToolOptions {
  std::string file;
  std::string policy;  // empty: sms (or every policy with report)
  bool report = false;
};

// Exit status: 0 success, 1 bad input (reported as `file:line: error: ...`)
// or an invalid schedule, 2 unknown policy.
int run_loop_tool(const LoopToolOptions& options, std::ostream& out, std::ostream& err);

}  // namespace rhz::sched
