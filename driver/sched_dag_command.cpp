// `rhz sched-dag FILE.dag`: evaluates the local schedulers on standalone
// dependence DAGs (the format of --dump-dag). The work is sched/dag_tool;
// this file only maps the command line onto it.

#include <iostream>
#include <memory>

#include "driver/commands.h"
#include "sched/dag_tool.h"

namespace rhz::driver {

void add_sched_dag_command(CLI::App& app, CommandRun& run) {
  auto options = std::make_shared<sched::DagToolOptions>();
  CLI::App* cmd = app.add_subcommand("sched-dag", "schedule dependence DAGs and compare the policies");
  cmd->add_option("file", options->file, "the .dag file")->required();
  cmd->add_option("--policy", options->policy,
                  "print each DAG's schedule by this policy (early, minreg, balanced, sethi-ullman, "
                  "source), or the proven optimum with 'optimal'");
  cmd->add_flag("--report", options->report,
                "print, per policy, DAGs at the optimum, at >= 1.5x the optimum, the average ratio and the time");
  cmd->add_option("--time-limit", options->time_limit_s, "seconds per DAG for the exact solver (<= 0: none)")
      ->capture_default_str();
  cmd->add_option("--opt", options->opt_file, "optimum file for --report (else the exact solver is run)");
  cmd->callback([options, &run] { run = [options] { return sched::run_dag_tool(*options, std::cout, std::cerr); }; });
}

}  // namespace rhz::driver
