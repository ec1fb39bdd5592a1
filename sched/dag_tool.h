// `rhz sched-dag`: local schedulers on standalone dependence DAGs.
//
//   --policy P           `sched NAME id...` per DAG (P a local policy; default minreg)
//   --policy optimal     `opt NAME optimal K K ...` + `sched` per DAG, or
//                        `opt NAME timeout LB UB ...` (time limit per DAG)
//   --report             per policy: DAGs at the optimum, at >= 1.5x, average
//                        ratio, time; optima from `opt_file` when given, else
//                        from the exact solver. With a policy too, only that
//                        policy is reported.
//
// The driver owns argument parsing; this is the whole tool behind it.
#pragma once

#include <iosfwd>
#include <string>

namespace rhz::sched {

struct DagToolOptions {
  std::string file;             // the DAG file
  std::string policy;           // empty: minreg (or every policy with report)
  bool report = false;
  double time_limit_s = 10.0;   // per DAG, for the exact solver; <= 0: none
  std::string opt_file;         // optimum file for --report (optional)
};

// Exit status: 0 success, 1 bad input (unreadable file, syntax or graph
// error, reported as `file:line: error: ...` on err), 2 unknown policy.
int run_dag_tool(const DagToolOptions& options, std::ostream& out, std::ostream& err);

}  // namespace rhz::sched
