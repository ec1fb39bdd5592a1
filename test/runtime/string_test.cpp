// String's built-in methods called through the method table. Every expected
// value and error message was taken from CRuby 3.1 (`ruby -e 'p ...'`).
#include <catch2/catch.hpp>

#include <string>

#include "runtime/bignum.h"
#include "runtime/string_methods.h"
#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::s;
using rhz::rt::test::call;
using rhz::rt::test::int_v;
using rhz::rt::test::raised;
using rhz::rt::test::str_of;

namespace {

// The result of "recv".name(args) as a std::string, or "nil".
std::string str_call(std::string_view recv, std::string_view name, std::initializer_list<Value> args = {}) {
  Value r = call(s(recv), name, args);
  return r == kNil ? "nil" : str_of(r);
}

std::int64_t int_call(std::string_view recv, std::string_view name, std::initializer_list<Value> args = {}) {
  Value r = call(s(recv), name, args);
  REQUIRE(is_fixnum(r));
  return fixnum_value(r);
}

}  // namespace

TEST_CASE("string: construction and in-place growth", "[runtime][string]") {
  Value v = s("");
  RString* str = as_string(v);
  CHECK(str->len == 0);
  for (int i = 0; i < 1000; ++i) str_append(str, "ab");
  CHECK(str->len == 2000);
  CHECK(str->capa >= 2000);
  CHECK(view(str).substr(0, 4) == "abab");
  // Appending a string to itself reads the bytes before they move.
  Value t = s("xyz");
  call(t, "<<", {t});
  CHECK(str_of(t) == "xyzxyz");
  Value e = str_new_capacity(0);
  str_append(as_string(e), "");
  CHECK(str_of(e).empty());
}

TEST_CASE("string: + * and <<", "[runtime][string]") {
  CHECK(str_call("Hello", "+", {s(", W")}) == "Hello, W");
  CHECK(str_call("ab", "*", {int_v(3)}) == "ababab");
  CHECK(str_call("ab", "*", {int_v(0)}).empty());
  CHECK(str_call("", "*", {int_v(5)}).empty());
  CHECK(str_call("abc", "*", {int_v(7)}) == "abcabcabcabcabcabcabc");
  CHECK(raised([] { call(s("a"), "*", {int_v(-1)}); }) == "ArgumentError: negative argument");
  CHECK(raised([] { call(s("abc"), "*", {int_v(kFixnumMax)}); }) == "ArgumentError: argument too big");
  CHECK(raised([] { call(s("a"), "*", {s("b")}); }) ==
        "TypeError: no implicit conversion of String into Integer");
  CHECK(raised([] { call(s("a"), "*", {kNil}); }) == "TypeError: no implicit conversion from nil to integer");
  CHECK(raised([] { call(s("a"), "+", {int_v(1)}); }) ==
        "TypeError: no implicit conversion of Integer into String");
  CHECK(raised([] { call(s("a"), "+", {kNil}); }) == "TypeError: no implicit conversion of nil into String");
  CHECK(raised([] { call(s("a"), "+", {kTrue}); }) == "TypeError: no implicit conversion of true into String");
  CHECK(raised([] { call(s("a"), "+", {ary_new()}); }) ==
        "TypeError: no implicit conversion of Array into String");

  Value a = s("abc");
  Value b = a;
  CHECK(call(a, "<<", {s("def")}) == a);  // returns the receiver itself
  CHECK(str_of(b) == "abcdef");
  // An Integer is appended as a code point.
  CHECK(str_call("a", "<<", {int_v(233)}) == "a\xC3\xA9");
  CHECK(str_call("", "<<", {int_v(0x1F600)}) == "\xF0\x9F\x98\x80");
  CHECK(raised([] { call(s("a"), "<<", {int_v(-1)}); }) == "RangeError: -1 out of char range");
  CHECK(raised([] { call(s("a"), "<<", {int_v(0x110000)}); }) == "RangeError: 1114112 out of char range");
  CHECK(raised([] { call(s("a"), "<<", {int_v(0xD800)}); }) == "RangeError: invalid codepoint 0xD800 in UTF-8");
  CHECK(raised([] { call(s("a"), "<<", {kNil}); }) == "TypeError: no implicit conversion of nil into String");
}

