// Which frame an error raised by a built-in operator is reported from.
//
// CRuby 3.1 compiles `x[i]`, `x[i] = v`, `x << v` and `x % y` (and the same
// sends written `x.[](i)`, ...) to specialised instructions: opt_aref,
// opt_aset, opt_ltlt and opt_mod. When the receiver's class is exactly
// Array, Hash or String (Float for `%` of two Floats) they run the method's
// C function in place, without pushing its frame, so an error it raises
// names the caller:
//
//   prog.rb:2:in `<main>': index -9 too small for array; minimum: -2 (IndexError)
//
// where `a.fetch(-9)` reports "in `fetch'". Every mode asks this before it
// calls a built-in and reports the built-in's own frame only when it says no.
#pragma once

#include <cstdint>

#include "runtime/classes.h"
#include "runtime/value.h"

namespace rhz::rt {

// The test on the method's name and operands, for a receiver whose class
// holds `me` itself.
bool runs_own_operator_in_place(const MethodEntry* me, std::uint8_t flags, const Value* argv, std::uint32_t argc);

// Whether `raise` can make an exception of these arguments: then it runs
// without a frame of its own; its TypeError comes from its frame.
bool raise_arguments_valid(const Value* argv, std::uint32_t argc);

// `flags` are the call site's (ir::call_site_flags); argv holds argc values.
// Every built-in call asks, so the common answer costs one compare (the
// entry's flag).
inline bool runs_in_callers_frame(const MethodEntry* me, std::uint8_t flags, Value recv, const Value* argv,
                                  std::uint32_t argc) {
  if (me->in_callers_frame) return raise_arguments_valid(argv, argc);
  return me->operator_in_place && (is_heap(recv) ? as_object(recv)->klass == me->owner : me->owner == c_Float) &&
         runs_own_operator_in_place(me, flags, argv, argc);
}

}  // namespace rhz::rt
