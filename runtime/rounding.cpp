// Rounding to a number of decimal digits: Integer#round, floor, ceil and
// truncate, and Float's with digits (Float's plain round, floor and ceil
// stay in float_methods.cpp).
//
// CRuby's arithmetic is followed step for step, since its results are
// floating-point ones a different formula would not reproduce: with digits
// > 0 a Float is scaled by pow(10, digits), rounded, and scaled back, the
// rounded value checked against the original to undo the scaling's error;
// a number whose digits are all kept comes back as it is, one too small
// for them is zero. With digits < 0 the Float is first made an Integer,
// then rounded to a multiple of 10**-digits. An Integer too small to reach
// half that multiple is 0 (CRuby's int_round_zero_p, estimated from the
// Integer's size in bytes, so floor and ceil give 0 there too).
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

namespace rhz::rt {

namespace {

enum class Mode { Round, Floor, Ceil, Truncate };

// The digits argument, as C's int (CRuby's NUM2INT).
int digits_arg(Value v) {
  const std::int64_t n = integer_arg(v);
  if (n > INT32_MAX) raise(c_RangeError, "integer " + std::to_string(n) + " too big to convert to `int'");
  if (n < INT32_MIN) raise(c_RangeError, "integer " + std::to_string(n) + " too small to convert to `int'");
  return static_cast<int>(n);
}

bool rounds_to_zero(Value num, int digits) {
  // CRuby's Integer#size: a fixnum's long, a Bignum's bytes.
  const double bytes = is_fixnum(num) ? 8.0 : static_cast<double>((mpz_sizeinbase(as_bignum(num)->z, 2) + 7) / 8);
  return -0.415241 * digits - 0.125 > bytes;
}

bool rounded_negative(Value num) { return integer_compare(num, fixnum(0)) < 0; }

// num, an Integer, to a multiple of 10**-digits (digits < 0).
Value integer_to_digits(Value num, int digits, Mode mode) {
  if (rounds_to_zero(num, digits)) return fixnum(0);
  const Value f = integer_pow(fixnum(10), -static_cast<std::int64_t>(digits));
  const Value r = integer_mod(num, f);  // 0 <= r < f
  const Value down = integer_sub(num, r);
  // CRuby's ceil and truncate step up to the next multiple even from an
  // exact one when num or the multiple is a Bignum (1e20.ceil(-3) is
  // 100000000000000001000): reproduced.
  const bool exact = integer_compare(r, fixnum(0)) == 0 && is_fixnum(num) && is_fixnum(f);
  switch (mode) {
    case Mode::Floor: return down;
    case Mode::Ceil: return exact ? num : integer_add(down, f);
    case Mode::Truncate: return rounded_negative(num) && !exact ? integer_add(down, f) : down;
    case Mode::Round: {
      // Half away from zero: a tie goes up for a positive number.
      const int c = integer_compare(r, integer_div(f, fixnum(2)));
      return c > 0 || (c == 0 && !rounded_negative(num)) ? integer_add(down, f) : down;
    }
  }
  return num;
}

Value integer_rounding(Value self, const Value* argv, std::uint32_t argc, Mode mode) {
  if (argc == 0) return self;
  const int digits = digits_arg(argv[0]);
  return digits >= 0 ? self : integer_to_digits(self, digits, mode);
}

template <Mode mode>
Value int_rounding(Value self, const Value* argv, std::uint32_t argc) {
  return integer_rounding(self, argv, argc, mode);
}

// The two tests of CRuby's float_round_overflow and float_round_underflow,
// from the binary exponent.
bool all_digits_kept(int digits, int binexp) { return digits >= 17 - (binexp > 0 ? binexp / 4 : binexp / 3 - 1); }
bool below_digits(int digits, int binexp) { return digits < -(binexp > 0 ? binexp / 3 + 1 : binexp / 4); }

double scaled_floor(double x, double s) {
  const double mul = std::floor(x * s);
  const double res = (mul + 1) / s;
  return res > x ? mul / s : res;
}

// round(n) for n > 14, where pow(10, n) may be inexact: CRuby rounds the
// Float's exact value as a Rational, half away from zero, and divides back.
// Exactly here too: x = m * 2**e, so x * 10**n rounds to
// (|m| * 10**n + 2**(-e-1)) >> -e; that over 10**n is then divided as
// CRuby's Rational#to_f does, each made a double first (rounded to
// nearest past 2**53) and the quotient rounded.
Value round_exactly(double x, int digits) {
  int binexp = 0;
  const double frac = std::frexp(std::fabs(x), &binexp);
  const Value m = integer_from_double(std::ldexp(frac, 53));
  const int e = binexp - 53;
  Value scaled = integer_mul(m, integer_pow(fixnum(10), digits));
  if (e >= 0) {
    scaled = integer_shift_left(scaled, e);
  } else {
    scaled = integer_add(scaled, integer_shift_left(fixnum(1), -e - 1));
    scaled = integer_shift_left(scaled, e);  // a negative count shifts right, flooring
  }
  // The Rational scaled / 10**digits in lowest terms (their common factors
  // are 2s and 5s), then divided as CRuby's fix_fdiv_double.
  Value den = integer_pow(fixnum(10), digits);
  for (const int p : {2, 5}) {
    const Value f = fixnum(p);
    while (integer_compare(den, fixnum(1)) > 0 && integer_compare(integer_mod(den, f), fixnum(0)) == 0 &&
           integer_compare(integer_mod(scaled, f), fixnum(0)) == 0 && integer_compare(scaled, fixnum(0)) != 0) {
      den = integer_div(den, f);
      scaled = integer_div(scaled, f);
    }
  }
  if (!is_fixnum(scaled) || !is_fixnum(den))
    raise(c_NotImplementedError, "Float#round to " + std::to_string(digits) + " digits of this Float is not supported by rhz yet");
  const double r = static_cast<double>(fixnum_value(scaled)) / static_cast<double>(fixnum_value(den));
  return float_new(x < 0 ? -r : r);
}

Value float_with_digits(Value self, int digits, Mode mode) {
  const double x = float_value(self);
  if (x == 0.0) return digits > 0 ? self : fixnum(0);
  if (digits <= 0) {
    double whole = x;
    switch (mode) {
      case Mode::Floor: whole = std::floor(x); break;
      case Mode::Ceil: whole = std::ceil(x); break;
      case Mode::Truncate: whole = std::trunc(x); break;
      case Mode::Round: whole = std::round(x); break;
    }
    // round(-n) rounds the truncated Integer, as CRuby's does.
    const Value n = float_to_integer(mode == Mode::Round && digits < 0 ? std::trunc(x) : whole);
    return digits == 0 ? n : integer_to_digits(n, digits, mode);
  }
  if (!std::isfinite(x)) return self;
  int binexp = 0;
  std::frexp(x, &binexp);
  if (all_digits_kept(digits, binexp)) return self;
  const bool toward_zero = mode == Mode::Truncate ? true : mode == Mode::Floor ? x > 0 : mode == Mode::Ceil ? x < 0 : true;
  if (toward_zero && below_digits(digits, binexp)) return float_new(0.0);
  if (mode == Mode::Round && digits > 14) return round_exactly(x, digits);
  const double s = std::pow(10.0, static_cast<double>(digits));
  switch (mode) {
    case Mode::Floor: return float_new(scaled_floor(x, s));
    case Mode::Ceil: return float_new(std::ceil(x * s) / s);
    case Mode::Truncate: return float_new(x > 0 ? scaled_floor(x, s) : std::ceil(x * s) / s);
    case Mode::Round: {
      double f = std::round(x * s);
      if (x > 0 && (f + 0.5) / s <= x) f += 1;
      if (x < 0 && (f - 0.5) / s >= x) f -= 1;
      return float_new(f / s);
    }
  }
  return self;
}

template <Mode mode>
Value flo_rounding(Value self, const Value* argv, std::uint32_t argc) {
  return float_with_digits(self, argc == 0 ? 0 : digits_arg(argv[0]), mode);
}

}  // namespace

void define_rounding_methods() {
  define_native(c_Integer, "round", int_rounding<Mode::Round>, 0, 1);
  define_native(c_Integer, "floor", int_rounding<Mode::Floor>, 0, 1);
  define_native(c_Integer, "ceil", int_rounding<Mode::Ceil>, 0, 1);
  define_native(c_Integer, "truncate", int_rounding<Mode::Truncate>, 0, 1);
  define_native(c_Float, "round", flo_rounding<Mode::Round>, 0, 1);
  define_native(c_Float, "floor", flo_rounding<Mode::Floor>, 0, 1);
  define_native(c_Float, "ceil", flo_rounding<Mode::Ceil>, 0, 1);
  define_native(c_Float, "truncate", flo_rounding<Mode::Truncate>, 0, 1);
}

}  // namespace rhz::rt