TEST_CASE("string: comparison", "[runtime][string]") {
  CHECK(call(s("abc"), "==", {s("abc")}) == kTrue);
  CHECK(call(s("abc"), "==", {s("abd")}) == kFalse);
  CHECK(call(s("1"), "==", {int_v(1)}) == kFalse);
  CHECK(call(s(""), "==", {kNil}) == kFalse);
  CHECK(call(s("abc"), "!=", {s("abd")}) == kTrue);
  CHECK(call(s("a"), "===", {s("a")}) == kTrue);
  CHECK(int_call("abc", "<=>", {s("abd")}) == -1);
  CHECK(int_call("abd", "<=>", {s("abc")}) == 1);
  CHECK(int_call("abc", "<=>", {s("abc")}) == 0);
  CHECK(int_call("ab", "<=>", {s("abc")}) == -1);
  CHECK(int_call("abc", "<=>", {s("ab")}) == 1);
  CHECK(int_call("B", "<=>", {s("a")}) == -1);
  CHECK(call(s("a"), "<=>", {int_v(1)}) == kNil);
  CHECK(call(s("a"), "<", {s("b")}) == kTrue);
  CHECK(call(s("Zebra"), "<", {s("apple")}) == kTrue);
  CHECK(call(s("10"), "<", {s("9")}) == kTrue);
  CHECK(call(s("b"), ">", {s("abcdef")}) == kTrue);
  CHECK(call(s("a"), "<=", {s("a")}) == kTrue);
  CHECK(call(s("a"), ">=", {s("b")}) == kFalse);
  // Bytewise: "ü" (0xC3 0xBC) sorts after "z".
  CHECK(call(s("\xC3\xBC"), ">", {s("z")}) == kTrue);
  CHECK(raised([] { call(s("a"), "<", {int_v(1)}); }) == "ArgumentError: comparison of String with 1 failed");
  CHECK(raised([] { call(s("a"), ">", {kNil}); }) == "ArgumentError: comparison of String with nil failed");
  CHECK(raised([] { call(s("a"), "<=", {ary_new()}); }) ==
        "ArgumentError: comparison of String with Array failed");
}

TEST_CASE("string: length, empty?, to_s, dup", "[runtime][string]") {
  CHECK(int_call("Hello", "length") == 5);
  CHECK(int_call("", "size") == 0);
  CHECK(call(s(""), "empty?") == kTrue);
  CHECK(call(s(" "), "empty?") == kFalse);
  Value a = s("x");
  CHECK(call(a, "to_s") == a);
  Value d = call(a, "dup");
  CHECK(d != a);
  CHECK(str_of(d) == "x");
}

