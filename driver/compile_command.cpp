// `rhz compile FILE...`: runs the pipeline on each file, printing the
// requested dumps to stdout (so they can be redirected and diffed).

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "driver/commands.h"
#include "driver/phases.h"
#include "sched/policy.h"

namespace rhz::driver {

// `--dump-graph[=SPEC]`: SPEC is a comma-separated list of graph phases
// (build, opt) and formats (dot, text); the defaults are opt and dot.
// `scheduled` draws the graphs after the schedule phase, with their blocks.
static bool parse_graph_dump(const std::string& spec, std::vector<DumpRequest>& dumps) {
  std::string phase = "opt", format = "dot";
  std::stringstream items(spec);
  std::string item;
  while (std::getline(items, item, ',')) {
    if (item == "scheduled") phase = "schedule";
    else if (item == "build" || item == "opt") phase = item;
    else if (item == "dot" || item == "text") format = item;
    else if (!item.empty()) return false;
  }
  if (phase == "schedule" && format != "dot") return false;
  dumps.push_back({phase, format});
  return true;
}

void add_pipeline_options(CLI::App& app, Options& options) {
  std::vector<std::string> phase_names;
  for (const Phase& p : phases()) phase_names.emplace_back(p.name);
  app.add_flag_callback("--dump-ast", [&options] { options.dumps.push_back({"check", ""}); },
                        "print the AST (after the subset checks)");
  app.add_option_function<std::vector<std::string>>(
         "--dump-graph",
         [&options](const std::vector<std::string>& specs) {
           if (specs.empty()) parse_graph_dump("", options.dumps);
           for (const std::string& spec : specs)
             if (!parse_graph_dump(spec, options.dumps))
               throw CLI::ValidationError("--dump-graph", "'" + spec + "': expected build, opt, scheduled, dot or text");
         },
         "print the graphs: --dump-graph[=PHASE,FORMAT], PHASE build, opt (default) or "
         "scheduled (with blocks and local order), FORMAT dot (Graphviz, default) or text")
      ->expected(0, 1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app.add_option_function<std::vector<std::string>>(
         "--dump-schedule",
         [&options](const std::vector<std::string>& specs) {
           if (specs.empty()) options.dumps.push_back({"schedule", ""});
           for (const std::string& spec : specs) {
             if (spec != "" && spec != "verbose")
               throw CLI::ValidationError("--dump-schedule", "'" + spec + "': expected verbose");
             options.dumps.push_back({"schedule", spec});
           }
         },
         "print the schedule of every method: --dump-schedule[=verbose]")
      ->expected(0, 1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app.add_flag_callback("--dump-alloc", [&options] { options.dumps.push_back({"alloc", ""}); },
                        "print every method's register allocation (frame slots for tier 1)");
  app.add_flag_callback("--dump-bytecode", [&options] { options.dumps.push_back({"bytecode", ""}); },
                        "print the tier-1 bytecode of every method");
  app.add_flag_callback(
      "--dump-asm",
      [&options] {
        options.native = true;
        options.dumps.push_back({"codegen", ""});
      },
      "print every method's x86-64 code as an assembly listing (the back end in progress)");
  app.add_flag_callback(
      "--stats",
      [&options] {
        options.native = true;
        options.dumps.push_back({"codegen", "stats"});
      },
      "print per method: linear instructions, machine operations, blocks, register pressure, spills, "
      "frame slots and code bytes of the x86-64 code");
  app.add_flag_callback("--dump-dag", [&options] { options.dumps.push_back({"schedule", "dag"}); },
                        "print every block's dependence DAG in the DAG tool's format");
  std::vector<std::string> policy_names;
  for (const sched::PolicyInfo& p : sched::local_policies()) policy_names.emplace_back(p.name);
  app.add_option("--sched-policy", options.sched_policy, "the local scheduling policy (default: early)")
      ->check(CLI::IsMember(policy_names));
  app.add_option("--stop-after", options.stop_after, "stop after this phase")
      ->check(CLI::IsMember(phase_names));
  app.add_flag("--time-passes", options.time_passes, "print the time each phase took to stderr");
  app.add_flag("--verify,!--no-verify", options.verify,
               "run the verifiers after every phase (the default in debug builds)");
}

int compile_text(const std::string& name, std::string text, const Options& options, std::ostream& dump_out) {
  auto c = std::make_unique<Compilation>(name, std::move(text), options);
  return run_pipeline(*c, dump_out, std::cerr);
}

bool read_file(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buf;
  buf << in.rdbuf();
  text = buf.str();
  return !in.bad();
}

void add_compile_command(CLI::App& app, CommandRun& run) {
  struct Args {
    std::vector<std::string> files;
    Options options;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand("compile", "compile Ruby files (dumps go to stdout)");
  cmd->add_option("files", args->files, "the .rb files")->required();
  add_pipeline_options(*cmd, args->options);
  cmd->callback([args, &run] {
    run = [args] {
      int status = 0;
      for (const std::string& path : args->files) {
        std::string text;
        if (!read_file(path, text)) {
          std::cerr << "rhz: error: cannot read '" << path << "': " << std::strerror(errno) << '\n';
          status = 1;
          continue;
        }
        if (args->files.size() > 1 && !args->options.dumps.empty()) std::cout << "# " << path << '\n';
        status = std::max(status, compile_text(path, std::move(text), args->options, std::cout));
      }
      return status;
    };
  });
}

}  // namespace rhz::driver
