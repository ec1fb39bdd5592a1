// String helpers shared by the String, Array and inspect code (runtime/string.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "runtime/object.h"

namespace rhz::rt {

// Makes room for `extra` more bytes (geometric growth).
void str_reserve(RString* s, std::size_t extra);

// -1, 0 or 1: bytewise, then the shorter first (String#<=>).
int string_compare(std::string_view a, std::string_view b);

// The byte offset of the first occurrence of sub in s at or after byte
// `from` that starts on a character boundary (every byte is one when
// bytes_are_chars: see str_bytes_are_chars), or -1.
std::int64_t string_find(std::string_view s, std::string_view sub, std::size_t from, bool bytes_are_chars = false);

// String#to_i in `base` (0 or 2..36, checked by the caller): leading
// whitespace, one sign, a radix prefix matching the base, digits with single
// underscores between them, stopping at anything else (0 if no digits).
// An Integer of any size.
Value string_to_integer(std::string_view s, int base);
// Kernel#Integer's reading of a String: the same number, but the whole
// string must be one (surrounding whitespace allowed), else empty.
std::optional<Value> string_to_integer_strict(std::string_view s, int base);

}  // namespace rhz::rt