TEST_CASE("string: UTF-8 characters", "[runtime][string]") {
  CHECK(int_call("h\xC3\xA9llo", "length") == 5);
  CHECK(int_call("\xE2\x98\x83", "length") == 1);
  CHECK(int_call("na\xC3\xAFve caf\xC3\xA9", "length") == 10);
  // Invalid bytes are characters of their own, one byte each.
  CHECK(int_call("\xE2\x98", "length") == 2);
  CHECK(int_call("\xFF\xFE", "length") == 2);
  CHECK(int_call("\xC0\x80", "length") == 2);          // overlong
  CHECK(int_call("\xED\xA0\x80", "length") == 3);      // surrogate
  CHECK(int_call("\xF4\x90\x80\x80", "length") == 4);  // above U+10FFFF
  CHECK(str_call("h\xC3\xA9llo", "reverse") == "oll\xC3\xA9h");
  CHECK(str_call("\xE2\x98", "reverse") == "\x98\xE2");
  CHECK(str_call("ab\xFF", "reverse") == "\xFF" "ba");
  CHECK(str_call("h\xC3\xA9llo", "[]", {int_v(1)}) == "\xC3\xA9");
  CHECK(str_call("na\xC3\xAFve caf\xC3\xA9", "[]", {int_v(6), int_v(4)}) == "caf\xC3\xA9");
  CHECK(str_call("h\xC3\xA9llo", "[]", {int_v(-4), int_v(2)}) == "\xC3\xA9l");
  CHECK(int_call("h\xC3\xA9llo", "index", {s("l")}) == 2);
  CHECK(call(s("h\xC3\xA9llo"), "include?", {s("\xC3\xA9")}) == kTrue);
  // A match must start on a character boundary.
  CHECK(call(s("a\xC3\xA9"), "index", {s("\xA9")}) == kNil);
  CHECK(call(s("\xC3\xA9"), "include?", {s("\xA9")}) == kFalse);
  CHECK(int_call("a\xFF" "b", "index", {s("b")}) == 2);
  // CRuby 3.1 checks a suffix's boundary but not a prefix's.
  CHECK(call(s("\xC3\xA9"), "start_with?", {s("\xC3")}) == kTrue);
  CHECK(call(s("\xC3\xA9"), "end_with?", {s("\xA9")}) == kFalse);
}

TEST_CASE("string: [] edge cases", "[runtime][string]") {
  CHECK(str_call("abcdef", "[]", {int_v(0)}) == "a");
  CHECK(str_call("abcdef", "[]", {int_v(5)}) == "f");
  CHECK(str_call("abcdef", "[]", {int_v(6)}) == "nil");
  CHECK(str_call("abcdef", "[]", {int_v(-1)}) == "f");
  CHECK(str_call("abcdef", "[]", {int_v(-6)}) == "a");
  CHECK(str_call("abcdef", "[]", {int_v(-7)}) == "nil");
  CHECK(str_call("abcdef", "[]", {int_v(1), int_v(3)}) == "bcd");
  CHECK(str_call("abcdef", "[]", {int_v(0), int_v(0)}).empty());
  CHECK(str_call("abcdef", "[]", {int_v(0), int_v(100)}) == "abcdef");
  CHECK(str_call("abcdef", "[]", {int_v(4), int_v(10)}) == "ef");
  CHECK(str_call("abcdef", "[]", {int_v(6), int_v(1)}).empty());
  CHECK(str_call("abcdef", "[]", {int_v(7), int_v(1)}) == "nil");
  CHECK(str_call("abcdef", "[]", {int_v(-3), int_v(2)}) == "de");
  CHECK(str_call("abcdef", "[]", {int_v(-7), int_v(2)}) == "nil");
  CHECK(str_call("abcdef", "[]", {int_v(2), int_v(-1)}) == "nil");
  CHECK(str_call("abc", "[]", {int_v(3), int_v(1)}).empty());
  CHECK(str_call("abc", "[]", {int_v(4), int_v(1)}) == "nil");
  CHECK(str_call("", "[]", {int_v(0)}) == "nil");
  CHECK(str_call("", "[]", {int_v(0), int_v(1)}).empty());
  CHECK(str_call("abc", "[]", {s("b")}) == "b");
  CHECK(str_call("abc", "[]", {s("x")}) == "nil");
  CHECK(raised([] { call(s("abc"), "[]", {kNil}); }) == "TypeError: no implicit conversion from nil to integer");
  // A long ASCII prefix is skipped eight bytes at a time; check the seams.
  std::string long_ascii(37, 'x');
  CHECK(str_call(long_ascii + "\xC3\xA9y", "[]", {int_v(38)}) == "y");
  CHECK(str_call(long_ascii + "\xC3\xA9y", "[]", {int_v(37)}) == "\xC3\xA9");
  CHECK(int_call(long_ascii + "\xC3\xA9y", "length") == 39);
}

