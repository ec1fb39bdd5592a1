// One compilation: everything a run of the pipeline knows about one program,
// passed explicitly to every phase (no globals). Later phases add their
// results here (graphs, schedules, code) next to the AST.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "codegen/compile.h"
#include "frontend/ast.h"
#include "frontend/diagnostics.h"
#include "frontend/load.h"
#include "frontend/source.h"
#include "ir/program.h"
#include "regalloc/allocation.h"
#include "runtime/bytecode.h"
#include "sched/linearize.h"

namespace rhz::driver {

// A dump the user asked for: after which phase, in which format (each
// phase's dump knows its formats; empty is the default one).
struct DumpRequest {
  std::string phase;
  std::string format;
};

// The local scheduling policy `rhz compile` uses unless told otherwise,
// chosen by measurement (bench/policy_bench.py, figures in the README):
// on the benchmarks minreg spills least and makes the smallest code, and
// its executables run as fast as early's, faster where early spills.
inline constexpr const char* kNativeSchedPolicy = "minreg";

struct Options {
  std::vector<DumpRequest> dumps;
  std::string stop_after;  // empty: run every phase
  bool time_passes = false;
  // Run the x86-64 back end (codegen phase): set by the flags that show its
  // results (--dump-asm, --stats); tier 1 does not need it.
  bool native = false;
  // The local scheduling policy of the schedule phase (sched/policy.h):
  // `early` for tier 1 and its executors; `rhz compile` uses
  // kNativeSchedPolicy.
  std::string sched_policy = "early";
  // Run the verifiers (graph, schedule, allocation) after every phase.
#ifdef NDEBUG
  bool verify = false;
#else
  bool verify = true;
#endif
};

struct Compilation {
  Compilation(std::string file_name, std::string text, Options options)
      : file(std::move(file_name), std::move(text)), diags(file), options(std::move(options)) {}

  frontend::SourceFile file;
  frontend::Diagnostics diags;
  Options options;
  std::unique_ptr<frontend::Ast> ast;
  // The files the program requires (frontend/load.h); ast->required points
  // into them.
  std::vector<frontend::LoadedFile> required;
  std::unique_ptr<ir::Program> program;
  std::vector<sched::MethodSchedule> schedules;  // one per method of program
  std::vector<regalloc::Allocation> allocations;  // frame-slot allocation, one per method
  std::unique_ptr<rt::BytecodeProgram> bytecode;
  // The x86-64 back end's allocations and machine code, when options.native.
  std::vector<regalloc::Allocation> native_allocations;
  std::vector<codegen::CompiledMethod> native;
};

}  // namespace rhz::driver
