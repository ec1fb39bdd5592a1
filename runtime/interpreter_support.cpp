#include "runtime/interpreter_support.h"

#include <cstdio>
#include <stdexcept>

#include "ir/node.h"
#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/core_library.h"
#include "runtime/environment.h"
#include "runtime/frozen.h"
#include "runtime/heap.h"
#include "runtime/io.h"
#include "runtime/object.h"
#include "runtime/operator_frames.h"
#include "runtime/output.h"
#include "runtime/shape.h"
#include "runtime/singleton_class.h"

namespace rhz::rt {

void thread_code(const Code& code, const void* const* labels, const char* dispatch_base) {
  code.threaded.assign(code.words.begin(), code.words.end());
  const std::uint32_t* words = code.words.data();
  for (std::uint32_t pc = 0; pc < code.words.size(); pc += instruction_length(words + pc))
    code.threaded[pc] = static_cast<std::int32_t>(static_cast<const char*>(labels[words[pc]]) - dispatch_base);
}

namespace {

// The site sends to `me` on objects of cls from now on, and keeps the
// entry it had as the previous one; the profile counts the miss.
const MethodEntry* install_in_cache(InlineCache& ic, const RClass* cls, const MethodEntry* me) {
  if (ic.seen != cls) {
    ic.seen = cls;
    ++ic.classes_seen;
  }
  ++ic.misses;
  ic.previous_klass = ic.klass;
  ic.previous_state = ic.state;
  ic.previous_entry = ic.entry;
  ic.klass = cls;
  ic.state = g_method_state;
  ic.entry = me;
  return me;
}

}  // namespace

const MethodEntry* lookup_miss(InlineCache& ic, Value recv, const RClass* cls) {
  // The class before this one: its entry comes back without a lookup.
  if (ic.previous_klass == cls && ic.previous_state == g_method_state)
    return install_in_cache(ic, cls, ic.previous_entry);
  const bool super = (ic.flags & ir::kSendSuper) != 0;
  const MethodEntry* me = find_method(super ? super_start(ic.super_owner, cls) : cls, ic.name);
  std::string_view name = sym_name(ic.name);
  if (!me && super)
    raise(c_NoMethodError, "super: no superclass method `" + std::string(name) + "' for " + describe_receiver(recv));
  if (!me) {
    // A method CRuby's class has and rhz lacks: rhz's limitation, named,
    // never a NoMethodError CRuby would not raise.
    if (cruby_has_method(cls->name, name) || cruby_has_method("Object", name))
      raise(c_NotImplementedError, std::string(cls->name) + "#" + std::string(name) + " is not supported by rhz yet");
    if (ic.flags & ir::kSendVCall)
      raise(c_NameError, "undefined local variable or method `" + std::string(name) + "' for " + describe_receiver(recv));
    raise(c_NoMethodError, "undefined method `" + std::string(name) + "' for " + describe_receiver(recv));
  }
  if (me->is_private && !(ic.flags & (ir::kSendFunctional | ir::kSendSelfReceiver)))
    raise(c_NoMethodError, "private method `" + std::string(name) + "' called for " + describe_receiver(recv));
  return install_in_cache(ic, cls, me);
}

Value send_operator(InlineCache& ic, Value recv, const Value* argv, std::uint32_t argc, const MethodEntry*& native) {
  const MethodEntry* me = lookup(ic, recv);
  if (!me->native) {
    // The program's own operator (`==`, `<=>` of its classes): run to its
    // return from here, with no frame of a built-in between.
    g_native_call.native = nullptr;
    return call_entry(me, recv, argv, argc);
  }
  const MethodEntry* frame = runs_in_callers_frame(me, ic.flags, recv, argv, argc) ? nullptr : me;
  g_native_call.native = frame;
  native = frame;
  if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);
  Value result = native_result(me->native(recv, argv, argc));
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

Value ivar_get_miss(InlineCache& ic, Value obj) {
  if (!has_ivar_layout(obj)) return kNil;
  const auto* o = static_cast<const RObject*>(as_object(obj));
  const std::int32_t slot = o->shape->slot(ic.name);
  if (slot < 0) return kNil;
  ic.shape = o->shape;
  ic.slot = static_cast<std::uint32_t>(slot);
  return o->slots[slot];
}

void ivar_set_miss(InlineCache& ic, Value obj, Value v) {
  if (!has_ivar_layout(obj)) raise_frozen(obj);
  auto* o = static_cast<RObject*>(as_object(obj));
  const Shape* before = o->shape;
  ivar_set(o, ic.name, v);
  ic.shape = before;
  ic.shape_after = o->shape;
  ic.slot = static_cast<std::uint32_t>(o->shape->slot(ic.name));
}

Value attr_send(InlineCache& ic, const MethodEntry* me, Value recv, const Value* argv) {
  auto* o = static_cast<RObject*>(as_object(recv));
  const bool hit = ic.ivar == me->ivar && is_heap(recv) && o->shape == ic.shape;
  if (me->attr == Attr::Reader) {
    if (hit) return o->slots[ic.slot];
    InlineCache probe;
    probe.name = me->ivar;
    Value v = ivar_get_miss(probe, recv);
    if (probe.shape) {
      ic.ivar = me->ivar;
      ic.shape = probe.shape;
      ic.slot = probe.slot;
    }
    return v;
  }
  if (hit && ic.slot < o->capa) {
    o->shape = ic.shape_after;
    o->slots[ic.slot] = argv[0];
    return argv[0];
  }
  InlineCache probe;
  probe.name = me->ivar;
  ivar_set_miss(probe, recv, argv[0]);
  ic.ivar = me->ivar;
  ic.shape = probe.shape;
  ic.shape_after = probe.shape_after;
  ic.slot = probe.slot;
  return argv[0];
}

Value divided_by_zero(const MethodEntry*& native, const char* op) {
  native = find_method(c_Integer, intern(op));
  return raise_by_marker(RubyError{c_ZeroDivisionError, "divided by 0"});
}

// ---- globals ----------------------------------------------------------------

namespace {
Globals* running_globals = nullptr;  // the running program's, for program_constant
}  // namespace

Value program_constant(std::string_view name) {
  if (!running_globals) return kUndefined;
  return running_globals->constant_named(name);
}

const Code& running_method(std::uint32_t index) { return running_globals->program().methods.at(index); }

Globals* running_program() { return running_globals; }

std::optional<std::uint32_t> Globals::find_constant(std::string_view name) const {
  for (std::size_t i = 0; i < program_.constant_names.size(); ++i)
    if (program_.constant_names[i] == name) return static_cast<std::uint32_t>(i);
  return std::nullopt;
}

bool program_global_assigned(std::string_view name) { return running_globals && running_globals->assigned(name); }

bool Globals::assigned(std::string_view name) const {
  const auto index = find_constant(name);
  return index && lines_[*index] != 0;
}

Value Globals::constant_named(std::string_view name) const {
  const auto index = find_constant(name);
  return index ? values_[*index] : kUndefined;
}

Globals::Globals(const BytecodeProgram& program, std::string file_name)
    : program_(program), file_name_(std::move(file_name)), lines_(program.constant_names.size(), 0) {
  running_globals = this;
  values_ = static_cast<Value*>(alloc_uncollectable(sizeof(Value) * (program.constant_names.size() + 1)));
  for (std::size_t i = 0; i < program.constant_names.size(); ++i) {
    const std::string& name = program.constant_names[i];
    const Value builtin = builtin_constant(name);  // $stdout, $stderr and $* among the globals
    values_[i] = is_global(name) && builtin == kUndefined ? kNil : builtin;
    if (name == "$0") values_[i] = str_new(file_name_);  // the program's name, as its main file's __FILE__
  }
  // The top levels of the files the program requires (runtime/require.cpp).
  for (std::size_t i = 0; i < program.methods.size(); ++i)
    if (program.methods[i].file_top) define_ruby_method(c_Object, program.method_names[i], &program.methods[i], 0, 0, true);
  // The prelude's methods the program got, before it starts.
  for (const Code& code : program.methods) {
    if (!code.builtin || code.is_block) continue;
    RClass* owner = core_class(code.owner, code.singleton);
    if (!owner) throw std::logic_error("the prelude names an unknown class: " + code.owner);
    // Kernel's are private, but for those CRuby's Object has in public (tap).
    const bool is_private = owner == c_Kernel && !cruby_has_method("Object", code.name);
    const auto min = static_cast<std::int32_t>(code.required), max = static_cast<std::int32_t>(code.num_params);
    define_ruby_method(owner, intern(code.name), &code, min, max, is_private);
    for (Sym alias : code.aliases) define_ruby_method(owner, alias, &code, min, max, is_private);
  }
}

Globals::~Globals() {
  if (running_globals == this) running_globals = nullptr;
  free_uncollectable(values_);
}

Value Globals::define_method(std::uint32_t method_index) {
  const Code& code = program_.methods[method_index];
  RClass* cls = code.class_member ? class_named(code.owner) : c_Object;
  if (code.singleton) cls = cls->klass;  // `def self.x` in a class body: a class method
  const Sym name = program_.method_names[method_index];
  // A reopened core class (`class Integer`) gets new methods; replacing
  // one it has would leave the fast paths, intrinsics and built-ins that
  // call it on the old one.
  if (code.class_member && !code.singleton && !cls->user) {
    const MethodEntry* had = find_method(cls, name);
    if ((had && had->native) || cruby_has_method(cls->name, sym_name(name)))
      raise(c_NotImplementedError,
            "redefining " + std::string(cls->name) + "#" + std::string(sym_name(name)) + " is not supported by rhz");
  }
  place_method(code, cls);
  // `private` / `module_function` earlier in the class body (a class
  // method is public whatever they said).
  const bool in_body = code.class_member && !code.singleton;
  const bool module_function = in_body && cls->default_module_function;
  const bool is_private = !code.class_member || (in_body && (cls->default_private || module_function));
  const auto required = static_cast<std::int32_t>(code.required);
  define_ruby_method(cls, name, &code, required, most_args(&code), is_private);
  if (module_function) define_ruby_method(cls->klass, name, &code, required, most_args(&code), false);
  if (listener_) listener_(listener_data_, method_index);
  return symbol_value(name);
}

Value Globals::define_own_method(Value target, std::uint32_t method_index) {
  const Code& code = program_.methods[method_index];
  RClass* cls = singleton_class_for(target);
  // Kernel#puts writes to the stream itself, where CRuby would call the
  // object's own write.
  if (nonsingleton(cls) == c_IO && (code.name == "write" || code.name == "puts" || code.name == "print"))
    raise(c_NotImplementedError, "redefining IO#" + code.name + " for one object is not supported by rhz yet");
  place_method(code, cls);
  const Sym name = program_.method_names[method_index];
  define_ruby_method(cls, name, &code, static_cast<std::int32_t>(code.required), most_args(&code), false);
  if (listener_) listener_(listener_data_, method_index);
  return symbol_value(name);
}

void Globals::place_method(const Code& code, RClass* cls) {
  code.owner_class = cls;
  for (InlineCache& ic : code.caches)
    if (ic.flags & ir::kSendSuper) ic.super_owner = cls;
}

std::uint32_t Globals::constant_index(const std::string& name) const {
  if (const auto index = find_constant(name)) return *index;
  throw std::logic_error("no constant named " + name);
}

RClass* Globals::class_named(const std::string& name) const {
  return static_cast<RClass*>(as_object(values_[constant_index(name)]));
}

Value Globals::define_class(std::uint32_t body, Value super, bool has_super, std::uint32_t line) {
  const Code& code = program_.methods[body];
  const std::uint32_t index = constant_index(code.owner);
  const Value existing = values_[index];
  // The builder names a module's body as CRuby does (ir/build_class.cpp).
  const bool module = sym_name(program_.method_names[body]).starts_with("<module:");
  if (module) return define_module(body, index, line);
  RClass* super_class = c_Object;
  if (has_super) {
    if (!is_class_value(super) || is_module_value(super)) {
      std::string given = is_heap(super) || super == kNil || super == kTrue || super == kFalse || is_fixnum(super)
                              ? std::string(class_of(super)->name)
                              : "an object";
      raise(c_TypeError, "superclass must be an instance of Class (given an instance of " + given + ")");
    }
    super_class = static_cast<RClass*>(as_object(super));
  }
  RClass* cls;
  bool made = false;
  if (existing != kUndefined) {
    if (!is_class_value(existing) || is_module_value(existing))
      raise(c_TypeError, code.owner + " is not a class");
    cls = static_cast<RClass*>(as_object(existing));
    if (has_super && cls->super != super_class) raise(c_TypeError, "superclass mismatch for class " + code.owner);
  } else {
    cls = new_class(code.owner, super_class);
    cls->klass = new_metaclass(cls);
    cls->user = true;
    cls->exception = super_class->exception;
    cls->ivar_hint = super_class->ivar_hint;
    values_[index] = from_object(cls);
    lines_[index] = line;
    made = true;
  }
  code.owner_class = cls;
  cls->default_private = cls->default_module_function = false;
  define_ruby_method(c_Module, program_.method_names[body], &code, 0, 0, false);
  // A new class tells its superclass before its body runs, as CRuby does
  // (`def self.inherited(subclass)`); Object's own does nothing.
  static const Sym inherited = intern("inherited");
  if (made)
    if (const MethodEntry* hook = find_method(super_class->klass, inherited); hook && !hook->native) {
      const Value made_class = from_object(cls);
      call_entry(hook, from_object(super_class), &made_class, 1);
    }
  return from_object(cls);
}

Value Globals::define_module(std::uint32_t body, std::uint32_t index, std::uint32_t line) {
  const Code& code = program_.methods[body];
  const Value existing = values_[index];
  RClass* mod;
  if (existing != kUndefined) {
    if (!is_module_value(existing)) raise(c_TypeError, code.owner + " is not a module");
    mod = static_cast<RClass*>(as_object(existing));
  } else {
    mod = new_class(code.owner, nullptr);
    mod->module = true;
    mod->user = true;
    mod->klass = new_metaclass(mod);
    mod->klass->super = c_Module;  // `def self.x` in the body, then Module's methods
    values_[index] = from_object(mod);
    lines_[index] = line;
  }
  code.owner_class = mod;
  mod->default_private = mod->default_module_function = false;
  define_ruby_method(c_Module, program_.method_names[body], &code, 0, 0, false);
  return from_object(mod);
}

Value Globals::constant(std::uint32_t index) const {
  if (values_[index] == kUndefined)
    raise(c_NameError, "uninitialized constant " + program_.constant_names[index]);
  return values_[index];
}

void Globals::set_constant(std::uint32_t index, Value v, std::uint32_t line) {
  const std::string& name = program_.constant_names[index];
  if (lines_[index] != 0 && !is_global(name)) {
    // Ruby warns and carries on; the warning goes to stderr, like CRuby's.
    out_flush();
    std::fprintf(stderr, "%s:%u: warning: already initialized constant %s\n", file_name_.c_str(), line, name.c_str());
    std::fprintf(stderr, "%s:%u: warning: previous definition of %s was here\n", file_name_.c_str(), lines_[index],
                 name.c_str());
  }
  values_[index] = v;
  lines_[index] = line;
  name_anonymous_class(v, name);
}

}  // namespace rhz::rt
