// Integer's built-in methods against CRuby 3.1's answers (each expected value
// and message was taken from `ruby -e`), Bignum results at both ends of the
// fixnum range, and the operations of integer_ops.h.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

#include "runtime/bignum.h"
#include "runtime/integer_ops.h"
#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::call;
using rhz::rt::test::int_v;
using rhz::rt::test::raised;
using rhz::rt::test::str_of;

namespace {

constexpr std::int64_t kMax = kFixnumMax;  // 2**62 - 1
constexpr std::int64_t kMin = kFixnumMin;  // -2**62

std::int64_t op(std::int64_t a, const char* name, std::int64_t b) {
  Value r = call(int_v(a), name, {int_v(b)});
  REQUIRE(is_fixnum(r));
  return fixnum_value(r);
}

// a name b when the result is a Bignum: its decimal digits.
std::string big(std::int64_t a, const char* name, std::int64_t b) {
  Value r = call(int_v(a), name, {int_v(b)});
  REQUIRE(is_bignum(r));
  return integer_to_s(r);
}

}  // namespace

TEST_CASE("integer: + - * at both ends of the fixnum range", "[runtime][integer]") {
  CHECK(op(2, "+", 3) == 5);
  CHECK(op(kMax - 1, "+", 1) == kMax);
  CHECK(op(kMin, "+", kMax) == -1);
  CHECK(op(kMin + 1, "-", 1) == kMin);
  CHECK(op(-3, "*", 7) == -21);
  CHECK(op(kMin / 2, "*", 2) == kMin);
  CHECK(big(kMax, "+", 1) == "4611686018427387904");
  CHECK(big(kMin, "+", -1) == "-4611686018427387905");
  CHECK(big(kMin, "-", 1) == "-4611686018427387905");
  CHECK(big(kMax, "-", -1) == "4611686018427387904");
  CHECK(big(kMax, "*", 2) == "9223372036854775806");
  CHECK(big(kMin, "*", -1) == "4611686018427387904");
  // A product past int64 itself, not only past 63 bits.
  CHECK(big(kMax, "*", kMax) == "21267647932558653957237540927630737409");
}

TEST_CASE("integer: / and % floor toward negative infinity", "[runtime][integer]") {
  // ruby: [-7/2, -7%3, 7/-2, 7%-3, -7/-2, -7%-3, 7/2, 7%3]
  CHECK(op(-7, "/", 2) == -4);
  CHECK(op(-7, "%", 3) == 2);
  CHECK(op(7, "/", -2) == -4);
  CHECK(op(7, "%", -3) == -2);
  CHECK(op(-7, "/", -2) == 3);
  CHECK(op(-7, "%", -3) == -1);
  CHECK(op(7, "/", 2) == 3);
  CHECK(op(7, "%", 3) == 1);
  CHECK(op(-1, "/", 3) == -1);
  CHECK(op(1, "/", -3) == -1);
  CHECK(op(0, "/", -5) == 0);
  CHECK(op(1, "%", -1) == 0);
  CHECK(op(kMin, "/", 2) == -2305843009213693952);
  CHECK(op(kMin, "%", 7) == 3);
  CHECK(op(kMax, "%", -7) == -4);
  CHECK(raised([] { call(int_v(1), "/", {int_v(0)}); }) == "ZeroDivisionError: divided by 0");
  CHECK(raised([] { call(int_v(1), "%", {int_v(0)}); }) == "ZeroDivisionError: divided by 0");
  CHECK(big(kMin, "/", -1) == "4611686018427387904");
  CHECK(op(kMin, "%", -1) == 0);
}

