// Argument conversions and the error messages CRuby gives when they fail,
// shared by the String and Array methods.
#pragma once

#include <cstdint>
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

// ArgumentError "comparison of <class of a> with <b> failed", where b is
// named by value when it is an immediate (1, nil, true) and by class
// otherwise, as CRuby's rb_cmperr does.
[[noreturn]] void raise_comparison_failed(Value a, Value b);

}  // namespace rhz::rt
