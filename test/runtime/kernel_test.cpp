// Kernel's output methods captured byte for byte, the methods every object
// answers, nil/true/false, main, and describe_receiver. Every expected string
// was taken from CRuby 3.1 (`ruby -e '...' | od -c`).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "runtime/output.h"
#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::ary;
using rhz::rt::test::call;
using rhz::rt::test::captured;
using rhz::rt::test::int_v;
using rhz::rt::test::str_of;

namespace {

// Kernel's private output methods, called as the interpreter would on main.
Value kernel(const char* name, std::vector<Value> args) {
  rhz::rt::test::start();
  const MethodEntry* m = find_method(c_Object, intern(name));
  REQUIRE(m != nullptr);
  CHECK(m->is_private);
  return m->native(main_object(), args.data(), static_cast<std::uint32_t>(args.size()));
}

std::string puts_out(std::vector<Value> args) {
  return captured([&] { CHECK(kernel("puts", args) == kNil); });
}

}  // namespace

TEST_CASE("kernel: puts", "[runtime][kernel]") {
  CHECK(puts_out({}) == "\n");
  CHECK(puts_out({kNil}) == "\n");
  CHECK(puts_out({str_new("")}) == "\n");
  CHECK(puts_out({str_new("x\n")}) == "x\n");
  CHECK(puts_out({str_new("a\n\n")}) == "a\n\n");
  CHECK(puts_out({str_new("\n")}) == "\n");
  CHECK(puts_out({kNil, str_new("x\n"), str_new(""), int_v(5)}) == "\nx\n\n5\n");
  CHECK(puts_out({kTrue, kFalse, int_v(-3)}) == "true\nfalse\n-3\n");
  CHECK(puts_out({main_object()}) == "main\n");
}

TEST_CASE("kernel: puts flattens arrays, empty ones print nothing", "[runtime][kernel]") {
  CHECK(puts_out({ary({})}) == "");
  CHECK(puts_out({ary({ary({}), ary({})})}) == "");
  CHECK(puts_out({ary({}), int_v(1)}) == "1\n");
  Value nested = ary({int_v(1), ary({int_v(2), ary({kNil, int_v(3)})}), str_new("a\n")});
  CHECK(puts_out({nested}) == "1\n2\n\n3\na\n");
  // The same array twice, not inside itself, is printed twice.
  Value b = ary({int_v(3)});
  CHECK(puts_out({ary({b, b, ary({b})})}) == "3\n3\n3\n");
}

TEST_CASE("kernel: puts of a recursive array prints [...]", "[runtime][kernel]") {
  Value a = ary({int_v(1)});
  ary_push(as_array(a), a);
  CHECK(puts_out({a}) == "1\n[...]\n");
  Value outer = ary({int_v(1)});
  Value inner = ary({int_v(2)});
  ary_push(as_array(outer), inner);
  ary_push(as_array(inner), outer);
  CHECK(puts_out({outer}) == "1\n2\n[...]\n");
}

TEST_CASE("kernel: puts of a deeply nested array", "[runtime][kernel]") {
  // Iterative: a depth that would strain a recursive walk.
  Value a = ary({int_v(7)});
  for (int i = 0; i < 100000; ++i) a = ary({a});
  CHECK(puts_out({a}) == "7\n");
}

TEST_CASE("kernel: print", "[runtime][kernel]") {
  CHECK(captured([] { CHECK(kernel("print", {}) == kNil); }) == "");
  CHECK(captured([] { kernel("print", {str_new("a"), str_new("b")}); }) == "ab");
  CHECK(captured([] { kernel("print", {kNil, int_v(1), str_new("a"), ary({int_v(1), kNil}), kTrue}); }) ==
        "1a[1, nil]true");
  CHECK(captured([] { kernel("print", {main_object()}); }) == "main");
}

TEST_CASE("kernel: p prints inspect and returns its arguments", "[runtime][kernel]") {
  Value r = kTrue;
  CHECK(captured([&] { r = kernel("p", {}); }) == "");
  CHECK(r == kNil);
  Value s = str_new("a\n");
  CHECK(captured([&] { r = kernel("p", {s}); }) == "\"a\\n\"\n");
  CHECK(r == s);
  CHECK(captured([&] { r = kernel("p", {int_v(1), s, kNil, ary({int_v(1), str_new("x")})}); }) ==
        "1\n\"a\\n\"\nnil\n[1, \"x\"]\n");
  REQUIRE(is_array(r));
  CHECK(as_array(r)->len == 4);
  CHECK(as_array(r)->ptr[1] == s);
  CHECK(captured([] { kernel("p", {main_object()}); }) == "main\n");
}

TEST_CASE("kernel: output larger than the buffer arrives whole and in order", "[runtime][kernel]") {
  std::string big(200000, 'x');
  std::string expected = "a\n" + big + "\nb";
  CHECK(captured([&] {
          kernel("puts", {str_new("a")});
          kernel("puts", {str_new(big)});
          for (int i = 0; i < 70000; ++i) out_putc('.');
          kernel("print", {str_new("b")});
        }) == "a\n" + big + "\n" + std::string(70000, '.') + "b");
}

