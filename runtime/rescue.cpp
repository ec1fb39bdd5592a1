// The built-ins a begin/rescue/ensure compiles to (ir/build_rescue.cpp):
//
//   __try(block)              runs a begin's protected part; its value, or
//                             the caught marker when it raised
//   __caught(result)          the exception __try caught, or nil
//   __rescue_match(e, C...)   does a rescue clause naming C... take e?
//   __reraise(e)              no clause took e: it goes on up
//   __end_ensure(e)           after an ensure clause: raises e again unless nil
//   __swap_errinfo(e)         sets $! (for a clause), returning the one before
//   __enter_ensure(e)         the same for an ensure clause, if e is not nil
//   __errinfo                 $!
//
// __try asks the mode running the program to run the block and catch what
// it raises (RubyCaller::call_protected): tier 1 runs it nested and takes
// the error it keeps pending; executables run it below a jump point the
// runtime's entry points jump back to. The exception object is made there
// (for the runtime's own errors), keeping the backtrace of the raise.
#include <optional>

#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/error.h"
#include "runtime/heap.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

// What __try returns when its block raised: never a Ruby value.
constexpr Value kCaughtMarker{0x44};

// In memory the collector scans: the exception between __try and
// __caught, $!, and the exception object of the error being raised (the
// C++ side holds it where the collector does not look).
struct RescueState {
  Value caught;
  Value errinfo;
  Value raising;
};
RescueState* state;

// Kernel#raise's error, until the caller of the built-in takes it.
std::optional<RubyError> raising;


Value try_block(Value, const Value* argv, std::uint32_t) {
  Value result = kNil;
  RubyError raised;
  if (g_ruby_caller->call_protected(argv[0], &result, &raised)) return result;
  state->caught = raised.exception;
  return kCaughtMarker;
}

Value caught(Value, const Value* argv, std::uint32_t) {
  if (argv[0] != kCaughtMarker) return kNil;
  const Value exception = state->caught;
  state->caught = kNil;
  return exception;
}

// A clause naming no class takes StandardError; a named "class" that is
// not one raises TypeError, as in CRuby.
Value rescue_match(Value, const Value* argv, std::uint32_t argc) {
  const RClass* cls = class_of(argv[0]);
  if (argc == 1) return to_bool(class_inherits(cls, c_StandardError));
  for (std::uint32_t i = 1; i < argc; ++i) {
    if (!is_class_value(argv[i])) raise(c_TypeError, "class or module required for rescue clause");
    if (class_inherits(cls, static_cast<const RClass*>(as_object(argv[i])))) return kTrue;
  }
  return kFalse;
}

Value reraise(Value, const Value* argv, std::uint32_t) { return raise_by_marker(error_of(argv[0])); }

Value end_ensure(Value, const Value* argv, std::uint32_t) {
  if (argv[0] != kNil) return raise_by_marker(error_of(argv[0]));
  return kNil;
}

Value swap_errinfo(Value, const Value* argv, std::uint32_t) {
  const Value before = state->errinfo;
  state->errinfo = argv[0];
  return before;
}

Value get_errinfo(Value, const Value*, std::uint32_t) { return state->errinfo; }

// An ensure clause begins: $! is the exception passing through, if one is.
Value enter_ensure(Value, const Value* argv, std::uint32_t) {
  const Value before = state->errinfo;
  if (argv[0] != kNil) state->errinfo = argv[0];
  return before;
}

}  // namespace

Value errinfo() { return state ? state->errinfo : kNil; }

void root_raising(Value exception) { state->raising = exception; }

Value raise_by_marker(RubyError error) {
  root_raising(error.exception);
  raising = std::move(error);
  return kRaisedMarker;
}

RubyError take_raising() {
  RubyError error = std::move(*raising);
  raising.reset();
  return error;
}

void throw_raising() { throw take_raising(); }

void init_rescue_helpers() {
  state = static_cast<RescueState*>(alloc_uncollectable(sizeof(RescueState)));
  *state = RescueState{kNil, kNil, kNil};
  define_native(c_Kernel, "__try", try_block, 1, 1, true);
  define_native(c_Kernel, "__caught", caught, 1, 1, true);
  define_native(c_Kernel, "__rescue_match", rescue_match, 1, -1, true);
  define_native(c_Kernel, "__reraise", reraise, 1, 1, true)->in_callers_frame = true;
  define_native(c_Kernel, "__end_ensure", end_ensure, 1, 1, true)->in_callers_frame = true;
  define_native(c_Kernel, "__swap_errinfo", swap_errinfo, 1, 1, true);
  define_native(c_Kernel, "__errinfo", get_errinfo, 0, 0, true);
  define_native(c_Kernel, "__enter_ensure", enter_ensure, 1, 1, true);
}

}  // namespace rhz::rt
