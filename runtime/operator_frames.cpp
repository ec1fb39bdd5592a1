#include "runtime/operator_frames.h"

#include "ir/node.h"
#include "runtime/classes.h"
#include "runtime/float.h"
#include "runtime/symbol.h"

namespace rhz::rt {

bool runs_own_operator_in_place(const MethodEntry* me, std::uint8_t flags, const Value* argv, std::uint32_t argc) {
  // The instructions test the receiver's class for identity, and that the
  // class's own built-in is the method.
  const RClass* cls = me->owner;
  static const Sym aref = intern("[]"), aset = intern("[]="), ltlt = intern("<<"), mod = intern("%");
  // opt_mod computes Float % Float in place (and raises its ZeroDivisionError there).
  if (cls == c_Float) return me->name == mod && argc == 1 && is_float(argv[0]);
  if (cls != c_Array && cls != c_Hash && cls != c_String) return false;
  // opt_aref_with and opt_aset_with, for a string literal key, only run a
  // Hash's method in place.
  const bool literal_key = (flags & ir::kSendStringLiteralArg) != 0;
  if (me->name == aref && argc == 1) return cls == c_Hash || (cls == c_Array && !literal_key);
  if (me->name == aset && argc == 2) return cls == c_Hash || (cls == c_Array && is_fixnum(argv[0]));
  if (me->name == ltlt && argc == 1) return cls == c_String || cls == c_Array;
  return false;
}

}  // namespace rhz::rt
