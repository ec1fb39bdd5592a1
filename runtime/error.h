// Raising Ruby exceptions from the runtime.
//
// A raise is a C++ exception (RubyError). Each mode catches it where the
// frames are still there to give its backtrace: tier 1 around its loop,
// executables in every runtime entry point. What catches it then is either
// the end of the program (CRuby's report on stderr, exit status 1) or the
// built-in that runs a begin's protected part (runtime/rescue.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/classes.h"
#include "runtime/value.h"

namespace rhz::rt {

struct Code;  // runtime/bytecode.h

struct RubyError {
  RClass* klass;
  std::string message;
  // A Ruby method a built-in called with the wrong number of arguments
  // (Class#new calling initialize): CRuby reports the error from that
  // method's frame, at its def line, above the built-in's.
  const Code* callee = nullptr;
  // The status the process ends with when nothing handles the error
  // (SystemExit, which `exit` raises, carries its own and has no report).
  int exit_status = 1;
  // The exception object, when there is one already (Kernel#raise of an
  // exception or a class; one rescued and raised again); nil for the
  // errors the runtime raises, which get theirs only when rescued.
  // Its backtrace, once it has one, is the object's (kept_backtrace).
  Value exception = kNil;
};

[[noreturn]] void raise(RClass* klass, std::string message);

// "wrong number of arguments (given 1, expected 2)" / "expected 1..2" /
// "expected 1+", as ArgumentError.
[[noreturn]] void raise_argc(std::uint32_t given, std::int32_t min_argc, std::int32_t max_argc);
// The same for the Ruby method `callee` a built-in called (RubyError::callee).
[[noreturn]] void raise_argc_of(const Code* callee, std::uint32_t given, std::int32_t min_argc, std::int32_t max_argc);

// Built-in methods that recurse into nested arrays (inspect, join, ==, <=>)
// stop at this depth with SystemStackError, as CRuby's do when they exhaust
// its machine stack (CRuby reaches about 11,000 levels for inspect): a deep
// structure never crashes the process or runs for ever.
inline constexpr std::size_t kMaxNativeNesting = 10000;
[[noreturn]] void raise_stack_overflow();

// Raises an exception object (again), with its backtrace if it has one.
[[noreturn]] void raise_exception(Value exception);
// $!: the exception the innermost running rescue clause handles, or nil
// (runtime/rescue.cpp).
Value errinfo();

// Kernel#raise, and the rescue helpers that raise again, do not throw:
// they leave the error here and return kRaisedMarker, and tier 1's loop
// takes its error path without unwinding the C++ stack (a throw through a
// function the interpreter's size costs microseconds). Every other caller
// of a built-in passes its result through native_result, which throws it.
inline constexpr Value kRaisedMarker{0x54};  // never a Ruby value
Value raise_by_marker(RubyError error);
RubyError take_raising();
// Keeps the exception object being raised where the collector sees it
// while only C++ memory holds it (error_of does).
void root_raising(Value exception);
[[noreturn]] void throw_raising();
inline Value native_result(Value v) {
  if (v == kRaisedMarker) [[unlikely]]
    throw_raising();
  return v;
}
// The error that raises an exception object (again): its class, message
// and exit status (its backtrace is the object's).
RubyError error_of(Value exception);

// "divided by 0" as ZeroDivisionError.
[[noreturn]] void raise_zero_division();

}  // namespace rhz::rt
