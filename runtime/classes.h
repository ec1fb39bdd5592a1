// Classes and method tables.
//
// A class is a C++ object that lives for the whole run (classes are never
// collected); objects point to it from their header. Method tables map
// interned symbols to MethodEntry records that are never freed, so inline
// caches may point to them. Every definition made after start-up (a `def`)
// bumps the global method-state version, which invalidates every inline
// cache at once: caches are keyed by (class, version).
//
// The hierarchy: BasicObject <- Kernel <- Object <- {Integer, String,
// Array, NilClass, TrueClass, FalseClass, Module <- Class, ...}, and the
// exception classes under Exception. Kernel is modelled as a class in the
// chain (Ruby includes it as a module, which makes the same lookup order);
// Comparable and Enumerable are modules the core classes include, as in Ruby. A top-level `def` adds a
// private method to Object, so it is found after the receiver's own class.
#pragma once

#include <cstdint>
#include <string_view>
#include <unordered_map>

#include "runtime/symbol.h"
#include "runtime/value.h"

namespace rhz::rt {

struct Code;  // a Ruby method's bytecode (runtime/bytecode.h)

// A built-in method: receiver, arguments. The caller has checked argc
// against the entry's bounds. Errors are raised with rt::raise.
using NativeFn = Value (*)(Value self, const Value* argv, std::uint32_t argc);

inline constexpr std::int32_t kAnyArgc = -1;

// What an attribute method (attr_reader, attr_writer) does.
enum class Attr : std::uint8_t { None, Reader, Writer };

// What tier 2 may do in place of calling a built-in (runtime/tier2/
// projection_sends.cpp): compare the words (`equal?`), a fixnum's & | ^,
// or read the receiver's word `MethodEntry::field` after its class (a
// Range's ends).
enum class Intrinsic : std::uint8_t { None, Identity, BitAnd, BitOr, BitXor, Field };

// The operators CRuby's opt_ instructions may run in place, by name.
enum class InPlaceOperator : std::uint8_t { None, Aref, Aset, Push, Mod };

struct MethodEntry {
  Sym name{};
  NativeFn native = nullptr;   // a built-in method, or
  const Code* code = nullptr;  // a Ruby method, or (both null)
  std::int32_t min_argc = 0;
  std::int32_t max_argc = 0;   // kAnyArgc: any number
  bool is_private = false;
  Attr attr = Attr::None;      // an attribute method of ivar `ivar`
  Sym ivar{};
  const RClass* owner = nullptr;  // the class whose table holds it
  // raise: the exception it raises names the caller's frame
  // (runtime/operator_frames.h).
  bool in_callers_frame = false;
  // A built-in named [] []= << or %: one CRuby may run in the caller's
  // frame, as its opt_ instructions do (runtime/operator_frames.h); every
  // mode asks no more of any other built-in.
  InPlaceOperator operator_in_place = InPlaceOperator::None;
  // `undef`: lookups stop here and find nothing.
  bool undefined = false;
  Intrinsic intrinsic = Intrinsic::None;
  std::uint8_t field = 0;  // Intrinsic::Field's word
  // What tier 2 may call straight from executor code in place of `native`
  // (runtime/tier2/projection_sends.cpp), with none of a send's
  // bookkeeping: a function that never raises, never calls Ruby code and
  // changes nothing executors rely on. It is `native` itself, or, with
  // leaf_declines, a variant that declines the arguments with which native
  // might do any of that: it returns kUndefined, having done nothing, and
  // the executor exits for tier 1 to make the send.
  NativeFn leaf = nullptr;
  bool leaf_declines = false;
};

struct Shape;  // runtime/shape.h

// An object with instance variables, laid out by its shape
// (runtime/shape.h): ivar i lives in slots[i], i < shape->count() <= capa.
// Objects are made with room for as many ivars as their class's objects
// have had so far (ivar_hint), in the same allocation (slots points just
// after the header); an object that outgrows that moves its ivars to a
// buffer of their own.
struct RObject : RBasic {
  const Shape* shape;
  Value* slots;
  std::uint32_t capa;
};

// A class. The program's classes are values too (their class is Class) and
// may hold ivars; the core library's are never seen as values (klass null).
struct RClass : RObject {
  std::string_view name;
  RClass* super = nullptr;
  std::unordered_map<Sym, const MethodEntry*> methods;
  std::uint32_t ivar_hint = 0;  // the most ivars an instance has had
  bool user = false;            // defined by the program (`class Name`)
  bool exception = false;       // Exception or a class derived from it
  // The class of one of the program's classes, which holds its class
  // methods (`def self.x`); its superclass is the superclass's metaclass,
  // and Class above them all.
  bool meta = false;
  // A module (`module M`, Comparable, Enumerable): no instances, no
  // superclass; `include` puts it in a class's chain.
  bool module = false;
  // The singleton class of one object that is not a class (`def obj.x`):
  // the object's own methods, above which (`super`) its class goes on.
  // Object#class, instance_of? and the object's name look through it.
  bool singleton = false;
  // An include class: the stand-in for module `origin` in the chain of a
  // class that includes it, between the class and its superclass, as
  // CRuby's iclass. It has no methods of its own; lookups read origin's,
  // so a method defined in the module later is seen through it too.
  RClass* origin = nullptr;
  // `private` / `module_function` without arguments in the body being
  // run: what the next `def` in it (and attr_*) defines. Reset each time a
  // body of the class begins.
  bool default_private = false;
  bool default_module_function = false;
  // Class#new's cache of `initialize`, valid while g_method_state is `state`.
  const MethodEntry* initialize = nullptr;
  std::uint64_t initialize_state = ~std::uint64_t{0};
};

// The classes of tier A, made by init_classes.
extern RClass* c_BasicObject;
extern RClass* c_Kernel;
extern RClass* c_Object;
extern RClass* c_Integer;
extern RClass* c_String;
extern RClass* c_Array;
extern RClass* c_NilClass;
extern RClass* c_TrueClass;
extern RClass* c_FalseClass;
extern RClass* c_Range;
extern RClass* c_Float;
extern RClass* c_Hash;  // made by init_hash_methods (runtime/hash.cpp)
// The hidden classes of frozen Arrays and Hashes (runtime/frozen.h).
extern RClass* c_FrozenArray;
extern RClass* c_FrozenHash;
// Exceptions: values from init_exception_methods on (runtime/exception.cpp).
extern RClass* c_Exception;
extern RClass* c_StandardError;
extern RClass* c_SignalException;
extern RClass* c_Interrupt;
extern RClass* c_SystemExit;
extern RClass* c_NameError;
extern RClass* c_NoMethodError;
extern RClass* c_ArgumentError;
extern RClass* c_TypeError;
extern RClass* c_ZeroDivisionError;
extern RClass* c_RangeError;
extern RClass* c_IndexError;
extern RClass* c_KeyError;
extern RClass* c_RuntimeError;
extern RClass* c_FrozenError;
extern RClass* c_SystemStackError;
extern RClass* c_NoMemoryError;
extern RClass* c_LocalJumpError;
extern RClass* c_ScriptError;
extern RClass* c_NotImplementedError;
extern RClass* c_LoadError;
extern RClass* c_FloatDomainError;
extern RClass* c_MathDomainError;
extern RClass* c_EncodingError;
extern RClass* c_EncodingCompatibilityError;

extern RClass* c_Module;  // the class of modules, and Class's superclass
extern RClass* c_Class;   // the class of the program's classes
extern RClass* c_Comparable;  // the core library's modules (runtime/modules.cpp)
extern RClass* c_Enumerable;
extern RClass* c_Struct;  // runtime/struct.cpp
extern RClass* c_Enumerator;  // runtime/class_objects.cpp; its methods are the prelude's

// A new class that lives for the whole run (in C++ memory, never
// collected; its ivars are kept in uncollectable, scanned memory).
RClass* new_class(std::string_view name, RClass* super);
// The metaclass of the program's class cls (RClass::meta).
RClass* new_metaclass(RClass* cls);

// Bumped by every method definition after start-up.
extern std::uint64_t g_method_state;
// Called after every such definition, with its name, while tier 2 runs
// (executors that inlined a method of that name become invalid).
extern void (*g_method_defined_hook)(Sym name);

void init_classes();

// Whether v is a class (one of the program's, or a core class that is a
// value).
inline bool is_class_value(Value v) {
  if (!is_heap(v)) return false;
  const RClass* k = as_object(v)->klass;
  return k && (k == c_Class || k == c_Module || k->meta);
}

// Whether v is a module (one of the program's, Comparable, Enumerable).
inline bool is_module_value(Value v) {
  return is_class_value(v) && static_cast<const RClass*>(as_object(v))->module;
}

// The class or module a class value (is_class_value) is.
inline RClass* as_class(Value v) { return static_cast<RClass*>(as_object(v)); }

inline RClass* class_of(Value v) {
  if (is_fixnum(v)) return c_Integer;
  if ((v.bits & 3) == 2) return c_Float;  // a flonum (runtime/float.h)
  if (v == kNil) return c_NilClass;
  if (v == kTrue) return c_TrueClass;
  if (v == kFalse) return c_FalseClass;
  return as_object(v)->klass;
}

// The class an object reports (Object#class): cls past a singleton class.
inline RClass* nonsingleton(RClass* cls) { return cls->singleton ? cls->super : cls; }

// The method `name` as seen from an instance of cls (walking superclasses
// and included modules), or null.
const MethodEntry* find_method(const RClass* cls, Sym name);

// Whether cls is mod, or derives from it, or includes it (Ruby's `<=`).
inline bool class_inherits(const RClass* cls, const RClass* mod) {
  for (; cls; cls = cls->super)
    if (cls == mod || cls->origin == mod) return true;
  return false;
}

// `include mod` in cls (or in a module): mod, and the modules mod includes,
// go into cls's chain above it, unless they are there already.
void include_module(RClass* cls, RClass* mod);

// Where a `super` in a method of `owner` goes on looking for an instance of
// cls: above owner, or, for a method of a module, above the module's
// include class in cls's chain.
const RClass* super_start(const RClass* owner, const RClass* cls);

// Start-up definitions of built-in methods (no version bump); the entry
// lives for the run.
MethodEntry* define_native(RClass* cls, std::string_view name, NativeFn fn, std::int32_t min_argc,
                           std::int32_t max_argc, bool is_private = false);
// A `def` running: (re)defines a Ruby method and invalidates inline caches.
void define_ruby_method(RClass* cls, Sym name, const Code* code, std::int32_t min_argc, std::int32_t max_argc,
                        bool is_private);
// `alias new_name old_name` in cls: new_name names what old_name names
// there now. NameError when old_name names nothing.
void alias_method(RClass* cls, Sym new_name, Sym old_name);
// `undef name` in cls: its objects no longer respond to name, even where a
// superclass defines it. NameError when they did not respond to it.
void undef_method(RClass* cls, Sym name);
// attr_reader / attr_writer: defines `name` reading or writing `ivar`.
void define_attr_method(RClass* cls, Sym name, Attr attr, Sym ivar);
// `private :name` / `public :name` in cls: the method `name` its objects
// find, with that visibility, as a method of cls. NameError when there is
// none.
void set_visibility(RClass* cls, Sym name, bool is_private);

}  // namespace rhz::rt
