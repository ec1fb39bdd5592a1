// Division by a constant as a multiplication: for a divisor d with |d| >= 2,
// a multiplier m and a shift s such that, for every 64-bit n,
//
//   q = (high 64 bits of m * n) [+ n if d > 0 and m < 0] [- n if d < 0 and m > 0]
//   q = (q >> s) + (1 if q < 0)                (arithmetic shift)
//
// is n / d truncated toward zero, as idiv computes it. The multiplier is the
// smallest 2^(64+s) / |d| rounded up that keeps the error below one for all
// n, found by the standard search over s (Granlund and Montgomery,
// "Division by invariant integers using multiplication", 1994). A multiply
// takes a few cycles where a 64-bit idiv takes tens, which is what a loop
// dividing by a constant (`x % M`) waits on.
#pragma once

#include <cstdint>

#include <xbyak/xbyak.h>

namespace rhz::codegen {

struct DivisionMagic {
  std::int64_t multiplier = 0;
  std::uint32_t shift = 0;
};

// d must not be -1, 0 or 1.
DivisionMagic division_magic(std::int64_t d);

// The sequence above in C++: the truncated quotient, for tests to compare
// with the hardware's.
std::int64_t magic_quotient(std::int64_t n, std::int64_t d, DivisionMagic magic);

// The sequence without its last step (the + 1 for a negative q): that is
// floor(n * m / 2^(64+s)), which is floor(n / d) for n >= 0 and
// trunc(n / d) - 1 for n < 0, so floor(n / d) whenever d does not divide n.
// An odd n and an even d (a tagged fixnum and twice a divisor) are such a
// pair, which is how compiled code divides tagged words with no untagging.
std::int64_t magic_floor_of_odd(std::int64_t n, std::int64_t d, DivisionMagic magic);

// Emits the floored division of the tagged fixnum in r11 by d (|d| >= 2,
// 2d fitting 32 bits) and returns the register holding the tagged quotient,
// or the tagged remainder with `remainder`. Writes r11, rax and rdx only.
Xbyak::Reg64 emit_floored_division(Xbyak::CodeGenerator& code, std::int64_t d, bool remainder);

}  // namespace rhz::codegen
