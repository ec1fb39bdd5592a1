// Integer's arithmetic library beyond the operators: gcd, lcm, fdiv,
// digits, pow with a modulus, and the sign tests (Float's too). Every
// result goes through the generic Integer operations of bignum.h, so a
// Bignum anywhere gives CRuby's exact answer.
#include <cmath>
#include <cstdint>
#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

bool int_is_zero(Value v) { return v == fixnum(0); }
bool int_is_negative(Value v) { return integer_compare(v, fixnum(0)) < 0; }
Value int_magnitude(Value v) { return int_is_negative(v) ? integer_negate(v) : v; }

Value gcd_of(Value a, Value b) {
  a = int_magnitude(a);
  b = int_magnitude(b);
  while (!int_is_zero(b)) {
    const Value r = integer_mod(a, b);
    a = b;
    b = r;
  }
  return a;
}

Value gcd_operand(Value v) {
  if (!is_integer(v)) raise(c_TypeError, "not an integer");
  return v;
}

Value int_gcd(Value self, const Value* argv, std::uint32_t) { return gcd_of(self, gcd_operand(argv[0])); }

Value int_lcm(Value self, const Value* argv, std::uint32_t) {
  const Value other = gcd_operand(argv[0]);
  if (int_is_zero(self) || int_is_zero(other)) return fixnum(0);
  return int_magnitude(integer_mul(integer_div(self, gcd_of(self, other)), other));
}

// fdiv: as CRuby's rb_int_fdiv_double, the two Integers reduced by their
// gcd first, then each made a double and divided.
Value int_fdiv(Value self, const Value* argv, std::uint32_t) {
  Value x = self, y = argv[0];
  if (is_float(y)) return float_of(integer_to_double(x) / float_value(y));
  if (!is_integer(y)) raise_coerce_failed(y, "Integer");
  if (!int_is_zero(y)) {
    const Value g = gcd_of(x, y);
    if (!int_is_zero(g) && g != fixnum(1)) {
      x = integer_div(x, g);
      y = integer_div(y, g);
    }
  }
  if (!is_fixnum(x) || !is_fixnum(y))
    raise(c_NotImplementedError, "Integer#fdiv of a Bignum is not supported by rhz yet");
  return float_of(static_cast<double>(fixnum_value(x)) / static_cast<double>(fixnum_value(y)));
}

// digits(base = 10): the digits, least significant first.
Value int_digits(Value self, const Value* argv, std::uint32_t argc) {
  Value base = fixnum(10);
  if (argc == 1) {
    base = argv[0];
    if (is_float(base)) base = float_to_integer(std::trunc(float_value(base)));
    if (!is_integer(base)) raise_no_conversion(argv[0], "Integer");
    if (int_is_negative(base)) raise(c_ArgumentError, "negative radix");
    if (integer_compare(base, fixnum(2)) < 0) raise(c_ArgumentError, "invalid radix " + integer_to_s(base));
  }
  if (int_is_negative(self)) raise(c_MathDomainError, "out of domain");
  Value out = ary_new();
  if (int_is_zero(self)) {
    ary_push(as_array(out), fixnum(0));
    return out;
  }
  for (Value n = self; !int_is_zero(n); n = integer_div(n, base)) ary_push(as_array(out), integer_mod(n, base));
  return out;
}

// pow(b) is b's power; pow(b, m) the power modulo m, by squaring, the
// result with m's sign as % gives it.
Value int_pow(Value self, const Value* argv, std::uint32_t argc) {
  static const MethodEntry* power = find_method(c_Integer, intern("**"));
  if (argc == 1) return power->native(self, argv, 1);
  Value b = argv[0], m = argv[1];
  if (!is_integer(b)) raise(c_TypeError, "Integer#pow() 2nd argument not allowed unless a 1st argument is integer");
  if (int_is_negative(b)) raise(c_RangeError, "Integer#pow() 1st argument cannot be negative when 2nd argument specified");
  if (!is_integer(m)) raise(c_TypeError, "Integer#pow() 2nd argument not allowed unless all arguments are integers");
  if (int_is_zero(m)) raise_zero_division();
  Value result = integer_mod(fixnum(1), m);
  Value base = integer_mod(self, m);
  while (!int_is_zero(b)) {
    if (integer_odd(b)) result = integer_mod(integer_mul(result, base), m);
    base = integer_mod(integer_mul(base, base), m);
    b = integer_shift_left(b, -1);
  }
  return result;
}

Value int_negative_p(Value self, const Value*, std::uint32_t) { return to_bool(int_is_negative(self)); }
Value int_positive_p(Value self, const Value*, std::uint32_t) { return to_bool(integer_compare(self, fixnum(0)) > 0); }
Value flo_negative_p(Value self, const Value*, std::uint32_t) { return to_bool(float_value(self) < 0); }
Value flo_positive_p(Value self, const Value*, std::uint32_t) { return to_bool(float_value(self) > 0); }

}  // namespace

void define_integer_library() {
  define_native(c_Integer, "gcd", int_gcd, 1, 1);
  define_native(c_Integer, "lcm", int_lcm, 1, 1);
  define_native(c_Integer, "fdiv", int_fdiv, 1, 1);
  define_native(c_Integer, "digits", int_digits, 0, 1);
  define_native(c_Integer, "pow", int_pow, 1, 2);
  define_native(c_Integer, "negative?", int_negative_p, 0, 0);
  define_native(c_Integer, "positive?", int_positive_p, 0, 0);
  define_native(c_Float, "negative?", flo_negative_p, 0, 0);
  define_native(c_Float, "positive?", flo_positive_p, 0, 0);
}

}  // namespace rhz::rt
