// CRuby's random numbers: the Mersenne Twister MT19937, seeded and drawn
// from exactly as CRuby 3.1 does, so that a seeded program (srand(seed),
// Random.new(seed)) gets CRuby's numbers. Kernel#rand and srand
// (runtime/random.cpp) and the Random class (runtime/random_class.cpp)
// share it:
//   - seeding by an Integer: its magnitude's 32-bit words, lowest first,
//     without a top word of 1 (CRuby's guard against leading zeros); one
//     word goes in by init_genrand, more by init_by_array;
//   - Floats in [0, 1) from two draws (53 bits: a >> 5, b >> 6), and in
//     [0, 1] for an inclusive Float range (the 64 bits of both draws
//     scaled by 2**53 + 1, the top 53 taken);
//   - Integers in [0, limit] by masking and retrying: a fixnum limit one
//     32-bit draw per word of the mask, a Bignum's word by word from the
//     top, retrying while the draw could still exceed it.
// The generator is plain data (no pointers), so a Random object keeps it in
// an unscanned block.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "runtime/value.h"

namespace rhz::rt {

class MersenneTwister {
 public:
  void seed(std::uint32_t s) {
    state_[0] = s;
    for (std::uint32_t j = 1; j < kN; ++j) state_[j] = 1812433253U * (state_[j - 1] ^ (state_[j - 1] >> 30)) + j;
    left_ = 1;
    next_ = kN;
  }

  void seed(const std::vector<std::uint32_t>& key) {
    seed(19650218U);
    std::uint32_t i = 1, j = 0;
    for (std::size_t k = std::max<std::size_t>(kN, key.size()); k; --k) {
      state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1664525U)) + key[j] + j;
      ++i;
      ++j;
      if (i >= kN) {
        state_[0] = state_[kN - 1];
        i = 1;
      }
      if (j >= key.size()) j = 0;
    }
    for (std::uint32_t k = kN - 1; k; --k) {
      state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1566083941U)) - i;
      ++i;
      if (i >= kN) {
        state_[0] = state_[kN - 1];
        i = 1;
      }
    }
    state_[0] = 0x80000000U;
  }

  std::uint32_t next() {
    if (--left_ <= 0) refill();
    std::uint32_t y = state_[next_++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= y >> 18;
    return y;
  }

  // [0, 1), or [0, 1] when !exclusive.
  double real(bool exclusive = true) {
    const std::uint32_t a = next(), b = next();
    if (exclusive) return ((a >> 5) * 67108864.0 + (b >> 6)) * (1.0 / 9007199254740992.0);
    const unsigned __int128 x = (static_cast<unsigned __int128>(a) << 32) | b;
    const unsigned __int128 m = (static_cast<unsigned __int128>(1) << 53) | 1;
    return static_cast<double>(static_cast<std::uint64_t>((x * m) >> 64)) * (1.0 / 9007199254740992.0);
  }

  bool operator==(const MersenneTwister&) const = default;

  // A draw in [0, limit], as CRuby's limited_rand.
  std::uint64_t limited(std::uint64_t limit) {
    if (limit == 0) return 0;
    std::uint64_t mask = limit;
    for (int shift = 1; shift < 64; shift <<= 1) mask |= mask >> shift;
    for (;;) {
      std::uint64_t val = 0;
      bool retry = false;
      for (int i = 1; i >= 0 && !retry; --i) {
        if (((mask >> (i * 32)) & 0xffffffffU) == 0) continue;
        val |= static_cast<std::uint64_t>(next()) << (i * 32);
        val &= mask;
        retry = limit < val;
      }
      if (!retry) return val;
    }
  }

  // A draw in [0, limit] for a limit of any size, given by its 32-bit
  // words, lowest first (CRuby's limited_big_rand); the draw's words.
  std::vector<std::uint32_t> limited(const std::vector<std::uint32_t>& limit) {
    std::vector<std::uint32_t> r(limit.size());
    for (;;) {
      std::uint32_t mask = 0;
      bool boundary = true, retry = false;
      for (std::size_t i = limit.size(); i-- > 0 && !retry;) {
        const std::uint32_t lim = limit[i];
        if (mask) {
          mask = 0xffffffffU;
        } else {
          mask = lim;
          for (int shift = 1; shift < 32; shift <<= 1) mask |= mask >> shift;
        }
        std::uint32_t x = 0;
        if (mask) {
          x = next() & mask;
          if (boundary) {
            retry = lim < x;
            boundary = x == lim;
          }
        }
        r[i] = x;
      }
      if (!retry) return r;
    }
  }

 private:
  static constexpr std::uint32_t kN = 624, kM = 397;
  static std::uint32_t twist(std::uint32_t u, std::uint32_t v) {
    return (((u & 0x80000000U) | (v & 0x7fffffffU)) >> 1) ^ ((v & 1U) ? 0x9908b0dfU : 0U);
  }
  void refill() {
    std::uint32_t k = 0;
    for (; k < kN - kM; ++k) state_[k] = state_[k + kM] ^ twist(state_[k], state_[k + 1]);
    for (; k < kN - 1; ++k) state_[k] = state_[k + kM - kN] ^ twist(state_[k], state_[k + 1]);
    state_[kN - 1] = state_[kM - 1] ^ twist(state_[kN - 1], state_[0]);
    left_ = kN;
    next_ = 0;
  }

  std::uint32_t state_[kN] = {};
  int left_ = 1;
  std::uint32_t next_ = kN;
};

// rb_to_int: an Integer, a Float's integral part, else CRuby's TypeError.
Value random_to_int(Value v);
// Seeds mt with an Integer as CRuby does (see the top of the file).
void seed_generator(MersenneTwister& mt, Value seed);
// A fresh seed from the system's entropy, the clock and the process, as
// CRuby's Random.new_seed: an Integer of four 32-bit words (and a fifth of 1
// when the top one is 0 or 1, as CRuby keeps its leading zeros).
Value new_seed();
// Kernel#rand's generator, which srand seeds and Random.rand draws from.
MersenneTwister& default_generator();

// Random#rand(max) on mt, as CRuby's Random#rand and Random.rand: an
// Integer in [0, max), a Float in [0, max), a number in a Range; nil and
// bounds that give no number raise ArgumentError ("invalid argument - 0").
Value random_rand(MersenneTwister& mt, Value max);
// Kernel#rand's Range: a number in it, nil for an empty one, or kUndefined
// when max is no Range.
Value random_in_range(MersenneTwister& mt, Value range);
// The seed srand last gave the default generator.
Value random_default_seed();

// The Random class (runtime/random_class.cpp), the value of the constant
// `Random`; Random.srand is `srand`.
Value random_class_value();
void init_random_class(Value (*srand)(Value, const Value*, std::uint32_t));

}  // namespace rhz::rt