TEST_CASE("string: case mapping", "[runtime][string]") {
  CHECK(str_call("Hello World 123", "upcase") == "HELLO WORLD 123");
  CHECK(str_call("Hello World 123", "downcase") == "hello world 123");
  CHECK(str_call("hELLO", "capitalize") == "Hello");
  CHECK(str_call("123abc", "capitalize") == "123abc");
  CHECK(str_call("ABC dEF", "capitalize") == "Abc def");
  CHECK(str_call("", "capitalize").empty());
  CHECK(str_call("na\xC3\xAFve caf\xC3\xA9", "capitalize") == "Na\xC3\xAFve caf\xC3\xA9");
  CHECK(str_call("h\xC3\xA9llo", "upcase") == "H\xC3\x89LLO");
  CHECK(str_call("\xC3\x80\xC3\x89", "downcase") == "\xC3\xA0\xC3\xA9");
  CHECK(str_call("stra\xC3\x9F" "e", "upcase") == "STRASSE");          // ß
  CHECK(str_call("\xC3\x9F" "a", "capitalize") == "Ssa");              // ß titlecased
  CHECK(str_call("\xC7\x86" "a", "capitalize") == "\xC7\x85" "a");     // ǆ -> ǅ
  CHECK(str_call("\xCE\xA3\xCE\x91\xCE\xA3", "downcase") == "\xCF\x83\xCE\xB1\xCF\x83");  // no final sigma
  CHECK(str_call("\xEF\xAC\x80", "upcase") == "FF");                   // ﬀ
  CHECK(str_call("\xC4\xB0", "downcase") == "i\xCC\x87");              // İ
  CHECK(raised([] { call(s("a\xFF"), "downcase"); }) == "ArgumentError: input string invalid");
  CHECK(raised([] { call(s("\xFF" "a"), "capitalize"); }) == "ArgumentError: input string invalid");
}

TEST_CASE("string: searching", "[runtime][string]") {
  CHECK(call(s("hello world"), "include?", {s("o w")}) == kTrue);
  CHECK(call(s("hello world"), "include?", {s("World")}) == kFalse);
  CHECK(call(s("hello world"), "include?", {s("")}) == kTrue);
  CHECK(call(s("hello"), "start_with?", {s("hell")}) == kTrue);
  CHECK(call(s("hello"), "start_with?", {s("x"), s("he")}) == kTrue);
  CHECK(call(s("hello"), "start_with?") == kFalse);
  CHECK(call(s("abc"), "start_with?", {s("abcd")}) == kFalse);
  CHECK(call(s("hello"), "end_with?", {s("llo")}) == kTrue);
  CHECK(call(s("abc"), "end_with?", {s("xabc")}) == kFalse);
  CHECK(call(s("abc"), "end_with?", {s("")}) == kTrue);
  CHECK(int_call("hello world", "index", {s("o")}) == 4);
  CHECK(int_call("hello world", "index", {s("world")}) == 6);
  CHECK(call(s("hello world"), "index", {s("z")}) == kNil);
  CHECK(int_call("hello world", "index", {s("")}) == 0);
  CHECK(call(s(""), "index", {s("a")}) == kNil);
  CHECK(int_call("aaa", "index", {s("aa")}) == 0);
  CHECK(int_call("abc", "index", {s("c"), int_v(-1)}) == 2);
  CHECK(int_call("abc", "index", {s(""), int_v(3)}) == 3);
  CHECK(call(s("abc"), "index", {s(""), int_v(4)}) == kNil);
  CHECK(call(s("abc"), "index", {s("a"), int_v(-4)}) == kNil);
  CHECK(raised([] { call(s("a"), "include?", {int_v(1)}); }) ==
        "TypeError: no implicit conversion of Integer into String");
  CHECK(raised([] { call(s("a"), "start_with?", {int_v(1)}); }) ==
        "TypeError: no implicit conversion of Integer into String");
  CHECK(raised([] { call(s("a"), "index", {int_v(1)}); }) ==
        "TypeError: no implicit conversion of Integer into String");
}

