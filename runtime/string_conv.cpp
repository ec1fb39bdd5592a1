#include "runtime/string_conv.h"

#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/error.h"

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
  if (v == kNil) raise(c_TypeError, "no implicit conversion from nil to integer");
  raise_no_conversion(v, "Integer");
}

RString* string_arg(Value v) {
  if (!is_string(v)) raise_no_conversion(v, "String");
  return as_string(v);
}

void raise_comparison_failed(Value a, Value b) {
  std::string msg = "comparison of ";
  msg += class_of(a)->name;
  msg += " with ";
  if (is_heap(b)) msg += class_of(b)->name;
  else append_inspect(msg, b);
  msg += " failed";
  raise(c_ArgumentError, std::move(msg));
}

}  // namespace rhz::rt
