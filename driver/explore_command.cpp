// `rhz explore FILE.rb [-o FILE.html] [--no-run] [--sched-policy P]`:
// gathers the dumps of rhz's own command line for one program, has
// Graphviz draw its graphs, runs it with the JIT for its executors, and
// writes the page (driver/explore.h).
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>

#include "driver/commands.h"
#include "driver/explore.h"
#include "driver/subprocess.h"

namespace rhz::driver {

namespace {

struct ExploreArgs {
  std::string file;
  std::string output;
  std::string sched_policy;
  bool no_run = false;
};

// A dump of `rhz compile FILE --DUMP`: its text, or a note saying why not.
// The bytecode is shown as tier 1 runs it, under tier 1's policy, the
// rest as rhz compile makes it, unless a policy is given.
ExploreView compile_dump(const ExploreArgs& a, const std::string& title, const std::string& dump) {
  std::vector<std::string> argv{self_executable(), "compile", dump, a.file};
  if (!a.sched_policy.empty()) argv.push_back("--sched-policy=" + a.sched_policy);
  else if (title == "bytecode") argv.push_back("--sched-policy=early");
  Captured c = capture(argv);
  ExploreView v{title, c.out, "", ""};
  if (!c.started || c.status != 0) v.note = "rhz compile " + dump + " failed: " + (c.started ? c.err : c.error);
  return v;
}

// The DOT dump of a phase, drawn as SVG by Graphviz's dot where it is
// installed.
ExploreView graph_view(const ExploreArgs& a, const std::string& phase) {
  ExploreView v = compile_dump(a, "graph: " + phase, "--dump-graph=" + phase);
  if (!v.note.empty()) return v;
  Captured dot = capture({"dot", "-Tsvg"}, v.text);
  if (dot.started && dot.status == 0) v.svg = dot.out;
  else if (!dot.started) v.note = "Graphviz's dot is not installed (apt-get install graphviz): the graph as DOT text";
  else v.note = "dot could not draw the graph: " + dot.err;
  return v;
}

int explore(const ExploreArgs& a) {
  ExploreInput input;
  input.file_name = a.file;
  if (!read_file(a.file, input.source)) {
    std::cerr << "rhz: error: cannot read '" << a.file << "': " << std::strerror(errno) << '\n';
    return 1;
  }
  // A program rhz rejects gets its diagnostics, not a page.
  std::vector<std::string> check{self_executable(), "compile", "--stop-after=check", a.file};
  Captured checked = capture(check);
  if (!checked.started || checked.status != 0) {
    std::cerr << (checked.started ? checked.err : "rhz: error: " + checked.error + "\n");
    return 1;
  }
  for (const char* phase : {"build", "opt", "scheduled"}) input.views.push_back(graph_view(a, phase));
  input.views.push_back(compile_dump(a, "schedule", "--dump-schedule"));
  input.views.push_back(compile_dump(a, "bytecode", "--dump-bytecode"));
  input.views.push_back(compile_dump(a, "x86-64", "--dump-asm"));
  if (!a.no_run) {
    Captured run = capture({self_executable(), "run", "--jit", "--jit-stats", "--dump-superblock", a.file});
    ExploreView executors{"executors", run.err, "", ""};
    if (!run.started) executors.note = run.error;
    else if (run.status != 0) executors.note = "the program ended with status " + std::to_string(run.status);
    input.views.push_back(executors);
    input.views.push_back({"output", run.out, "", ""});
  }
  std::ofstream out(a.output, std::ios::binary);
  out << explore_page(input);
  if (!out) {
    std::cerr << "rhz: error: cannot write '" << a.output << "'\n";
    return 1;
  }
  return 0;
}

}  // namespace

void add_explore_command(CLI::App& app, CommandRun& run) {
  auto args = std::make_shared<ExploreArgs>();
  CLI::App* cmd = app.add_subcommand(
      "explore", "write one HTML page showing a program's journey: source, graphs, schedule, bytecode, x86-64, "
                 "and the executors of a run with the JIT");
  cmd->add_option("file", args->file, "the .rb file")->required();
  cmd->add_option("-o", args->output, "the page to write (default: FILE.html)");
  cmd->add_flag("--no-run", args->no_run, "do not run the program (no executors, no output)");
  cmd->add_option("--sched-policy", args->sched_policy, "the local scheduling policy of the dumps")
      ->check(CLI::IsMember({"source", "early", "sethi-ullman", "minreg", "balanced"}));
  cmd->callback([args, &run] {
    run = [args] {
      if (args->output.empty()) {
        std::string base = args->file;
        if (base.ends_with(".rb")) base.resize(base.size() - 3);
        args->output = base + ".html";
      }
      return explore(*args);
    };
  });
}

}  // namespace rhz::driver
