// Fixnum arithmetic with Ruby's semantics, shared by Integer's methods and
// any fast path that works on two fixnums directly (the interpreter, the
// runtime entries of compiled code). Operands are the integers themselves
// (fixnum_value); each operation returns the result as an Integer Value:
//   - a result outside [kFixnumMin, kFixnumMax] is a Bignum (bignum.h);
//   - / and % by zero raise ZeroDivisionError "divided by 0".
// Division and modulo floor toward negative infinity, as Ruby does.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/bignum.h"
#include "runtime/error.h"
#include "runtime/value.h"

namespace rhz::rt {

inline Value int_add(std::int64_t a, std::int64_t b) {
  // Operands are fixnums (|x| <= 2^62), so the int64 sum cannot wrap.
  std::int64_t r = a + b;
  if (!fits_fixnum(r)) return integer_from(static_cast<__int128>(r));
  return fixnum(r);
}

inline Value int_sub(std::int64_t a, std::int64_t b) {
  std::int64_t r = a - b;
  if (!fits_fixnum(r)) return integer_from(static_cast<__int128>(r));
  return fixnum(r);
}

inline Value int_mul(std::int64_t a, std::int64_t b) {
  std::int64_t r;
  if (__builtin_mul_overflow(a, b, &r) || !fits_fixnum(r))
    return integer_from(static_cast<__int128>(a) * static_cast<__int128>(b));
  return fixnum(r);
}

Value int_div(std::int64_t a, std::int64_t b);
Value int_mod(std::int64_t a, std::int64_t b);
// A negative exponent gives a Rational in Ruby, which rhz lacks: only the
// bases whose result is still an Integer (1 and -1) are answered, 0 raises
// ZeroDivisionError as Ruby does, anything else raises RangeError.
Value int_pow(std::int64_t base, std::int64_t exponent);
// Shifts by any count (a negative count shifts the other way), as Ruby.
Value int_shl(std::int64_t a, std::int64_t count);
Value int_shr(std::int64_t a, std::int64_t count);
Value int_neg(std::int64_t a);

// Digits of n in base 2..36 (lower-case letters), with a leading '-'.
inline constexpr std::size_t kMaxIntegerDigits = 66;  // base 2, sign included
// Writes them to buf (kMaxIntegerDigits bytes) and returns the length.
std::size_t format_integer(char* buf, std::int64_t n, int base = 10);
void append_integer(std::string& out, std::int64_t n, int base = 10);

}  // namespace rhz::rt
