// Argument conversions and the error messages CRuby gives when they fail,
// shared by the String and Array methods.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/object.h"
#include "runtime/value.h"

namespace rhz::rt {

// How CRuby names a value in a failed implicit conversion: nil, true and
// false by value, everything else by class ("no implicit conversion of nil
// into String", "... of Integer into String").
std::string_view conversion_name(Value v);

// TypeError "no implicit conversion of <v> into <target>".
[[noreturn]] void raise_no_conversion(Value v, std::string_view target);

// An Integer argument (an index, a count); otherwise TypeError as CRuby's
// NUM2LONG reports it ("no implicit conversion from nil to integer",
// "no implicit conversion of String into Integer").
std::int64_t integer_arg(Value v);

// A String argument; otherwise TypeError "no implicit conversion of X into
// String".
RString* string_arg(Value v);

// How CRuby names an operand it cannot use (rb_cmperr, coerce_failed): by
// its inspect when it is an immediate (1, nil, :a) or a Float, by its
// class otherwise.
std::string operand_name(Value v);

// ArgumentError "comparison of <class of a> with <operand_name(b)> failed".
[[noreturn]] void raise_comparison_failed(Value a, Value b);

// TypeError "<operand_name(v)> can't be coerced into <target>": an
// arithmetic or bitwise operator's operand.
[[noreturn]] void raise_coerce_failed(Value v, std::string_view target);

}  // namespace rhz::rt
