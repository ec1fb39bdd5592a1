// The tier-1 machine (internal to the interpreter): the VM stack, the
// program's globals, and what tier 2 and the built-ins ask of tier 1 —
// running a frame to its return, resuming where an executor left, the
// backtrace of a frame, calls back into Ruby (runtime/callback.h). Its loop,
// execute, is runtime/interpreter.cpp; the rest is runtime/machine.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "runtime/callback.h"
#include "runtime/interpreter.h"
#include "runtime/interpreter_support.h"
#include "runtime/jit_hooks.h"
#include "runtime/vm_stack.h"

namespace rhz::rt::detail {

class Machine final : public Tier1, public RubyCaller {
 public:
  Machine(const BytecodeProgram& program, const RunOptions& options);
  ~Machine() override;

  int run();
  // Whether the error that ended the run was Interrupt (SIGINT).
  bool interrupted() const { return interrupted_; }

  Value run_frame(Frame* frame) override { return execute(frame, frame, frame->code->threaded.data(), false); }
  Value call(const MethodEntry* native, const Code* code, Value self, const Value* argv, std::uint32_t argc,
             Value block) override;
  bool call_protected(Value block, Value* result, RubyError* raised) override;
  Value resume(Frame* frame, const Resume& r) override;
  std::vector<BacktraceEntry> backtrace(const Frame* cf, const std::int32_t* pc, const MethodEntry* native,
                                        const Code* callee) const override;
  std::optional<RaisedError>& pending() override { return pending_; }

 private:
  static Frame* rebuild(Frame* cf, const Resume& r);
  // Runs from pc in frame cf until the frame `stop` returns (the outermost
  // run: until <main> returns), and returns the result. Called once with no
  // frame first, to thread the code.
  Value execute(Frame* stop, Frame* cf, const std::int32_t* pc, bool top) {
    return profile_ ? interpret<true>(stop, cf, pc, top) : interpret<false>(stop, cf, pc, top);
  }
  // The loop (interpreter.cpp), gathering profiles or not.
  template <bool kProfile>
  Value interpret(Frame* stop, Frame* cf, const std::int32_t* pc, bool top);
  const Code* native_frame_code(const MethodEntry* native);
  // The loop's error path: the error pending (a nested run) or reported
  // (the outermost); kUndefined.
  Value fail(const RubyError& error, const Frame* cf, const std::int32_t* pc, const MethodEntry* native,
             const Code* callee, bool top);
  // The same for an error already pending (an executor's, a nested run's).
  Value fail_pending(bool top);

  const BytecodeProgram& program_;
  const RunOptions& options_;
  const bool profile_;  // tier 2 or --profile-dump reads the profiles
  VmStack stack_;
  Globals globals_;
  Frame* const bottom_ = stack_.end() - 1;
  std::optional<RaisedError> pending_;
  int status_ = 0;
  bool interrupted_ = false;
  std::size_t callback_depth_ = 0;
  // The code of Class#new's frame (execute's construct): `move s1, s1`
  // (never run: initialize's result lands in its s1 as a send's does), then
  // `return s0`, the object.
  static constexpr std::uint32_t kNewFrameResume = 3;
  Code new_frame_code_;
  // A frame record for each built-in that called back into Ruby: its name,
  // reported at its caller's line (a builtin Code); none for the prelude's
  // helpers (`__name`), which backtraces never show.
  std::unordered_map<const MethodEntry*, std::unique_ptr<Code>> native_frames_;
};

}  // namespace rhz::rt::detail
