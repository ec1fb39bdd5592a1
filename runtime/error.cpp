#include "runtime/error.h"

namespace rhz::rt {

void raise(RClass* klass, std::string message) { throw RubyError{klass, std::move(message)}; }

namespace {

std::string argc_message(std::uint32_t given, std::int32_t min_argc, std::int32_t max_argc) {
  std::string expected = std::to_string(min_argc);
  if (max_argc == kAnyArgc) expected += "+";
  else if (max_argc != min_argc) expected += ".." + std::to_string(max_argc);
  return "wrong number of arguments (given " + std::to_string(given) + ", expected " + expected + ")";
}

}  // namespace

void raise_argc(std::uint32_t given, std::int32_t min_argc, std::int32_t max_argc) {
  raise(c_ArgumentError, argc_message(given, min_argc, max_argc));
}

void raise_argc_of(const Code* callee, std::uint32_t given, std::int32_t min_argc, std::int32_t max_argc) {
  throw RubyError{c_ArgumentError, argc_message(given, min_argc, max_argc), callee};
}

void raise_stack_overflow() { raise(c_SystemStackError, "stack level too deep"); }

void raise_zero_division() { raise(c_ZeroDivisionError, "divided by 0"); }

}  // namespace rhz::rt
