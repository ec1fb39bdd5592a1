// Float: IEEE doubles, as CRuby represents them.
//
// Most doubles are immediate *flonums*: the 64 bits rotated so that the
// exponent's top bits make room for the tag 0b10 in the low two bits
// (CRuby's encoding, for the doubles whose exponent lies in the middle of
// the range — every value between about 1e-77 and 1e77 — and +0.0). The
// rest (tiny, huge, infinite, NaN, -0.0) are boxed: an RFloat of class
// Float. The choice was measured on bench/programs/nbody.rb
// (doc/floats.md): flonums make arithmetic allocate nothing.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>

#include "runtime/value.h"

namespace rhz::rt {

inline constexpr bool is_flonum(Value v) { return (v.bits & 3) == 2; }

// The encoding itself (CRuby's): a flonum holds the double rotated left by
// 3 with bit 0 cleared and bit 1 set; +0.0 has a word of its own.
inline constexpr std::uint64_t kFlonumZero = 0x8000000000000002ull;
inline double flonum_value(Value v) {
  if (v.bits == kFlonumZero) return 0.0;
  const std::uint64_t t = (2 - (v.bits >> 63)) | (v.bits & ~std::uint64_t{3});
  return std::bit_cast<double>((t >> 3) | (t << 61));
}
inline bool to_flonum(double d, Value* out) {
  const auto bits = std::bit_cast<std::uint64_t>(d);
  const int top = static_cast<int>((bits >> 60) & 7);
  if (bits != 0x3000000000000000ull && !((top - 3) & ~1)) {
    *out = Value{(((bits << 3) | (bits >> 61)) & ~std::uint64_t{1}) | 2};
    return true;
  }
  if (bits == 0) {
    *out = Value{kFlonumZero};
    return true;
  }
  return false;
}

// The operand kinds a Float fast path ran on, a bit each: what an
// operator's inline cache records (InlineCache::float_operands) and tier 2
// types the operands by.
inline constexpr std::uint8_t kFlonumFlonum = 1, kFlonumFixnum = 2, kFixnumFlonum = 4;

// a and b as doubles when both are flonums, or one is a flonum and the other
// a fixnum, converted as CRuby's Float operators (and Integer's, given a
// Float) convert it; the kinds they were, 0 for anything else. `exact`: a
// comparison, which CRuby makes exactly, so a fixnum beyond 2^53 (which the
// conversion could round) is left to the send.
[[gnu::always_inline]] inline std::uint8_t float_operands(Value a, Value b, bool exact, double* x, double* y) {
  auto fixnum_double = [exact](Value v, double* d) {
    constexpr std::int64_t kExactLimit = std::int64_t{1} << 53;
    const std::int64_t n = fixnum_value(v);
    if (exact && (n > kExactLimit || n < -kExactLimit)) return false;
    *d = static_cast<double>(n);
    return true;
  };
  if (is_flonum(a)) {
    *x = flonum_value(a);
    if (is_flonum(b)) {
      *y = flonum_value(b);
      return kFlonumFlonum;
    }
    return is_fixnum(b) && fixnum_double(b, y) ? kFlonumFixnum : 0;
  }
  if (!is_flonum(b) || !is_fixnum(a) || !fixnum_double(a, x)) return 0;
  *y = flonum_value(b);
  return kFixnumFlonum;
}

Value float_new(double d);
// A double as Ruby holds it: a flonum, or a heap Float outside that range.
inline Value float_of(double d) {
  Value v;
  return to_flonum(d, &v) ? v : float_new(d);
}

// fmod(x, y), bit for bit, by the x87 partial remainder: FPREM is exact (as
// fmod is: the remainder is always representable) and runs a step per 63
// bits of quotient. libm's fmod takes about three times as long, and it is
// the heart of loops such as CRuby's so_random (half their time was in it).
inline double exact_fmod(double x, double y) {
  double r;
  asm("1:\n\tfprem\n\tfnstsw %%ax\n\ttestb $4, %%ah\n\tjnz 1b" : "=t"(r) : "0"(x), "u"(y) : "ax", "cc");
  return r;
}

// Ruby's Float modulo (flo_mod) of a non-zero y: the remainder takes the
// divisor's sign (by zero the send raises ZeroDivisionError). The signs are
// compared as CRuby compares them, by y * m < 0: a product that underflows
// to zero leaves the remainder as fmod gives it (-7.5 % 1e-300 is negative).
inline double float_modulo(double x, double y) {
  double m = exact_fmod(x, y);
  if (y * m < 0) m += y;
  return m;
}

// The interpreter's fast path for an operator on Floats: a op b for op one
// of + - * / % < ( (<=) > ) (>=) = (==) ! (!=), when float_operands takes
// the operands; the kinds of the operands, or 0 (the send then does it).
// Always inlined: `op` is a constant at each of the interpreter's uses, which
// then keep only their own case (GCC leaves a call in a function as large
// as the interpreter's loop otherwise).
[[gnu::always_inline]] inline std::uint8_t float_operator(char op, Value a, Value b, Value* out) {
  const bool arithmetic = op == '+' || op == '-' || op == '*' || op == '/' || op == '%';
  double x, y;
  const std::uint8_t kinds = float_operands(a, b, !arithmetic, &x, &y);
  if (!kinds) return 0;
  switch (op) {
    case '%':
      if (y == 0) return 0;
      *out = float_of(float_modulo(x, y));
      break;
    case '+': *out = float_of(x + y); break;
    case '-': *out = float_of(x - y); break;
    case '*': *out = float_of(x * y); break;
    case '/': *out = float_of(x / y); break;
    case '<': *out = to_bool(x < y); break;
    case '(': *out = to_bool(x <= y); break;
    case '>': *out = to_bool(x > y); break;
    case ')': *out = to_bool(x >= y); break;
    case '=': *out = to_bool(x == y); break;
    default: *out = to_bool(x != y); break;
  }
  return kinds;
}
bool is_float(Value v);
double float_value(Value v);  // v must be a Float
// A Float literal of the program: never collected when boxed.
Value float_literal(double d);

// Ruby's Float#to_s: the shortest digits that read back as the same
// double, in fixed notation from 0.0001 up to 15 digits before the point
// (16 with a fraction), else scientific ("1.0e+15"); "Infinity",
// "-Infinity", "NaN".
void append_float(std::string& out, double d);

// The shortest decimal digits that read back as |d| (finite, non-zero),
// and how many of them stand before the point (decpt; <= 0 for |d| < 1).
struct ShortestDigits {
  std::string digits;
  int decpt;
};
ShortestDigits shortest_digits(double d);

// Integer or Float as a double; false for anything else.
bool numeric_double(Value v, double* out);
// a <=> b for two numbers, at least one a Float (exact against Integers,
// as CRuby compares them); empty for NaN.
std::optional<int> numeric_compare(Value a, Value b);

// x op y for op one of + - * / % and ^ (**), as Float's operators compute
// it (an Integer operand already a double).
Value float_arith(char op, double x, double y);
// An Integer from an integral double: FloatDomainError for infinities and NaN.
Value float_to_integer(double d);
// [q, r] of x.divmod(y) for Floats: q an Integer (floored), r a Float.
Value float_divmod(double x, double y);

void init_float_methods();
// Math.sqrt (the Math module is runtime/class_objects.h's).
Value math_sqrt(Value, const Value* argv, std::uint32_t argc);
// Math's functions (sqrt sin cos tan atan exp atan2 log log2 log10) on the
// module's class.
void define_math_functions(RClass* math);
// Integer's and Float's round, floor, ceil and truncate (rounding.cpp).
void define_rounding_methods();
// Integer's gcd, lcm, fdiv, digits, pow; negative? and positive? of both
// (integer_library.cpp).
void define_integer_library();
// String#to_f and Kernel#Float (string_float.cpp).
void define_string_float();

}  // namespace rhz::rt
