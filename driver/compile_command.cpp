// `rhz compile FILE...`: runs the pipeline on each file, printing the
// requested dumps to stdout (so they can be redirected and diffed), and
// writes a native executable for each (codegen/aot_assembly.h, then
// driver/link.h) unless it was only asked for dumps or to stop early.

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "codegen/aot_assembly.h"
#include "driver/commands.h"
#include "driver/link.h"
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
  app.add_option_function<std::vector<std::string>>(
         "--dump-alloc",
         [&options](const std::vector<std::string>& specs) {
           if (specs.empty()) options.dumps.push_back({"alloc", ""});
           for (const std::string& spec : specs) {
             if (spec == "") {
               options.dumps.push_back({"alloc", ""});
             } else if (spec == "x86_64") {
               options.native = true;
               options.dumps.push_back({"codegen", "alloc"});
             } else {
               throw CLI::ValidationError("--dump-alloc", "'" + spec + "': expected x86_64");
             }
           }
         },
         "print every method's register allocation: --dump-alloc for tier 1's frame slots, "
         "--dump-alloc=x86_64 for the native code's registers")
      ->expected(0, 1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app.add_flag_callback("--dump-bytecode", [&options] { options.dumps.push_back({"bytecode", ""}); },
                        "print the tier-1 bytecode of every method");
  app.add_flag_callback(
      "--dump-asm",
      [&options] {
        options.native = true;
        options.dumps.push_back({"codegen", ""});
      },
      "print every method's x86-64 code as an assembly listing");
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
  app.add_flag_callback("--dump-loop", [&options] { options.dumps.push_back({"schedule", "loop"}); },
                        "print every innermost loop's dependence graph in the loop tool's format (rhz sched-loop)");
  app.add_flag_callback("--dump-pipeline", [&options] { options.dumps.push_back({"schedule", "pipeline"}); },
                        "modulo-schedule every innermost loop: ResMII, RecMII, MII, II, stages, MaxLive and the kernel");
  std::vector<std::string> policy_names;
  for (const sched::PolicyInfo& p : sched::local_policies()) policy_names.emplace_back(p.name);
  app.add_option("--sched-policy", options.sched_policy, "the local scheduling policy (default: " + options.sched_policy + ")")
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

std::string read_standard_input() {
  std::ostringstream buf;
  buf << std::cin.rdbuf();
  return buf.str();
}

namespace {

// `FILE.rb` -> `FILE`; empty when the name has no `.rb` to drop, since the
// executable must not overwrite its source.
std::string default_output(const std::string& path) {
  constexpr std::string_view kExt = ".rb";
  std::size_t slash = path.rfind('/');
  std::size_t base = slash == std::string::npos ? 0 : slash + 1;
  if (path.size() <= base + kExt.size() || path.compare(path.size() - kExt.size(), kExt.size(), kExt) != 0) return "";
  return path.substr(0, path.size() - kExt.size());
}

bool write_all(int fd, const std::string& text) {
  for (std::size_t done = 0; done < text.size();) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// The assembly file: OUT.s under --save-temps, else a temporary file that
// is removed again when the link is done (or failed).
class AssemblyFile {
 public:
  ~AssemblyFile() {
    if (temporary_ && !path_.empty()) ::unlink(path_.c_str());
  }

  bool write(const std::string& output, bool save_temps, const std::string& text) {
    int fd = -1;
    if (save_temps) {
      path_ = output + ".s";
      fd = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    } else {
      const char* dir = std::getenv("TMPDIR");
      path_ = std::string(dir && *dir ? dir : "/tmp") + "/rhz-XXXXXX.s";
      std::string name = path_;  // a failed mkstemps leaves its last try here
      fd = ::mkstemps(name.data(), 2);
      if (fd >= 0) {
        path_ = name;
        temporary_ = true;
      }
    }
    if (fd < 0) return false;
    bool written = write_all(fd, text);
    int write_error = errno;
    bool closed = ::close(fd) == 0;  // a full disk may only show here
    if (!written) errno = write_error;
    return written && closed;
  }

  const std::string& path() const { return path_; }

 private:
  std::string path_;
  bool temporary_ = false;
};

// Compiles one file through the codegen phase, writes its assembly and
// links it into `output`. Nothing is written when the program has errors.
int compile_executable(const std::string& path, std::string text, Options options, const std::string& output,
                       bool save_temps) {
  options.native = true;
  auto c = std::make_unique<Compilation>(path, std::move(text), std::move(options));
  std::string assembly;
  try {
    if (int status = run_pipeline(*c, std::cout, std::cerr); status != 0) return status;
    assembly = codegen::write_assembly(*c->program, path, c->native);
  } catch (const std::exception& e) {
    std::cerr << "rhz: internal error: compiling " << path << " to native code: " << e.what() << '\n';
    return 1;
  }
  std::cout.flush();  // dumps first, then whatever the linker prints
  AssemblyFile file;
  if (!file.write(output, save_temps, assembly)) {
    std::cerr << "rhz: error: cannot write '" << file.path() << "': " << std::strerror(errno) << '\n';
    return 1;
  }
  return link_executable(file.path(), output, std::cerr);
}

// The same file by another name (`-o prog.rb` for prog.rb) must not be
// overwritten.
bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  return std::filesystem::equivalent(a, b, ec);
}

}  // namespace

void add_compile_command(CLI::App& app, CommandRun& run) {
  struct Args {
    std::vector<std::string> files;
    Options options;
    std::string output;
    bool save_temps = false;
  };
  auto args = std::make_shared<Args>();
  args->options.sched_policy = kNativeSchedPolicy;
  CLI::App* cmd = app.add_subcommand(
      "compile",
      "compile Ruby files to native executables (default OUT: FILE without .rb); with dumps or "
      "--stop-after, only run the pipeline (dumps go to stdout)");
  cmd->add_option("files", args->files, "the .rb files")->required();
  CLI::Option* output =
      cmd->add_option("-o", args->output, "write the executable to OUT (one input file)")->type_name("OUT");
  cmd->add_flag("--save-temps", args->save_temps, "keep the assembly file beside the executable, as OUT.s");
  add_pipeline_options(*cmd, args->options);
  output->excludes("--stop-after");
  cmd->callback([args, &run] {
    if (!args->output.empty() && args->files.size() > 1)
      throw CLI::ValidationError("-o", "names one executable, but " + std::to_string(args->files.size()) +
                                           " files were given: compile them one at a time");
    // Dumps and --stop-after are for looking at the pipeline; the
    // executable is written when asked for by name or by nothing else.
    bool executable = !args->output.empty() || (args->options.dumps.empty() && args->options.stop_after.empty());
    run = [args, executable] {
      int status = 0;
      for (const std::string& path : args->files) {
        std::string output = args->output.empty() ? default_output(path) : args->output;
        if (executable && output.empty()) {
          std::cerr << "rhz: error: '" << path << "' does not end in .rb: name the executable with -o\n";
          status = std::max(status, 2);
          continue;
        }
        if (executable && same_file(path, output)) {
          std::cerr << "rhz: error: the executable '" << output << "' would overwrite its source\n";
          status = std::max(status, 2);
          continue;
        }
        std::string text;
        if (!read_file(path, text)) {
          std::cerr << "rhz: error: cannot read '" << path << "': " << std::strerror(errno) << '\n';
          status = std::max(status, 1);
          continue;
        }
        if (args->files.size() > 1 && !args->options.dumps.empty()) std::cout << "# " << path << '\n';
        int s = executable ? compile_executable(path, std::move(text), args->options, output, args->save_temps)
                           : compile_text(path, std::move(text), args->options, std::cout);
        status = std::max(status, s);
      }
      return status;
    };
  });
}

}  // namespace rhz::driver
