// The one narrow entry point from tier 1 into tier 2.
//
// The interpreter knows nothing of how executors are made: when a loop's
// back edge has run `threshold` times it asks the JIT for an executor
// (hot_loop); when the JIT says one is installed, the interpreter rewrites
// that back edge in its threaded code to ENTER_EXECUTOR (the bytecode
// itself keeps the original LoopJump, which is how it falls back). Every
// ENTER_EXECUTOR asks the JIT to run the loop's executor (enter), which
// returns where tier 1 resumes, having written the frame state back into
// the tier-1 frame. runtime/tier2/jit.h implements it.
#pragma once

#include <cstdint>

#include "runtime/bytecode.h"
#include "runtime/value.h"

namespace rhz::rt {

class JitHooks {
 public:
  virtual ~JitHooks() = default;

  // The program starts: the constant table executors read inline.
  virtual void start(const BytecodeProgram& program, const Value* constants) = 0;

  // The back edge at `pc` (a LoopJump whose loop counter is `loop`) became
  // hot, with the frame `base` and `self` as they are now (the state at the
  // loop header). Returns true when an executor is installed for it. It
  // sets code.jit_countdown[loop] to when to ask again either way.
  virtual bool hot_loop(const Code& code, std::uint32_t pc, std::uint32_t loop, Value* base, Value self) = 0;

  // Runs the executor of the back edge at pc. Returns the pc where tier 1
  // resumes, or kNoExecutor when the loop has no valid executor any more
  // (the interpreter then restores the LoopJump).
  static constexpr std::uint32_t kNoExecutor = ~std::uint32_t{0};
  virtual std::uint32_t enter(const Code& code, std::uint32_t pc, std::uint32_t loop, Value* base, Value self) = 0;

  // Back edges before hot_loop is first asked.
  virtual std::uint32_t threshold() const = 0;
};

}  // namespace rhz::rt
