// Class variables (`@@x`), as the graph reads and writes them
// (ir/build_class.cpp):
//
//   __cvar_get(cls, :@@x, strict)   the value; uninitialized: NameError, or nil unless strict
//   __cvar_set(cls, :@@x, value)
//
// cls is the class the code is written in (nil at the top level, where
// CRuby raises). A class variable lives in the class that first assigned
// it, among cls and its superclasses, so a class and its subclasses share
// it; it is kept with the class's own instance variables under its `@@`
// name, which no `@x` can reach.
#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/shape.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

RClass* owner_class(Value cls) {
  if (cls == kNil) raise(c_RuntimeError, "class variable access from toplevel");
  return static_cast<RClass*>(as_object(cls));
}

// The class among cls and its superclasses that holds `name`, or null.
RClass* holder(RClass* cls, Sym name) {
  for (RClass* c = cls; c; c = c->super)
    if (c->shape && c->shape->slot(name) >= 0) return c;
  return nullptr;
}

Value cvar_get(Value, const Value* argv, std::uint32_t) {
  RClass* cls = owner_class(argv[0]);
  const Sym name = intern(symbol_name(argv[1]));
  if (RClass* c = holder(cls, name)) return ivar_get(c, name);
  if (argv[2] != kTrue) return kNil;
  raise(c_NameError, "uninitialized class variable " + std::string(sym_name(name)) + " in " + std::string(cls->name));
}

Value cvar_set(Value, const Value* argv, std::uint32_t) {
  RClass* cls = owner_class(argv[0]);
  const Sym name = intern(symbol_name(argv[1]));
  RClass* c = holder(cls, name);
  ivar_set(c ? c : cls, name, argv[2]);
  return argv[2];
}

}  // namespace

void init_class_variable_helpers() {
  define_native(c_Kernel, "__cvar_get", cvar_get, 3, 3, true);
  define_native(c_Kernel, "__cvar_set", cvar_set, 3, 3, true);
}

}  // namespace rhz::rt
