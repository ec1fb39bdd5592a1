// Ruby's == on the values of tier A, as a C++ predicate (runtime/array.cpp).
#pragma once

#include "runtime/value.h"

namespace rhz::rt {

// a == b as Ruby evaluates it for Integer, String, Array (elementwise, and
// true for two arrays that contain each other the same way), nil, true,
// false and main: the same object, or two Strings with the same bytes, or
// two Arrays of equal elements. Values of different classes are never equal.
bool values_equal(Value a, Value b);

}  // namespace rhz::rt
