// Kernel#rand and #srand, and what they share with the Random class
// (runtime/random_class.cpp): seeding by an Integer, the draws of
// Random#rand(max) and of a Range, on CRuby's Mersenne Twister
// (runtime/mersenne_twister.h). Kernel#rand is more forgiving than
// Random#rand, as CRuby's: it takes a bound's magnitude and truncates a
// Float bound, and rand(0), rand(nil) and an empty Range give a Float, a
// Float and nil where Random#rand raises ArgumentError.
// Without srand the generator is seeded from the system's entropy, the clock
// and the process, as CRuby's is: the numbers differ per run.
#include <cmath>
#include <cstdint>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include <unistd.h>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/mersenne_twister.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/string_conv.h"

namespace rhz::rt {

namespace {

// The 32-bit words of |n|, lowest first (at least one).
std::vector<std::uint32_t> magnitude_words(Value n) {
  std::vector<std::uint32_t> words;
  if (is_fixnum(n)) {
    const std::int64_t v = fixnum_value(n);
    std::uint64_t m = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
    do {
      words.push_back(static_cast<std::uint32_t>(m));
      m >>= 32;
    } while (m);
    return words;
  }
  std::string hex = integer_to_s(n, 16);
  if (hex[0] == '-') hex.erase(0, 1);
  for (std::size_t end = hex.size(); end > 0;) {
    const std::size_t begin = end > 8 ? end - 8 : 0;
    words.push_back(static_cast<std::uint32_t>(std::stoul(hex.substr(begin, end - begin), nullptr, 16)));
    end = begin;
  }
  return words;
}

// The Integer whose words, lowest first, are `words`.
Value integer_of_words(const std::vector<std::uint32_t>& words) {
  static const char* const digits = "0123456789abcdef";
  std::string hex;
  for (std::size_t i = words.size(); i-- > 0;)
    for (int shift = 28; shift >= 0; shift -= 4) hex.push_back(digits[(words[i] >> shift) & 15]);
  return integer_from_digits(hex, 16);
}

[[noreturn]] void domain_error() {
  raise(c_NotImplementedError, "a random number with an infinite or NaN bound (Errno::EDOM) is not supported by rhz yet");
}

[[noreturn]] void invalid_argument(Value arg) {
  std::string text;
  append_to_s(text, arg);
  raise(c_ArgumentError, "invalid argument - " + text);
}

double finite(double d) {
  if (std::isinf(d) || std::isnan(d)) domain_error();
  return d;
}

// A draw in [0, limit] for an Integer limit >= 0.
Value draw_up_to(MersenneTwister& mt, Value limit) {
  if (is_fixnum(limit)) return fixnum(static_cast<std::int64_t>(mt.limited(static_cast<std::uint64_t>(fixnum_value(limit)))));
  return integer_of_words(mt.limited(magnitude_words(limit)));
}

// A draw in [0, |max|) (CRuby's rand_int), or nil for 0, and for a negative
// max when `restrictive` (Random#rand).
Value draw_below(MersenneTwister& mt, Value max, bool restrictive) {
  if (max == fixnum(0)) return kNil;
  if (integer_compare(max, fixnum(0)) < 0) {
    if (restrictive) return kNil;
    max = integer_negate(max);
  }
  return draw_up_to(mt, integer_sub(max, fixnum(1)));
}

Value current_seed = kUndefined;  // static data, which the collector scans

}  // namespace

Value random_to_int(Value v) {
  if (is_integer(v)) return v;
  if (is_float(v)) return float_to_integer(float_value(v));
  raise_no_conversion(v, "Integer");  // nil too: rb_to_int's "of nil into Integer"
}

void seed_generator(MersenneTwister& mt, Value seed) {
  std::vector<std::uint32_t> words = magnitude_words(seed);
  if (words.size() > 1 && words.back() == 1) words.pop_back();  // CRuby's leading-zero guard
  if (words.size() == 1) mt.seed(words[0]);
  else mt.seed(words);
}

Value new_seed() {
  std::vector<std::uint32_t> words(4);
  std::random_device device;
  for (std::uint32_t& w : words) w = device();
  timespec now{};
  clock_gettime(CLOCK_REALTIME, &now);
  words[0] ^= static_cast<std::uint32_t>(now.tv_nsec);
  words[1] ^= static_cast<std::uint32_t>(now.tv_sec);
  static std::uint32_t count = 0;
  words[2] ^= static_cast<std::uint32_t>(getpid()) ^ (count++ << 16);
  if (words.back() <= 1) words.push_back(1);
  return integer_of_words(words);
}

MersenneTwister& default_generator() {
  static MersenneTwister* mt = [] {
    auto* m = new MersenneTwister();
    current_seed = new_seed();
    seed_generator(*m, current_seed);
    return m;
  }();
  return *mt;
}

Value random_in_range(MersenneTwister& mt, Value range) {
  if (!is_range(range)) return kUndefined;
  Value begin, end;
  bool exclusive;
  range_parts(range, begin, end, exclusive);
  if (begin == kNil || end == kNil) domain_error();
  const bool numeric = (is_integer(begin) || is_float(begin)) && (is_integer(end) || is_float(end));
  if (!numeric) raise_no_conversion(range, "Integer");
  Value v = kNil;
  if (is_integer(begin) && is_integer(end)) {
    const Value max = exclusive ? integer_sub(integer_sub(end, begin), fixnum(1)) : integer_sub(end, begin);
    if (integer_compare(max, fixnum(0)) >= 0) v = draw_up_to(mt, max);
  } else {
    const double b = is_float(begin) ? float_value(begin) : integer_to_double(begin);
    const double e = is_float(end) ? float_value(end) : integer_to_double(end);
    double max = e - b;
    if (std::isinf(max)) {
      // Ends too far apart for their difference: halves, then twice the draw.
      const double low = finite(b) / 2.0, high = finite(e) / 2.0;
      return float_new((mt.real(exclusive) - 0.5) * (high - low) * 2 + (high + low));
    }
    if (std::isnan(max)) domain_error();
    if (max > 0.0) v = float_new(mt.real(exclusive) * max);
    else if (max == 0.0 && !exclusive) v = float_new(0.0);
  }
  if (v == kNil) return kNil;
  if (is_float(v)) return float_new(float_value(v) + (is_float(begin) ? float_value(begin) : integer_to_double(begin)));
  return integer_add(begin, v);
}

Value random_rand(MersenneTwister& mt, Value max) {
  Value v = kNil;
  if (is_integer(max)) {
    v = draw_below(mt, max, true);
  } else if (is_float(max)) {
    const double bound = finite(float_value(max));
    if (bound >= 0) v = float_new(bound > 0 ? mt.real() * bound : mt.real());
  } else if (max != kNil) {
    v = random_in_range(mt, max);
    if (v == kUndefined) integer_arg(max);  // CRuby's TypeError for what is no bound
  }
  if (v == kNil || v == kUndefined) invalid_argument(max);
  return v;
}

namespace {

Value kernel_srand(Value, const Value* argv, std::uint32_t argc) {
  default_generator();  // seeded, so that the first srand returns that seed
  const Value previous = current_seed;
  const Value seed = argc ? random_to_int(argv[0]) : new_seed();
  seed_generator(default_generator(), seed);
  current_seed = seed;
  return previous;
}

Value kernel_rand(Value, const Value* argv, std::uint32_t argc) {
  MersenneTwister& mt = default_generator();
  Value max = argc ? argv[0] : kNil;
  if (max != kNil) {
    if (Value v = random_in_range(mt, max); v != kUndefined) return v;
    max = random_to_int(max);
    if (Value v = draw_below(mt, max, false); v != kNil) return v;
  }
  return float_new(mt.real());
}

}  // namespace

Value random_default_seed() {
  default_generator();
  return current_seed;
}

void init_random_methods() {
  define_native(c_Kernel, "rand", kernel_rand, 0, 1, true);
  define_native(c_Kernel, "srand", kernel_srand, 0, 1, true);
  init_random_class(kernel_srand);
}

}  // namespace rhz::rt
