// What the rest of the core library asks of Struct (runtime/struct.cpp).
#pragma once

#include "runtime/value.h"

namespace rhz::rt {

// Whether v is an object of a struct class; if so, *values is a new Array
// of its member values (Hash keys hash and compare structs by them).
bool struct_values(Value v, Value* values);

}  // namespace rhz::rt
