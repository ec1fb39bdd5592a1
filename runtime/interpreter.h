// The tier-1 interpreter: runs a BytecodeProgram from <main> to its end.
#pragma once

#include <string>

#include "runtime/bytecode.h"
#include "runtime/jit_hooks.h"

namespace rhz::rt {

struct RunOptions {
  std::string file_name;  // as backtraces name it ("prog.rb", "-e")
  JitHooks* jit = nullptr;  // tier 2, when enabled (rhz run --jit)
  // Gather the profiles (runtime/bytecode.h) even without tier 2, for
  // --profile-dump; a run with neither gathers none.
  bool profile = false;
};

// Runs the program on the calling thread (which must be registered with the
// heap, see runtime/heap.h) after init_runtime(). A Ruby exception that ends
// the program is reported on stderr as CRuby reports it. Returns the exit
// status (0, or 1 after an exception). Standard output is flushed.
int run_program(const BytecodeProgram& program, const RunOptions& options);

}  // namespace rhz::rt
