#include "runtime/interpreter_support.h"

#include <cstdio>
#include <stdexcept>

#include "ir/node.h"
#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/core_library.h"
#include "runtime/heap.h"
#include "runtime/output.h"

namespace rhz::rt {

void thread_code(const Code& code, const void* const* labels, const char* dispatch_base) {
  code.threaded.assign(code.words.begin(), code.words.end());
  const std::uint32_t* words = code.words.data();
  for (std::uint32_t pc = 0; pc < code.words.size(); pc += instruction_length(words + pc))
    code.threaded[pc] = static_cast<std::int32_t>(static_cast<const char*>(labels[words[pc]]) - dispatch_base);
}

const MethodEntry* lookup_miss(InlineCache& ic, Value recv, const RClass* cls) {
  const MethodEntry* me = find_method(cls, ic.name);
  std::string_view name = sym_name(ic.name);
  if (!me) {
    // A method CRuby's class has and rhz lacks: rhz's limitation, named,
    // never a NoMethodError CRuby would not raise.
    if (cruby_has_method(cls->name, name))
      raise(c_NotImplementedError, std::string(cls->name) + "#" + std::string(name) + " is not supported by rhz yet");
    if (ic.flags & ir::kSendVCall)
      raise(c_NameError, "undefined local variable or method `" + std::string(name) + "' for " + describe_receiver(recv));
    raise(c_NoMethodError, "undefined method `" + std::string(name) + "' for " + describe_receiver(recv));
  }
  if (me->is_private && !(ic.flags & (ir::kSendFunctional | ir::kSendSelfReceiver)))
    raise(c_NoMethodError, "private method `" + std::string(name) + "' called for " + describe_receiver(recv));
  if (ic.seen != cls) {
    ic.seen = cls;
    ++ic.classes_seen;
  }
  ++ic.misses;
  ic.klass = cls;
  ic.state = g_method_state;
  ic.entry = me;
  return me;
}

Value send_operator(InlineCache& ic, Value recv, const Value* argv, std::uint32_t argc, const MethodEntry*& native) {
  const MethodEntry* me = lookup(ic, recv);
  if (!me->native) throw std::logic_error("an operator send found a Ruby method");
  native = me;
  if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);
  Value result = me->native(recv, argv, argc);
  native = nullptr;
  return result;
}

Value send_binary(InlineCache& ic, Value recv, Value arg, const MethodEntry*& native) {
  return send_operator(ic, recv, &arg, 1, native);
}

Value send_ternary(InlineCache& ic, Value recv, Value arg0, Value arg1, const MethodEntry*& native) {
  Value argv[2] = {arg0, arg1};
  return send_operator(ic, recv, argv, 2, native);
}

Value wide_integer(__int128 n) { return integer_from(n); }

void divided_by_zero(const MethodEntry*& native, const char* op) {
  native = find_method(c_Integer, intern(op));
  raise_zero_division();
}

// ---- globals ----------------------------------------------------------------

Globals::Globals(const BytecodeProgram& program, std::string file_name)
    : program_(program), file_name_(std::move(file_name)), lines_(program.constant_names.size(), 0) {
  values_ = static_cast<Value*>(alloc_uncollectable(sizeof(Value) * (program.constant_names.size() + 1)));
  for (std::size_t i = 0; i < program.constant_names.size(); ++i) values_[i] = builtin_constant(program.constant_names[i]);
  // The prelude's methods the program got, before it starts.
  for (const Code& code : program.methods) {
    if (!code.builtin || code.is_block) continue;
    RClass* owner = core_class(code.owner, code.singleton);
    if (!owner) throw std::logic_error("the prelude names an unknown class: " + code.owner);
    const bool is_private = owner == c_Kernel;
    const auto min = static_cast<std::int32_t>(code.required), max = static_cast<std::int32_t>(code.num_params);
    define_ruby_method(owner, intern(code.name), &code, min, max, is_private);
    for (Sym alias : code.aliases) define_ruby_method(owner, alias, &code, min, max, is_private);
  }
}

Globals::~Globals() { free_uncollectable(values_); }

Value Globals::define_method(std::uint32_t method_index) {
  const Code& code = program_.methods[method_index];
  define_ruby_method(c_Object, program_.method_names[method_index], &code, static_cast<std::int32_t>(code.required),
                     static_cast<std::int32_t>(code.num_params), true);
  return symbol_value(program_.method_names[method_index]);
}

Value Globals::constant(std::uint32_t index) const {
  if (values_[index] == kUndefined)
    raise(c_NameError, "uninitialized constant " + program_.constant_names[index]);
  return values_[index];
}

void Globals::set_constant(std::uint32_t index, Value v, std::uint32_t line) {
  const std::string& name = program_.constant_names[index];
  if (lines_[index] != 0) {
    // Ruby warns and carries on; the warning goes to stderr, like CRuby's.
    out_flush();
    std::fprintf(stderr, "%s:%u: warning: already initialized constant %s\n", file_name_.c_str(), line, name.c_str());
    std::fprintf(stderr, "%s:%u: warning: previous definition of %s was here\n", file_name_.c_str(), lines_[index],
                 name.c_str());
  }
  values_[index] = v;
  lines_[index] = line;
}

}  // namespace rhz::rt
