// Raising Ruby exceptions from the runtime.
//
// Tier A has no rescue: a raised exception always ends the program with
// CRuby's report on stderr and exit status 1. A raise is therefore a C++
// exception (RubyError) that the interpreter catches at its top, where the
// frames are still on the VM stack for the backtrace.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/classes.h"

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

// "divided by 0" as ZeroDivisionError.
[[noreturn]] void raise_zero_division();

}  // namespace rhz::rt
