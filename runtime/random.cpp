// Kernel#rand and #srand: CRuby's default generator, the Mersenne Twister
// MT19937 seeded and drawn from exactly as CRuby 3.1 does, so that a
// program that calls srand(seed) gets CRuby's numbers:
//   - srand(n), n below 2**32: the generator's init_genrand(n); larger
//     seeds go in by their 32-bit words (init_by_array), lowest first;
//   - rand: a Float in [0, 1) from two draws (53 bits: a >> 5, b >> 6);
//   - rand(n), n a positive Integer: a draw below n by masking and retrying
//     (CRuby's limited_rand), one 32-bit draw per 32 bits of n - 1;
//   - rand(x), x a Float: rand(x.to_i); rand(0) and rand(nil) are rand.
// Without srand the generator is seeded from the clock and the process,
// as CRuby seeds it from the system's entropy: the numbers differ per run.
// The Random class is not rhz's yet (a program may define its own).
#include <cmath>
#include <cstdint>
#include <ctime>
#include <string>
#include <vector>

#include <unistd.h>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"

namespace rhz::rt {

namespace {

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

  double real() {
    const std::uint32_t a = next() >> 5, b = next() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }

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

MersenneTwister& generator() {
  static MersenneTwister* mt = [] {
    auto* m = new MersenneTwister();
    m->seed(static_cast<std::uint32_t>(std::time(nullptr)) ^ (static_cast<std::uint32_t>(getpid()) << 16));
    return m;
  }();
  return *mt;
}

Value current_seed = fixnum(0);

Value kernel_srand(Value, const Value* argv, std::uint32_t argc) {
  const Value previous = current_seed;
  Value seed = argc ? argv[0] : fixnum(static_cast<std::int64_t>(std::time(nullptr)));
  if (is_float(seed)) seed = integer_from_double(float_value(seed));
  if (!is_fixnum(seed)) raise(c_NotImplementedError, "srand with a seed of " + std::string(conversion_name(seed)) + " is not supported by rhz yet");
  const std::int64_t n = fixnum_value(seed);
  const std::uint64_t magnitude = n < 0 ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
  if (magnitude >> 32) generator().seed({static_cast<std::uint32_t>(magnitude), static_cast<std::uint32_t>(magnitude >> 32)});
  else generator().seed(static_cast<std::uint32_t>(magnitude));
  current_seed = seed;
  return previous;
}

Value kernel_rand(Value, const Value* argv, std::uint32_t argc) {
  Value max = argc ? argv[0] : kNil;
  if (max == kNil) return float_new(generator().real());
  // Kernel#rand truncates a Float bound (Random#rand would not).
  if (is_float(max) && std::fabs(float_value(max)) < 4.6e18) max = fixnum(static_cast<std::int64_t>(float_value(max)));
  if (!is_fixnum(max)) raise(c_NotImplementedError, "rand of " + std::string(conversion_name(max)) + " is not supported by rhz yet");
  std::int64_t n = fixnum_value(max);
  if (n < 0) n = -n;  // Kernel#rand takes the magnitude
  if (n == 0) return float_new(generator().real());
  return fixnum(static_cast<std::int64_t>(generator().limited(static_cast<std::uint64_t>(n - 1))));
}

}  // namespace

void init_random_methods() {
  define_native(c_Kernel, "rand", kernel_rand, 0, 1, true);
  define_native(c_Kernel, "srand", kernel_srand, 0, 1, true);
}

}  // namespace rhz::rt
