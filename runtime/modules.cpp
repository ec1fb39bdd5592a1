// Modules as mixins, and the questions a program asks of an object's class.
//
// `include M` puts an include class for M (RClass::origin) into the
// including class's chain, right above it, as CRuby does: method lookup,
// `super`, `is_a?`, `rescue` and `===` then all see M by walking the chain,
// and nothing that caches a lookup needs to know modules exist (an include
// bumps the method state, as a `def` does). Comparable and Enumerable are
// modules of this kind whose methods the prelude writes in Ruby.

#include <string>

#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/singleton_class.h"
#include "runtime/string_conv.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

// The class or module a value names, or null.
const RClass* class_named_by(Value v) {
  if (!is_class_value(v)) return nullptr;
  return static_cast<const RClass*>(as_object(v));
}

// The value that names cls, as the constant does.
Value class_value(RClass* cls) {
  if (!cls->klass) cls->klass = cls->module ? c_Module : c_Class;
  return from_object(cls);
}

RClass* required_module(Value v) {
  if (!is_module_value(v))
    raise(c_TypeError, "wrong argument type " + std::string(is_class_value(v) ? "Class" : class_of(v)->name) +
                           " (expected Module)");
  return as_class(v);
}

Value module_include(Value self, const Value* argv, std::uint32_t argc) {
  for (std::uint32_t i = 0; i < argc; ++i)
    if (class_inherits(required_module(argv[i]), as_class(self))) raise(c_ArgumentError, "cyclic include detected");
  // `include A, B` puts A above the class and B above A, so include the
  // last first.
  for (std::uint32_t i = argc; i-- > 0;) include_module(as_class(self), as_class(argv[i]));
  return self;
}

// `include M` at the top level: main's own private include, into Object
// (which it gives back), as in CRuby.
Value main_include(Value, const Value* argv, std::uint32_t argc) {
  return module_include(from_object(c_Object), argv, argc);
}

Value module_include_p(Value self, const Value* argv, std::uint32_t) {
  const RClass* mod = required_module(argv[0]);
  for (const RClass* c = as_class(self)->super; c; c = c->super)
    if (c->origin == mod) return kTrue;
  return kFalse;
}

Value module_ancestors(Value self, const Value*, std::uint32_t) {
  Value out = ary_new(8);
  for (RClass* c = as_class(self); c; c = c->super) ary_push(as_array(out), class_value(c->origin ? c->origin : c));
  return out;
}

// Module#=== (case/when, rescue): whether the object is an instance of it.
Value module_case_eq(Value self, const Value* argv, std::uint32_t) {
  return to_bool(class_inherits(class_of(argv[0]), class_named_by(self)));
}

// Module#<= and #<: whether self is other or derives from or includes it;
// nil when they are unrelated.
template <bool Strict>
Value module_le(Value self, const Value* argv, std::uint32_t) {
  const RClass* other = class_named_by(argv[0]);
  if (!other) raise(c_TypeError, "compared with non class/module");
  const RClass* cls = class_named_by(self);
  if (cls == other) return to_bool(!Strict);
  if (class_inherits(cls, other)) return kTrue;
  if (class_inherits(other, cls)) return kFalse;
  return kNil;
}

const RClass* required_class(Value v) {
  const RClass* cls = class_named_by(v);
  if (!cls) raise(c_TypeError, "class or module required");
  return cls;
}

Value kernel_is_a(Value self, const Value* argv, std::uint32_t) {
  return to_bool(class_inherits(class_of(self), required_class(argv[0])));
}

Value kernel_instance_of(Value self, const Value* argv, std::uint32_t) {
  const RClass* cls = nonsingleton(class_of(self));
  if (cls->meta) cls = is_module_value(self) ? c_Module : c_Class;
  return to_bool(cls == required_class(argv[0]));
}

// respond_to?(name, include_all = false): a public method (or any, with
// include_all) answers name.
Value kernel_respond_to(Value self, const Value* argv, std::uint32_t argc) {
  const MethodEntry* me = find_method(class_of(self), symbol_or_string_name(argv[0]));
  return to_bool(me && (!me->is_private || (argc > 1 && truthy(argv[1]))));
}

