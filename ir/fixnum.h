// Fixnum arithmetic exactly as Ruby defines it, for constant folding.
//
// Every function returns nullopt when Ruby's result is not a fixnum or not
// certain: division or modulo by zero (ZeroDivisionError), a negative
// exponent (Rational, outside tier A), a result outside the 63-bit signed
// range (RangeError in tier A, a Bignum later). Folding then leaves the Send
// alone and the runtime raises or computes as Ruby does.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "ir/node.h"

namespace rhz::ir {

inline std::optional<std::int64_t> fixnum_of(__int128 v) {
  if (!fits_fixnum(v)) return std::nullopt;
  return static_cast<std::int64_t>(v);
}

// Integer#/ : floor division (rounds toward negative infinity).
inline std::optional<std::int64_t> fixnum_div(std::int64_t a, std::int64_t b) {
  if (b == 0) return std::nullopt;
  __int128 q = static_cast<__int128>(a) / b;
  if (a % b != 0 && ((a < 0) != (b < 0))) --q;
  return fixnum_of(q);
}

// Integer#% : the remainder takes the sign of the divisor.
inline std::optional<std::int64_t> fixnum_mod(std::int64_t a, std::int64_t b) {
  if (b == 0) return std::nullopt;
  std::int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

inline std::optional<std::int64_t> fixnum_pow(std::int64_t a, std::int64_t b) {
  if (b < 0) return std::nullopt;
  if (a == 0) return b == 0 ? 1 : 0;
  if (a == 1) return 1;
  if (a == -1) return b % 2 == 0 ? 1 : -1;
  if (b > 62) return std::nullopt;  // |a| >= 2: at least 2**63
  __int128 r = 1;
  for (std::int64_t i = 0; i < b; ++i) {
    r *= a;
    if (!fits_fixnum(r)) return std::nullopt;
  }
  return static_cast<std::int64_t>(r);
}

// Integer#<< ; a negative count shifts right, as Integer#>> with -count.
inline std::optional<std::int64_t> fixnum_shl(std::int64_t a, std::int64_t count) {
  if (count <= 0) {
    if (count <= -63) return a < 0 ? -1 : 0;
    return a >> -count;  // arithmetic shift: floors like Ruby
  }
  if (a == 0) return 0;
  if (count > 62) return std::nullopt;
  return fixnum_of(static_cast<__int128>(a) * (static_cast<__int128>(1) << count));
}

// Integer methods with one Integer argument; nullopt for any other name.
inline std::optional<Imm> fold_fixnum_binary(std::string_view op, std::int64_t a, std::int64_t b) {
  auto fix = [](std::optional<std::int64_t> v) -> std::optional<Imm> {
    if (!v) return std::nullopt;
    return Imm::of_fixnum(*v);
  };
  __int128 wa = a, wb = b;
  if (op == "+") return fix(fixnum_of(wa + wb));
  if (op == "-") return fix(fixnum_of(wa - wb));
  if (op == "*") return fix(fixnum_of(wa * wb));
  if (op == "/" || op == "div") return fix(fixnum_div(a, b));
  if (op == "%" || op == "modulo") return fix(fixnum_mod(a, b));
  if (op == "**") return fix(fixnum_pow(a, b));
  if (op == "&") return Imm::of_fixnum(a & b);
  if (op == "|") return Imm::of_fixnum(a | b);
  if (op == "^") return Imm::of_fixnum(a ^ b);
  if (op == "<<") return fix(fixnum_shl(a, b));
  if (op == ">>") return fix(fixnum_shl(a, -b));  // |b| <= 2**62: negation is exact
  if (op == "==") return Imm::of_bool(a == b);
  if (op == "!=") return Imm::of_bool(a != b);
  if (op == "<") return Imm::of_bool(a < b);
  if (op == "<=") return Imm::of_bool(a <= b);
  if (op == ">") return Imm::of_bool(a > b);
  if (op == ">=") return Imm::of_bool(a >= b);
  if (op == "<=>") return Imm::of_fixnum(a < b ? -1 : a > b ? 1 : 0);
  return std::nullopt;
}

// Integer methods without arguments.
inline std::optional<Imm> fold_fixnum_unary(std::string_view op, std::int64_t a) {
  __int128 wa = a;
  auto fix = [](std::optional<std::int64_t> v) -> std::optional<Imm> {
    if (!v) return std::nullopt;
    return Imm::of_fixnum(*v);
  };
  if (op == "-@") return fix(fixnum_of(-wa));
  if (op == "+@") return Imm::of_fixnum(a);
  if (op == "~") return Imm::of_fixnum(~a);
  if (op == "abs") return fix(fixnum_of(a < 0 ? -wa : wa));
  if (op == "succ") return fix(fixnum_of(wa + 1));
  if (op == "pred") return fix(fixnum_of(wa - 1));
  if (op == "zero?") return Imm::of_bool(a == 0);
  if (op == "even?") return Imm::of_bool(a % 2 == 0);
  if (op == "odd?") return Imm::of_bool(a % 2 != 0);
  return std::nullopt;
}

}  // namespace rhz::ir
