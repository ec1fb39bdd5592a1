// Bignum arithmetic (runtime/bignum.h) checked against identities that
// must hold for all Integers, over a deterministic sample of fixnums and
// Bignums of many sizes and both signs, through Integer's methods as
// programs call them; and the normal form: a value that fits is a fixnum.
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "runtime/bignum.h"
#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::call;
using rhz::rt::test::int_v;

namespace {

// A normal form check: fixnum-sized values are never Bignums.
bool normal(Value v) {
  if (is_fixnum(v)) return true;
  REQUIRE(is_bignum(v));
  return integer_compare(v, int_v(kFixnumMax)) > 0 || integer_compare(v, int_v(kFixnumMin)) < 0;
}

bool same(Value a, Value b) { return call(a, "==", {b}) == kTrue; }

// Integers from 1 to ~600 decimal digits, both signs, with the fixnum edges.
std::vector<Value> sample() {
  std::mt19937_64 rng(20261124);
  std::vector<Value> out{int_v(0),         int_v(1),         int_v(-1),        int_v(kFixnumMax),
                         int_v(kFixnumMin), int_v(kFixnumMax - 1), int_v(kFixnumMin + 1), int_v(7)};
  for (int i = 0; i < 60; ++i) {
    std::size_t digits = 1 + rng() % (i < 20 ? 25 : 600);
    std::string text = (rng() & 1) ? "-" : "";
    text += static_cast<char>('1' + rng() % 9);
    for (std::size_t d = 1; d < digits; ++d) text += static_cast<char>('0' + rng() % 10);
    Value v = bignum_literal(text);
    REQUIRE(integer_to_s(v) == text);
    out.push_back(v);
  }
  return out;
}

}  // namespace

TEST_CASE("bignum: + - * / % satisfy the ring and floor-division identities", "[runtime][bignum]") {
  const std::vector<Value> xs = sample();
  for (Value a : xs) {
    for (Value b : xs) {
      INFO(integer_to_s(a) << " and " << integer_to_s(b));
      Value sum = call(a, "+", {b});
      Value diff = call(a, "-", {b});
      Value prod = call(a, "*", {b});
      CHECK((normal(sum) && normal(diff) && normal(prod)));
      CHECK(same(call(sum, "-", {b}), a));
      CHECK(same(call(diff, "+", {b}), a));
      CHECK(same(sum, call(b, "+", {a})));
      CHECK(same(prod, call(b, "*", {a})));
      if (b == int_v(0)) continue;
      Value q = call(a, "/", {b});
      Value r = call(a, "%", {b});
      CHECK((normal(q) && normal(r)));
      // a == q*b + r, with r of b's sign and |r| < |b| (Ruby floors).
      CHECK(same(call(call(q, "*", {b}), "+", {r}), a));
      CHECK(integer_compare(call(r, "abs"), call(b, "abs")) < 0);
      if (r != int_v(0)) CHECK((integer_compare(r, int_v(0)) < 0) == (integer_compare(b, int_v(0)) < 0));
      if (a != int_v(0)) CHECK(same(call(prod, "/", {a}), b));
    }
  }
}

TEST_CASE("bignum: bitwise operators and shifts agree with two's complement", "[runtime][bignum]") {
  const std::vector<Value> xs = sample();
  for (Value a : xs) {
    INFO(integer_to_s(a));
    CHECK(same(call(call(a, "~"), "~"), a));
    CHECK(same(call(a, "~"), call(call(a, "-@"), "-", {int_v(1)})));  // ~a == -a - 1
    for (std::int64_t k : {1, 7, 63, 64, 65, 200}) {
      Value up = call(a, "<<", {int_v(k)});
      CHECK(normal(up));
      CHECK(same(call(up, ">>", {int_v(k)}), a));
      CHECK(same(up, call(a, "*", {call(int_v(2), "**", {int_v(k)})})));
      // >> floors: a >> k == a / 2**k.
      CHECK(same(call(a, ">>", {int_v(k)}), call(a, "/", {call(int_v(2), "**", {int_v(k)})})));
    }
    for (Value b : xs) {
      Value x = call(a, "^", {b});
      CHECK(same(call(x, "^", {b}), a));
      // a + b == (a ^ b) + 2 * (a & b), and a | b == (a ^ b) | (a & b).
      Value both = call(a, "&", {b});
      CHECK(same(call(a, "+", {b}), call(x, "+", {call(both, "*", {int_v(2)})})));
      CHECK(same(call(a, "|", {b}), call(x, "|", {both})));
      CHECK((normal(x) && normal(both)));
    }
  }
}

TEST_CASE("bignum: comparisons order the sample as subtraction does", "[runtime][bignum]") {
  const std::vector<Value> xs = sample();
  for (Value a : xs) {
    for (Value b : xs) {
      Value d = call(a, "-", {b});
      const int sign = integer_compare(d, int_v(0));
      CHECK(call(a, "<=>", {b}) == int_v(sign));
      CHECK(call(a, "<", {b}) == to_bool(sign < 0));
      CHECK(call(a, ">=", {b}) == to_bool(sign >= 0));
      CHECK(call(a, "==", {b}) == to_bool(sign == 0));
    }
  }
}

TEST_CASE("bignum: to_s in every base reads back, and powers are repeated products", "[runtime][bignum]") {
  const std::vector<Value> xs = sample();
  for (Value a : xs) {
    for (int base : {2, 7, 10, 16, 36}) {
      std::string text = integer_to_s(a, base);
      mpz_t back;
      REQUIRE(mpz_init_set_str(back, text.c_str(), base) == 0);
      CHECK(mpz_cmp(back, MpzOf(a)) == 0);
      mpz_clear(back);
    }
  }
  Value p = int_v(1);
  for (int e = 0; e <= 80; ++e) {
    CHECK(same(call(int_v(-3), "**", {int_v(e)}), p));
    p = call(p, "*", {int_v(-3)});
  }
}

TEST_CASE("bignum: results back in the fixnum range are fixnums", "[runtime][bignum]") {
  Value big = call(int_v(kFixnumMax), "+", {int_v(1)});
  CHECK(is_bignum(big));
  CHECK(call(big, "-", {int_v(1)}) == int_v(kFixnumMax));
  CHECK(same(call(call(big, "*", {big}), "/", {big}), big));
  CHECK(call(call(int_v(kFixnumMin), "-", {int_v(1)}), "+", {int_v(1)}) == int_v(kFixnumMin));
  CHECK(call(big, "%", {int_v(1000)}) == int_v(904));
  CHECK(call(big, ">>", {int_v(62)}) == int_v(1));
  CHECK(same(call(call(big, "-@"), "-@"), big));
  // Two Bignums with one value are ==, and == a fixnum never.
  CHECK(call(big, "==", {bignum_literal("4611686018427387904")}) == kTrue);
  CHECK(call(big, "==", {int_v(kFixnumMax)}) == kFalse);
}
