#include "runtime/callback.h"

#include <string>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/interpreter_support.h"
#include "runtime/object.h"

namespace rhz::rt {

RubyCaller* g_ruby_caller = nullptr;
NativeCall g_native_call;

Value call_entry(const MethodEntry* me, Value recv, const Value* argv, std::uint32_t argc) {
  if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);
  if (me->native) return me->native(recv, argv, argc);
  if (me->attr != Attr::None) return attr_call(me, recv, argv);
  return g_ruby_caller->call(g_native_call.native, me->code, recv, argv, argc);
}

Value call_method(Value recv, Sym name, const Value* argv, std::uint32_t argc) {
  const MethodEntry* me = find_method(class_of(recv), name);
  if (!me) raise(c_NoMethodError, "undefined method `" + std::string(sym_name(name)) + "' for " + describe_receiver(recv));
  return call_entry(me, recv, argv, argc);
}

bool defined_by_program(Value v, Sym name) {
  if (!is_heap(v)) return false;
  const RClass* cls = as_object(v)->klass;
  if (!cls || !cls->user) return false;
  const MethodEntry* me = find_method(cls, name);
  return me && !me->native;
}

}  // namespace rhz::rt
