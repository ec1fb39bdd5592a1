// Objects that stand for parts of the core library rather than data: the
// `Array` constant (so `Array.new(3, 0)` is an ordinary send to it) and the
// Symbol a `def` returns. Tier A has no classes or symbols of its own, so
// these are the only ones, each with the few methods the subset allows.
#pragma once

#include <string_view>

#include "runtime/symbol.h"
#include "runtime/value.h"

namespace rhz::rt {

// The value of a core constant a program may read (`Array`), or kUndefined.
Value builtin_constant(std::string_view name);

// The Symbol object for a name (`def foo` evaluates to :foo).
Value symbol_value(Sym name);

void init_class_objects();

}  // namespace rhz::rt
