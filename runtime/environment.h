// The program's environment (environment.cpp): ARGV, RUBY_ENGINE, Process,
// File, Time and Object.const_get.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "runtime/value.h"

namespace rhz::rt {

// What ARGV holds: the arguments after the program's name. Set before the
// program starts.
void set_program_arguments(std::vector<std::string> args);

// The value of one of these core constants (`ARGV`, `Process`,
// `Process::CLOCK_MONOTONIC`, ...), or kUndefined.
Value environment_constant(std::string_view name);

// The running program's constant `name` (a class it defined), or
// kUndefined when it has none by that name or it is not assigned yet
// (runtime/interpreter_support.cpp).
Value program_constant(std::string_view name);
// Whether the running program has assigned its global variable `name`.
bool program_global_assigned(std::string_view name);

void init_environment();

}  // namespace rhz::rt
