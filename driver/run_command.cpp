// `rhz run FILE [ARGS...]` and `rhz -e CODE`: compile through the whole
// pipeline, then run the tier-1 bytecode. Dumps go to stderr so that the
// program's own output stays clean.
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>

#include "driver/commands.h"
#include "driver/phases.h"
#include "runtime/builtins.h"
#include "runtime/environment.h"
#include "runtime/heap.h"
#include "runtime/interpreter.h"
#include "runtime/profile_print.h"
#include "runtime/tier2/jit.h"

namespace rhz::driver {

namespace {

// Tier 2's options from the run's: the dumps asked for the methods apply to
// every executor too (the graph after specialisation, the schedule, the
// listing). RHZ_JIT_STRESS=N in the environment stresses any run with --jit,
// so a whole test suite can be run that way; RHZ_JIT_STRESS_SEED=S moves
// where its superblocks are cut.
std::unique_ptr<rt::tier2::Jit> make_jit(const RunSettings& settings) {
  if (!settings.jit) return nullptr;
  rt::tier2::JitOptions o;
  if (settings.jit_threshold) o.threshold = settings.jit_threshold;
  if (settings.jit_mem_limit) o.mem_limit = settings.jit_mem_limit;
  o.stats = settings.jit_stats;
  o.stress = settings.jit_stress;
  if (const char* env = std::getenv("RHZ_JIT_STRESS"); env && !o.stress) o.stress = static_cast<std::uint32_t>(std::atoi(env));
  // Testing (the tier-2 fuzz target): where stress mode's cuts start.
  if (const char* env = std::getenv("RHZ_JIT_STRESS_SEED")) o.stress_seed = std::strtoull(env, nullptr, 10);
  o.sched_policy = settings.options.sched_policy;
  o.pipeline = settings.pipeline == "on"    ? rt::tier2::PipelineMode::On
               : settings.pipeline == "off" ? rt::tier2::PipelineMode::Off
                                            : rt::tier2::PipelineMode::Auto;
  o.verify = settings.options.verify;
  o.perf_map = settings.jit_perf_map;
  o.dump_superblock = settings.dump_superblock;
  o.dump_out = &std::cerr;
  for (const DumpRequest& d : settings.options.dumps) {
    if (d.phase == "build" || d.phase == "opt") o.dump_graph = d.format.empty() ? "dot" : d.format;
    else if (d.phase == "schedule" && (d.format.empty() || d.format == "verbose"))
      o.dump_schedule = d.format.empty() ? "plain" : d.format;
    else if (d.phase == "schedule" && d.format == "loop") o.dump_loop = true;
    else if (d.phase == "schedule" && d.format == "pipeline") o.dump_pipeline = true;
    else if (d.phase == "codegen" && d.format.empty()) o.dump_asm = true;
  }
  return std::make_unique<rt::tier2::Jit>(o);
}

}  // namespace

int run_text(const std::string& name, std::string text, const RunSettings& settings) {
  auto c = std::make_unique<Compilation>(name, std::move(text), settings.options);
  int status = run_pipeline(*c, std::cerr, std::cerr);
  if (status != 0 || !settings.options.stop_after.empty()) return status;
  // The program runs on this thread, whose stack the collector must scan.
  rt::HeapThread heap_thread;
  rt::init_runtime();
  rt::set_program_arguments(settings.program_args);
  std::unique_ptr<rt::tier2::Jit> jit = make_jit(settings);
  auto t0 = std::chrono::steady_clock::now();
  status = rt::run_program(*c->bytecode, rt::RunOptions{name, jit.get(), settings.profile_dump});
  double run_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (settings.profile_dump) std::cerr << rt::print_profile(*c->bytecode);
  if (jit && settings.jit_stats) jit->print_stats(std::cerr, run_ms);
  return status;
}

void add_run_options(CLI::App& app, RunSettings& settings) {
  add_pipeline_options(app, settings.options);
  app.add_flag("--profile-dump", settings.profile_dump,
               "after the run, print the profile tier 1 gathered (loops, branches, inline caches) to stderr");
  app.add_flag("--jit", settings.jit, "compile hot loops to x86-64 executors (tier 2)");
  auto jit_on = [&settings](auto) { settings.jit = true; };
  app.add_option("--jit-threshold", settings.jit_threshold,
                 "loop back edges before a loop is compiled (default 64; 1 compiles at the first chance); implies --jit")
      ->check(CLI::Range(1u, 1u << 30))
      ->each(jit_on);
  app.add_flag("--jit-stats", settings.jit_stats,
               "print tier 2's statistics to stderr at exit (executors, exits, code, compile time); implies --jit")
      ->each(jit_on);
  app.add_option("--jit-mem-limit", settings.jit_mem_limit,
                 "bytes of executor code memory (whole pages) before every executor is flushed (default 64 MiB); implies --jit")
      ->check(CLI::Range(std::size_t{4096}, std::size_t{1} << 40))
      ->each(jit_on);
  app.add_flag("--jit-perf-map", settings.jit_perf_map,
               "write /tmp/perf-PID.map so that perf names executor code; implies --jit")
      ->each(jit_on);
  app.add_option("--jit-stress", settings.jit_stress,
                 "testing: end superblocks at random places and invalidate every executor every N entries; implies --jit")
      ->check(CLI::Range(1u, 1u << 30))
      ->each(jit_on);
  app.add_option("--pipeline", settings.pipeline,
                 "software pipelining of executors' innermost loops: off, on (wherever it is legal) or auto (where the "
                 "modulo schedule beats the list schedule; the default)")
      ->check(CLI::IsMember({"off", "on", "auto"}));
  app.add_flag("--dump-superblock", settings.dump_superblock,
               "print every superblock as it is projected (with --dump-graph, --dump-schedule, --dump-asm: "
               "every executor's too)");
}

void add_run_command(CLI::App& app, CommandRun& run) {
  struct Args {
    std::string file;
    RunSettings settings;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("run", "run a Ruby file with the tier-1 interpreter (dumps go to stderr)");
  cmd->add_option("file", args->file, "the .rb file (- for standard input)")->required();
  cmd->add_option("args", args->settings.program_args, "arguments for the program (ARGV)");
  add_run_options(*cmd, args->settings);
  cmd->callback([args, &run] {
    run = [args] {
      std::string text;
      if (args->file == "-") return run_text("-", read_standard_input(), args->settings);
      if (!read_file(args->file, text)) {
        std::cerr << "rhz: error: cannot read '" << args->file << "': " << std::strerror(errno) << '\n';
        return 1;
      }
      return run_text(args->file, std::move(text), args->settings);
    };
  });
}

}  // namespace rhz::driver
