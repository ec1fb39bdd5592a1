// `rhz run FILE [ARGS...]` and `rhz -e CODE`: compile through the whole
// pipeline, then run the tier-1 bytecode. Dumps go to stderr so that the
// program's own output stays clean.
#include <cerrno>
#include <cstring>
#include <iostream>
#include <memory>

#include "driver/commands.h"
#include "driver/phases.h"
#include "runtime/builtins.h"
#include "runtime/heap.h"
#include "runtime/interpreter.h"
#include "runtime/profile_print.h"

namespace rhz::driver {

int run_text(const std::string& name, std::string text, const RunSettings& settings) {
  auto c = std::make_unique<Compilation>(name, std::move(text), settings.options);
  int status = run_pipeline(*c, std::cerr, std::cerr);
  if (status != 0 || !settings.options.stop_after.empty()) return status;
  // The program runs on this thread, whose stack the collector must scan.
  rt::HeapThread heap_thread;
  rt::init_runtime();
  status = rt::run_program(*c->bytecode, rt::RunOptions{name});
  if (settings.profile_dump) std::cerr << rt::print_profile(*c->bytecode);
  return status;
}

void add_run_options(CLI::App& app, RunSettings& settings) {
  add_pipeline_options(app, settings.options);
  app.add_flag("--profile-dump", settings.profile_dump,
               "after the run, print the profile tier 1 gathered (loops, branches, inline caches) to stderr");
}

void add_run_command(CLI::App& app, CommandRun& run) {
  struct Args {
    std::string file;
    std::vector<std::string> program_args;
    RunSettings settings;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("run", "run a Ruby file with the tier-1 interpreter (dumps go to stderr)");
  cmd->add_option("file", args->file, "the .rb file")->required();
  cmd->add_option("args", args->program_args, "arguments for the program");
  add_run_options(*cmd, args->settings);
  cmd->callback([args, &run] {
    run = [args] {
      std::string text;
      if (!read_file(args->file, text)) {
        std::cerr << "rhz: error: cannot read '" << args->file << "': " << std::strerror(errno) << '\n';
        return 1;
      }
      return run_text(args->file, std::move(text), args->settings);
    };
  });
}

}  // namespace rhz::driver
