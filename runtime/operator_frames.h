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

#include "ir/node.h"
#include "runtime/classes.h"
#include "runtime/float.h"
#include "runtime/value.h"

namespace rhz::rt {


// Whether `raise` can make an exception of these arguments: then it runs
// without a frame of its own; its TypeError comes from its frame.
bool raise_arguments_valid(const Value* argv, std::uint32_t argc);

// `flags` are the call site's (ir::call_site_flags); argv holds argc values.
// Every built-in call asks, so the common answer costs one compare (the
// entry's operator_in_place), and an operator's a few more, inline.
inline bool runs_in_callers_frame(const MethodEntry* me, std::uint8_t flags, Value recv, const Value* argv,
                                  std::uint32_t argc) {
  if (me->in_callers_frame) return raise_arguments_valid(argv, argc);
  if (me->operator_in_place == InPlaceOperator::None) return false;
  // The instructions test the receiver's class for identity, and that the
  // class's own built-in is the method.
  const RClass* cls = me->owner;
  if (is_heap(recv) ? as_object(recv)->klass != cls : cls != c_Float) return false;
  switch (me->operator_in_place) {
    case InPlaceOperator::Mod:  // opt_mod: Float % Float (its ZeroDivisionError too)
      return cls == c_Float && argc == 1 && is_float(argv[0]);
    case InPlaceOperator::Aref:  // opt_aref_with, for a string literal key, runs a Hash's alone
      return argc == 1 && (cls == c_Hash || (cls == c_Array && !(flags & ir::kSendStringLiteralArg)));
    case InPlaceOperator::Aset:  // opt_aset_with likewise
      return argc == 2 && (cls == c_Hash || (cls == c_Array && is_fixnum(argv[0])));
    case InPlaceOperator::Push:
      return argc == 1 && (cls == c_String || cls == c_Array);
    case InPlaceOperator::None:
      break;
  }
  return false;
}

}  // namespace rhz::rt
