// UTF-8 helpers for the lexer: Ruby source is UTF-8.
#pragma once

#include <cstdint>
#include <string>

namespace rhz::frontend {

// Appends the UTF-8 encoding of a code point.
inline void put_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xc0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xe0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (cp & 0x3f));
  }
}

// The length of the UTF-8 character at p, or 0 when the bytes there are not
// valid UTF-8 (Ruby source is UTF-8; CRuby refuses invalid bytes in code
// and literals, but never reads comments or what follows __END__).
inline int utf8_length(const unsigned char* p) {
  unsigned char c = p[0];
  int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (len == 2 && c < 0xc2) return 0;  // overlong
  for (int k = 1; k < len; ++k)
    if ((p[k] & 0xc0) != 0x80) return 0;
  return len;
}

}  // namespace rhz::frontend
