// Float: the printer against the shortest round trip, and the encoding.
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

#include "runtime/float.h"
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

std::string printed(double d) {
  std::string out;
  append_float(out, d);
  return out;
}

}  // namespace

TEST_CASE("float: to_s prints as Ruby does, fixed or scientific", "[runtime][float]") {
  CHECK(printed(1.5) == "1.5");
  CHECK(printed(100.0) == "100.0");
  CHECK(printed(1e14) == "100000000000000.0");
  CHECK(printed(1e15) == "1.0e+15");
  CHECK(printed(1234567890123456.7) == "1234567890123456.8");
  CHECK(printed(9007199254740992.0) == "9.007199254740992e+15");
  CHECK(printed(0.0001) == "0.0001");
  CHECK(printed(0.00001) == "1.0e-05");
  CHECK(printed(0.1 + 0.2) == "0.30000000000000004");
  CHECK(printed(-0.0) == "-0.0");
  CHECK(printed(1e100) == "1.0e+100");
  CHECK(printed(-1.5e-7) == "-1.5e-07");
  CHECK(printed(INFINITY) == "Infinity");
  CHECK(printed(-INFINITY) == "-Infinity");
  CHECK(printed(std::nan("")) == "NaN");
}

TEST_CASE("float: the printed digits read back as the same double (a random sample)", "[runtime][float]") {
  std::mt19937_64 random(20261124);
  int checked = 0;
  for (int i = 0; i < 200000; ++i) {
    const std::uint64_t bits = random();
    double d;
    std::memcpy(&d, &bits, sizeof d);
    if (!std::isfinite(d)) continue;
    const std::string s = printed(d);
    double back = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), back);
    INFO(s);
    REQUIRE(r.ec == std::errc());
    REQUIRE(r.ptr == s.data() + s.size());
    REQUIRE(std::memcmp(&back, &d, sizeof d) == 0);
    ++checked;
  }
  CHECK(checked > 190000);
}

TEST_CASE("float: flonums and boxed Floats hold the same values", "[runtime][float]") {
  start();
  const double inf = std::numeric_limits<double>::infinity();
  for (double d : {0.0, -0.0, 1.5, -2.25, 1e-300, 1e300, 1e77, 1e-77, 3.0e-78, inf, -inf}) {
    const Value v = float_new(d);
    const double back = float_value(v);
    INFO(d);
    CHECK(is_float(v));
    CHECK(class_of(v) == c_Float);
    CHECK(std::memcmp(&d, &back, sizeof d) == 0);
  }
  CHECK(is_flonum(float_new(1.5)));  // the middle of the range is immediate
  CHECK(!is_flonum(float_new(1e300)));
  CHECK(std::isnan(float_value(float_new(std::nan("")))));
}

TEST_CASE("float: exact_fmod is libm's fmod bit for bit", "[runtime][float]") {
  auto same = [](double x, double y) {
    const double want = std::fmod(x, y), got = exact_fmod(x, y);
    return std::memcmp(&want, &got, sizeof want) == 0 || (std::isnan(want) && std::isnan(got));
  };
  // Any bit patterns (exponents far apart take FPREM several steps), and
  // the values of Ruby programs: integral quotients up to a few billion.
  std::mt19937_64 gen(17);
  std::size_t checked = 0;
  for (int i = 0; i < 300000; ++i) {
    double x, y;
    if (i % 2) {
      const std::uint64_t a = gen(), b = gen();
      std::memcpy(&x, &a, sizeof x);
      std::memcpy(&y, &b, sizeof y);
    } else {
      x = static_cast<double>(gen() % 4000000000) * 0.37 - 1e9;
      y = static_cast<double>(gen() % 300000) - 150000.5;
    }
    if (y == 0) continue;
    INFO(x << " % " << y);
    REQUIRE(same(x, y));
    ++checked;
  }
  CHECK(checked > 290000);
  const double inf = std::numeric_limits<double>::infinity();
  for (double x : {0.0, -0.0, 5.0, -5.0, 1e-310, -1e-310, 1e308, inf, -inf, std::nan("")})
    for (double y : {5.0, -5.0, 3.0, 1e-310, 1e308, inf, -inf, std::nan("")}) {
      INFO(x << " % " << y);
      CHECK(same(x, y));
    }
  CHECK(float_modulo(-7.5, 2.0) == 0.5);  // the divisor's sign, as Ruby's %
  CHECK(float_modulo(7.5, -2.0) == -0.5);
  CHECK(std::signbit(float_modulo(-0.0, 5.0)));
  CHECK(float_modulo(-7.5, 1e-300) < 0);  // y * m underflows: CRuby leaves fmod's remainder
}

}  // namespace rhz::rt::test
