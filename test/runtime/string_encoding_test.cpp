// String encodings: the byte caches that make character indexing O(1), and
// CRuby's compatibility rule where binary (ASCII-8BIT) text meets UTF-8.
// Every expected value and message was taken from CRuby 3.1.
#include <catch2/catch.hpp>

#include <string>

#include "runtime/string_encoding.h"
#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;
using rhz::rt::test::call;
using rhz::rt::test::int_v;
using rhz::rt::test::raised;
using rhz::rt::test::str_of;

namespace {

Value utf8(std::string_view bytes) {
  rhz::rt::test::start();
  return str_new(bytes);
}

Value binary(std::string_view bytes) {
  rhz::rt::test::start();
  return str_new_in(bytes, Encoding::Binary);
}

Encoding encoding(Value v) { return encoding_of(as_string(v)); }

}  // namespace

TEST_CASE("string encoding: the byte caches", "[runtime][string]") {
  RString* ascii = as_string(utf8("plain"));
  CHECK(str_7bit(ascii));
  CHECK(str_bytes_are_chars(ascii));
  // Invalid bytes only: one character per byte, though not 7-bit.
  RString* broken = as_string(utf8("\xFF\xFE\xC3"));
  CHECK_FALSE(str_7bit(broken));
  CHECK(str_bytes_are_chars(broken));
  RString* text = as_string(utf8("h\xC3\xA9"));
  CHECK_FALSE(str_bytes_are_chars(text));
  // Appending may complete a sequence that started before the new bytes...
  RString* growing = as_string(utf8("ab\xE2\x82"));
  CHECK(str_bytes_are_chars(growing));
  str_append(growing, "\xAC");
  CHECK_FALSE(str_bytes_are_chars(growing));
  CHECK(call(from_object(growing), "size") == int_v(3));
  // ... and 7-bit bytes never do.
  RString* tail = as_string(utf8("\xE2\x82"));
  CHECK(str_bytes_are_chars(tail));
  str_append(tail, "x");
  CHECK(str_bytes_are_chars(tail));
  // A binary String's characters are its bytes whatever they are.
  CHECK(str_bytes_are_chars(as_string(binary("h\xC3\xA9"))));
  CHECK(call(binary("h\xC3\xA9"), "size") == int_v(3));
}

TEST_CASE("string encoding: Integer#chr and the compatibility rule", "[runtime][string]") {
  Value b = call(int_v(200), "chr");
  CHECK(encoding(b) == Encoding::Binary);
  CHECK(encoding(call(int_v(65), "chr")) == Encoding::UsAscii);
  CHECK(raised([] { call(int_v(256), "chr"); }) == "RangeError: 256 out of char range");
  // A 7-bit or empty side takes the other's encoding.
  CHECK(encoding(call(utf8(""), "<<", {b})) == Encoding::Binary);
  CHECK(encoding(call(utf8("abc"), "+", {b})) == Encoding::Binary);
  CHECK(encoding(call(binary("a"), "+", {utf8("\xC3\xA9")})) == Encoding::Utf8);
  CHECK(encoding(call(binary("\xC8"), "+", {utf8("abc")})) == Encoding::Binary);
  CHECK(raised([] { call(utf8("\xC3\xA9"), "<<", {call(int_v(200), "chr")}); }) ==
        "Encoding::CompatibilityError: incompatible character encodings: UTF-8 and ASCII-8BIT");
  CHECK(raised([] { call(binary("\xC8"), "+", {utf8("\xFF")}); }) ==
        "Encoding::CompatibilityError: incompatible character encodings: ASCII-8BIT and UTF-8");
  // A byte appended to a US-ASCII String makes it binary; to a binary one,
  // only bytes.
  Value n = call(int_v(5), "to_s");
  call(n, "<<", {int_v(200)});
  CHECK(encoding(n) == Encoding::Binary);
  CHECK(str_of(n) == "5\xC8");
  CHECK(raised([] { call(binary("a"), "<<", {int_v(256)}); }) == "RangeError: 256 out of char range");
}

TEST_CASE("string encoding: equality, order and inspect", "[runtime][string]") {
  CHECK(call(binary("abc"), "==", {utf8("abc")}) == kTrue);
  CHECK(call(binary("\xC3\xA9"), "==", {utf8("\xC3\xA9")}) == kFalse);
  CHECK(call(binary("\xC3\xA9"), "<=>", {utf8("\xC3\xA9")}) == int_v(-1));
  CHECK(call(utf8("\xC3\xA9"), "<=>", {binary("\xC3\xA9")}) == int_v(1));
  CHECK(str_of(call(binary("\x01h\xC3\xA9\n"), "inspect")) == "\"\\x01h\\xC3\\xA9\\n\"");
  CHECK(str_of(call(utf8("\x01h\xC3\xA9"), "inspect")) == "\"\\u0001h\xC3\xA9\"");
}
