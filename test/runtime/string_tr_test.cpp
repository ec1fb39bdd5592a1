// String#tr, tr_s, delete, squeeze and count: character sets as CRuby reads
// them (each expectation is what `ruby` printed).
#include "test/runtime/runtime_fixture.h"

namespace rhz::rt::test {

namespace {

std::string on(const char* s, std::string_view method, std::initializer_list<Value> args) {
  return str_of(call(str_new(s), method, args));
}

}  // namespace

TEST_CASE("string tr: characters, ranges, negation, escapes", "[runtime][string]") {
  CHECK(on("hello", "tr", {str_new("el"), str_new("ip")}) == "hippo");
  CHECK(on("hello", "tr", {str_new("a-y"), str_new("b-z")}) == "ifmmp");
  CHECK(on("hello", "tr", {str_new("^l"), str_new("*")}) == "**ll*");
  CHECK(on("hello", "tr", {str_new("a-y"), str_new("AB")}) == "BBBBB");  // the last one stands for the rest
  CHECK(on("hello", "tr", {str_new("lo"), str_new("")}) == "he");         // nothing to put: deleted
  CHECK(on("a-b", "tr", {str_new("a-"), str_new("xy")}) == "xyb");        // a `-` last is itself
  CHECK(on("a^b", "tr", {str_new("\\^a"), str_new("xy")}) == "yxb");      // `\^` is `^`
  CHECK(on("h\xC3\xA9llo", "tr", {str_new("\xC3\xA9"), str_new("e")}) == "hello");
  CHECK(on("aabbcc", "tr_s", {str_new("ab"), str_new("xx")}) == "xcc");
}

TEST_CASE("string tr: a backward range is CRuby's ArgumentError", "[runtime][string]") {
  CHECK(raised([] { call(str_new("hello"), "tr", {str_new("z-a"), str_new("x")}); }) ==
        "ArgumentError: invalid range \"z-a\" in string transliteration");
  CHECK(str_of(call(str_new(""), "tr", {str_new("z-a"), str_new("x")})) == "");  // an empty String reads no set
}

TEST_CASE("string delete, squeeze, count: every set must match", "[runtime][string]") {
  CHECK(on("hello world", "delete", {str_new("l"), str_new("lo")}) == "heo word");
  CHECK(on("aaabbbccc", "squeeze", {str_new("a-b")}) == "abccc");
  CHECK(on("aaabbbccc", "squeeze", {}) == "abc");
  CHECK(call(str_new("hello world"), "count", {str_new("lo"), str_new("o")}) == int_v(2));
  CHECK(call(str_new("hello world"), "count", {str_new("^l")}) == int_v(8));
}

}  // namespace rhz::rt::test
