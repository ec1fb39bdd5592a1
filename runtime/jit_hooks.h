// The narrow interface between tier 1 and tier 2, both ways.
//
// Tier 1 -> tier 2 (JitHooks): when a loop's back edge has run `threshold`
// times the interpreter asks the JIT for an executor (hot_loop); when the
// JIT says one is installed, the interpreter rewrites that back edge in its
// threaded code to ENTER_EXECUTOR (the bytecode itself keeps the original
// LoopJump, which is how it falls back), and every ENTER_EXECUTOR asks the
// JIT to run it (enter). Method entries count down the same way
// (enter_method runs a method's executor once it has one). Each returns a
// Resume: where tier 1 goes on, having had the frame state written back.
//
// Tier 2 -> tier 1 (Tier1): an executor that calls a method which is not
// inlined pushes the callee's frame on the VM stack exactly as a send does
// and asks tier 1 to run it to its return (run_frame), or to finish it after
// the callee's own executor left it (resume). Errors never unwind through
// executor code: the JIT catches them where they are raised, keeps them
// with their backtrace (pending), and every executor on the way out leaves;
// tier 1 re-raises the error when control is back with it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "runtime/bytecode.h"
#include "runtime/error.h"
#include "runtime/error_report.h"
#include "runtime/symbol.h"
#include "runtime/value.h"
#include "runtime/vm_stack.h"

namespace rhz::rt {

// Where tier 1 resumes after executors ran.
struct Resume {
  // The frames of methods an executor inlined, which tier 1 pushes,
  // outermost first: each was called by the send at send_pc of the frame
  // before it, its slots start at `offset` from the base of the frame the
  // executor ran in, and its self is the word below them.
  struct Rebuilt {
    const Code* code;
    std::uint32_t send_pc;
    std::uint32_t call_length;
    std::uint32_t offset;
    std::uint32_t argc;
    bool block;  // a block's frame: the block is the word below its self
  };
  static constexpr std::uint32_t kNoExecutor = ~std::uint32_t{0};

  std::uint32_t pc = kNoExecutor;  // in the innermost frame; kNoExecutor: no executor ran
  const Rebuilt* frames = nullptr;
  std::uint32_t num_frames = 0;
  bool returned = false;  // the executor's frame returned `value`
  bool raised = false;    // an error is pending (Tier1::pending)
  Value value{};
};

class Tier1 {
 public:
  virtual ~Tier1() = default;
  // Runs `frame` (pushed as a send pushes it) from pc 0 until it returns;
  // its result, or kUndefined with the error in pending().
  virtual Value run_frame(Frame* frame) = 0;
  // Finishes `frame` after its executor left it at `r` (frames rebuilt as
  // r says); its result, or kUndefined with the error in pending().
  virtual Value resume(Frame* frame, const Resume& r) = 0;
  // The backtrace tier 1 prints for an error raised in `frame` at `pc` while
  // the built-in `native` ran (or null), or while calling `callee` (a Ruby
  // method whose argument check failed, or null).
  virtual std::vector<BacktraceEntry> backtrace(const Frame* frame, const std::int32_t* pc, const MethodEntry* native,
                                                const Code* callee) const = 0;
  virtual std::optional<RaisedError>& pending() = 0;
};

class JitHooks {
 public:
  virtual ~JitHooks() = default;

  // The program starts: the constant table executors read inline, and tier
  // 1 itself for the calls executors make.
  virtual void start(const BytecodeProgram& program, const Value* constants, Tier1& tier1) = 0;

  // The back edge at `pc` (a LoopJump whose loop counter is `loop`) became
  // hot, with the frame as it is now (the state at the loop header).
  // Returns true when an executor is installed for it. It sets
  // code.jit_countdown[loop] to when to ask again either way.
  virtual bool hot_loop(const Code& code, std::uint32_t pc, std::uint32_t loop, Frame* frame) = 0;

  // Runs the executor of the back edge at pc in `frame` (the running one).
  // pc kNoExecutor: the loop has no valid executor any more (the
  // interpreter then restores the LoopJump).
  virtual Resume enter(std::uint32_t pc, std::uint32_t loop, Frame* frame) = 0;

  // A method's frame was just pushed (pc 0): runs its executor, or counts
  // towards compiling one. pc kNoExecutor: tier 1 runs the method.
  virtual Resume enter_method(Frame* frame) = 0;

  // A `def` ran: executors that inlined a method of that name are invalid.
  virtual void method_defined(Sym name) = 0;

  // Back edges (and method entries) before a loop (a method) is compiled.
  virtual std::uint32_t threshold() const = 0;
};

}  // namespace rhz::rt