// The names `private :a, :b` (or `private [:a, :b]`, or `private def a`)
// gives, each made to have the visibility.
void each_method_name(const Value* argv, std::uint32_t argc, RClass* cls, bool is_private) {
  for (std::uint32_t i = 0; i < argc; ++i) {
    if (is_array(argv[i])) {
      const RArray* a = as_array(argv[i]);
      for (std::int64_t k = 0; k < a->len; ++k) set_visibility(cls, symbol_or_string_name(a->ptr[k]), is_private);
    } else {
      set_visibility(cls, symbol_or_string_name(argv[i]), is_private);
    }
  }
}

Value visibility_result(const Value* argv, std::uint32_t argc) {
  if (argc == 0) return kNil;
  if (argc == 1) return argv[0];
  return ary_new_from(argv, argc);
}

// private / public (protected is public: rhz does not restrict calls of a
// protected method, which only programs that CRuby rejects can observe).
template <bool Private>
Value module_visibility(Value self, const Value* argv, std::uint32_t argc) {
  RClass* cls = as_class(self);
  if (argc == 0) {
    cls->default_private = Private;
    cls->default_module_function = false;
  }
  each_method_name(argv, argc, cls, Private);
  return visibility_result(argv, argc);
}

// module_function: the module's methods also as public methods of the
// module itself (`Util.helper`), and private as instance methods.
Value module_function(Value self, const Value* argv, std::uint32_t argc) {
  RClass* mod = as_class(self);
  if (!mod->module) raise(c_TypeError, "module_function must be called for modules");
  if (argc == 0) {
    mod->default_module_function = true;
    return kNil;
  }
  for (std::uint32_t i = 0; i < argc; ++i) {
    const Sym name = symbol_or_string_name(argv[i]);
    const MethodEntry* me = find_method(mod, name);
    if (!me || !me->code) raise(c_NameError, "undefined method `" + std::string(sym_name(name)) + "' for module `" +
                                                 std::string(mod->name) + "'");
    define_ruby_method(mod->klass, name, me->code, me->min_argc, me->max_argc, false);
    set_visibility(mod, name, true);
  }
  return visibility_result(argv, argc);
}

// __cmp_failed(other): Comparable's ArgumentError when `self <=> other`
// gives nil; __cmp_failed(a, b) when `a <=> b` does (min_by's keys).
Value cmp_failed(Value self, const Value* argv, std::uint32_t argc) {
  if (argc == 2) raise_comparison_failed(argv[0], argv[1]);
  raise_comparison_failed(self, argv[0]);
}

}  // namespace

void init_module_methods() {
  include_module(c_Hash, c_Enumerable);
  define_native(c_Module, "include", module_include, 1, kAnyArgc);
  define_native(singleton_class_for(main_object()), "include", main_include, 1, kAnyArgc, /*is_private=*/true);
  define_native(c_Module, "include?", module_include_p, 1, 1);
  define_native(c_Module, "ancestors", module_ancestors, 0, 0);
  define_native(c_Module, "===", module_case_eq, 1, 1);
  define_native(c_Module, "private", module_visibility<true>, 0, kAnyArgc, true);
  define_native(c_Module, "public", module_visibility<false>, 0, kAnyArgc, true);
  define_native(c_Module, "protected", module_visibility<false>, 0, kAnyArgc, true);
  define_native(c_Module, "module_function", module_function, 0, kAnyArgc, true);
  define_native(c_Module, "<=", module_le<false>, 1, 1);
  define_native(c_Module, "<", module_le<true>, 1, 1);
  define_native(c_Kernel, "is_a?", kernel_is_a, 1, 1);
  define_native(c_Kernel, "kind_of?", kernel_is_a, 1, 1);
  define_native(c_Kernel, "instance_of?", kernel_instance_of, 1, 1);
  define_native(c_Kernel, "respond_to?", kernel_respond_to, 1, 2);
  define_native(c_Kernel, "__cmp_failed", cmp_failed, 1, 2, true)->in_callers_frame = true;
}

}  // namespace rhz::rt
