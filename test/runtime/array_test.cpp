// Array's built-in methods, Array.new, values_equal. Every expected value and
// error message was taken from CRuby 3.1 (`ruby -e 'p ...'`).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "runtime/array_new.h"
#include "runtime/bignum.h"
#include "runtime/equal.h"
#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::ary;
using rhz::rt::test::insp;
using rhz::rt::test::s;
using rhz::rt::test::call;
using rhz::rt::test::int_v;
using rhz::rt::test::raised;
using rhz::rt::test::str_of;

namespace {

// p(recv.name(args)) as CRuby would print it, without the newline.
std::string p_call(Value recv, std::string_view name, std::initializer_list<Value> args = {}) {
  return insp(call(recv, name, args));
}

Value ints(std::initializer_list<std::int64_t> ns) {
  std::vector<Value> v;
  for (std::int64_t n : ns) v.push_back(fixnum(n));
  return ary(v);
}

Value array_new(std::vector<Value> args) {
  rhz::rt::test::start();
  return array_new_call(args.data(), static_cast<std::uint32_t>(args.size()));
}

}  // namespace

TEST_CASE("array: construction and push", "[runtime][array]") {
  Value a = ary({});
  for (int i = 0; i < 1000; ++i) ary_push(as_array(a), fixnum(i));
  CHECK(as_array(a)->len == 1000);
  CHECK(as_array(a)->ptr[999] == fixnum(999));
  CHECK(insp(ary_new(8)) == "[]");
  CHECK(insp(ints({1, 2})) == "[1, 2]");
}

TEST_CASE("array: Array.new", "[runtime][array]") {
  CHECK(insp(array_new({})) == "[]");
  CHECK(insp(array_new({int_v(0)})) == "[]");
  CHECK(insp(array_new({int_v(3)})) == "[nil, nil, nil]");
  CHECK(insp(array_new({int_v(3), int_v(0)})) == "[0, 0, 0]");
  // The same object fills every slot.
  Value shared = array_new({int_v(2), s("x")});
  call(as_array(shared)->ptr[0], "<<", {s("!")});
  CHECK(insp(shared) == "[\"x!\", \"x!\"]");
  Value src = ints({1, 2});
  Value copy = array_new({src});
  CHECK(copy != src);
  CHECK(insp(copy) == "[1, 2]");
  CHECK(raised([] { array_new({int_v(-1)}); }) == "ArgumentError: negative array size");
  CHECK(raised([] { array_new({s("a")}); }) == "TypeError: no implicit conversion of String into Integer");
  CHECK(raised([] { array_new({kNil}); }) == "TypeError: no implicit conversion from nil to integer");
  CHECK(raised([] { array_new({int_v(kFixnumMax)}); }) == "ArgumentError: array size too big");
  CHECK(raised([] { array_new({int_v(1), int_v(2), int_v(3)}); }) ==
        "ArgumentError: wrong number of arguments (given 3, expected 0..2)");
}

TEST_CASE("array: [] with negative index and [start, len]", "[runtime][array]") {
  Value a = ints({10, 20, 30, 40, 50});
  CHECK(p_call(a, "[]", {int_v(0)}) == "10");
  CHECK(p_call(a, "[]", {int_v(5)}) == "nil");
  CHECK(p_call(a, "[]", {int_v(-1)}) == "50");
  CHECK(p_call(a, "[]", {int_v(-5)}) == "10");
  CHECK(p_call(a, "[]", {int_v(-6)}) == "nil");
  CHECK(p_call(a, "[]", {int_v(1), int_v(2)}) == "[20, 30]");
  CHECK(p_call(a, "[]", {int_v(3), int_v(10)}) == "[40, 50]");
  CHECK(p_call(a, "[]", {int_v(5), int_v(1)}) == "[]");
  CHECK(p_call(a, "[]", {int_v(6), int_v(1)}) == "nil");
  CHECK(p_call(a, "[]", {int_v(-2), int_v(5)}) == "[40, 50]");
  CHECK(p_call(a, "[]", {int_v(-6), int_v(1)}) == "nil");
  CHECK(p_call(a, "[]", {int_v(0), int_v(-1)}) == "nil");
  CHECK(p_call(ary({}), "[]", {int_v(-1)}) == "nil");
  CHECK(raised([&] { call(a, "[]", {kNil}); }) == "TypeError: no implicit conversion from nil to integer");
  CHECK(raised([&] { call(a, "[]", {kTrue}); }) == "TypeError: no implicit conversion of true into Integer");
  CHECK(raised([&] { call(a, "[]", {s("x")}); }) == "TypeError: no implicit conversion of String into Integer");
}