TEST_CASE("integer: ** by squaring, Bignums past the fixnum range", "[runtime][integer]") {
  CHECK(op(3, "**", 4) == 81);
  CHECK(op(-3, "**", 3) == -27);
  CHECK(op(2, "**", 0) == 1);
  CHECK(op(0, "**", 0) == 1);
  CHECK(op(0, "**", 5) == 0);
  CHECK(op(2, "**", 61) == 2305843009213693952);
  CHECK(op(-2, "**", 61) == -2305843009213693952);
  CHECK(op(3, "**", 39) == 4052555153018976267);
  CHECK(op(7, "**", 22) == 3909821048582988049);
  CHECK(op(-1, "**", kMax) == -1);
  CHECK(op(-1, "**", kMax - 1) == 1);
  CHECK(op(1, "**", kMax) == 1);
  CHECK(big(2, "**", 62) == "4611686018427387904");
  CHECK(big(-2, "**", 62) == "4611686018427387904");
  CHECK(big(-2, "**", 63) == "-9223372036854775808");
  CHECK(big(3, "**", 40) == "12157665459056928801");
  CHECK(big(7, "**", 23) == "27368747340080916343");
  CHECK(big(kMax, "**", 2) == "21267647932558653957237540927630737409");
  // CRuby warns and answers Infinity, a Float; rhz has no Float yet.
  CHECK(raised([] { call(int_v(2), "**", {int_v(kMax)}); }) == "RangeError: the result of Integer#** is too large to compute");
}

TEST_CASE("integer: ** with a negative exponent", "[runtime][integer]") {
  // Ruby answers Integers for 1 and -1, ZeroDivisionError for 0, and a
  // Rational (outside tier A) for the rest.
  CHECK(op(1, "**", -1) == 1);
  CHECK(op(-1, "**", -1) == -1);
  CHECK(op(-1, "**", -2) == 1);
  CHECK(raised([] { call(int_v(0), "**", {int_v(-1)}); }) == "ZeroDivisionError: divided by 0");
  CHECK(raised([] { call(int_v(2), "**", {int_v(-1)}); }) ==
        "RangeError: negative exponent in Integer#**: the result is a Rational, which is not supported yet");
}

TEST_CASE("integer: shifts by negative and huge counts", "[runtime][integer]") {
  CHECK(op(1, "<<", 61) == 2305843009213693952);
  CHECK(op(-1, "<<", 62) == kMin);
  CHECK(op(5, "<<", -1) == 2);
  CHECK(op(-5, ">>", 1) == -3);
  CHECK(op(-5, ">>", -2) == -20);
  CHECK(op(1, ">>", -1) == 2);
  CHECK(op(1, "<<", -1) == 0);
  CHECK(op(-1, ">>", 62) == -1);
  CHECK(op(kMax, ">>", 61) == 1);
  CHECK(op(kMin, ">>", 62) == -1);
  CHECK(op(5, ">>", 100) == 0);
  CHECK(op(-5, ">>", 100) == -1);
  CHECK(op(-5, ">>", kMax) == -1);
  CHECK(op(1, "<<", -100) == 0);
  CHECK(op(-1, "<<", -100) == -1);
  CHECK(op(1, "<<", kMin) == 0);
  CHECK(op(0, "<<", kMax) == 0);
  CHECK(op(3, "<<", 0) == 3);
  CHECK(big(1, "<<", 62) == "4611686018427387904");
  CHECK(big(1, "<<", 64) == "18446744073709551616");
  CHECK(big(-1, "<<", 63) == "-9223372036854775808");
  CHECK(raised([] { call(int_v(1), "<<", {int_v(kMax)}); }) == "NoMemoryError: failed to allocate memory");
  CHECK(big(1, ">>", -62) == "4611686018427387904");
  CHECK(raised([] { call(int_v(1), ">>", {int_v(kMin)}); }) == "NoMemoryError: failed to allocate memory");
}

