// The `--report` of the DAG tool: the min-reg literature's three metrics per
// policy against the optimum.
//
// For every DAG whose optimum is known: is the policy's MaxRP at the
// optimum, is it at 1.5x the optimum or worse, and the ratio MaxRP/optimum,
// averaged. A fourth column shows what pressure is traded against: the
// mean estimated cycles of the orders on the x86-64 machine model
// (machine_model.h). The numbers are deterministic; only the time column
// is not.
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sched/dag.h"
#include "sched/policy.h"

namespace rhz::sched {

struct PolicyScore {
  std::string policy;
  int scored = 0;      // DAGs with a known optimum
  int at_optimum = 0;
  int over_1_5 = 0;    // MaxRP >= 1.5 x optimum
  double ratio_sum = 0;
  int below_optimum = 0;  // MaxRP below the given "optimum": a wrong optimum file
  double seconds = 0;  // time spent in the policy over all DAGs
  long cycles_sum = 0;  // estimate_cycles on the x86-64 model, over all DAGs
  int dags = 0;
  double mean_ratio() const { return scored ? ratio_sum / scored : 0.0; }
  double mean_cycles() const { return dags ? static_cast<double>(cycles_sum) / dags : 0.0; }
};

// MaxRP / optimum, with 0/0 counted as 1 (every order of such a DAG is
// optimal).
double pressure_ratio(int rp, int optimum);

// Runs `policy` on every DAG and scores it against `optimum` (one entry per
// DAG; nullopt: unknown). Every schedule is checked with check_order; a
// policy bug is reported in `error` and ends the run (nullopt).
std::optional<PolicyScore> score_policy(const PolicyInfo& policy, std::span<const Dag> dags,
                                        std::span<const std::optional<int>> optimum, std::string* error);

struct ReportHeader {
  std::size_t dags = 0;
  std::size_t known = 0;    // DAGs with a known optimum
  std::string source;       // where the optima came from, e.g. "public.opt" or "exact solver, 10 s limit"
  std::string solver_line;  // optional extra line about the exact solver run
};

void print_report(std::ostream& out, const ReportHeader& header, std::span<const PolicyScore> scores);

}  // namespace rhz::sched