TEST_CASE("array: []= grows with nil and checks negative indexes", "[runtime][array]") {
  Value a = ints({1, 2, 3});
  CHECK(call(a, "[]=", {int_v(0), int_v(100)}) == int_v(100));
  call(a, "[]=", {int_v(-1), int_v(300)});
  CHECK(insp(a) == "[100, 2, 300]");
  call(a, "[]=", {int_v(3), int_v(4)});
  call(a, "[]=", {int_v(6), int_v(7)});
  CHECK(insp(a) == "[100, 2, 300, 4, nil, nil, 7]");
  Value b = ary({});
  call(b, "[]=", {int_v(2), s("c")});
  CHECK(insp(b) == "[nil, nil, \"c\"]");
  Value c = ints({1, 2, 3, 4});
  CHECK(raised([&] { call(c, "[]=", {int_v(-5), int_v(1)}); }) ==
        "IndexError: index -5 too small for array; minimum: -4");
  CHECK(raised([&] { call(c, "[]=", {int_v(kFixnumMax), int_v(1)}); }) ==
        "IndexError: index 4611686018427387903 too big");
  // The [start, len]= form replaces a slice.
  Value d = ints({1, 2, 3});
  call(d, "[]=", {int_v(1), int_v(1), int_v(9)});
  CHECK(insp(d) == "[1, 9, 3]");
  call(d, "[]=", {int_v(1), int_v(0), ints({7, 8})});
  CHECK(insp(d) == "[1, 7, 8, 9, 3]");
  Value e = ints({1, 2, 3});
  call(e, "[]=", {int_v(5), int_v(2), int_v(1)});
  CHECK(insp(e) == "[1, 2, 3, nil, nil, 1]");
  CHECK(raised([&] { call(e, "[]=", {int_v(1), int_v(-1), int_v(1)}); }) == "IndexError: negative length (-1)");
  CHECK(raised([&] { call(ints({1, 2, 3}), "[]=", {int_v(-4), int_v(1), int_v(1)}); }) ==
        "IndexError: index -4 too small for array; minimum: -3");
}

TEST_CASE("array: push pop shift unshift first last", "[runtime][array]") {
  Value a = ary({});
  CHECK(call(a, "<<", {int_v(1)}) == a);
  call(a, "push", {int_v(2), int_v(3)});
  CHECK(call(a, "push") == a);
  CHECK(insp(a) == "[1, 2, 3]");
  CHECK(p_call(a, "pop") == "3");
  CHECK(p_call(a, "shift") == "1");
  CHECK(insp(a) == "[2]");
  CHECK(call(a, "unshift", {int_v(-1), int_v(0)}) == a);
  CHECK(insp(a) == "[-1, 0, 2]");
  CHECK(p_call(ary({}), "pop") == "nil");
  CHECK(p_call(ary({}), "shift") == "nil");
  CHECK(p_call(ints({1, 2, 3}), "pop", {int_v(2)}) == "[2, 3]");
  CHECK(p_call(ints({1, 2, 3}), "shift", {int_v(2)}) == "[1, 2]");
  CHECK(p_call(ints({1, 2, 3}), "first") == "1");
  CHECK(p_call(ints({1, 2, 3}), "last") == "3");
  CHECK(p_call(ary({}), "first") == "nil");
  CHECK(p_call(ary({}), "last") == "nil");
  CHECK(p_call(ints({1, 2, 3}), "first", {int_v(5)}) == "[1, 2, 3]");
  CHECK(p_call(ints({1, 2, 3}), "last", {int_v(2)}) == "[2, 3]");
  CHECK(raised([] { call(ints({1, 2}), "first", {int_v(-1)}); }) == "ArgumentError: negative array size");
  CHECK(raised([] { call(ints({1, 2}), "pop", {int_v(-1)}); }) == "ArgumentError: negative array size");
}

TEST_CASE("array: queries and equality", "[runtime][array]") {
  Value a = ary({int_v(5), int_v(3), int_v(8), int_v(3), kNil, s("x")});
  CHECK(p_call(a, "length") == "6");
  CHECK(p_call(a, "size") == "6");
  CHECK(call(a, "empty?") == kFalse);
  CHECK(call(ary({}), "empty?") == kTrue);
  CHECK(call(a, "include?", {kNil}) == kTrue);
  CHECK(call(a, "include?", {s("x")}) == kTrue);
  CHECK(call(a, "include?", {int_v(9)}) == kFalse);
  CHECK(p_call(a, "index", {int_v(3)}) == "1");
  CHECK(p_call(a, "index", {kNil}) == "4");
  CHECK(p_call(a, "index", {int_v(42)}) == "nil");
  Value nested = ary({ints({1}), ints({2})});
  CHECK(p_call(nested, "index", {ints({2})}) == "1");
  CHECK(call(ints({1, 2}), "include?", {s("1")}) == kFalse);

  CHECK(call(ints({1, 2}), "==", {ints({1, 2})}) == kTrue);
  CHECK(call(ints({1, 2}), "==", {ints({2, 1})}) == kFalse);
  CHECK(call(ints({1, 2}), "==", {ints({1, 2, 3})}) == kFalse);
  CHECK(call(ints({1, 2}), "==", {int_v(1)}) == kFalse);
  CHECK(call(ints({1, 2}), "!=", {ints({1, 2})}) == kFalse);
  CHECK(call(ary({ints({1}), s("a"), kNil}), "==", {ary({ints({1}), s("a"), kNil})}) == kTrue);
  CHECK(call(ints({1}), "==", {ary({s("1")})}) == kFalse);
  CHECK(values_equal(s("ab"), s("ab")));
  CHECK_FALSE(values_equal(s("ab"), int_v(1)));
  CHECK_FALSE(values_equal(kNil, kFalse));
  CHECK(values_equal(main_object(), main_object()));
  // Two arrays that each contain themselves are equal, as in CRuby.
  Value r1 = ary({});
  ary_push(as_array(r1), r1);
  Value r2 = ary({});
  ary_push(as_array(r2), r2);
  CHECK(values_equal(r1, r2));
}