TEST_CASE("integer: unary operators and abs succ pred", "[runtime][integer]") {
  CHECK(call(int_v(5), "-@") == int_v(-5));
  CHECK(call(int_v(kMax), "-@") == int_v(-kMax));
  CHECK(call(int_v(5), "~") == int_v(-6));
  CHECK(call(int_v(kMax), "~") == int_v(kMin));
  CHECK(call(int_v(kMin), "~") == int_v(kMax));
  CHECK(call(int_v(-4), "abs") == int_v(4));
  CHECK(call(int_v(4), "abs") == int_v(4));
  CHECK(call(int_v(kMin + 1), "abs") == int_v(kMax));
  CHECK(call(int_v(1), "succ") == int_v(2));
  CHECK(call(int_v(-1), "pred") == int_v(-2));
  CHECK(integer_to_s(call(int_v(kMin), "-@")) == "4611686018427387904");
  CHECK(integer_to_s(call(int_v(kMin), "abs")) == "4611686018427387904");
  CHECK(integer_to_s(call(int_v(kMax), "succ")) == "4611686018427387904");
  CHECK(integer_to_s(call(int_v(kMin), "pred")) == "-4611686018427387905");
  // And back: a result that fits is a fixnum again.
  CHECK(call(call(int_v(kMax), "succ"), "pred") == int_v(kMax));
  CHECK(call(call(int_v(kMin), "-@"), "-@") == int_v(kMin));
}

TEST_CASE("integer: bitwise operators on negative values", "[runtime][integer]") {
  CHECK(op(6, "&", 3) == 2);
  CHECK(op(6, "|", 3) == 7);
  CHECK(op(6, "^", 3) == 5);
  CHECK(op(-6, "&", 3) == 2);
  CHECK(op(-6, "|", 3) == -5);
  CHECK(op(-6, "^", 3) == -7);
}

TEST_CASE("integer: predicates, comparisons and <=>", "[runtime][integer]") {
  CHECK(call(int_v(-4), "even?") == kTrue);
  CHECK(call(int_v(-3), "odd?") == kTrue);
  CHECK(call(int_v(kMin), "even?") == kTrue);
  CHECK(call(int_v(kMax), "odd?") == kTrue);
  CHECK(call(int_v(0), "zero?") == kTrue);
  CHECK(call(int_v(1), "zero?") == kFalse);
  CHECK(call(int_v(7), "to_i") == int_v(7));
  CHECK(call(int_v(1), "<", {int_v(2)}) == kTrue);
  CHECK(call(int_v(2), "<=", {int_v(2)}) == kTrue);
  CHECK(call(int_v(kMin), ">", {int_v(kMax)}) == kFalse);
  CHECK(call(int_v(kMax), ">=", {int_v(kMin)}) == kTrue);
  CHECK(call(int_v(3), "==", {int_v(3)}) == kTrue);
  CHECK(call(int_v(3), "!=", {int_v(3)}) == kFalse);
  CHECK(call(int_v(3), "===", {int_v(3)}) == kTrue);
  CHECK(call(int_v(-1), "<=>", {int_v(2)}) == int_v(-1));
  CHECK(call(int_v(1), "<=>", {int_v(1)}) == int_v(0));
  CHECK(call(int_v(kMax), "<=>", {int_v(kMin)}) == int_v(1));
}

TEST_CASE("integer: operands of other classes", "[runtime][integer]") {
  Value s = str_new("a");
  CHECK(call(int_v(1), "==", {s}) == kFalse);
  CHECK(call(int_v(1), "!=", {s}) == kTrue);
  CHECK(call(int_v(1), "===", {s}) == kFalse);
  CHECK(call(int_v(1), "==", {kNil}) == kFalse);
  CHECK(call(int_v(1), "<=>", {s}) == kNil);
  CHECK(call(int_v(1), "<=>", {kNil}) == kNil);
  CHECK(raised([&] { call(int_v(1), "+", {s}); }) == "TypeError: String can't be coerced into Integer");
  CHECK(raised([] { call(int_v(1), "+", {kNil}); }) == "TypeError: nil can't be coerced into Integer");
  CHECK(raised([] { call(int_v(1), "*", {kTrue}); }) == "TypeError: true can't be coerced into Integer");
  CHECK(raised([] { call(int_v(1), "-", {ary_new()}); }) == "TypeError: Array can't be coerced into Integer");
  CHECK(raised([] { call(int_v(1), "/", {kNil}); }) == "TypeError: nil can't be coerced into Integer");
  CHECK(raised([&] { call(int_v(1), "%", {s}); }) == "TypeError: String can't be coerced into Integer");
  CHECK(raised([&] { call(int_v(1), "**", {s}); }) == "TypeError: String can't be coerced into Integer");
  CHECK(raised([&] { call(int_v(1), "&", {s}); }) == "TypeError: String can't be coerced into Integer");
  CHECK(raised([] { call(int_v(1), "^", {kNil}); }) == "TypeError: nil can't be coerced into Integer");
  CHECK(raised([] { call(int_v(1), "+", {main_object()}); }) == "TypeError: Object can't be coerced into Integer");
  CHECK(raised([&] { call(int_v(1), "<", {s}); }) == "ArgumentError: comparison of Integer with String failed");
  CHECK(raised([] { call(int_v(1), "<", {kNil}); }) == "ArgumentError: comparison of Integer with nil failed");
  CHECK(raised([] { call(int_v(1), ">=", {kFalse}); }) == "ArgumentError: comparison of Integer with false failed");
  CHECK(raised([] { call(int_v(1), "<=", {ary_new()}); }) ==
        "ArgumentError: comparison of Integer with Array failed");
  CHECK(raised([&] { call(int_v(1), "<<", {s}); }) == "TypeError: no implicit conversion of String into Integer");
  CHECK(raised([] { call(int_v(1), ">>", {kNil}); }) == "TypeError: no implicit conversion of nil into Integer");
  CHECK(raised([] { call(int_v(1), "<<", {kTrue}); }) == "TypeError: no implicit conversion of true into Integer");
}

