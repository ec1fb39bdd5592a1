// Singleton classes: the class that holds one object's own methods
// (`def obj.name`), made the first time it is asked for.
#pragma once

#include "runtime/value.h"

namespace rhz::rt {

struct RClass;

// target's singleton class: a class's metaclass; NilClass, TrueClass or
// FalseClass for nil, true and false; TypeError for a number or a Symbol;
// NotImplementedError for an object of a built-in data class (a String,
// an Array, ...).
RClass* singleton_class_for(Value target);

}  // namespace rhz::rt
