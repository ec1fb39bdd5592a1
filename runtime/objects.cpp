// Objects of the program's classes: allocation, instance variables laid out
// by shape (runtime/shape.h), attribute methods, and the methods of Class
// (new, attr_reader and friends, name).
//
// An object is allocated with room for as many ivars as objects of its
// class have had so far (RClass::ivar_hint), in the same block as its
// header, so the common object is one allocation and its ivars sit next to
// its shape. One that outgrows it moves its ivars to a buffer of their own.
#include <cstdio>
#include <cstring>
#include <string>

#include "runtime/array_methods.h"
#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/error.h"
#include "runtime/frozen.h"
#include "runtime/heap.h"
#include "runtime/leaf.h"
#include "runtime/object.h"
#include "runtime/shape.h"

namespace rhz::rt {

namespace {

RObject* init_object(void* block, RClass* cls, std::uint32_t capa) {
  auto* obj = static_cast<RObject*>(block);
  obj->klass = cls;
  obj->shape = root_shape();
  obj->capa = capa;
  obj->slots = capa ? reinterpret_cast<Value*>(obj + 1) : nullptr;
  for (std::uint32_t i = 0; i < capa; ++i) obj->slots[i] = kNil;
  return obj;
}

}  // namespace

Value object_new(RClass* cls) {
  const std::uint32_t capa = cls->ivar_hint;
  return from_object(init_object(alloc(sizeof(RObject) + capa * sizeof(Value)), cls, capa));
}

Value object_new_uncollectable(RClass* cls) {
  return from_object(init_object(alloc_uncollectable(sizeof(RObject)), cls, 0));
}

bool has_ivar_layout(Value v) {
  if (!is_heap(v)) return false;
  const RClass* cls = as_object(v)->klass;
  if (cls && cls->singleton) cls = cls->super;
  return cls && (cls->user || cls->exception || cls->meta || cls == c_Object || cls == c_Class);
}

Value ivar_get(const RObject* obj, Sym ivar) {
  const std::int32_t slot = obj->shape->slot(ivar);
  return slot < 0 ? kNil : obj->slots[slot];
}

void ivars_reserve(RObject* obj, std::uint32_t count) {
  if (count <= obj->capa) return;
  const std::uint32_t capa = std::max<std::uint32_t>(count, obj->capa * 2);
  // A class lives in C++ memory, which the collector does not scan: its
  // ivars must be roots themselves (the old buffer stays: classes' ivars
  // are few and grow rarely).
  const bool root = is_class_value(from_object(obj));
  auto* slots = static_cast<Value*>(root ? alloc_uncollectable(capa * sizeof(Value)) : alloc(capa * sizeof(Value)));
  for (std::uint32_t i = 0; i < obj->shape->count(); ++i) slots[i] = obj->slots[i];
  obj->slots = slots;
  obj->capa = capa;
}

void ivar_set(RObject* obj, Sym ivar, Value v) {
  if (obj->shape->frozen) raise_frozen(from_object(obj));
  std::int32_t slot = obj->shape->slot(ivar);
  if (slot < 0) {
    const Shape* next = shape_with(obj->shape, ivar);
    ivars_reserve(obj, next->count());
    slot = static_cast<std::int32_t>(next->count() - 1);
    obj->shape = next;
    if (obj->klass->ivar_hint < next->count()) obj->klass->ivar_hint = next->count();
  }
  obj->slots[slot] = v;
}

namespace {
Value class_new(Value self, const Value* argv, std::uint32_t argc);
}  // namespace

const MethodEntry* class_initialize(RClass* cls) {
  static const Sym initialize = intern("initialize");
  if (cls->initialize_state != g_method_state) {
    cls->initialize = find_method(cls, initialize);
    cls->initialize_state = g_method_state;
  }
  return cls->initialize;
}

NativeFn class_new_method() { return class_new; }

Value attr_call(const MethodEntry* me, Value recv, const Value* argv) {
  if (!has_ivar_layout(recv)) return me->attr == Attr::Writer ? argv[0] : kNil;
  auto* obj = static_cast<RObject*>(as_object(recv));
  if (me->attr == Attr::Reader) return ivar_get(obj, me->ivar);
  ivar_set(obj, me->ivar, argv[0]);
  return argv[0];
}

void append_object_address(std::string& out, Value v) {
  char buf[40];
  const int n = std::snprintf(buf, sizeof buf, ":0x%016llx", static_cast<unsigned long long>(v.bits));
  out.append("#<").append(class_of(v)->name).append(buf, static_cast<std::size_t>(n));
}

void append_default_to_s(std::string& out, Value v) {
  append_object_address(out, v);
  out.push_back('>');
}

void append_default_inspect(std::string& out, Value v) {
  append_object_address(out, v);
  if (!has_ivar_layout(v)) return out.push_back('>');
  const auto* obj = static_cast<const RObject*>(as_object(v));
  if (InProgress::active(obj)) return out.append(" ...>"), void();
  InProgress guard(obj);
  const Shape* shape = obj->shape;
  for (std::uint32_t i = 0; i < shape->count(); ++i) {
    out.append(i ? ", " : " ").append(sym_name(shape->ivars[i])).push_back('=');
    append_inspect(out, obj->slots[i]);
  }
  out.push_back('>');
}

namespace {

// Whether objects of cls are the core library's data (a String, an Array,
// ...), which Class#new cannot make: the classes `5.class` and friends give.
bool is_data_class(const RClass* cls) {
  for (; cls; cls = cls->super)
    if (cls == c_Integer || cls == c_Float || cls == c_String || cls == c_Array || cls == c_Hash || cls == c_Range ||
        cls == c_NilClass || cls == c_TrueClass || cls == c_FalseClass || cls == symbol_class() || cls == block_class())
      return true;
  return false;
}

Value class_new(Value self, const Value* argv, std::uint32_t argc) {
  RClass* cls = as_class(self);
  if (is_data_class(cls)) raise(c_NotImplementedError, std::string(cls->name) + ".new is not supported by rhz yet");
  Value obj = object_new(cls);
  call_entry(class_initialize(cls), obj, argv, argc);
  return obj;
}

Value class_name(Value self, const Value*, std::uint32_t) { return str_new_us_ascii(as_class(self)->name); }

// The graph's Class#new with a block (ir/build_block.cpp, new_with_block):
// whether `new` of v is Class#new, and the object it would make.
Value plain_new_p(Value, const Value* argv, std::uint32_t) {
  static const Sym new_name = intern("new");
  if (!is_class_value(argv[0])) return kFalse;
  const MethodEntry* me = find_method(class_of(argv[0]), new_name);
  return to_bool(me && me->native == class_new);
}

// Class#inherited, which a new class calls on its superclass (Globals::
// define_class): nothing, unless the program defines its own.
Value class_inherited(Value, const Value*, std::uint32_t) { return kNil; }

// `recv&.name`'s test (ir/build.cpp, safe_call): nil itself, whatever nil? says.
Value is_nil(Value, const Value* argv, std::uint32_t) { return to_bool(argv[0] == kNil); }

Value allocate_for_new(Value, const Value* argv, std::uint32_t) {
  RClass* cls = as_class(argv[0]);
  if (is_data_class(cls)) raise(c_NotImplementedError, std::string(cls->name) + ".new is not supported by rhz yet");
  return object_new(cls);
}

// Object#class: the object's class as a value (Class for a class).
Value object_class(Value self, const Value*, std::uint32_t) {
  RClass* cls = nonsingleton(class_of(self));
  if (cls->meta) cls = is_module_value(self) ? c_Module : c_Class;
  if (!cls->klass) cls->klass = c_Class;  // the core classes become values when first asked for
  return from_object(cls);
}

// Class#superclass: nil above BasicObject; Kernel, a module in CRuby, is
// not a superclass there.
Value class_superclass(Value self, const Value*, std::uint32_t) {
  RClass* super = as_class(self)->super;
  while (super && super->origin) super = super->super;  // included modules are no superclasses
  if (super == c_Kernel) super = super->super;
  if (!super) return kNil;
  if (!super->klass) super->klass = c_Class;
  return from_object(super);
}

// `alias` and `undef` (ir/build.cpp): in a class body the class's methods,
// at the top level Object's.
RClass* methods_owner(Value self) { return is_class_value(self) ? as_class(self) : c_Object; }

Value alias_helper(Value self, const Value* argv, std::uint32_t) {
  alias_method(methods_owner(self), intern(symbol_name(argv[0])), intern(symbol_name(argv[1])));
  return kNil;
}

Value undef_helper(Value self, const Value* argv, std::uint32_t) {
  undef_method(methods_owner(self), intern(symbol_name(argv[0])));
  return kNil;
}


template <bool Reader, bool Writer>
Value class_attr(Value self, const Value* argv, std::uint32_t argc) {
  Value names = ary_new(argc * 2);
  for (std::uint32_t i = 0; i < argc; ++i) {
    const Sym name = symbol_or_string_name(argv[i]);
    const std::string text(sym_name(name));
    const Sym ivar = intern("@" + text);
    if (Reader) {
      define_attr_method(as_class(self), name, Attr::Reader, ivar);
      ary_push(as_array(names), symbol_value(name));
    }
    if (Writer) {
      const Sym writer = intern(text + "=");
      define_attr_method(as_class(self), writer, Attr::Writer, ivar);
      ary_push(as_array(names), symbol_value(writer));
    }
  }
  return names;
}

// Class#alias_method(new, old): `alias` with Symbols or Strings; the new name.
Value class_alias_method(Value self, const Value* argv, std::uint32_t) {
  const Sym name = symbol_or_string_name(argv[0]);
  alias_method(as_class(self), name, symbol_or_string_name(argv[1]));
  return symbol_value(name);
}

Value basic_initialize(Value, const Value*, std::uint32_t) { return kNil; }

// Object#<=>: 0 for the same object, else not comparable.
Value object_cmp(Value self, const Value* argv, std::uint32_t) { return self == argv[0] ? fixnum(0) : kNil; }

}  // namespace

Sym symbol_or_string_name(Value v) {
  if (is_symbol(v)) return intern(symbol_name(v));
  if (is_string(v)) return intern(view(as_string(v)));
  std::string s;
  append_inspect(s, v);
  raise(c_TypeError, s + " is not a symbol nor a string");
}

void init_object_methods() {
  define_native(c_BasicObject, "initialize", basic_initialize, 0, 0, true);
  define_native(c_Kernel, "<=>", object_cmp, 1, 1);
  define_native(c_Class, "new", class_new, 0, kAnyArgc);
  set_leaf(define_native(c_Kernel, "__plain_new?", plain_new_p, 1, 1, true));
  set_leaf(define_native(c_Kernel, "__nil?", is_nil, 1, 1, true));
  define_native(c_Kernel, "class", object_class, 0, 0);
  define_native(c_Kernel, "__allocate", allocate_for_new, 1, 1, true);
  define_native(c_Module, "name", class_name, 0, 0);
  define_native(c_Class, "superclass", class_superclass, 0, 0);
  define_native(c_Class, "inherited", class_inherited, 1, 1, true);
  define_native(c_Kernel, "__alias", alias_helper, 2, 2, true);
  define_native(c_Module, "alias_method", class_alias_method, 2, 2, true);
  define_native(c_Kernel, "__undef_method", undef_helper, 1, 1, true);
  define_native(c_Module, "to_s", class_name, 0, 0);
  define_native(c_Module, "inspect", class_name, 0, 0);
  define_native(c_Module, "attr_reader", class_attr<true, false>, 0, kAnyArgc, true);
  define_native(c_Module, "attr_writer", class_attr<false, true>, 0, kAnyArgc, true);
  define_native(c_Module, "attr_accessor", class_attr<true, true>, 0, kAnyArgc, true);
}

}  // namespace rhz::rt
