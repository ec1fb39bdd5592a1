#include "codegen/division_magic.h"

#include <climits>
#include <stdexcept>
#include <string>

namespace rhz::codegen {

DivisionMagic division_magic(std::int64_t d) {
  if (d >= -1 && d <= 1) throw std::logic_error("codegen: no division magic for -1, 0 or 1");
  constexpr std::uint64_t kTwo63 = std::uint64_t{1} << 63;
  const std::uint64_t ad = d < 0 ? 0 - static_cast<std::uint64_t>(d) : static_cast<std::uint64_t>(d);
  // The largest |n| whose remainder by |d| is |d| - 1, with the sign that
  // makes the rounding hardest: the dividend the multiplier must get right.
  const std::uint64_t t = kTwo63 + (static_cast<std::uint64_t>(d) >> 63);
  const std::uint64_t anc = t - 1 - t % ad;
  // Invariants at power p: q1 * anc + r1 == 2^p and q2 * ad + r2 == 2^p.
  std::uint32_t p = 63;
  std::uint64_t q1 = kTwo63 / anc, r1 = kTwo63 - q1 * anc;
  std::uint64_t q2 = kTwo63 / ad, r2 = kTwo63 - q2 * ad;
  std::uint64_t delta = 0;
  do {
    ++p;
    q1 *= 2;
    r1 *= 2;
    if (r1 >= anc) {
      ++q1;
      r1 -= anc;
    }
    q2 *= 2;
    r2 *= 2;
    if (r2 >= ad) {
      ++q2;
      r2 -= ad;
    }
    delta = ad - r2;
  } while (q1 < delta || (q1 == delta && r1 == 0));
  DivisionMagic m;
  const std::uint64_t magic = q2 + 1;
  m.multiplier = static_cast<std::int64_t>(d < 0 ? 0 - magic : magic);
  m.shift = p - 64;
  return m;
}

std::int64_t magic_floor_of_odd(std::int64_t n, std::int64_t d, DivisionMagic magic) {
  __int128 product = static_cast<__int128>(magic.multiplier) * n;
  auto q = static_cast<std::int64_t>(product >> 64);
  if (d > 0 && magic.multiplier < 0) q += n;
  if (d < 0 && magic.multiplier > 0) q -= n;
  return q >> magic.shift;
}

std::int64_t magic_quotient(std::int64_t n, std::int64_t d, DivisionMagic magic) {
  const std::int64_t q = magic_floor_of_odd(n, d, magic);
  return q + static_cast<std::int64_t>(static_cast<std::uint64_t>(q) >> 63);
}

namespace {

using namespace Xbyak::util;

// A positive divisor works on the tagged word x = 2n + 1 itself: with
// D = 2d even and x odd, the multiply-and-shift is floor(x / D), which is
// floor(n / d) (magic_floor_of_odd), and x - floor(x / D) * D is
// 2 (n mod d) + 1, the tagged remainder. No untagging, no fix-up.
Xbyak::Reg64 divide_tagged(Xbyak::CodeGenerator& c, std::int64_t d, bool remainder) {
  const std::int64_t twice = 2 * d;
  const DivisionMagic magic = division_magic(twice);
  c.mov(rax, static_cast<std::uint64_t>(magic.multiplier));
  c.imul(r11);  // rdx:rax = x * multiplier
  if (magic.multiplier < 0) c.add(rdx, r11);
  if (magic.shift) c.sar(rdx, static_cast<int>(magic.shift));
  if (!remainder) {
    c.lea(rax, c.ptr[rdx + rdx + 1]);
    return rax;
  }
  c.imul(rax, rdx, static_cast<int>(twice));
  c.sub(r11, rax);
  return r11;
}

// A negative divisor: the quotient truncated as idiv would, then the floor
// fix-up, which only a positive remainder needs.
Xbyak::Reg64 divide_untagged(Xbyak::CodeGenerator& c, std::int64_t d, bool remainder) {
  const DivisionMagic magic = division_magic(d);
  c.sar(r11, 1);
  c.mov(rax, static_cast<std::uint64_t>(magic.multiplier));
  c.imul(r11);  // rdx:rax = n * multiplier
  if (magic.multiplier > 0) c.sub(rdx, r11);
  if (magic.shift) c.sar(rdx, static_cast<int>(magic.shift));
  c.mov(rax, rdx);
  c.shr(rax, 63);
  c.add(rdx, rax);  // the truncated quotient
  c.imul(rax, rdx, static_cast<int>(d));
  c.sub(r11, rax);  // the truncated remainder
  Xbyak::Label floored;
  c.test(r11, r11);
  c.jle(floored);
  c.dec(rdx);
  c.add(r11, static_cast<std::int32_t>(d));
  c.L(floored);
  if (remainder) {
    c.lea(rdx, c.ptr[r11 + r11 + 1]);
    return rdx;
  }
  c.lea(rax, c.ptr[rdx + rdx + 1]);
  return rax;
}

}  // namespace

Xbyak::Reg64 emit_floored_division(Xbyak::CodeGenerator& code, std::int64_t d, bool remainder) {
  if ((d >= -1 && d <= 1) || d > INT32_MAX / 2 || d < INT32_MIN / 2)
    throw std::logic_error("codegen: no constant division by " + std::to_string(d));
  return d > 0 ? divide_tagged(code, d, remainder) : divide_untagged(code, d, remainder);
}

}  // namespace rhz::codegen
