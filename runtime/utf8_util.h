// UTF-8 character stepping as CRuby does it for a UTF-8 string.
//
// Ruby's character methods (length, [], reverse, index, inspect) walk a
// string one character at a time: a valid UTF-8 sequence is one character,
// and any byte that does not start a valid sequence (a stray continuation
// byte, a truncated sequence, an overlong form, a surrogate, a code point
// above U+10FFFF) is a character of its own, one byte long. Everything here
// follows that one rule, so every method agrees on where characters begin.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace rhz::rt {

// The length (2..4) of the valid multi-byte sequence at p, or 0 when the
// bytes at p (whose first byte is >= 0x80) do not form one.
inline int utf8_multibyte_len(const unsigned char* p, const unsigned char* end) {
  unsigned char b0 = p[0];
  std::ptrdiff_t avail = end - p;
  auto cont = [](unsigned char b) { return (b & 0xC0) == 0x80; };
  if (b0 >= 0xC2 && b0 <= 0xDF) return avail >= 2 && cont(p[1]) ? 2 : 0;
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    if (avail < 3 || !cont(p[1]) || !cont(p[2])) return 0;
    if (b0 == 0xE0 && p[1] < 0xA0) return 0;   // overlong
    if (b0 == 0xED && p[1] >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    if (avail < 4 || !cont(p[1]) || !cont(p[2]) || !cont(p[3])) return 0;
    if (b0 == 0xF0 && p[1] < 0x90) return 0;   // overlong
    if (b0 == 0xF4 && p[1] >= 0x90) return 0;  // above U+10FFFF
    return 4;
  }
  return 0;
}

// Bytes in the character at p: the valid sequence, or 1.
inline int utf8_char_len(const unsigned char* p, const unsigned char* end) {
  if (*p < 0x80) return 1;
  int n = utf8_multibyte_len(p, end);
  return n ? n : 1;
}

// The code point of a valid sequence of n bytes.
inline std::uint32_t utf8_decode(const unsigned char* p, int n) {
  switch (n) {
    case 1: return p[0];
    case 2: return (std::uint32_t{p[0]} & 0x1F) << 6 | (p[1] & 0x3F);
    case 3: return (std::uint32_t{p[0]} & 0x0F) << 12 | (std::uint32_t{p[1]} & 0x3F) << 6 | (p[2] & 0x3F);
    default:
      return (std::uint32_t{p[0]} & 0x07) << 18 | (std::uint32_t{p[1]} & 0x3F) << 12 |
             (std::uint32_t{p[2]} & 0x3F) << 6 | (p[3] & 0x3F);
  }
}

// Writes the encoding of cp (<= 0x10FFFF, not a surrogate) to buf; returns
// its length.
inline int utf8_encode(std::uint32_t cp, char* buf) {
  if (cp < 0x80) {
    buf[0] = static_cast<char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    buf[0] = static_cast<char>(0xC0 | (cp >> 6));
    buf[1] = static_cast<char>(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    buf[0] = static_cast<char>(0xE0 | (cp >> 12));
    buf[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    buf[2] = static_cast<char>(0x80 | (cp & 0x3F));
    return 3;
  }
  buf[0] = static_cast<char>(0xF0 | (cp >> 18));
  buf[1] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
  buf[2] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
  buf[3] = static_cast<char>(0x80 | (cp & 0x3F));
  return 4;
}

// The number of leading bytes of s below 0x80. Most strings are ASCII, and
// for an ASCII prefix a character index is a byte index, so the character
// methods first skip it eight bytes at a time.
inline std::size_t utf8_ascii_prefix(std::string_view s) {
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    if (w & 0x8080808080808080ull) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) < 0x80) ++i;
  return i;
}

// The number of characters in s.
inline std::int64_t utf8_length(std::string_view s) {
  std::size_t i = utf8_ascii_prefix(s);
  std::int64_t n = static_cast<std::int64_t>(i);
  auto* p = reinterpret_cast<const unsigned char*>(s.data());
  auto* end = p + s.size();
  for (p += i; p < end; ++n) p += utf8_char_len(p, end);
  return n;
}

// The byte offset where character `index` (>= 0) starts, or the byte length
// when the string has exactly `index` characters, or -1 when it has fewer.
// Only the first `index` bytes are scanned when they are ASCII, so s[i] on an
// ASCII string costs O(i / 8), not a scan of the whole string.
inline std::int64_t utf8_offset(std::string_view s, std::int64_t index) {
  std::size_t ascii = utf8_ascii_prefix(s.substr(0, static_cast<std::size_t>(index)));
  if (static_cast<std::uint64_t>(index) <= ascii) return index;
  auto* base = reinterpret_cast<const unsigned char*>(s.data());
  auto* p = base + ascii;
  auto* end = base + s.size();
  for (std::int64_t n = static_cast<std::int64_t>(ascii); n < index; ++n) {
    if (p >= end) return -1;
    p += utf8_char_len(p, end);
  }
  return p - base;
}

// Whether a valid multi-byte sequence starts at any byte of s. When none
// does, stepping s by characters steps it byte by byte, so every character
// is one byte even where the bytes are not 7-bit ("\xFF" * n).
inline bool utf8_has_multibyte(std::string_view s) {
  auto* p = reinterpret_cast<const unsigned char*>(s.data());
  auto* end = p + s.size();
  for (p += utf8_ascii_prefix(s); p < end; ++p) {
    if (*p >= 0x80 && utf8_multibyte_len(p, end)) return true;
  }
  return false;
}

// Whether byte offset off of s is where a character starts (or the end).
inline bool utf8_at_boundary(std::string_view s, std::size_t off) {
  auto* base = reinterpret_cast<const unsigned char*>(s.data());
  auto* end = base + s.size();
  auto* p = base + utf8_ascii_prefix(s.substr(0, off));
  while (p < base + off) p += utf8_char_len(p, end);
  return p == base + off;
}

// Whether CRuby's String#inspect prints the (valid, >= 0x80) code point cp as
// it is rather than as a \u escape (runtime/utf8_print.cpp).
bool utf8_printable(std::uint32_t cp);

// Appends the case mapping of one character (runtime/utf8_case.cpp); returns
// false, appending nothing, when the character maps to itself.
enum class CaseMap { Upper, Lower, Title };
bool utf8_case_map(std::uint32_t cp, CaseMap how, std::string& out);

}  // namespace rhz::rt
