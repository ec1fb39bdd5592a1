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

void add_compile_command(CLI::App& app, CommandRun& run);
void add_sched_dag_command(CLI::App& app, CommandRun& run);

// Compiles `text` (named `name` in diagnostics) with `options`; dumps go to
// `dump_out`, diagnostics and timings to stderr. Returns the exit status.
int compile_text(const std::string& name, std::string text, const Options& options, std::ostream& dump_out);

}  // namespace rhz::driver
