// `rhz sched-loop FILE.loop`: the modulo schedulers on loop dependence
// graphs. The work is sched/loop_tool; this file only maps the command
// line onto it.

#include <iostream>
#include <memory>

#include "driver/commands.h"
#include "sched/loop_tool.h"

namespace rhz::driver {

void add_sched_loop_command(CLI::App& app, CommandRun& run) {
  auto options = std::make_shared<sched::LoopToolOptions>();
  CLI::App* cmd = app.add_subcommand("sched-loop", "modulo-schedule loop dependence graphs and measure the schedules");
  cmd->add_option("file", options->file, "the .loop file")->required();
  cmd->add_option("--policy", options->policy,
                  "sms (default), sms-plain, ims or list; prints `modsched NAME II t...` per loop");
  cmd->add_flag("--report", options->report,
                "verify and measure every schedule: per-loop lines and the summary (every policy's summary "
                "without --policy)");
  cmd->callback([options, &run] { run = [options] { return sched::run_loop_tool(*options, std::cout, std::cerr); }; });
}

}  // namespace rhz::driver
