// IO: the class of STDOUT and STDERR ($stdout and $stderr), the two streams
// a program writes to, and the writers Kernel's puts and print share with
// them (runtime/kernel.cpp, runtime/format.cpp).
#pragma once

#include <cstdint>

#include "runtime/output.h"
#include "runtime/value.h"

namespace rhz::rt {

struct RClass;
extern RClass* c_IO;

// The objects STDOUT and STDERR name, for the whole run.
Value stdout_object();
Value stderr_object();

// puts, print and printf onto one stream; each returns nil.
Value puts_to(Stream stream, const Value* argv, std::uint32_t argc);
Value print_to(Stream stream, const Value* argv, std::uint32_t argc);
Value printf_to(Stream stream, const Value* argv, std::uint32_t argc);

void init_io_methods();

}  // namespace rhz::rt
