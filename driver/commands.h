// The subcommands of `rhz`. Each registers its options on the CLI11 app and,
// when chosen, stores what to run in `run`; main() calls it after parsing
// and uses the result as the exit status.
#pragma once

#include <functional>

#include <CLI/CLI.hpp>

#include "driver/compilation.h"

namespace rhz::driver {

using CommandRun = std::function<int()>;

// Options shared by everything that runs the pipeline (`compile`, `-e`).
void add_pipeline_options(CLI::App& app, Options& options);

// What `run` and `-e` need beyond the pipeline's options.
struct RunSettings {
  Options options;
  bool profile_dump = false;
  // Tier 2 (runtime/tier2/jit.h); any --jit-* option turns it on.
  bool jit = false;
  std::uint32_t jit_threshold = 0;  // 0: the default
  bool jit_stats = false;
  std::uint32_t jit_stress = 0;
  std::size_t jit_mem_limit = 0;    // 0: the default
  bool jit_perf_map = false;
  std::string pipeline = "auto";    // --pipeline: off, on or auto
  bool dump_superblock = false;
  std::vector<std::string> program_args;  // ARGV
};
void add_run_options(CLI::App& app, RunSettings& settings);

void add_compile_command(CLI::App& app, CommandRun& run);
void add_explore_command(CLI::App& app, CommandRun& run);
void add_run_command(CLI::App& app, CommandRun& run);
void add_sched_dag_command(CLI::App& app, CommandRun& run);
void add_sched_loop_command(CLI::App& app, CommandRun& run);

// Compiles `text` (named `name` in diagnostics) with `options`; dumps go to
// `dump_out`, diagnostics and timings to stderr. Returns the exit status.
int compile_text(const std::string& name, std::string text, const Options& options, std::ostream& dump_out);

// Reads a whole file; false (with errno set) if it cannot be read.
bool read_file(const std::string& path, std::string& text);
// All of standard input (a program given as `-` or piped to rhz).
std::string read_standard_input();

// Compiles and runs `text` (dumps and diagnostics to stderr). Returns the
// exit status: the program's, or 1 after a compile error.
int run_text(const std::string& name, std::string text, const RunSettings& settings);

}  // namespace rhz::driver
