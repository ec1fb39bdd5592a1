// Division by constants: the multipliers against the hardware's quotients,
// and the tagged-word shortcut against floored division.

#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "codegen/division_magic.h"

using namespace rhz::codegen;

namespace {

std::vector<std::int64_t> divisors() {
  std::vector<std::int64_t> ds;
  for (std::int64_t d = 2; d <= 300; ++d) ds.push_back(d);
  for (int k = 9; k < 63; ++k) {
    ds.push_back(std::int64_t{1} << k);
    ds.push_back((std::int64_t{1} << k) - 1);
    ds.push_back((std::int64_t{1} << k) + 1);
  }
  for (std::int64_t d : {1'000'000'007LL, 48'271LL, 641LL, 1'000'000LL, 0x3fffffffLL, 0x7fffffffLL, 0x7fffffffffffffffLL})
    ds.push_back(d);
  const std::size_t positive = ds.size();
  for (std::size_t i = 0; i < positive; ++i) ds.push_back(-ds[i]);
  ds.push_back(INT64_MIN);
  return ds;
}

std::vector<std::int64_t> dividends(std::int64_t d) {
  std::vector<std::int64_t> ns = {0, 1, -1, 2, -2, INT64_MAX, INT64_MIN, INT64_MAX - 1, INT64_MIN + 1};
  for (std::int64_t k : {1LL, 2LL, 3LL, 1000LL}) {
    if (d > INT64_MIN / k && d < INT64_MAX / k && -d > INT64_MIN / k && -d < INT64_MAX / k)
      for (std::int64_t e : {-1LL, 0LL, 1LL}) {
        ns.push_back(d * k + e);
        ns.push_back(-d * k + e);
      }
  }
  std::mt19937_64 rng(static_cast<std::uint64_t>(d) * 0x9e3779b97f4a7c15ull);
  for (int i = 0; i < 400; ++i) {
    ns.push_back(static_cast<std::int64_t>(rng()));
    ns.push_back(static_cast<std::int64_t>(rng()) >> (rng() % 64));
  }
  return ns;
}

std::int64_t floor_div(std::int64_t n, std::int64_t d) {
  std::int64_t q = n / d;
  if (n % d != 0 && ((n % d < 0) != (d < 0))) --q;
  return q;
}

}  // namespace

TEST_CASE("division magic gives idiv's truncated quotient for every dividend", "[codegen][division]") {
  for (std::int64_t d : divisors()) {
    const DivisionMagic magic = division_magic(d);
    CHECK(magic.shift < 64);
    for (std::int64_t n : dividends(d)) {
      if (n == INT64_MIN && d == -1) continue;
      INFO(n << " / " << d);
      REQUIRE(magic_quotient(n, d, magic) == n / d);
    }
  }
}

TEST_CASE("without its last step the magic floors an odd dividend by an even divisor", "[codegen][division]") {
  for (std::int64_t d : divisors()) {
    if (d % 2 != 0) continue;
    const DivisionMagic magic = division_magic(d);
    for (std::int64_t n : dividends(d)) {
      n |= 1;  // a tagged fixnum is odd
      INFO(n << " / " << d);
      REQUIRE(magic_floor_of_odd(n, d, magic) == floor_div(n, d));
    }
  }
}

TEST_CASE("division magic refuses the divisors it has none for", "[codegen][division]") {
  for (std::int64_t d : {-1, 0, 1}) CHECK_THROWS(division_magic(d));
}