TEST_CASE("kernel: == != ! nil? === on every object", "[runtime][kernel]") {
  Value s = str_new("a");
  Value m = main_object();
  CHECK(call(kNil, "==", {kNil}) == kTrue);
  CHECK(call(kNil, "==", {kFalse}) == kFalse);
  CHECK(call(kNil, "!=", {kFalse}) == kTrue);
  CHECK(call(kTrue, "!=", {kTrue}) == kFalse);
  CHECK(call(m, "==", {m}) == kTrue);
  CHECK(call(m, "!=", {int_v(1)}) == kTrue);
  CHECK(call(kNil, "!") == kTrue);
  CHECK(call(kFalse, "!") == kTrue);
  CHECK(call(int_v(0), "!") == kFalse);
  CHECK(call(s, "!") == kFalse);
  CHECK(call(kNil, "nil?") == kTrue);
  CHECK(call(kFalse, "nil?") == kFalse);
  CHECK(call(int_v(1), "nil?") == kFalse);
  CHECK(call(m, "nil?") == kFalse);
  CHECK(call(kNil, "===", {kNil}) == kTrue);
  CHECK(call(kTrue, "===", {int_v(1)}) == kFalse);
  // != and === go through the class's own ==: equal strings are not identical.
  CHECK(call(s, "!=", {str_new("a")}) == kFalse);
  CHECK(call(s, "===", {str_new("a")}) == kTrue);
  CHECK(call(s, "!=", {str_new("b")}) == kTrue);
}

TEST_CASE("kernel: main's to_s and inspect", "[runtime][kernel]") {
  CHECK(str_of(call(main_object(), "to_s")) == "main");
  CHECK(str_of(call(main_object(), "inspect")) == "main");
  CHECK(main_object() == main_object());
  // main is an Object with a singleton class of its own, which holds its
  // private `include`, as in CRuby.
  CHECK(class_of(main_object())->singleton);
  CHECK(nonsingleton(class_of(main_object())) == c_Object);
}

TEST_CASE("singletons: nil, true and false", "[runtime][kernel]") {
  CHECK(str_of(call(kNil, "to_s")) == "");
  CHECK(str_of(call(kNil, "inspect")) == "nil");
  CHECK(str_of(call(kTrue, "to_s")) == "true");
  CHECK(str_of(call(kTrue, "inspect")) == "true");
  CHECK(str_of(call(kFalse, "to_s")) == "false");
  CHECK(str_of(call(kFalse, "inspect")) == "false");
  // ruby: true & 1, true & nil, false & true, nil & true
  CHECK(call(kTrue, "&", {int_v(1)}) == kTrue);
  CHECK(call(kTrue, "&", {kNil}) == kFalse);
  CHECK(call(kFalse, "&", {kTrue}) == kFalse);
  CHECK(call(kNil, "&", {kTrue}) == kFalse);
  // true | nil, false | 0, nil | nil, nil | 1
  CHECK(call(kTrue, "|", {kNil}) == kTrue);
  CHECK(call(kFalse, "|", {int_v(0)}) == kTrue);
  CHECK(call(kNil, "|", {kNil}) == kFalse);
  CHECK(call(kNil, "|", {int_v(1)}) == kTrue);
  // true ^ true, true ^ nil, false ^ 1, nil ^ nil, nil ^ 5
  CHECK(call(kTrue, "^", {kTrue}) == kFalse);
  CHECK(call(kTrue, "^", {kNil}) == kTrue);
  CHECK(call(kFalse, "^", {int_v(1)}) == kTrue);
  CHECK(call(kNil, "^", {kNil}) == kFalse);
  CHECK(call(kNil, "^", {int_v(5)}) == kTrue);
}

TEST_CASE("describe_receiver: as CRuby 3.1 names receivers", "[runtime][kernel]") {
  rhz::rt::test::start();
  CHECK(describe_receiver(int_v(5)) == "5:Integer");
  CHECK(describe_receiver(kNil) == "nil:NilClass");
  CHECK(describe_receiver(kTrue) == "true:TrueClass");
  CHECK(describe_receiver(kFalse) == "false:FalseClass");
  CHECK(describe_receiver(main_object()) == "main:Object");
  CHECK(describe_receiver(str_new("ab")) == "\"ab\":String");
  CHECK(describe_receiver(str_new("a\nb")) == "\"a\\nb\":String");
  CHECK(describe_receiver(ary({int_v(1), int_v(2)})) == "[1, 2]:Array");
  CHECK(describe_receiver(ary({})) == "[]:Array");
  // 3.1 keeps long descriptions whole (2.x cut them to #<String:0x...>).
  std::string long_string(100, 'a');
  CHECK(describe_receiver(str_new(long_string)) == "\"" + long_string + "\":String");
}
