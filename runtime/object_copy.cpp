// Object's dup, clone, freeze and frozen?, for every object whose class has
// none of its own (String, Array and Hash have theirs).
//
// A frozen object with ivars keeps them in its shape's frozen twin
// (runtime/shape.h): every ivar write misses its cache on that shape and
// reaches ivar_set, which raises FrozenError, so no tier's fast path needs a
// test of its own. Integers, Floats, Symbols, Ranges, nil, true and false
// are always frozen, as in CRuby 3.1; their dup and clone are themselves.
// Objects of the core library without ivars of their own (a Proc, a class)
// are named as rhz's limitation instead of being copied wrongly.

#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/object.h"
#include "runtime/shape.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

// Values CRuby 3.1 makes frozen when they are made.
bool born_frozen(Value v) {
  if (!is_heap(v)) return true;  // fixnums, flonums, nil, true, false
  const RClass* cls = as_object(v)->klass;
  return cls == c_Integer || cls == c_Float || cls == c_Range || is_symbol(v);
}

// An object of the program's (or Object, or an exception) whose state is
// its ivars, which a copy can take over; not a class.
bool copyable(Value v) { return has_ivar_layout(v) && !is_class_value(v); }

[[noreturn]] void not_supported(Value self, const char* method) {
  raise(c_NotImplementedError,
        std::string(nonsingleton(class_of(self))->name) + "#" + method + " is not supported by rhz yet");
}

// A new object of self's class with self's ivars (thawed), then the
// program's initialize_copy, if its class has one, as CRuby's dup does.
Value copy_object(Value self, const char* method) {
  if (!copyable(self)) not_supported(self, method);
  const auto* original = static_cast<const RObject*>(as_object(self));
  Value copy = object_new(nonsingleton(original->klass));
  auto* o = static_cast<RObject*>(as_object(copy));
  ivars_reserve(o, original->shape->count());
  for (std::uint32_t i = 0; i < original->shape->count(); ++i) o->slots[i] = original->slots[i];
  o->shape = thawed_shape(original->shape);
  static const Sym initialize_copy = intern("initialize_copy");
  if (const MethodEntry* me = program_method(copy, initialize_copy)) call_entry(me, copy, &self, 1);
  return copy;
}

Value object_freeze(Value self, const Value*, std::uint32_t) {
  if (born_frozen(self)) return self;
  if (!copyable(self)) not_supported(self, "freeze");
  auto* o = static_cast<RObject*>(as_object(self));
  o->shape = frozen_shape(o->shape);
  return self;
}

Value object_frozen_p(Value self, const Value*, std::uint32_t) {
  if (born_frozen(self)) return kTrue;
  return to_bool(copyable(self) && static_cast<const RObject*>(as_object(self))->shape->frozen);
}

Value object_dup(Value self, const Value*, std::uint32_t) {
  return born_frozen(self) ? self : copy_object(self, "dup");
}

// A clone keeps the frozen state; an object with singleton methods would
// need its singleton class copied too, which rhz does not do.
Value object_clone(Value self, const Value*, std::uint32_t) {
  if (born_frozen(self)) return self;
  if (is_heap(self) && as_object(self)->klass->singleton && copyable(self))
    raise(c_NotImplementedError, "clone of an object with singleton methods is not supported by rhz yet");
  Value copy = copy_object(self, "clone");
  if (static_cast<const RObject*>(as_object(self))->shape->frozen) object_freeze(copy, nullptr, 0);
  return copy;
}

}  // namespace

void init_object_copy_methods() {
  define_native(c_Kernel, "freeze", object_freeze, 0, 0);
  define_native(c_Kernel, "frozen?", object_frozen_p, 0, 0);
  define_native(c_Kernel, "dup", object_dup, 0, 0);
  define_native(c_Kernel, "clone", object_clone, 0, 0);
}

}  // namespace rhz::rt