TEST_CASE("array: reverse + dup", "[runtime][array]") {
  Value a = ints({1, 2, 3});
  CHECK(p_call(a, "reverse") == "[3, 2, 1]");
  CHECK(insp(a) == "[1, 2, 3]");
  CHECK(p_call(ary({}), "reverse") == "[]");
  CHECK(p_call(a, "+", {ints({4, 5})}) == "[1, 2, 3, 4, 5]");
  CHECK(p_call(a, "+", {a}) == "[1, 2, 3, 1, 2, 3]");
  CHECK(raised([&] { call(a, "+", {int_v(3)}); }) == "TypeError: no implicit conversion of Integer into Array");
  CHECK(raised([&] { call(a, "+", {kNil}); }) == "TypeError: no implicit conversion of nil into Array");
  Value d = call(a, "dup");
  CHECK(d != a);
  call(d, "<<", {int_v(5)});
  CHECK(insp(a) == "[1, 2, 3]");
  CHECK(insp(d) == "[1, 2, 3, 5]");
}

TEST_CASE("array: join", "[runtime][array]") {
  CHECK(str_of(call(ints({1, 2, 3}), "join")) == "123");
  CHECK(str_of(call(ints({1, 2, 3}), "join", {s(", ")})) == "1, 2, 3");
  CHECK(str_of(call(ary({}), "join", {s(",")})).empty());
  CHECK(str_of(call(ary({int_v(1), ints({2, 3}), ary({ints({4})})}), "join", {s(",")})) == "1,2,3,4");
  CHECK(str_of(call(ary({int_v(1), kNil, int_v(3)}), "join", {s("-")})) == "1--3");
  CHECK(str_of(call(ary({kNil}), "join")).empty());
  CHECK(str_of(call(ary({kTrue, kFalse}), "join", {s("|")})) == "true|false");
  CHECK(str_of(call(ary({ary({})}), "join", {s(",")})).empty());
  CHECK(str_of(call(ary({int_v(1), ary({}), int_v(2)}), "join", {s(",")})) == "1,,2");
  CHECK(str_of(call(ary({ary({}), int_v(1)}), "join", {s(",")})) == ",1");
  CHECK(str_of(call(ary({ary({ary({})}), ary({})}), "join", {s("-")})) == "-");
  CHECK(str_of(call(ary({int_v(1), ary({ints({2}), int_v(3)})}), "join", {s("-")})) == "1-2-3");
  CHECK(str_of(call(ary({int_v(1), ary({int_v(2), kNil, s("a")})}), "join", {s("-")})) == "1-2--a");
  CHECK(str_of(call(ints({1, 2}), "join", {kNil})) == "12");
  CHECK(raised([] { call(ints({1, 2}), "join", {int_v(3)}); }) ==
        "TypeError: no implicit conversion of Integer into String");
  Value r = ints({1});
  ary_push(as_array(r), r);
  CHECK(raised([&] { call(r, "join"); }) == "ArgumentError: recursive array join");
  // The guard is released after the error: a later join works.
  CHECK(str_of(call(ints({4, 5}), "join")) == "45");
}

