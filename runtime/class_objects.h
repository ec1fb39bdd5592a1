// Objects that stand for parts of the core library rather than data: the
// `Array` and `Math` constants (so `Array.new(3, 0)` and `Math.sqrt(2)` are
// ordinary sends to them), and
// Symbols (`:name` literals, and what a `def` returns), one object per name
// with the methods of Symbol the language has.
#pragma once

#include <string_view>

#include "runtime/symbol.h"
#include "runtime/value.h"

namespace rhz::rt {

struct RClass;

// The object a core constant names (`Array`, `Math`, `Process`), of a class
// of its own (its singleton, `kind` naming what it is: Class, Module) whose
// inspect and to_s give the constant's name.
Value core_object(const char* name, const char* kind, RClass*& singleton);

// The value of a core constant a program may read (`Array`), or kUndefined.
Value builtin_constant(std::string_view name);

// The core class named `name` (its singleton class: the class of the
// class object), where the prelude defines methods; null if none.
RClass* core_class(std::string_view name, bool singleton);
// Hash's singleton class (its class methods: the prelude's Hash.new).
extern RClass* c_HashClass;

// The Symbol object for a name (`def foo` evaluates to :foo).
Value symbol_value(Sym name);
bool is_symbol(Value v);
const RClass* symbol_class();
// A Symbol's name (v must be a Symbol).
std::string_view symbol_name(Value v);
// The name a Symbol or String argument gives (`attr_reader :x`,
// `private "y"`); TypeError for anything else (runtime/objects.cpp).
Sym symbol_or_string_name(Value v);

void init_class_objects();

}  // namespace rhz::rt
