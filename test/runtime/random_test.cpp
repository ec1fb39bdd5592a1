// CRuby's Mersenne Twister: seeded draws give CRuby 3.1's numbers (each
// expectation is what `ruby` printed for the same seed and draws).
#include "runtime/bignum.h"
#include "runtime/float.h"
#include "runtime/mersenne_twister.h"
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

std::string inspected(Value v) {
  std::string s;
  append_inspect(s, v);
  return s;
}

MersenneTwister seeded(Value seed) {
  MersenneTwister mt;
  seed_generator(mt, seed);
  return mt;
}

}  // namespace

TEST_CASE("random: Integers below a bound, as Random.new(42).rand(n)", "[runtime][random]") {
  MersenneTwister mt = seeded(int_v(42));
  CHECK(random_rand(mt, int_v(100)) == int_v(51));
  CHECK(random_rand(mt, int_v(100)) == int_v(92));
  CHECK(random_rand(mt, int_v(1000000)) == int_v(365838));
}

TEST_CASE("random: seeds of more than one word, and the leading-zero guard", "[runtime][random]") {
  // 2**32 + 5 has a top word of 1, which CRuby drops: init_genrand(5).
  MersenneTwister guarded = seeded(integer_add(integer_shift_left(int_v(1), 32), int_v(5)));
  CHECK(random_rand(guarded, int_v(100)) == int_v(99));
  MersenneTwister two_words = seeded(integer_shift_left(int_v(1), 40));
  CHECK(random_rand(two_words, int_v(100)) == int_v(1));
}

TEST_CASE("random: a Bignum bound draws word by word", "[runtime][random]") {
  MersenneTwister mt = seeded(int_v(1234));
  CHECK(inspected(random_rand(mt, integer_shift_left(int_v(1), 64))) == "3532910284440527571");
}

TEST_CASE("random: Floats, and an inclusive Float range", "[runtime][random]") {
  MersenneTwister a = seeded(int_v(7));
  CHECK(inspected(float_new(a.real())) == "0.07630828937395717");
  MersenneTwister b = seeded(int_v(7));
  Value range = call(main_object(), "__range_new", {float_new(1.0), float_new(2.0), kFalse});
  CHECK(inspected(random_in_range(b, range)) == "1.0763082912255402");
}

TEST_CASE("random: bounds that give no number", "[runtime][random]") {
  MersenneTwister mt = seeded(int_v(1));
  CHECK(raised([&] { random_rand(mt, int_v(0)); }) == "ArgumentError: invalid argument - 0");
  CHECK(raised([&] { random_rand(mt, int_v(-3)); }) == "ArgumentError: invalid argument - -3");
  CHECK(raised([&] { random_rand(mt, kNil); }) == "ArgumentError: invalid argument - ");
  CHECK(raised([&] { random_rand(mt, str_new("x")); }) == "TypeError: no implicit conversion of String into Integer");
}

}  // namespace rhz::rt::test
