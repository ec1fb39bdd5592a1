// Hash: insertion order through updates, deletes and growth; eql? keys.
#include "runtime/class_objects.h"
#include "runtime/float.h"
#include "runtime/hash.h"
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

Value new_hash() { return call(main_object(), "__hash_new"); }

std::string inspected(Value v) {
  std::string s;
  append_inspect(s, v);
  return s;
}

}  // namespace

TEST_CASE("hash: keys stay in insertion order", "[runtime][hash]") {
  Value h = new_hash();
  for (int i = 9; i >= 0; --i) call(h, "[]=", {int_v(i), int_v(i * i)});
  CHECK(inspected(call(h, "keys")) == "[9, 8, 7, 6, 5, 4, 3, 2, 1, 0]");
  // Updating a key keeps its place; deleting and inserting again moves it last.
  call(h, "[]=", {int_v(5), int_v(-1)});
  call(h, "delete", {int_v(9)});
  call(h, "[]=", {int_v(9), int_v(0)});
  CHECK(inspected(h) == "{8=>64, 7=>49, 6=>36, 5=>-1, 4=>16, 3=>9, 2=>4, 1=>1, 0=>0, 9=>0}");
  CHECK(call(h, "size") == int_v(10));
}

TEST_CASE("hash: order survives growth and many deletions", "[runtime][hash]") {
  Value h = new_hash();
  for (int i = 0; i < 1000; ++i) call(h, "[]=", {int_v(i), int_v(i)});
  for (int i = 0; i < 1000; i += 2) call(h, "delete", {int_v(i)});
  for (int i = 1000; i < 1500; ++i) call(h, "[]=", {int_v(i), int_v(i)});
  Value keys = call(h, "keys");
  REQUIRE(as_array(keys)->len == 1000);
  std::int64_t expected = 1;
  for (std::int64_t i = 0; i < 1000; ++i) {
    CHECK(as_array(keys)->ptr[i] == int_v(expected));
    expected += expected < 999 ? 2 : 1;
  }
  CHECK(call(h, "key?", {int_v(500)}) == kFalse);
  CHECK(call(h, "[]", {int_v(501)}) == int_v(501));
}

TEST_CASE("hash: keys compare as eql? does", "[runtime][hash]") {
  Value h = new_hash();
  call(h, "[]=", {int_v(1), str_new("int")});
  call(h, "[]=", {float_new(1.0), str_new("float")});
  Value key = str_new("k");
  call(h, "[]=", {key, int_v(1)});
  str_append(as_string(key), "!");  // the Hash kept its own copy
  call(h, "[]=", {str_new("k"), int_v(2)});
  Value pair = ary_new_from(std::vector<Value>{int_v(1), int_v(2)}.data(), 2);
  call(h, "[]=", {pair, int_v(3)});
  CHECK(call(h, "size") == int_v(4));
  CHECK(str_of(call(h, "[]", {int_v(1)})) == "int");
  CHECK(str_of(call(h, "[]", {float_new(1.0)})) == "float");
  CHECK(call(h, "[]", {str_new("k")}) == int_v(2));
  CHECK(call(h, "[]", {ary_new_from(std::vector<Value>{int_v(1), int_v(2)}.data(), 2)}) == int_v(3));
  CHECK(call(h, "[]", {symbol_value(intern("k"))}) == kNil);
}

TEST_CASE("hash: fetch (the native under the prelude's) raises KeyError, == ignores order", "[runtime][hash]") {
  Value a = new_hash(), b = new_hash();
  call(a, "[]=", {symbol_value(intern("x")), int_v(1)});
  call(a, "[]=", {symbol_value(intern("y")), int_v(2)});
  call(b, "[]=", {symbol_value(intern("y")), int_v(2)});
  call(b, "[]=", {symbol_value(intern("x")), int_v(1)});
  CHECK(call(a, "==", {b}) == kTrue);
  CHECK(call(a, "__fetch", {symbol_value(intern("z")), int_v(0)}) == int_v(0));
  CHECK_THROWS_MATCHES(call(a, "__fetch", {symbol_value(intern("z"))}), RubyError,
                       Catch::Predicate<RubyError>([](const RubyError& e) {
                         return e.klass == c_KeyError && e.message == "key not found: :z";
                       }));
}

TEST_CASE("hash: Kernel#hash and #eql? agree with how keys compare", "[runtime][hash]") {
  const Value a = ary_new_from(std::vector<Value>{int_v(1), str_new("x")}.data(), 2);
  const Value b = ary_new_from(std::vector<Value>{int_v(1), str_new("x")}.data(), 2);
  CHECK(call(a, "hash") == call(b, "hash"));
  CHECK(call(a, "eql?", {b}) == kTrue);
  CHECK(call(int_v(1), "eql?", {float_new(1.0)}) == kFalse);
  CHECK(call(str_new("ab"), "hash") == call(str_new("ab"), "hash"));
  CHECK(call(str_new("ab"), "hash") != call(str_new("ba"), "hash"));
  CHECK(is_fixnum(call(float_new(2.5), "hash")));
}

}  // namespace rhz::rt::test
