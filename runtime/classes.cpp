#include "runtime/classes.h"

#include <deque>
#include <string>
#include <vector>

#include "runtime/error.h"
#include "runtime/shape.h"
#include "runtime/symbol.h"

namespace rhz::rt {

RClass* c_BasicObject;
RClass* c_Kernel;
RClass* c_Object;
RClass* c_Integer;
RClass* c_String;
RClass* c_Array;
RClass* c_NilClass;
RClass* c_TrueClass;
RClass* c_FalseClass;
RClass* c_Exception;
RClass* c_StandardError;
RClass* c_NameError;
RClass* c_NoMethodError;
RClass* c_SignalException;
RClass* c_Interrupt;
RClass* c_SystemExit;
RClass* c_ArgumentError;
RClass* c_TypeError;
RClass* c_ZeroDivisionError;
RClass* c_RangeError;
RClass* c_IndexError;
RClass* c_KeyError;
RClass* c_RuntimeError;
RClass* c_FrozenError;
RClass* c_NoMemoryError;
RClass* c_Range;
RClass* c_Float;
RClass* c_FloatDomainError;
RClass* c_MathDomainError;
RClass* c_EncodingError;
RClass* c_EncodingCompatibilityError;
RClass* c_LocalJumpError;
RClass* c_ScriptError;
RClass* c_LoadError;
RClass* c_NotImplementedError;
RClass* c_SystemStackError;
RClass* c_Module;
RClass* c_Class;
RClass* c_Comparable;
RClass* c_Enumerable;

std::uint64_t g_method_state = 0;
void (*g_method_defined_hook)(Sym name) = nullptr;

namespace {

// Every entry ever made, for the whole run: inline caches may still point
// to a replaced one until their version check fails, so none is freed.
std::deque<MethodEntry>& entries() {
  static std::deque<MethodEntry> all;
  return all;
}

MethodEntry* add_entry(RClass* cls, MethodEntry entry) {
  entry.owner = cls;
  static const Sym aref = intern("[]"), aset = intern("[]="), ltlt = intern("<<"), mod = intern("%");
  if (entry.native)
    entry.operator_in_place = entry.name == aref   ? InPlaceOperator::Aref
                              : entry.name == aset ? InPlaceOperator::Aset
                              : entry.name == ltlt ? InPlaceOperator::Push
                              : entry.name == mod  ? InPlaceOperator::Mod
                                                   : InPlaceOperator::None;
  MethodEntry* stored = &entries().emplace_back(entry);
  cls->methods[entry.name] = stored;
  return stored;
}

RClass* make_class(std::string_view name, RClass* super) {
  RClass* cls = new_class(name, super);
  // The core library's classes are not values until something makes them
  // one: the exception classes and Object at start-up, the others when
  // Object#class first returns them (objects.cpp).
  cls->klass = nullptr;
  return cls;
}

}  // namespace

RClass* new_metaclass(RClass* cls) {
  // Names live as long as their classes: for ever.
  static std::deque<std::string>* const names = new std::deque<std::string>();
  const std::string_view name = names->emplace_back("#<Class:" + std::string(cls->name) + ">");
  RClass* super = cls->super && cls->super->klass && cls->super->klass->meta ? cls->super->klass : c_Class;
  RClass* meta = new_class(name, super);
  meta->meta = true;
  return meta;
}

RClass* new_class(std::string_view name, RClass* super) {
  // Every class, for the whole run (the program's are referenced otherwise
  // only from the constant table, in the collector's memory).
  static std::vector<RClass*>* const all = new std::vector<RClass*>();
  auto* cls = new RClass{};
  all->push_back(cls);
  cls->klass = c_Class;
  cls->shape = root_shape();
  cls->name = name;
  cls->super = super;
  return cls;
}

void init_classes() {
  if (c_Object) return;
  c_BasicObject = make_class("BasicObject", nullptr);
  c_Kernel = make_class("Kernel", c_BasicObject);
  c_Kernel->module = true;
  c_Object = make_class("Object", c_Kernel);
  c_Integer = make_class("Integer", c_Object);
  c_String = make_class("String", c_Object);
  c_Array = make_class("Array", c_Object);
  c_NilClass = make_class("NilClass", c_Object);
  c_TrueClass = make_class("TrueClass", c_Object);
  c_FalseClass = make_class("FalseClass", c_Object);
  c_Range = make_class("Range", c_Object);
  c_Float = make_class("Float", c_Object);
  c_Exception = make_class("Exception", c_Object);
  c_StandardError = make_class("StandardError", c_Exception);
  c_NameError = make_class("NameError", c_StandardError);
  c_NoMethodError = make_class("NoMethodError", c_NameError);
  c_ArgumentError = make_class("ArgumentError", c_StandardError);
  c_TypeError = make_class("TypeError", c_StandardError);
  c_ZeroDivisionError = make_class("ZeroDivisionError", c_StandardError);
  c_RangeError = make_class("RangeError", c_StandardError);
  c_IndexError = make_class("IndexError", c_StandardError);
  c_KeyError = make_class("KeyError", c_IndexError);
  c_RuntimeError = make_class("RuntimeError", c_StandardError);
  c_FrozenError = make_class("FrozenError", c_RuntimeError);
  c_SystemStackError = make_class("SystemStackError", c_Exception);
  c_NoMemoryError = make_class("NoMemoryError", c_Exception);
  c_SignalException = make_class("SignalException", c_Exception);
  c_Interrupt = make_class("Interrupt", c_SignalException);
  c_SystemExit = make_class("SystemExit", c_Exception);
  c_LocalJumpError = make_class("LocalJumpError", c_StandardError);
  c_ScriptError = make_class("ScriptError", c_Exception);
  c_NotImplementedError = make_class("NotImplementedError", c_ScriptError);
  c_LoadError = make_class("LoadError", c_ScriptError);
  c_FloatDomainError = make_class("FloatDomainError", c_RangeError);
  c_MathDomainError = make_class("Math::DomainError", c_ArgumentError);
  c_EncodingError = make_class("EncodingError", c_StandardError);
  c_EncodingCompatibilityError = make_class("Encoding::CompatibilityError", c_EncodingError);
  c_Module = make_class("Module", c_Object);
  c_Class = make_class("Class", c_Module);
  c_Comparable = make_class("Comparable", nullptr);
  c_Comparable->module = true;
  c_Enumerable = make_class("Enumerable", nullptr);
  c_Enumerable->module = true;
  include_module(c_Integer, c_Comparable);
  include_module(c_Float, c_Comparable);
  include_module(c_String, c_Comparable);
  include_module(c_Array, c_Enumerable);
  include_module(c_Range, c_Enumerable);
  // Hash includes Enumerable too, once it exists (init_module_methods).
}

const MethodEntry* find_method(const RClass* cls, Sym name) {
  for (; cls; cls = cls->super) {
    const auto& methods = cls->origin ? cls->origin->methods : cls->methods;
    if (auto it = methods.find(name); it != methods.end()) return it->second->undefined ? nullptr : it->second;
  }
  return nullptr;
}

void include_module(RClass* cls, RClass* mod) {
  // mod first, then what mod includes (its own chain of include classes),
  // each above the one before; one already in cls's chain is skipped.
  RClass* at = cls;
  for (const RClass* m = mod; m; m = m->super) {
    RClass* origin = m->origin ? m->origin : const_cast<RClass*>(m);
    if (class_inherits(cls, origin)) continue;
    auto* iclass = new RClass{};
    iclass->name = origin->name;
    iclass->origin = origin;
    iclass->super = at->super;
    at->super = iclass;
    at = iclass;
  }
  ++g_method_state;
  if (g_method_defined_hook)
    for (const RClass* m = mod; m; m = m->super)
      for (const auto& [name, entry] : (m->origin ? m->origin : m)->methods) g_method_defined_hook(name);
}

const RClass* super_start(const RClass* owner, const RClass* cls) {
  if (!owner) return nullptr;  // a method not defined yet
  if (!owner->module) return owner->super;
  for (; cls; cls = cls->super)
    if (cls->origin == owner) return cls->super;
  return nullptr;
}

MethodEntry* define_native(RClass* cls, std::string_view name, NativeFn fn, std::int32_t min_argc,
                           std::int32_t max_argc, bool is_private) {
  return add_entry(cls, MethodEntry{intern(name), fn, nullptr, min_argc, max_argc, is_private});
}

void define_ruby_method(RClass* cls, Sym name, const Code* code, std::int32_t min_argc, std::int32_t max_argc,
                        bool is_private) {
  add_entry(cls, MethodEntry{name, nullptr, code, min_argc, max_argc, is_private});
  ++g_method_state;
  if (g_method_defined_hook) g_method_defined_hook(name);
}

namespace {

[[noreturn]] void raise_undefined_for(const RClass* cls, Sym name) {
  raise(c_NameError, "undefined method `" + std::string(sym_name(name)) + "' for class `" + std::string(cls->name) + "'");
}

void method_changed(Sym name) {
  ++g_method_state;
  if (g_method_defined_hook) g_method_defined_hook(name);
}

}  // namespace

void alias_method(RClass* cls, Sym new_name, Sym old_name) {
  const MethodEntry* old = find_method(cls, old_name);
  if (!old) raise_undefined_for(cls, old_name);
  MethodEntry copy = *old;
  copy.name = new_name;
  add_entry(cls, copy);
  method_changed(new_name);
}

void undef_method(RClass* cls, Sym name) {
  if (!find_method(cls, name)) raise_undefined_for(cls, name);
  MethodEntry gone{name};
  gone.undefined = true;
  add_entry(cls, gone);
  method_changed(name);
}

void set_visibility(RClass* cls, Sym name, bool is_private) {
  const MethodEntry* me = find_method(cls, name);
  if (!me) raise_undefined_for(cls, name);
  if (me->is_private == is_private) return;
  MethodEntry copy = *me;
  copy.is_private = is_private;
  add_entry(cls, copy);
  method_changed(name);
}

void define_attr_method(RClass* cls, Sym name, Attr attr, Sym ivar) {
  const std::int32_t argc = attr == Attr::Writer ? 1 : 0;
  add_entry(cls, MethodEntry{name, nullptr, nullptr, argc, argc, cls->default_private, attr, ivar});
  ++g_method_state;
  if (g_method_defined_hook) g_method_defined_hook(name);
}

}  // namespace rhz::rt
