#include "runtime/callback.h"

#include "runtime/block.h"
#include "runtime/error.h"
#include "runtime/interpreter_support.h"
#include "runtime/object.h"

namespace rhz::rt {

RubyCaller* g_ruby_caller = nullptr;
NativeCall g_native_call;

Value call_entry(const MethodEntry* me, Value recv, const Value* argv, std::uint32_t argc, Value block) {
  if (!argc_fits(me, argc)) {
    if (me->code) raise_argc_of(me->code, argc, me->min_argc, me->max_argc);
    raise_argc(argc, me->min_argc, me->max_argc);
  }
  if (me->native) return native_result(me->native(recv, argv, argc));
  if (me->attr != Attr::None) return attr_call(me, recv, argv);
  return g_ruby_caller->call(g_native_call.native, me->code, recv, argv, argc, block);
}

Value call_proc(Value block, const Value* argv, std::uint32_t argc) {
  // Looked up each time: each program the process runs compiles its own.
  static const Sym call_name = intern("call");
  const MethodEntry* call = find_method(block_class(), call_name);
  if (!call) raise(c_NotImplementedError, "a block called by a built-in without Proc#call");
  return call_entry(call, block, argv, argc);
}

const MethodEntry* program_method(Value v, Sym name) {
  if (!is_heap(v)) return nullptr;
  const RClass* cls = as_object(v)->klass;
  if (!cls || !cls->user) return nullptr;
  const MethodEntry* me = find_method(cls, name);
  return me && !me->native ? me : nullptr;
}

}  // namespace rhz::rt
