// The three encodings a String can have, and CRuby's rule for text of two
// of them meeting (runtime/string_encoding.cpp).
//
// UTF-8 and US-ASCII read 7-bit bytes alike, and rhz keeps a US-ASCII String
// 7-bit, so until ASCII-8BIT (binary) existed the rule was invisible but for
// inspect. A binary String's characters are its bytes, and it cannot be
// mixed with UTF-8 text unless one side is 7-bit: CRuby's rb_enc_compatible
// then gives the other side's encoding, and otherwise raises
// Encoding::CompatibilityError. `<<`, `+`, `[]=`, interpolation and
// Array#join all follow it (append_encoding), so each reaches the same answer
// and the same message.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/object.h"

namespace rhz::rt {

enum class Encoding : std::uint8_t { Utf8, UsAscii, Binary };

inline Encoding encoding_of(const RString* s) {
  return s->binary ? Encoding::Binary : s->us_ascii ? Encoding::UsAscii : Encoding::Utf8;
}

// CRuby's name: "UTF-8", "US-ASCII", "ASCII-8BIT".
std::string_view encoding_name(Encoding e);

// Fills RString's byte caches (ascii_only, non_ascii, byte_chars).
void str_scan_bytes(RString* s);

// Whether all of s's bytes are 7-bit, found out once (RString::ascii_only).
inline bool str_7bit(RString* s) {
  if (s->us_ascii || s->ascii_only) return true;
  if (!s->non_ascii) str_scan_bytes(s);
  return s->ascii_only;
}

// Whether each of s's characters is one byte, so that a character index is a
// byte index: a binary String, 7-bit bytes, or UTF-8 bytes in which no valid
// multi-byte sequence starts.
inline bool str_bytes_are_chars(RString* s) { return s->binary || str_7bit(s) || s->byte_chars; }

// After bytes changed in place: the caches are found out again when needed.
inline void str_bytes_changed(RString* s) { s->ascii_only = s->non_ascii = s->byte_chars = false; }

// Makes e s's encoding; US-ASCII only while s is 7-bit (else UTF-8).
void set_encoding(RString* s, Encoding e);

// A new String of bytes in e (US-ASCII only when they are 7-bit), and one in
// the encoding of the String like.
Value str_new_in(std::string_view bytes, Encoding e);
inline Value str_new_like(Value like, std::string_view bytes) {
  return str_new_in(bytes, encoding_of(as_string(like)));
}

[[noreturn]] void raise_incompatible(Encoding a, Encoding b);

// The encoding of text in `a` followed by text in `b`, as CRuby's
// rb_enc_compatible decides it: the same encoding, or the other side's where
// one side is 7-bit (or empty), or Encoding::CompatibilityError ("... a and
// b"). The two predicates say whether each side is 7-bit; they are asked only
// when the encodings differ (a scan that is rarely needed).
template <class A7bit, class B7bit>
Encoding append_encoding(Encoding a, A7bit&& a_7bit, Encoding b, B7bit&& b_7bit) {
  if (a == b || b == Encoding::UsAscii || b_7bit()) return a;
  if (a == Encoding::UsAscii || a_7bit()) return b;
  raise_incompatible(a, b);
}

// rb_enc_check for two Strings: their common encoding or the error.
Encoding compatible_encoding(RString* a, RString* b);

// s << o for a String o, and the same for bytes of encoding e.
void str_concat(RString* s, RString* o);
void str_append_in(RString* s, std::string_view bytes, Encoding e);

// String#==: the same bytes, and encodings that agree on them (the same,
// or 7-bit bytes): "é".b == "é" is false.
bool strings_equal(RString* a, RString* b);
// String#<=>: by bytes; equal bytes that are not equal Strings order by
// CRuby's encoding index (ASCII-8BIT before UTF-8).
int strings_order(RString* a, RString* b);

// Text built piece by piece (Array#join), in the encoding CRuby's
// rb_str_buf_append gives it: the first piece's, then each piece by
// append_encoding.
class EncodedText {
 public:
  std::string bytes;

  Encoding encoding() const { return encoding_; }
  // bytes[from..] were just appended, text of encoding e.
  void appended(std::size_t from, Encoding e);
  void append(std::string_view piece, Encoding e) {
    const std::size_t from = bytes.size();
    bytes.append(piece);
    appended(from, e);
  }
  Value to_string() const { return str_new_in(bytes, encoding_); }

 private:
  Encoding encoding_ = Encoding::UsAscii;  // an empty join's
  bool started_ = false;
};

}  // namespace rhz::rt
