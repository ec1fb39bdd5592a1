// inspect and to_s of every tier-A value, interpolation and to_ary. Every
// expected string was taken from CRuby 3.1 (`ruby -e 'p ...'`, `puts`).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::ary;
using rhz::rt::test::insp;
using rhz::rt::test::s;
using rhz::rt::test::str_of;

namespace {

using rhz::rt::test::insp;

std::string to_s(Value v) {
  std::string out;
  append_to_s(out, v);
  return out;
}

std::string insp(std::string_view bytes) { return insp(s(bytes)); }

}  // namespace

TEST_CASE("inspect: immediates and main", "[runtime][inspect]") {
  rhz::rt::test::start();
  CHECK(insp(fixnum(0)) == "0");
  CHECK(insp(fixnum(-42)) == "-42");
  CHECK(insp(fixnum(kFixnumMax)) == "4611686018427387903");
  CHECK(insp(fixnum(kFixnumMin)) == "-4611686018427387904");
  CHECK(insp(kNil) == "nil");
  CHECK(insp(kTrue) == "true");
  CHECK(insp(kFalse) == "false");
  CHECK(insp(main_object()) == "main");
  CHECK(to_s(fixnum(-7)) == "-7");
  CHECK(to_s(kNil).empty());
  CHECK(to_s(kTrue) == "true");
  CHECK(to_s(kFalse) == "false");
  CHECK(to_s(main_object()) == "main");
}

TEST_CASE("inspect: string escapes", "[runtime][inspect]") {
  CHECK(insp("plain") == "\"plain\"");
  CHECK(insp("") == "\"\"");
  CHECK(insp("with \"quotes\"") == "\"with \\\"quotes\\\"\"");
  CHECK(insp("back\\slash") == "\"back\\\\slash\"");
  CHECK(insp("new\nline") == "\"new\\nline\"");
  CHECK(insp("tab\there") == "\"tab\\there\"");
  CHECK(insp("cr\rret") == "\"cr\\rret\"");
  CHECK(insp("esc\x1B") == "\"esc\\e\"");
  CHECK(insp(std::string_view("nul\0", 4)) == "\"nul\\u0000\"");
  CHECK(insp("bell\x07") == "\"bell\\a\"");
  CHECK(insp("bs\x08") == "\"bs\\b\"");
  CHECK(insp("vt\x0B") == "\"vt\\v\"");
  CHECK(insp("ff\x0C") == "\"ff\\f\"");
  CHECK(insp("del\x7F") == "\"del\\u007F\"");
  CHECK(insp("ctl\x01\x1F") == "\"ctl\\u0001\\u001F\"");
  CHECK(insp("hash # alone") == "\"hash # alone\"");
  CHECK(insp("hash #{ interp") == "\"hash \\#{ interp\"");
  CHECK(insp("hash #$ dollar") == "\"hash \\#$ dollar\"");
  CHECK(insp("hash #@ at") == "\"hash \\#@ at\"");
  CHECK(insp("#") == "\"#\"");
  CHECK(insp("a#") == "\"a#\"");
  CHECK(insp("single ' quote") == "\"single ' quote\"");
}

TEST_CASE("inspect: UTF-8 and invalid bytes", "[runtime][inspect]") {
  CHECK(insp("h\xC3\xA9llo") == "\"h\xC3\xA9llo\"");
  CHECK(insp("\xE2\x98\x83") == "\"\xE2\x98\x83\"");
  CHECK(insp("\xF0\x9F\x98\x80") == "\"\xF0\x9F\x98\x80\"");  // U+1F600
  CHECK(insp("\xFF") == "\"\\xFF\"");
  CHECK(insp("a\xE2\x98" "b") == "\"a\\xE2\\x98b\"");
  CHECK(insp("\xC0\x80") == "\"\\xC0\\x80\"");
  // Unicode characters that are not printable are \u escapes.
  CHECK(insp("\xC2\x80") == "\"\\u0080\"");              // U+0080
  CHECK(insp("\xC2\x9F") == "\"\\u009F\"");              // U+009F
  CHECK(insp("\xC2\x85") == "\"\xC2\x85\"");              // U+0085: CRuby prints it
  CHECK(insp("\xC2\xA0") == "\"\xC2\xA0\"");              // U+00A0
  CHECK(insp("\xE2\x80\xA8") == "\"\\u2028\"");          // line separator
  CHECK(insp("\xCD\xB8") == "\"\\u0378\"");              // unassigned
  CHECK(insp("\xEF\xBF\xBF") == "\"\\uFFFF\"");          // noncharacter
  CHECK(insp("\xF4\x8F\xBF\xBF") == "\"\\u{10FFFF}\"");  // beyond the BMP
  CHECK(insp("\xEE\x80\x80") == "\"\xEE\x80\x80\"");      // private use prints
}

TEST_CASE("inspect: arrays", "[runtime][inspect]") {
  Value a = ary({fixnum(1), s("two"), kNil, kTrue, ary({fixnum(3), s("four")}), ary({})});
  CHECK(insp(a) == "[1, \"two\", nil, true, [3, \"four\"], []]");
  CHECK(to_s(a) == insp(a));
  CHECK(insp(ary({ary({ary({})})})) == "[[[]]]");
  CHECK(insp(ary({s("quote\""), s("back\\"), s("nl\n")})) == "[\"quote\\\"\", \"back\\\\\", \"nl\\n\"]");
  CHECK(to_s(ary({kNil})) == "[nil]");
  // Recursive arrays print [...] where they meet themselves.
  Value r = ary({fixnum(1)});
  ary_push(as_array(r), r);
  CHECK(insp(r) == "[1, [...]]");
  Value x = ary({fixnum(1)});
  Value y = ary({x});
  ary_push(as_array(x), y);
  CHECK(insp(x) == "[1, [[...]]]");
  // The same array twice, not inside itself, prints in full.
  Value inner = ary({fixnum(2)});
  CHECK(insp(ary({inner, inner})) == "[[2], [2]]");
  // Deep but finite nesting prints in full.
  Value deep = ary({});
  for (int i = 0; i < 200; ++i) deep = ary({deep});
  CHECK(insp(deep) == std::string(201, '[') + std::string(201, ']'));
}

TEST_CASE("inspect: interpolate and to_ary", "[runtime][inspect]") {
  Value parts[] = {s("a = "), s("[1]"), s(""), s("!")};
  CHECK(str_of(interpolate(parts, 4)) == "a = [1]!");
  CHECK(str_of(interpolate(parts, 0)).empty());
  // The result is a new String even for one part.
  Value one = interpolate(parts, 1);
  CHECK(one != parts[0]);
  CHECK(str_of(one) == "a = ");
  Value a = ary({fixnum(1)});
  CHECK(to_ary(a) == a);
  Value w = to_ary(fixnum(6));
  REQUIRE(is_array(w));
  CHECK(insp(w) == "[6]");
  CHECK(insp(to_ary(kNil)) == "[nil]");
}