TEST_CASE("integer: to_s and inspect in every base", "[runtime][integer]") {
  auto to_s = [](std::int64_t n, std::int64_t base) { return str_of(call(int_v(n), "to_s", {int_v(base)})); };
  CHECK(str_of(call(int_v(0), "to_s")) == "0");
  CHECK(str_of(call(int_v(-42), "to_s")) == "-42");
  CHECK(str_of(call(int_v(kMin), "to_s")) == "-4611686018427387904");
  CHECK(str_of(call(int_v(kMax), "inspect")) == "4611686018427387903");
  CHECK(str_of(call(int_v(5), "inspect", {int_v(2)})) == "101");
  CHECK(to_s(255, 2) == "11111111");
  CHECK(to_s(255, 16) == "ff");
  CHECK(to_s(-255, 36) == "-73");
  CHECK(to_s(35, 36) == "z");
  CHECK(to_s(0, 7) == "0");
  CHECK(to_s(kMax, 36) == "z1ci99jj7473");
  CHECK(to_s(kMin, 16) == "-4000000000000000");
  CHECK(to_s(kMax, 2) == std::string(62, '1'));
  CHECK(to_s(kMin, 2) == "-1" + std::string(62, '0'));
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(1)}); }) == "ArgumentError: invalid radix 1");
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(37)}); }) == "ArgumentError: invalid radix 37");
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(0)}); }) == "ArgumentError: invalid radix 0");
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(-1)}); }) == "ArgumentError: invalid radix -1");
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(INT32_MIN)}); }) == "ArgumentError: invalid radix -2147483648");
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(std::int64_t{INT32_MAX} + 1)}); }) ==
        "RangeError: integer 2147483648 too big to convert to `int'");
  CHECK(raised([] { call(int_v(1), "to_s", {int_v(std::int64_t{INT32_MIN} - 1)}); }) ==
        "RangeError: integer -2147483649 too small to convert to `int'");
  CHECK(raised([] { call(int_v(1), "to_s", {kNil}); }) == "TypeError: no implicit conversion from nil to integer");
  CHECK(raised([] { call(int_v(1), "to_s", {kTrue}); }) == "TypeError: no implicit conversion of true into Integer");
  CHECK(raised([] { call(int_v(1), "to_s", {str_new("a")}); }) ==
        "TypeError: no implicit conversion of String into Integer");
}

TEST_CASE("integer: append_integer matches to_s for every base", "[runtime][integer]") {
  std::string s;
  append_integer(s, -35, 36);
  CHECK(s == "-z");
  s.clear();
  append_integer(s, INT64_MIN, 2);  // the unsigned magnitude holds even this
  CHECK(s == "-1" + std::string(63, '0'));
}
