// Integer's built-in methods and the fixnum arithmetic of integer_ops.h.
//
// Every native here runs with self an Integer (a fixnum, or a Bignum of
// bignum.h) and argc already checked by the caller. Two fixnums take the
// fast path; a Bignum on either side, or a result that leaves the fixnum
// range, goes to GMP. An operand of another class gets CRuby 3.1's error
// for that method family:
//   arithmetic and bitwise ops   TypeError    "String can't be coerced into Integer"
//   ordering comparisons         ArgumentError "comparison of Integer with String failed"
//   shift counts, to_s's radix   TypeError    "no implicit conversion of String into Integer"
//   == and <=>                   no error: false and nil
// The first two name an immediate, a Symbol or a Float by its inspect, other
// values by class (operand_name, runtime/string_conv.h); a shift count, a
// bit index or a radix may be a Float, truncated.
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/integer_ops.h"
#include "runtime/leaf.h"
#include "runtime/object.h"
#include "runtime/ordering.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"

namespace rhz::rt {

Value int_div(std::int64_t a, std::int64_t b) {
  if (b == 0) raise_zero_division();
  std::int64_t q = a / b;
  // C++ truncates; Ruby floors: step down when the signs differ and the
  // division was inexact.
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return integer_from(static_cast<__int128>(q));  // only kFixnumMin / -1 leaves the range
}

Value int_mod(std::int64_t a, std::int64_t b) {
  if (b == 0) raise_zero_division();
  std::int64_t r = a % b;
  // Ruby's modulo takes the divisor's sign.
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return fixnum(r);
}

Value int_pow(std::int64_t base, std::int64_t exponent) {
  if (exponent < 0) {
    if (base == 1) return fixnum(1);
    if (base == -1) return fixnum((exponent & 1) ? -1 : 1);
    if (base == 0) raise_zero_division();
    raise(c_RangeError, "negative exponent in Integer#**: the result is a Rational, which is not supported yet");
  }
  // Bases 0, 1 and -1 never grow, whatever the exponent.
  if (base == 0) return fixnum(exponent == 0 ? 1 : 0);
  if (base == 1) return fixnum(1);
  if (base == -1) return fixnum((exponent & 1) ? -1 : 1);
  // |base| >= 2 and a result below 2^62 allow at most 61 doublings.
  if (exponent >= 63) return integer_pow(fixnum(base), exponent);
  std::int64_t result = 1;
  std::int64_t square = base;
  for (std::int64_t e = exponent; e != 0; e >>= 1) {
    if ((e & 1) && (__builtin_mul_overflow(result, square, &result) || !fits_fixnum(result)))
      return integer_pow(fixnum(base), exponent);
    // Squaring only while bits remain: each later square is a factor of the
    // result, so overflowing here means the result overflows too.
    if ((e >> 1) != 0 && (__builtin_mul_overflow(square, square, &square) || !fits_fixnum(square)))
      return integer_pow(fixnum(base), exponent);
  }
  return fixnum(result);
}

namespace {

Value shift_left(std::int64_t a, std::int64_t count) {
  if (a == 0) return fixnum(0);
  if (count >= 63) return integer_shift_left(fixnum(a), count);  // any nonzero value leaves 63 bits
  return integer_from(static_cast<__int128>(a) * (static_cast<__int128>(1) << count));
}

Value shift_right(std::int64_t a, std::int64_t count) {
  // An arithmetic shift: negative values round toward negative infinity, and
  // a count past the width leaves only the sign.
  if (count >= 63) return fixnum(a < 0 ? -1 : 0);
  return fixnum(a >> count);
}

}  // namespace

// Counts are fixnums, so -count cannot wrap (|kFixnumMin| < 2^63).
Value int_shl(std::int64_t a, std::int64_t count) {
  return count >= 0 ? shift_left(a, count) : shift_right(a, -count);
}

Value int_shr(std::int64_t a, std::int64_t count) {
  return count >= 0 ? shift_right(a, count) : shift_left(a, -count);
}

Value int_neg(std::int64_t a) { return integer_from(-static_cast<__int128>(a)); }

std::size_t format_integer(char* buf, std::int64_t n, int base) {
  // Decimal is what programs print all day: the library's conversion is
  // several times faster than a division per digit by a variable base.
  if (base == 10) return static_cast<std::size_t>(std::to_chars(buf, buf + kMaxIntegerDigits, n).ptr - buf);
  // Digits are produced backwards from the magnitude as unsigned, which holds
  // |kFixnumMin| and even |INT64_MIN|.
  char digits[kMaxIntegerDigits];
  std::size_t pos = sizeof digits;
  std::uint64_t m = n < 0 ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
  const auto b = static_cast<std::uint64_t>(base);
  do {
    digits[--pos] = "0123456789abcdefghijklmnopqrstuvwxyz"[m % b];
    m /= b;
  } while (m != 0);
  std::size_t length = 0;
  if (n < 0) buf[length++] = '-';
  std::memcpy(buf + length, digits + pos, sizeof digits - pos);
  return length + sizeof digits - pos;
}

void append_integer(std::string& out, std::int64_t n, int base) {
  char buf[kMaxIntegerDigits];
  out.append(buf, format_integer(buf, n, base));
}

namespace {

// An Integer argument that is no operand (a bit index, a shift count), as
// CRuby's rb_to_int takes it: a Float truncated, anything else refused.
Value integer_index(Value v) {
  if (is_integer(v)) return v;
  if (is_float(v)) return float_to_integer(std::trunc(float_value(v)));
  raise_no_conversion(v, "Integer");
}

// The other operand of an arithmetic or bitwise operator.
Value integer_operand(Value other) {
  if (!is_integer(other)) raise_coerce_failed(other, "Integer");
  return other;
}

// One native per binary operation: Fix on two fixnums, Big otherwise; with
// a Float operand (the arithmetic operators, Op), the Float operation.
template <Value (*Fix)(std::int64_t, std::int64_t), Value (*Big)(Value, Value), char Op = 0>
Value arith(Value self, const Value* argv, std::uint32_t) {
  if (both_fixnums(self, argv[0])) return Fix(fixnum_value(self), fixnum_value(argv[0]));
  if (Op && is_float(argv[0])) return float_arith(Op, integer_to_double(self), float_value(argv[0]));
  return Big(self, integer_operand(argv[0]));
}

Value op_and(std::int64_t a, std::int64_t b) { return fixnum(a & b); }
Value op_or(std::int64_t a, std::int64_t b) { return fixnum(a | b); }
Value op_xor(std::int64_t a, std::int64_t b) { return fixnum(a ^ b); }

Value int_divmod(Value self, const Value* argv, std::uint32_t) {
  if (is_float(argv[0])) return float_divmod(integer_to_double(self), float_value(argv[0]));
  const Value d = integer_operand(argv[0]);
  Value pair[2];
  if (both_fixnums(self, d)) {
    pair[0] = int_div(fixnum_value(self), fixnum_value(d));
    pair[1] = int_mod(fixnum_value(self), fixnum_value(d));
  } else {
    pair[0] = integer_div(self, d);
    pair[1] = integer_mod(self, d);
  }
  return ary_new_from(pair, 2);
}

// Integer#[]: bit i of the two's-complement number (0 or 1), so a negative
// number has ones above its highest bit.
Value int_bit(Value self, const Value* argv, std::uint32_t) {
  const Value i = integer_index(argv[0]);
  if (!is_fixnum(i)) return fixnum(integer_compare(i, fixnum(0)) < 0 || integer_compare(self, fixnum(0)) >= 0 ? 0 : 1);
  const std::int64_t bit = fixnum_value(i);
  if (bit < 0) return fixnum(0);
  if (is_fixnum(self)) return fixnum(bit >= 63 ? (fixnum_value(self) < 0 ? 1 : 0) : (fixnum_value(self) >> bit) & 1);
  return fixnum(integer_odd(integer_shift_left(self, -bit)) ? 1 : 0);
}

// Integer#chr without an encoding: a byte, of a US-ASCII String below 128
// and of a binary (ASCII-8BIT) one above.
Value int_chr(Value self, const Value*, std::uint32_t) {
  if (!is_fixnum(self) || fixnum_value(self) < 0 || fixnum_value(self) > 0xFF) {
    std::string n;
    append_to_s(n, self);
    raise(c_RangeError, n + " out of char range");
  }
  const std::int64_t c = fixnum_value(self);
  const char byte = static_cast<char>(c);
  return str_new_in(std::string_view(&byte, 1), c < 0x80 ? Encoding::UsAscii : Encoding::Binary);
}

Value int_power(Value self, const Value* argv, std::uint32_t) {
  if (is_float(argv[0])) return float_arith('^', integer_to_double(self), float_value(argv[0]));
  const Value e = integer_operand(argv[0]);
  if (both_fixnums(self, e)) return int_pow(fixnum_value(self), fixnum_value(e));
  if (is_fixnum(e)) {
    if (fixnum_value(e) < 0)
      raise(c_RangeError, "negative exponent in Integer#**: the result is a Rational, which is not supported yet");
    return integer_pow(self, fixnum_value(e));
  }
  // A Bignum exponent: only bases that never grow have a result small
  // enough to exist.
  const bool negative = integer_compare(e, fixnum(0)) < 0;
  if (self == fixnum(0)) {
    if (negative) raise_zero_division();
    return self;
  }
  if (self == fixnum(1)) return self;
  if (self == fixnum(-1)) return integer_odd(e) ? self : fixnum(1);
  if (negative) raise(c_RangeError, "negative exponent in Integer#**: the result is a Rational, which is not supported yet");
  raise(c_RangeError, "the result of Integer#** is too large to compute");
}

// Shift counts: a Bignum count shifts everything out (or is too wide).
template <bool Left>
Value shift(Value self, const Value* argv, std::uint32_t) {
  const Value count = integer_index(argv[0]);
  if (is_bignum(count)) {
    const bool leftwards = (integer_compare(count, fixnum(0)) > 0) == Left;
    if (self == fixnum(0)) return self;
    // CRuby packs the count into 128 bits and refuses a width of 2**67 bits
    // or more before it tries to allocate.
    if (leftwards && mpz_sizeinbase(as_bignum(count)->z, 2) > 67) raise(c_RangeError, "shift width too big");
    if (leftwards) raise(c_NoMemoryError, "failed to allocate memory");
    return fixnum(integer_compare(self, fixnum(0)) < 0 ? -1 : 0);
  }
  const std::int64_t n = fixnum_value(count);
  if (is_fixnum(self)) return Left ? int_shl(fixnum_value(self), n) : int_shr(fixnum_value(self), n);
  return integer_shift_left(self, Left ? n : -n);
}

// A shift as a leaf (runtime/leaf.h): by a fixnum count of less than a
// word's bits either way, the result is a fixnum or a small Bignum.
template <bool Left>
Value shift_leaf(Value self, const Value* argv, std::uint32_t argc) {
  if (!is_fixnum(argv[0]) || fixnum_value(argv[0]) <= -64 || fixnum_value(argv[0]) >= 64) return kUndefined;
  return shift<Left>(self, argv, argc);
}

template <bool (*Cmp)(int)>
Value compare(Value self, const Value* argv, std::uint32_t) {
  if (is_float(argv[0])) {
    std::optional<int> c = numeric_compare(self, argv[0]);
    return to_bool(c && Cmp(*c));  // NaN compares false
  }
  if (!is_integer(argv[0])) raise_comparison_failed(self, argv[0]);
  return to_bool(Cmp(integer_compare(self, argv[0])));
}

bool equals(Value self, Value other) {
  if (is_float(other)) return numeric_compare(self, other) == 0;
  return is_integer(other) && integer_equal(self, other);
}
Value int_eq(Value self, const Value* argv, std::uint32_t) { return to_bool(equals(self, argv[0])); }
Value int_ne(Value self, const Value* argv, std::uint32_t) { return to_bool(!equals(self, argv[0])); }

Value int_to_f(Value self, const Value*, std::uint32_t) { return float_new(integer_to_double(self)); }

Value int_cmp(Value self, const Value* argv, std::uint32_t) {
  if (is_float(argv[0])) {
    std::optional<int> c = numeric_compare(self, argv[0]);
    return c ? fixnum(*c) : kNil;
  }
  if (!is_integer(argv[0])) return kNil;
  return fixnum(integer_compare(self, argv[0]));
}

// Unary plus (`+x`): the number itself.
Value int_uplus(Value self, const Value*, std::uint32_t) { return self; }

Value int_uminus(Value self, const Value*, std::uint32_t) {
  return is_fixnum(self) ? int_neg(fixnum_value(self)) : integer_negate(self);
}

Value int_invert(Value self, const Value*, std::uint32_t) {
  return is_fixnum(self) ? fixnum(~fixnum_value(self)) : integer_invert(self);
}

Value int_abs(Value self, const Value* argv, std::uint32_t argc) {
  return integer_compare(self, fixnum(0)) < 0 ? int_uminus(self, argv, argc) : self;
}

Value int_succ(Value self, const Value*, std::uint32_t) { return integer_add(self, fixnum(1)); }
Value int_pred(Value self, const Value*, std::uint32_t) { return integer_sub(self, fixnum(1)); }
Value int_even(Value self, const Value*, std::uint32_t) { return to_bool(!integer_odd(self)); }
Value int_odd(Value self, const Value*, std::uint32_t) { return to_bool(integer_odd(self)); }
Value int_zero(Value self, const Value*, std::uint32_t) { return to_bool(self == fixnum(0)); }
Value int_to_i(Value self, const Value*, std::uint32_t) { return self; }

// The radix goes through C's int first, as in CRuby, so an out-of-int radix
// is a RangeError and only an in-int one outside 2..36 is "invalid radix".
int radix_of(Value v) {
  if (v == kNil) raise(c_TypeError, "no implicit conversion from nil to integer");
  if (is_bignum(v)) {
    // Through C's long first: a Bignum beyond 64 bits fails there.
    const bool positive = integer_compare(v, fixnum(0)) > 0;
    if (mpz_fits_slong_p(as_bignum(v)->z))
      raise(c_RangeError, "integer " + integer_to_s(v) + " too " + (positive ? "big" : "small") + " to convert to `int'");
    raise(c_RangeError, "bignum too big to convert into `long'");
  }
  const std::int64_t r = integer_arg(v);
  if (r > INT32_MAX) raise(c_RangeError, "integer " + std::to_string(r) + " too big to convert to `int'");
  if (r < INT32_MIN) raise(c_RangeError, "integer " + std::to_string(r) + " too small to convert to `int'");
  if (r < 2 || r > 36) raise(c_ArgumentError, "invalid radix " + std::to_string(r));
  return static_cast<int>(r);
}

Value int_to_s(Value self, const Value* argv, std::uint32_t argc) {
  int base = argc == 0 ? 10 : radix_of(argv[0]);
  if (is_bignum(self)) return str_new_us_ascii(integer_to_s(self, base));
  char buf[kMaxIntegerDigits];
  return str_new_us_ascii(std::string_view(buf, format_integer(buf, fixnum_value(self), base)));
}

// Integer.sqrt: the integer square root, exact for a Bignum (a Float is
// truncated first, as CRuby's to_int).
Value int_s_sqrt(Value, const Value* argv, std::uint32_t) {
  Value n = argv[0];
  if (is_float(n)) n = float_to_integer(std::trunc(float_value(n)));
  if (!is_integer(n)) raise_no_conversion(n, "Integer");
  if (integer_compare(n, fixnum(0)) < 0) raise(c_MathDomainError, "Numerical argument is out of domain - \"isqrt\"");
  if (is_fixnum(n)) {
    auto r = static_cast<std::int64_t>(std::sqrt(static_cast<double>(fixnum_value(n))));
    while (r * r > fixnum_value(n)) --r;  // the double may round up
    while ((r + 1) * (r + 1) <= fixnum_value(n)) ++r;
    return fixnum(r);
  }
  mpz_t root;
  mpz_init(root);
  mpz_sqrt(root, as_bignum(n)->z);
  std::string digits(mpz_sizeinbase(root, 10) + 2, '\0');
  mpz_get_str(digits.data(), 10, root);
  mpz_clear(root);
  return integer_from_digits(digits.c_str(), 10);
}

}  // namespace

void init_integer_methods() {
  RClass* c = c_Integer;
  // Integer's singleton, for Integer.sqrt.
  if (!c->klass) c->klass = new_metaclass(c);
  define_native(c->klass, "sqrt", int_s_sqrt, 1, 1);
  define_integer_library();  // gcd, lcm, fdiv, digits, pow, negative? (integer_library.cpp)
  define_string_float();     // String#to_f and Kernel#Float (string_float.cpp)
  define_native(c, "+", arith<int_add, integer_add, '+'>, 1, 1);
  define_native(c, "-", arith<int_sub, integer_sub, '-'>, 1, 1);
  define_native(c, "*", arith<int_mul, integer_mul, '*'>, 1, 1);
  define_native(c, "/", arith<int_div, integer_div, '/'>, 1, 1);
  define_native(c, "%", arith<int_mod, integer_mod, '%'>, 1, 1);
  define_native(c, "**", int_power, 1, 1);
  define_native(c, "divmod", int_divmod, 1, 1);
  define_native(c, "[]", int_bit, 1, 1);
  define_native(c, "chr", int_chr, 0, 0);
  define_native(c, "&", arith<op_and, integer_and>, 1, 1)->intrinsic = Intrinsic::BitAnd;
  define_native(c, "|", arith<op_or, integer_or>, 1, 1)->intrinsic = Intrinsic::BitOr;
  define_native(c, "^", arith<op_xor, integer_xor>, 1, 1)->intrinsic = Intrinsic::BitXor;
  set_leaf(define_native(c, "<<", shift<true>, 1, 1), shift_leaf<true>);
  set_leaf(define_native(c, ">>", shift<false>, 1, 1), shift_leaf<false>);
  set_leaf(define_native(c, "-@", int_uminus, 0, 0));
  define_native(c, "+@", int_uplus, 0, 0);
  define_native(c, "~", int_invert, 0, 0);
  define_native(c, "==", int_eq, 1, 1);
  define_native(c, "===", int_eq, 1, 1);
  define_native(c, "!=", int_ne, 1, 1);
  define_native(c, "<", compare<ordering::lt>, 1, 1);
  define_native(c, "<=", compare<ordering::le>, 1, 1);
  define_native(c, ">", compare<ordering::gt>, 1, 1);
  define_native(c, ">=", compare<ordering::ge>, 1, 1);
  define_native(c, "<=>", int_cmp, 1, 1);
  set_leaf(define_native(c, "abs", int_abs, 0, 0));
  define_native(c, "succ", int_succ, 0, 0);
  define_native(c, "pred", int_pred, 0, 0);
  define_native(c, "even?", int_even, 0, 0);
  define_native(c, "odd?", int_odd, 0, 0);
  define_native(c, "zero?", int_zero, 0, 0);
  define_native(c, "to_i", int_to_i, 0, 0);
  define_native(c, "to_f", int_to_f, 0, 0);
  define_native(c, "to_s", int_to_s, 0, 1);
  define_native(c, "inspect", int_to_s, 0, 1);  // an alias of to_s in CRuby, radix included
}

}  // namespace rhz::rt
