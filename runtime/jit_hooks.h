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
#include "runtime/symbol.h"
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

  // Where tier 1 resumes after executors ran: at pc, in the innermost of
  // `frames` if there are any (frames of methods an executor inlined, which
  // the interpreter pushes, outermost first: each was called by the send at
  // send_pc of the frame before it, its slots start at base + offset of the
  // frame the executor was entered from, and its self is the word below).
  struct RebuiltFrame {
    const Code* code;
    std::uint32_t send_pc;
    std::uint32_t call_length;
    std::uint32_t offset;
    std::uint32_t argc;
  };
  struct Resume {
    std::uint32_t pc;
    const RebuiltFrame* frames = nullptr;
    std::uint32_t num_frames = 0;
  };

  // Runs the executor of the back edge at pc. `limit` is the running
  // control frame (runtime/vm_stack.h): slots may grow up to where the
  // control frames of rebuilt frames would go below it. Returns kNoExecutor as pc when the loop has no valid
  // executor any more (the interpreter then restores the LoopJump).
  static constexpr std::uint32_t kNoExecutor = ~std::uint32_t{0};
  virtual Resume enter(const Code& code, std::uint32_t pc, std::uint32_t loop, Value* base, Value self,
                       const void* limit) = 0;

  // A `def` ran: executors that inlined a method of that name are invalid.
  virtual void method_defined(Sym name) = 0;

  // Back edges before hot_loop is first asked.
  virtual std::uint32_t threshold() const = 0;
};

}  // namespace rhz::rt
