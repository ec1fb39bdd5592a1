// Array.new(...) for the interpreter: `Array` is a constant in tier A, not a
// class object with methods, so Array.new is compiled to this call.
#pragma once

#include <cstdint>

#include "runtime/value.h"

namespace rhz::rt {

// Array.new, Array.new(n), Array.new(n, value), Array.new(array) (a copy).
// Checks the argument count itself (0..2, ArgumentError as CRuby words it);
// a negative size is ArgumentError "negative array size".
Value array_new_call(const Value* argv, std::uint32_t argc);

}  // namespace rhz::rt