TEST_CASE("string: to_i", "[runtime][string]") {
  CHECK(int_call("0", "to_i") == 0);
  CHECK(int_call("42", "to_i") == 42);
  CHECK(int_call("-42", "to_i") == -42);
  CHECK(int_call("+42", "to_i") == 42);
  CHECK(int_call("  17", "to_i") == 17);
  CHECK(int_call("\t\n 8", "to_i") == 8);
  CHECK(int_call("  \v\f\r12", "to_i") == 12);
  CHECK(int_call("12abc", "to_i") == 12);
  CHECK(int_call("abc12", "to_i") == 0);
  CHECK(int_call("", "to_i") == 0);
  CHECK(int_call("-", "to_i") == 0);
  CHECK(int_call("1_000", "to_i") == 1000);
  CHECK(int_call("1__0", "to_i") == 1);
  CHECK(int_call("_1", "to_i") == 0);
  CHECK(int_call("1_", "to_i") == 1);
  CHECK(int_call("0_1", "to_i") == 1);
  CHECK(int_call(" 1_2_3 ", "to_i") == 123);
  CHECK(int_call("007", "to_i") == 7);
  CHECK(int_call("0x1A", "to_i") == 0);
  CHECK(int_call("0d12", "to_i") == 12);
  CHECK(int_call("12 34", "to_i") == 12);
  CHECK(int_call("- 5", "to_i") == 0);
  CHECK(int_call("--5", "to_i") == 0);
  CHECK(int_call("+-1", "to_i") == 0);
  CHECK(int_call("-_1", "to_i") == 0);
  CHECK(int_call("3-4", "to_i") == 3);
  CHECK(int_call("\xC2\xA0" "12", "to_i") == 0);  // only ASCII whitespace is skipped
  CHECK(int_call("4611686018427387903", "to_i") == kFixnumMax);
  CHECK(int_call("-4611686018427387904", "to_i") == kFixnumMin);
  CHECK(int_call("12", "to_i", {int_v(16)}) == 18);
  CHECK(int_call("0x1f", "to_i", {int_v(16)}) == 31);
  CHECK(int_call(" -0x1", "to_i", {int_v(16)}) == -1);
  CHECK(int_call("0x", "to_i", {int_v(16)}) == 0);
  CHECK(int_call("0B11", "to_i", {int_v(2)}) == 3);
  CHECK(int_call("0o17", "to_i", {int_v(8)}) == 15);
  CHECK(int_call("z", "to_i", {int_v(36)}) == 35);
  CHECK(int_call("0x12", "to_i", {int_v(0)}) == 18);
  CHECK(raised([] { call(s("1"), "to_i", {int_v(1)}); }) == "ArgumentError: invalid radix 1");
  CHECK(raised([] { call(s("1"), "to_i", {int_v(37)}); }) == "ArgumentError: invalid radix 37");
  // Past the fixnum range, a Bignum (ruby -e 'p "...".to_i').
  CHECK(integer_to_s(call(s("4611686018427387904"), "to_i")) == "4611686018427387904");
  CHECK(integer_to_s(call(s(" -99_999999999999999999999x"), "to_i")) == "-99999999999999999999999");
  CHECK(integer_to_s(call(s("0b1" + std::string(80, '0')), "to_i", {int_v(0)})) == "1208925819614629174706176");
  CHECK(call(s("4611686018427387903"), "to_i") == int_v(kFixnumMax));
  CHECK(call(s("-4611686018427387904"), "to_i") == int_v(kFixnumMin));
}

TEST_CASE("string: inspect method", "[runtime][string]") {
  CHECK(str_call("q\"\\\n", "inspect") == "\"q\\\"\\\\\\n\"");
  CHECK(str_call("\xE2\x86\x92", "inspect") == "\"\xE2\x86\x92\"");
}
