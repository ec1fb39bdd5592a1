// rhz: the command-line driver.
//
//   rhz run FILE.rb [ARGS...] [--dump-schedule] [--profile-dump] [...]
//   rhz run - [the options of run]          (the program from standard input)
//   rhz compile FILE.rb... [--dump-ast] [--stop-after=PHASE] [--time-passes]
//   rhz -e 'CODE' [the options of run]
//   rhz explore FILE.rb [-o FILE.html] [--no-run]
//   rhz [the options of run] < FILE.rb      (as ruby reads a piped program)
//   rhz -v                                  (the version, as ruby -v prints it)
//   rhz sched-dag FILE.dag [--policy P | --report] [--time-limit S] [--opt FILE]
//   rhz sched-loop FILE.loop [--policy P] [--report]
//   rhz --help | --version
//
// Exit status: 0 success, 1 program or compile error, 2 usage error.

#include <unistd.h>

#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "runtime/big_stack.h"
#include "driver/commands.h"
#include "runtime/heap.h"

namespace {

int rhz_main(int argc, char** argv) {
  using namespace rhz::driver;
  CLI::App app{"rhz: a compiler and JIT for a strict subset of Ruby", "rhz"};
  const std::string version = std::string("rhz ") + RHZ_VERSION + " [x86_64-linux]";
  app.set_version_flag("--version", version);
  bool print_version = false;
  app.add_flag("-v", print_version, "print the version; then run the program -e gives, if any (as ruby -v)");
  app.require_subcommand(0, 1);
  app.fallthrough(false);

  std::string code;
  RunSettings e_settings;
  CLI::Option* e_opt = app.add_option("-e", code, "run a one-line program given on the command line");
  add_run_options(app, e_settings);

  CommandRun run;
  add_run_command(app, run);
  add_compile_command(app, run);
  add_explore_command(app, run);
  add_sched_dag_command(app, run);
  add_sched_loop_command(app, run);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int status = app.exit(e);
    return status == 0 ? 0 : 2;
  }
  if (print_version) {
    std::cout << version << std::endl;
    if (e_opt->count() == 0 && !run) return 0;
  }
  if (run) return run();
  if (e_opt->count() > 0) return run_text("-e", code + "\n", e_settings);
  // No program named: one piped in is run, as ruby runs it; at a terminal,
  // the help.
  if (!::isatty(STDIN_FILENO)) return run_text("-", read_standard_input(), e_settings);
  std::cerr << app.help();
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  // The collector starts on the main thread; the thread below registers.
  rhz::rt::heap_init();
  return rhz::rt::run_with_big_stack([&] { return rhz_main(argc, argv); });
}
