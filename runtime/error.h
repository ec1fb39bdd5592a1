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
#include <memory>
#include <string>
#include <vector>
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
  Value exception = kNil;
  // The backtrace, formatted as CRuby prints its lines
  // ("prog.rb:3:in `foo'"), when the error already has one (raised again,
  // or carried across compiled frames); null: it is where it is caught.
  std::shared_ptr<const std::vector<std::string>> trace{};
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

// The exception object of an error, made now for the runtime's own errors
// (their class, their message), with the lines of `trace` as its
// backtrace unless it has one from an earlier raise.
Value exception_object(const RubyError& error, const std::vector<std::string>& trace);
// Raises an exception object (again), with its backtrace if it has one.
[[noreturn]] void raise_exception(Value exception);
// $!: the exception the innermost running rescue clause handles, or nil
// (runtime/rescue.cpp).
Value errinfo();

// "divided by 0" as ZeroDivisionError.
[[noreturn]] void raise_zero_division();

}  // namespace rhz::rt
