// rhz: the command-line driver.
//
//   rhz run FILE.rb [ARGS...] [--dump-schedule] [--profile-dump] [...]
//   rhz compile FILE.rb... [--dump-ast] [--stop-after=PHASE] [--time-passes]
//   rhz -e 'CODE' [the options of run]
//   rhz sched-dag FILE.dag [--policy P | --report] [--time-limit S] [--opt FILE]
//   rhz sched-loop FILE.loop [--policy P] [--report]
//   rhz --help | --version
//
// Exit status: 0 success, 1 program or compile error, 2 usage error.

#include <iostream>

#include <CLI/CLI.hpp>

#include "runtime/big_stack.h"
#include "driver/commands.h"
#include "runtime/heap.h"

namespace {

int rhz_main(int argc, char** argv) {
  using namespace rhz::driver;
  CLI::App app{"rhz: a compiler and JIT for a strict subset of Ruby", "rhz"};
  app.set_version_flag("--version", "rhz 0.1.0");
  app.require_subcommand(0, 1);
  app.fallthrough(false);

  std::string code;
  RunSettings e_settings;
  CLI::Option* e_opt = app.add_option("-e", code, "run a one-line program given on the command line");
  add_run_options(app, e_settings);

  CommandRun run;
  add_run_command(app, run);
  add_compile_command(app, run);
  add_sched_dag_command(app, run);
  add_sched_loop_command(app, run);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int status = app.exit(e);
    return status == 0 ? 0 : 2;
  }
  if (run) return run();
  if (e_opt->count() > 0) return run_text("-e", code + "\n", e_settings);
  std::cerr << app.help();
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  // The collector starts on the main thread; the thread below registers.
  rhz::rt::heap_init();
  return rhz::rt::run_with_big_stack([&] { return rhz_main(argc, argv); });
}
