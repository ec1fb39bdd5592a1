// `def target.name`: a method of one object's own, in its singleton class.
//
// The builder compiles the method like any other and calls
// __define_singleton_method(target, index) where the `def` stands. The
// first such method of an object gives it a class of its own between it and
// its class (RClass::singleton), as CRuby does; method lookup, inline caches
// and tier 2's class guards then need nothing new, since they key on the
// object's class pointer. A class's singleton is its metaclass, where
// `def self.x` in its body puts class methods; nil, true and false have
// NilClass, TrueClass and FalseClass, as in Ruby.
#include "runtime/singleton_class.h"

#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/frozen.h"
#include "runtime/interpreter_support.h"
#include "runtime/io.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

RClass* metaclass_of(RClass* cls) {
  if (cls->klass && cls->klass->meta) return cls->klass;
  RClass* meta = new_metaclass(cls);
  cls->klass = meta;
  return meta;
}

}  // namespace

RClass* singleton_class_for(Value target) {
  if (target == kNil || target == kTrue || target == kFalse) return class_of(target);
  if (!is_heap(target) || is_float(target) || is_bignum(target) || is_symbol(target))
    raise(c_TypeError, "can't define singleton");
  if (is_class_value(target)) return metaclass_of(static_cast<RClass*>(as_object(target)));
  // A frozen Array's or Hash's hidden class is every frozen one's
  // (runtime/frozen.h), and CRuby refuses to change a frozen object.
  if (is_frozen_container(target)) {
    std::string text;
    append_inspect(text, target);
    raise(c_FrozenError, "can't modify frozen object: " + text);
  }
  RBasic* object = as_object(target);
  if (object->klass->singleton) return object->klass;
  // Built-in data (a String, an Array, ...) is recognised by its exact
  // class all through the runtime, so it cannot move to a class of its own.
  if (!has_ivar_layout(target) && object->klass != c_IO)
    raise(c_NotImplementedError,
          "singleton methods on " + std::string(object->klass->name) + " objects are not supported by rhz yet");
  RClass* cls = object->klass;
  RClass* own = new_class(cls->name, cls);
  own->singleton = true;
  own->user = cls->user;
  own->exception = cls->exception;
  object->klass = own;
  return own;
}

namespace {

// __define_singleton_method(target, method_index): what `def target.name`
// compiles to; gives the name, as `def` does.
Value define_singleton_method(Value, const Value* argv, std::uint32_t) {
  return running_program()->define_own_method(argv[0], static_cast<std::uint32_t>(fixnum_value(argv[1])));
}

}  // namespace

void init_singleton_class_helpers() {
  define_native(c_Kernel, "__define_singleton_method", define_singleton_method, 2, 2, true);
}

}  // namespace rhz::rt