TEST_CASE("array: sort min max", "[runtime][array]") {
  Value a = ints({5, 3, 9, 1, 7, 3});
  CHECK(p_call(a, "__sort") == "[1, 3, 3, 5, 7, 9]");
  CHECK(insp(a) == "[5, 3, 9, 1, 7, 3]");
  CHECK(p_call(ints({-5, 10, 0, -20, 3}), "__sort") == "[-20, -5, 0, 3, 10]");
  CHECK(p_call(ary({s("b"), s("a"), s("B"), s("A"), s("1"), s("")}), "__sort") ==
        "[\"\", \"1\", \"A\", \"B\", \"a\", \"b\"]");
  CHECK(p_call(ary({s("\xC3\xBC"), s("a"), s("z")}), "__sort") == "[\"a\", \"z\", \"\xC3\xBC\"]");
  CHECK(p_call(ary({ints({2, 1}), ints({1, 2})}), "__sort") == "[[1, 2], [2, 1]]");
  CHECK(p_call(ary({kNil, kNil}), "__sort") == "[nil, nil]");
  CHECK(p_call(ints({1, 2}), "<=>", {ints({1, 3})}) == "-1");
  CHECK(p_call(ints({1, 2}), "<=>", {ints({1})}) == "1");
  CHECK(p_call(ary({}), "<=>", {ary({})}) == "0");
  CHECK(p_call(ints({1}), "<=>", {int_v(1)}) == "nil");
  CHECK(p_call(ints({1}), "<=>", {ary({s("a")})}) == "nil");
  CHECK(raised([] { call(ary({int_v(3), s("a")}), "__sort"); }) ==
        "ArgumentError: comparison of Integer with String failed");
  CHECK(raised([] { call(ary({s("a"), int_v(3)}), "__sort"); }) == "ArgumentError: comparison of String with 3 failed");
  CHECK(raised([] { call(ary({int_v(1), kNil}), "__sort"); }) == "ArgumentError: comparison of Integer with nil failed");
  CHECK(raised([] { call(ary({kNil, int_v(1)}), "__sort"); }) == "ArgumentError: comparison of NilClass with 1 failed");
  CHECK(raised([] { call(ary({kTrue, kFalse}), "__sort"); }) ==
        "ArgumentError: comparison of TrueClass with false failed");
  CHECK(raised([] { call(ary({ints({1}), ary({s("a")})}), "__sort"); }) ==
        "ArgumentError: comparison of Array with Array failed");

  CHECK(p_call(ints({4, -2, 9, 0, 7}), "__min") == "-2");
  CHECK(p_call(ints({4, -2, 9, 0, 7}), "__max") == "9");
  CHECK(p_call(ary({}), "__min") == "nil");
  CHECK(p_call(ary({}), "__max") == "nil");
  CHECK(p_call(ary({s("pear"), s("apple"), s("zoo")}), "__min") == "\"apple\"");
  CHECK(p_call(ary({s("pear"), s("apple"), s("zoo")}), "__max") == "\"zoo\"");
  CHECK(p_call(ary({ints({1, 2}), ints({1})}), "__max") == "[1, 2]");
  // The best so far is the receiver of <=>, so the messages read as CRuby's
  // Array#min and #max. (CRuby's instruction for a literal `[a, b].min`
  // compares the other way round and names no `min` frame.)
  CHECK(raised([] { call(ary({int_v(1), s("a")}), "__min"); }) ==
        "ArgumentError: comparison of Integer with String failed");
  CHECK(raised([] { call(ary({s("a"), int_v(1)}), "__max"); }) == "ArgumentError: comparison of String with 1 failed");
  CHECK(raised([] { call(ary({int_v(1), kNil}), "__max"); }) == "ArgumentError: comparison of Integer with nil failed");
}

// Array#sum is the prelude's; without a block it calls the built-in __sum.
TEST_CASE("array: sum", "[runtime][array]") {
  CHECK(p_call(ints({4, -2, 9, 0, 7}), "__sum") == "18");
  CHECK(p_call(ary({}), "__sum") == "0");
  CHECK(p_call(ary({}), "__sum", {s("")}) == "\"\"");
  CHECK(p_call(ints({1, 2}), "__sum", {int_v(10)}) == "13");
  CHECK(p_call(ary({s("a"), s("b")}), "__sum", {s("")}) == "\"ab\"");
  CHECK(p_call(ary({ints({1}), ints({2})}), "__sum", {ary({})}) == "[1, 2]");
  CHECK(raised([] { call(ary({int_v(1), s("a")}), "__sum"); }) == "TypeError: String can't be coerced into Integer");
  CHECK(raised([] { call(ary({s("a"), s("b")}), "__sum"); }) == "TypeError: String can't be coerced into Integer");
  CHECK(raised([] { call(ary({int_v(1), kNil}), "__sum"); }) == "TypeError: nil can't be coerced into Integer");
  CHECK(raised([] { call(ary({int_v(1), kTrue}), "__sum"); }) == "TypeError: true can't be coerced into Integer");
  CHECK(raised([] { call(ary({int_v(1), ints({2})}), "__sum"); }) ==
        "TypeError: Array can't be coerced into Integer");
  // Leading Integers are added up first, then added to the initial value.
  CHECK(raised([] { call(ints({1, 2}), "__sum", {s("")}); }) == "TypeError: String can't be coerced into Integer");
  CHECK(integer_to_s(call(ints({kFixnumMax, 1}), "__sum")) == "4611686018427387904");
}
