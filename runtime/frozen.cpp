// Frozen Arrays and Hashes (see frozen.h).
#include "runtime/frozen.h"

#include <string>

#include "runtime/builtins.h"
#include "runtime/error.h"

namespace rhz::rt {

RClass* c_FrozenArray;
RClass* c_FrozenHash;

namespace {

RClass* hidden_frozen_class(RClass* of) {
  RClass* cls = new_class(of->name, of);
  cls->singleton = true;
  return cls;
}

}  // namespace

void init_frozen_classes() {
  c_FrozenArray = hidden_frozen_class(c_Array);
  c_FrozenHash = hidden_frozen_class(c_Hash);
}

void raise_frozen(Value self) {
  std::string text;
  append_inspect(text, self);
  raise(c_FrozenError, "can't modify frozen " + std::string(nonsingleton(class_of(self))->name) + ": " + text);
}

Value container_freeze(Value self, const Value*, std::uint32_t) {
  RBasic* object = as_object(self);
  if (object->klass == c_Array) object->klass = c_FrozenArray;
  else if (object->klass == c_Hash) object->klass = c_FrozenHash;
  return self;
}

Value container_frozen_p(Value self, const Value*, std::uint32_t) { return to_bool(is_frozen_container(self)); }

Value freeze_like(Value original, Value copy) {
  return is_frozen_container(original) ? container_freeze(copy, nullptr, 0) : copy;
}

}  // namespace rhz::rt
