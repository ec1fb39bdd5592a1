// Regexps as the frontend compiles and prints them (frontend/regexp_syntax.h):
// CRuby's messages for patterns that do not compile, Ruby's escapes that
// Oniguruma reads differently, and Regexp#inspect's escaping.
#include <catch2/catch.hpp>

#include <string>

#include "frontend/regexp_syntax.h"

using namespace rhz::frontend;

namespace {

// The error compiling `source` gives, "" when it compiles.
std::string error_of(const std::string& source, std::uint32_t options = 0) {
  CompiledRegexp c = compile_regexp(source, options);
  if (c.regex) onig_free(c.regex);
  return c.error;
}

bool matches(const std::string& source, const std::string& text, std::uint32_t options = 0) {
  CompiledRegexp c = compile_regexp(source, options);
  REQUIRE(c.regex);
  const auto* s = reinterpret_cast<const OnigUChar*>(text.data());
  const int r = onig_search(c.regex, s, s + text.size(), s, s + text.size(), nullptr, ONIG_OPTION_NONE);
  onig_free(c.regex);
  return r >= 0;
}

std::string inspected(const std::string& source) {
  std::string out;
  append_regexp_source(out, source);
  return out;
}

}  // namespace

TEST_CASE("regexp: patterns that do not compile give CRuby's messages", "[frontend][regexp]") {
  CHECK(error_of("a(b") == "end pattern with unmatched parenthesis");
  CHECK(error_of("a)") == "unmatched close parenthesis");
  CHECK(error_of("[z-a]") == "empty range in char class");
  // Oniguruma would read this as a possessive {1,2}; Onigmo refuses it.
  CHECK(error_of("x{2,1}") == "upper is smaller than lower in repeat range");
  CHECK(error_of("[x{2,1}]").empty());
  CHECK(error_of("\\{2,1}").empty());
  CHECK(regexp_error_message("end pattern with unmatched parenthesis", "a/(") ==
        "end pattern with unmatched parenthesis: /a\\/(/");
}

TEST_CASE("regexp: Ruby's syntax and options", "[frontend][regexp]") {
  CHECK(matches("\\u00e9", "caf\xc3\xa9"));
  CHECK(matches("\\u{63 61}", "ca"));
  CHECK(matches("\\\\u{2}", "\\uu"));  // an escaped backslash, then u twice: no \u{} there
  CHECK(matches("\\h+", "ff"));
  CHECK_FALSE(matches("b.c", "ab\ncd"));
  CHECK(matches("b.c", "ab\ncd", kRegexpMultiline));
  CHECK(matches("^two$", "one\ntwo\n"));  // ^ and $ are line anchors, as in Ruby
  CHECK(matches("A B", "ab", kRegexpIgnoreCase | kRegexpExtended));
}

TEST_CASE("regexp: inspect escapes what the source leaves unescaped", "[frontend][regexp]") {
  CHECK(inspected("a/b") == "a\\/b");
  CHECK(inspected("a\\/b") == "a\\/b");
  CHECK(inspected("\\d+\n") == "\\d+\n");
  CHECK(inspected("\x01") == "\\x01");
  CHECK(inspected("caf\xc3\xa9") == "caf\xc3\xa9");
  CHECK(inspected("\xff") == "\\xFF");
}
