// Rounding to decimal digits (runtime/rounding.cpp): the cases where
// CRuby's arithmetic differs from the obvious formula, and String#succ's
// carries (runtime/string_succ.cpp).
#include <cmath>
#include <string>

#include "runtime/bignum.h"
#include "runtime/float.h"
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

double rounded(double x, const char* method, std::int64_t digits) {
  const Value r = call(float_new(x), method, {int_v(digits)});
  REQUIRE(is_float(r));
  return float_value(r);
}

}  // namespace

TEST_CASE("rounding: Float digits as CRuby scales, rounds and checks back", "[runtime][rounding]") {
  // round_half_up's check against the original rounds up values whose
  // double lies just below the tie (2.675 is 2.67499999...).
  CHECK(rounded(2.675, "round", 2) == 2.68);
  CHECK(rounded(1.005, "round", 2) == 1.01);
  CHECK(rounded(-1.25, "round", 1) == -1.3);
  // floor's (mul + 1) / f probe keeps 578.42, where floor(x * f) / f gives 578.41.
  CHECK(rounded(578.42, "floor", 2) == 578.42);
  CHECK(rounded(-291.4, "ceil", 1) == -291.4);
  // Too small for the digits: a positive zero (floor of a positive, ceil of a negative).
  CHECK(std::signbit(rounded(-1e-20, "ceil", 3)) == false);
  // More than 14 digits: the exact value as a Rational, divided back as to_f does.
  CHECK(rounded(2 / 3.0, "round", 15) == 0.666666666666667);
  CHECK(rounded(0.868531577028118, "round", 17) == 0.8685315770281181);
}

TEST_CASE("rounding: Integer digits, with CRuby's Bignum ceil quirk", "[runtime][rounding]") {
  CHECK(call(int_v(1255), "round", {int_v(-1)}) == int_v(1260));
  CHECK(call(int_v(-1255), "round", {int_v(-1)}) == int_v(-1260));
  CHECK(call(int_v(-15), "floor", {int_v(-1)}) == int_v(-20));
  CHECK(call(int_v(-15), "truncate", {int_v(-1)}) == int_v(-10));
  CHECK(call(int_v(5), "floor", {int_v(-20)}) == int_v(0));  // int_round_zero_p
  // 0.ceil(-19): 10**19 is a Bignum, and CRuby steps past the exact 0.
  CHECK(insp(call(int_v(0), "ceil", {int_v(-19)})) == "10000000000000000000");
}

TEST_CASE("string succ: carries across punctuation but not between kinds", "[runtime][rounding]") {
  CHECK(str_of(call(s("az"), "succ")) == "ba");
  CHECK(str_of(call(s("Zz"), "succ")) == "AAa");
  CHECK(str_of(call(s("1.9"), "succ")) == "2.0");
  CHECK(str_of(call(s("a-9"), "succ")) == "a-10");
  CHECK(str_of(call(s("zz99"), "succ")) == "aaa00");
  CHECK(str_of(call(s("!"), "succ")) == "\"");
}

}  // namespace rhz::rt::test
