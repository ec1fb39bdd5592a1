#include "runtime/string_conv.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/error.h"
#include "runtime/float.h"

namespace rhz::rt {

std::string_view conversion_name(Value v) {
  if (v == kNil) return "nil";
  if (v == kTrue) return "true";
  if (v == kFalse) return "false";
  return class_of(v)->name;
}

void raise_no_conversion(Value v, std::string_view target) {
  std::string msg = "no implicit conversion of ";
  msg += conversion_name(v);
  msg += " into ";
  msg += target;
  raise(c_TypeError, std::move(msg));
}

std::int64_t integer_arg(Value v) {
  if (is_fixnum(v)) return fixnum_value(v);
  if (is_bignum(v)) {
    // As C's long: 2**62 is a Bignum to Ruby and still a long to C.
    if (mpz_fits_slong_p(as_bignum(v)->z)) return mpz_get_si(as_bignum(v)->z);
    raise(c_RangeError, "bignum too big to convert into `long'");
  }
  if (is_float(v)) {
    // Truncated, as C's long: CRuby takes `[1, 2][1.9]` and `"ab" * 2.5`.
    const double d = float_value(v);
    if (d >= -0x1p63 && d < 0x1p63) return static_cast<std::int64_t>(d);
    char text[32];
    if (std::isnan(d)) std::snprintf(text, sizeof text, "NaN");
    else if (std::isinf(d)) std::snprintf(text, sizeof text, d > 0 ? "Inf" : "-Inf");
    else std::snprintf(text, sizeof text, "%.10g", d);
    raise(c_RangeError, std::string("float ") + text + " out of range of integer");
  }
  if (v == kNil) raise(c_TypeError, "no implicit conversion from nil to integer");
  raise_no_conversion(v, "Integer");
}

RString* string_arg(Value v) {
  if (!is_string(v)) raise_no_conversion(v, "String");
  return as_string(v);
}

std::string operand_name(Value v) {
  if (is_heap(v) && !is_float(v) && !is_symbol(v)) return std::string(class_of(v)->name);
  std::string name;
  append_inspect(name, v);
  return name;
}

void raise_comparison_failed(Value a, Value b) {
  std::string msg = "comparison of ";
  msg += class_of(a)->name;
  msg += " with " + operand_name(b) + " failed";
  raise(c_ArgumentError, std::move(msg));
}

void raise_coerce_failed(Value v, std::string_view target) {
  raise(c_TypeError, operand_name(v) + " can't be coerced into " + std::string(target));
}

}  // namespace rhz::rt
