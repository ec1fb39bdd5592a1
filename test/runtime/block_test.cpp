// Blocks as runtime objects: how yield passes values to a block's
// parameters, environments, and a break's marker caught only by its send.
#include "runtime/block.h"
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

// The values a block of `params` parameters receives from a yield of argv.
// With `rest`, the last of them is `*r`.
std::vector<Value> received(std::vector<Value> argv, std::uint32_t params, std::uint32_t* given = nullptr,
                            bool rest = false) {
  std::vector<Value> out(std::max<std::size_t>(params, 1), kUndefined);
  const std::uint32_t n =
      block_arguments(argv.data(), static_cast<std::uint32_t>(argv.size()), params, rest, out.data());
  if (given) *given = n;
  out.resize(params);
  return out;
}

}  // namespace

TEST_CASE("blocks: yield's values fill the parameters, missing ones nil, extra ones dropped", "[runtime][blocks]") {
  std::uint32_t given = 0;
  CHECK(received({int_v(1), int_v(2)}, 2, &given) == std::vector<Value>{int_v(1), int_v(2)});
  CHECK(given == 2);
  CHECK(received({int_v(1)}, 3, &given) == std::vector<Value>{int_v(1), kNil, kNil});
  CHECK(given == 1);
  CHECK(received({int_v(1), int_v(2), int_v(3)}, 1) == std::vector<Value>{int_v(1)});
  CHECK(received({}, 2) == std::vector<Value>{kNil, kNil});
}

TEST_CASE("blocks: one Array yielded to a block of two or more parameters is spread over them", "[runtime][blocks]") {
  const Value pair = ary({int_v(1), int_v(2)});
  CHECK(received({pair}, 2) == std::vector<Value>{int_v(1), int_v(2)});
  CHECK(received({ary({int_v(7)})}, 2) == std::vector<Value>{int_v(7), kNil});
  CHECK(received({ary({int_v(1), int_v(2), int_v(3)})}, 2) == std::vector<Value>{int_v(1), int_v(2)});
  // Not spread: one parameter, or more than one value.
  CHECK(received({pair}, 1) == std::vector<Value>{pair});
  CHECK(received({pair, int_v(3)}, 2) == std::vector<Value>{pair, int_v(3)});
  // In place, as tier 1 calls it (the values are already where the block's frame starts).
  std::vector<Value> slots{pair, kUndefined};
  CHECK(block_arguments(slots.data(), 1, 2, false, slots.data()) == 2);
  CHECK(slots == std::vector<Value>{int_v(1), int_v(2)});
}

TEST_CASE("blocks: a splat parameter takes the values past the others as an Array", "[runtime][blocks]") {
  auto elements = [](Value a) { return std::vector<Value>(as_array(a)->ptr, as_array(a)->ptr + as_array(a)->len); };
  std::uint32_t given = 0;
  // |a, *r| given 1, 2, 3: a = 1, r = [2, 3].
  std::vector<Value> got = received({int_v(1), int_v(2), int_v(3)}, 2, &given, true);
  CHECK(got[0] == int_v(1));
  CHECK(elements(got[1]) == std::vector<Value>{int_v(2), int_v(3)});
  CHECK(given == 1);
  // Given nothing: a = nil, r = [].
  got = received({}, 2, &given, true);
  CHECK(got[0] == kNil);
  CHECK(elements(got[1]).empty());
  // One Array is spread when a parameter comes before the splat ...
  got = received({ary({int_v(4), int_v(5), int_v(6)})}, 2, nullptr, true);
  CHECK(got[0] == int_v(4));
  CHECK(elements(got[1]) == std::vector<Value>{int_v(5), int_v(6)});
  // ... and kept whole by a lone splat: |*r| given [7, 8] has r = [[7, 8]].
  const Value pair = ary({int_v(7), int_v(8)});
  got = received({pair}, 1, nullptr, true);
  CHECK(elements(got[0]) == std::vector<Value>{pair});
  // In place, as tier 1 calls it.
  std::vector<Value> slots{int_v(1), int_v(2), int_v(3)};
  CHECK(block_arguments(slots.data(), 3, 2, true, slots.data()) == 1);
  CHECK(slots[0] == int_v(1));
  CHECK(elements(slots[1]) == std::vector<Value>{int_v(2), int_v(3)});
}

TEST_CASE("blocks: an environment starts nil after the link to the one around", "[runtime][blocks]") {
  const Value outer = env_new(kNil, 2);
  const Value env = env_new(outer, 3);
  CHECK(as_env(env)->slots[0] == outer);
  CHECK(as_env(env)->slots[1] == kNil);
  CHECK(as_env(env)->slots[2] == kNil);
  CHECK(as_env(outer)->slots[0] == kNil);
}

TEST_CASE("blocks: a break's marker becomes its value only at the send of its own block", "[runtime][blocks]") {
  const Value inner = block_new(1, kNil, main_object());
  const Value outer = block_new(2, kNil, main_object());
  CHECK(is_block(inner));
  CHECK(block_method(as_block(outer)) == 2);
  const Value marker = block_break(inner, int_v(42));
  CHECK(marker == kBreakMarker);
  // A send with another block passes the marker on; the one with the
  // breaking block takes the value.
  CHECK(catch_break(marker, outer) == kBreakMarker);
  CHECK(catch_break(marker, inner) == int_v(42));
  // A result that is not the marker is the send's result.
  CHECK(catch_break(int_v(5), inner) == int_v(5));
}

}  // namespace rhz::rt::test
