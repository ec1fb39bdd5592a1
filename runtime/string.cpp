// String: construction, growth and the built-in methods of tier A.
//
// A short String keeps its bytes inside the object itself (one allocation,
// not two: most strings a program makes are short-lived and short); a longer
// one keeps them in an unscanned buffer that only that String points to.
// Either way `<<` grows the bytes in place (geometrically: building a string
// in a loop is linear) and every method that returns a new String copies
// once.
// Character methods follow runtime/utf8_util.h: a valid UTF-8 sequence is one
// character, any other byte is a character by itself, as in CRuby; in a
// binary String (runtime/string_encoding.h) every byte is one. Byte order
// decides comparisons (memcmp, then length), as CRuby does for two strings of
// the same encoding.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/frozen.h"
#include "runtime/heap.h"
#include "runtime/leaf.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/regexp.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/string_methods.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

// ---- construction -----------------------------------------------------------

namespace {

// With the 32-byte header this makes a 56-byte object, inside the
// collector's 64-byte size class.
constexpr std::size_t kEmbeddedCapacity = 24;

char* embedded_bytes(RString* s) { return reinterpret_cast<char*>(s + 1); }

}  // namespace

Value str_new_capacity(std::size_t capa) {
  RString* s;
  if (capa <= kEmbeddedCapacity) {
    s = static_cast<RString*>(alloc(sizeof(RString) + kEmbeddedCapacity));
    s->ptr = embedded_bytes(s);
    capa = kEmbeddedCapacity;
  } else {
    s = static_cast<RString*>(alloc(sizeof(RString)));
    s->ptr = static_cast<char*>(alloc_atomic(capa));
  }
  s->klass = c_String;
  s->len = 0;
  s->capa = static_cast<std::int64_t>(capa);
  s->us_ascii = false;
  s->binary = false;
  s->ascii_only = false;
  s->non_ascii = false;
  s->byte_chars = false;
  s->frozen = false;
  return from_object(s);
}

bool is_7bit(std::string_view bytes) { return utf8_ascii_prefix(bytes) == bytes.size(); }

Value str_new(std::string_view bytes) {
  Value v = str_new_capacity(bytes.size());
  RString* s = as_string(v);
  if (!bytes.empty()) std::memcpy(s->ptr, bytes.data(), bytes.size());
  s->len = static_cast<std::int64_t>(bytes.size());
  return v;
}

namespace {

// The immortal Strings, interned by text: each compile of a method (tier 1,
// each executor, an executable's start) asks again for the same literals.
std::unordered_map<std::string, Value>& immortal_strings() {
  static auto* interned = new std::unordered_map<std::string, Value>();
  return *interned;
}

}  // namespace

bool str_is_immortal(Value v) {
  if (!is_string(v)) return false;
  auto it = immortal_strings().find(std::string(view(as_string(v))));
  return it != immortal_strings().end() && it->second == v;
}

Value str_new_immortal(std::string_view bytes) {
  auto [it, fresh] = immortal_strings().try_emplace(std::string(bytes), kNil);
  if (!fresh) return it->second;
  auto* s = static_cast<RString*>(alloc_uncollectable(sizeof(RString) + std::max<std::size_t>(bytes.size(), 1)));
  s->klass = c_String;
  s->ptr = embedded_bytes(s);
  if (!bytes.empty()) std::memcpy(s->ptr, bytes.data(), bytes.size());
  s->len = static_cast<std::int64_t>(bytes.size());
  s->capa = static_cast<std::int64_t>(bytes.size());
  s->us_ascii = false;
  s->binary = false;
  str_scan_bytes(s);  // a literal's bytes never change
  s->frozen = true;
  it->second = from_object(s);
  return it->second;
}

Value str_new_encoded(std::string_view bytes, bool us_ascii) {
  Value v = str_new(bytes);
  as_string(v)->us_ascii = us_ascii && is_7bit(bytes);
  return v;
}

void str_reserve(RString* s, std::size_t extra) {
  std::size_t need = static_cast<std::size_t>(s->len) + extra;
  if (need <= static_cast<std::size_t>(s->capa)) return;
  std::size_t capa = std::max({need, static_cast<std::size_t>(s->capa) * 2, std::size_t{16}});
  if (s->ptr == embedded_bytes(s)) {
    // Leaving the object: the first buffer of its own, unscanned.
    auto* bytes = static_cast<char*>(alloc_atomic(capa));
    std::memcpy(bytes, s->ptr, static_cast<std::size_t>(s->len));
    s->ptr = bytes;
  } else {
    s->ptr = static_cast<char*>(realloc_block(s->ptr, capa));
  }
  s->capa = static_cast<std::int64_t>(capa);
}

void str_append(RString* s, std::string_view bytes) {
  if (bytes.empty()) return;
  // Whether the caches are known and may change: 7-bit text stops being
  // 7-bit, and bytes without a multi-byte sequence may complete one.
  const bool was_7bit = s->us_ascii || s->ascii_only;
  const bool recheck = (was_7bit || (s->non_ascii && s->byte_chars)) && !is_7bit(bytes);
  // `s << s` appends the string's own bytes, which growing may move.
  const char* src = bytes.data();
  bool self_alias = s->ptr && src >= s->ptr && src < s->ptr + s->len;
  std::size_t self_off = self_alias ? static_cast<std::size_t>(src - s->ptr) : 0;
  str_reserve(s, bytes.size());
  if (self_alias) src = s->ptr + self_off;
  std::memcpy(s->ptr + s->len, src, bytes.size());
  const std::int64_t old_len = s->len;
  s->len += static_cast<std::int64_t>(bytes.size());
  if (!recheck) return;
  s->us_ascii = s->ascii_only = false;
  s->non_ascii = true;
  // A new sequence starts in the appended bytes or at most three before them.
  const std::int64_t from = was_7bit ? old_len : std::max<std::int64_t>(old_len - 3, 0);
  s->byte_chars = !utf8_has_multibyte(view(s).substr(static_cast<std::size_t>(from)));
}

namespace {

using Bytes = const unsigned char*;

// ---- comparison ---------------------------------------------------------------

Value str_eq(Value self, const Value* argv, std::uint32_t) {
  return to_bool(is_string(argv[0]) && strings_equal(as_string(self), as_string(argv[0])));
}

Value str_ne(Value self, const Value* argv, std::uint32_t) {
  return to_bool(!(is_string(argv[0]) && strings_equal(as_string(self), as_string(argv[0]))));
}

Value str_cmp(Value self, const Value* argv, std::uint32_t) {
  if (!is_string(argv[0])) return kNil;
  return fixnum(strings_order(as_string(self), as_string(argv[0])));
}

// Comparable's operators: anything but a String cannot be compared.
int compare_or_raise(Value self, Value other) {
  if (!is_string(other)) raise_comparison_failed(self, other);
  return strings_order(as_string(self), as_string(other));
}

Value str_lt(Value self, const Value* argv, std::uint32_t) { return to_bool(compare_or_raise(self, argv[0]) < 0); }
Value str_gt(Value self, const Value* argv, std::uint32_t) { return to_bool(compare_or_raise(self, argv[0]) > 0); }
Value str_le(Value self, const Value* argv, std::uint32_t) { return to_bool(compare_or_raise(self, argv[0]) <= 0); }
Value str_ge(Value self, const Value* argv, std::uint32_t) { return to_bool(compare_or_raise(self, argv[0]) >= 0); }

// ---- building -----------------------------------------------------------------

Value str_plus(Value self, const Value* argv, std::uint32_t) {
  const Encoding encoding = compatible_encoding(as_string(self), string_arg(argv[0]));
  std::string_view b = str_view(argv[0]);
  std::string_view a = str_view(self);
  Value r = str_new_capacity(a.size() + b.size());
  RString* s = as_string(r);
  if (!a.empty()) std::memcpy(s->ptr, a.data(), a.size());
  if (!b.empty()) std::memcpy(s->ptr + a.size(), b.data(), b.size());
  s->len = static_cast<std::int64_t>(a.size() + b.size());
  set_encoding(s, encoding);
  return r;
}

Value str_times(Value self, const Value* argv, std::uint32_t) {
  std::int64_t n = integer_arg(argv[0]);
  if (n < 0) raise(c_ArgumentError, "negative argument");
  std::string_view a = str_view(self);
  std::int64_t total;
  if (__builtin_mul_overflow(static_cast<std::int64_t>(a.size()), n, &total)) {
    raise(c_ArgumentError, "argument too big");
  }
  Value r = str_new_capacity(static_cast<std::size_t>(total));
  RString* s = as_string(r);
  // Copies of self's bytes: its encoding holds for them.
  s->us_ascii = as_string(self)->us_ascii;
  s->binary = as_string(self)->binary;
  if (total == 0) return r;
  // Copy once, then double the filled prefix: log2(n) memcpy calls.
  std::memcpy(s->ptr, a.data(), a.size());
  std::int64_t filled = static_cast<std::int64_t>(a.size());
  while (filled < total) {
    std::int64_t chunk = std::min(filled, total - filled);
    std::memcpy(s->ptr + filled, s->ptr, static_cast<std::size_t>(chunk));
    filled += chunk;
  }
  s->len = total;
  return r;
}


bool encoding_is_utf8(const RString* s) { return encoding_of(s) == Encoding::Utf8; }

Value str_push(Value self, const Value* argv, std::uint32_t) {
  RString* s = as_string(self);
  if (s->frozen) raise_frozen(self);
  Value arg = argv[0];
  if (is_fixnum(arg)) {
    // An Integer is a code point of the string's encoding: a byte of a
    // binary or US-ASCII one (which a byte above 127 makes binary, as
    // 200.chr is), else UTF-8.
    std::int64_t cp = fixnum_value(arg);
    if (cp < 0 || cp > 0x10FFFF || (cp > 0xFF && !encoding_is_utf8(s)))
      raise(c_RangeError, std::to_string(cp) + " out of char range");
    if (!encoding_is_utf8(s)) {
      const char byte = static_cast<char>(cp);
      str_append_in(s, {&byte, 1}, cp < 0x80 ? Encoding::UsAscii : Encoding::Binary);
      return self;
    }
    if (cp >= 0xD800 && cp <= 0xDFFF) {
      char buf[48];
      std::snprintf(buf, sizeof buf, "invalid codepoint 0x%X in UTF-8", static_cast<unsigned>(cp));
      raise(c_RangeError, buf);
    }
    char buf[4];
    str_append(s, {buf, static_cast<std::size_t>(utf8_encode(static_cast<std::uint32_t>(cp), buf))});
    return self;
  }
  if (is_string(arg)) {
    // UTF-8 onto UTF-8, the common case, keeps the encoding whatever the
    // bytes: no compatibility to work out.
    const RString* o = as_string(arg);
    if (!s->us_ascii && !s->binary && !o->us_ascii && !o->binary) {
      str_append(s, view(o));
      return self;
    }
  }
  str_concat(s, string_arg(arg));
  return self;
}

// ---- size and conversion ------------------------------------------------------

// Whether self's characters are its bytes (the caches of RString), finding
// out once when not known.
bool bytes_are_chars(Value self) { return str_bytes_are_chars(as_string(self)); }

std::int64_t char_count(Value self) { return bytes_are_chars(self) ? as_string(self)->len : utf8_length(str_view(self)); }

// The byte offset of character i (at most the count), or -1 past the end.
std::int64_t char_offset(Value self, std::string_view s, std::int64_t i) {
  if (bytes_are_chars(self)) return i <= static_cast<std::int64_t>(s.size()) ? i : -1;
  return utf8_offset(s, i);
}

// The length of the character at p.
int char_len(Value self, Bytes p, Bytes end) { return bytes_are_chars(self) ? 1 : utf8_char_len(p, end); }

// The byte offset of String sub in self at or after byte `from`, or -1; text
// of incompatible encodings is CompatibilityError, as CRuby's rb_str_index.
std::int64_t find(Value self, Value sub, std::size_t from) {
  compatible_encoding(as_string(self), as_string(sub));
  return string_find(str_view(self), str_view(sub), from, bytes_are_chars(self));
}

Value str_length(Value self, const Value*, std::uint32_t) { return fixnum(char_count(self)); }

Value str_empty(Value self, const Value*, std::uint32_t) { return to_bool(as_string(self)->len == 0); }

// String#to_s of a String is the receiver itself, not a copy.
Value str_to_s(Value self, const Value*, std::uint32_t) { return self; }

Value str_dup(Value self, const Value*, std::uint32_t) { return str_new_like(self, str_view(self)); }

// clone keeps the frozen state, as CRuby's does; dup never does.
Value str_clone(Value self, const Value*, std::uint32_t) {
  Value copy = str_new_like(self, str_view(self));
  as_string(copy)->frozen = as_string(self)->frozen;
  return copy;
}

Value str_freeze(Value self, const Value*, std::uint32_t) {
  as_string(self)->frozen = true;
  return self;
}

Value str_frozen_p(Value self, const Value*, std::uint32_t) { return to_bool(as_string(self)->frozen); }

Value str_inspect(Value self, const Value*, std::uint32_t) {
  std::string out;
  append_inspect(out, self);
  return str_new(out);
}

Value str_to_i(Value self, const Value* argv, std::uint32_t argc) {
  std::int64_t base = argc ? integer_arg(argv[0]) : 10;
  if (base < 0 || base == 1 || base > 36) raise(c_ArgumentError, "invalid radix " + std::to_string(base));
  return string_to_integer(str_view(self), static_cast<int>(base));
}

// ---- characters ---------------------------------------------------------------

// [i]: the character at i (negative counts from the end), or nil.
Value char_at(Value self, std::int64_t i) {
  std::string_view s = str_view(self);
  if (i < 0) {
    i += char_count(self);
    if (i < 0) return kNil;
  }
  std::int64_t off = char_offset(self, s, i);
  if (off < 0 || off == static_cast<std::int64_t>(s.size())) return kNil;
  auto* p = reinterpret_cast<Bytes>(s.data()) + off;
  return str_new_like(self, s.substr(static_cast<std::size_t>(off),
                          static_cast<std::size_t>(char_len(self, p, reinterpret_cast<Bytes>(s.data()) + s.size()))));
}

// [start, len] as CRuby's rb_str_substr: nil for a negative length or a
// start past the end; a start exactly at the end gives "".
Value substr(Value self, std::int64_t start, std::int64_t len) {
  std::string_view s = str_view(self);
  if (len < 0) return kNil;
  if (start < 0) {
    start += char_count(self);
    if (start < 0) return kNil;
  }
  std::int64_t from = char_offset(self, s, start);
  if (from < 0) return kNil;
  std::string_view rest = s.substr(static_cast<std::size_t>(from));
  std::int64_t to = bytes_are_chars(self) ? std::min<std::int64_t>(len, static_cast<std::int64_t>(rest.size()))
                                     : utf8_offset(rest, len);
  return str_new_like(self, to < 0 ? rest : rest.substr(0, static_cast<std::size_t>(to)));
}

Value str_aref(Value self, const Value* argv, std::uint32_t argc) {
  if (argc == 2) return substr(self, integer_arg(argv[0]), integer_arg(argv[1]));
  if (is_range(argv[0])) {
    std::int64_t start = 0, count = 0;
    if (!range_start_count(argv[0], char_count(self), start, count)) return kNil;
    return substr(self, start, count);
  }
  if (is_string(argv[0])) {
    // str["sub"]: a new copy of sub when it occurs, as CRuby.
    return find(self, argv[0], 0) >= 0 ? str_new_like(argv[0], str_view(argv[0])) : kNil;
  }
  return char_at(self, integer_arg(argv[0]));
}

// [] as a leaf (runtime/leaf.h): at fixnum positions or of a Range of
// them (nil ends included) it never raises; it declines the rest.
Value str_aref_leaf(Value self, const Value* argv, std::uint32_t argc) {
  for (std::uint32_t i = 0; i < argc; ++i) {
    if (is_fixnum(argv[i])) continue;
    if (argc == 1 && is_range(argv[i])) {
      Value begin, end;
      bool exclusive;
      range_parts(argv[i], begin, end, exclusive);
      if (fixnum_or_nil(begin) && fixnum_or_nil(end)) continue;
    }
    return kUndefined;
  }
  return str_aref(self, argv, argc);
}

// []=: replaces the characters [index], [start, length], [range] or the
// first occurrence of a substring with the String given last, as CRuby's
// rb_str_aset, IndexError and RangeError included.
Value str_aset(Value self, const Value* argv, std::uint32_t argc) {
  RString* s = as_string(self);
  if (s->frozen) raise_frozen(self);
  const Encoding encoding = compatible_encoding(s, string_arg(argv[argc - 1]));
  const std::string_view replacement = str_view(argv[argc - 1]);
  const std::int64_t n = char_count(self);
  std::int64_t start = 0, len = 0;
  if (argc == 3) {
    start = integer_arg(argv[0]);
    len = integer_arg(argv[1]);
    if (len < 0) raise(c_IndexError, "negative length " + std::to_string(len));
    if (start < -n || start > n) raise(c_IndexError, "index " + std::to_string(start) + " out of string");
    if (start < 0) start += n;
    len = std::min(len, n - start);
  } else if (is_range(argv[0])) {
    if (!range_start_count(argv[0], n, start, len)) {
      std::string shown;
      append_inspect(shown, argv[0]);
      raise(c_RangeError, shown + " out of range");
    }
  } else if (is_string(argv[0])) {
    const std::int64_t at = find(self, argv[0], 0);
    if (at < 0) raise(c_IndexError, "string not matched");
    start = bytes_are_chars(self) ? at : utf8_length(str_view(self).substr(0, static_cast<std::size_t>(at)));
    len = char_count(argv[0]);
  } else {
    start = integer_arg(argv[0]);
    if (start < -n || start >= n) raise(c_IndexError, "index " + std::to_string(start) + " out of string");
    if (start < 0) start += n;
    len = 1;
  }
  const std::string_view bytes = str_view(self);
  const auto from = static_cast<std::size_t>(char_offset(self, bytes, start));
  const std::int64_t end = char_offset(self, bytes, start + len);
  const auto to = end < 0 ? bytes.size() : static_cast<std::size_t>(end);
  std::string result;
  result.reserve(bytes.size() - (to - from) + replacement.size());
  result.append(bytes.substr(0, from)).append(replacement).append(bytes.substr(to));
  s->len = 0;
  str_bytes_changed(s);
  str_append(s, result);
  set_encoding(s, encoding);
  return argv[argc - 1];
}

Value str_reverse(Value self, const Value*, std::uint32_t) {
  std::string_view s = str_view(self);
  Value r = str_new_capacity(s.size());
  RString* out = as_string(r);
  auto* begin = reinterpret_cast<Bytes>(s.data());
  auto* end = begin + s.size();
  char* dst = out->ptr + s.size();
  for (auto* p = begin; p < end;) {
    int n = char_len(self, p, end);
    dst -= n;
    std::memcpy(dst, p, static_cast<std::size_t>(n));
    p += n;
  }
  out->len = static_cast<std::int64_t>(s.size());
  set_encoding(out, encoding_of(as_string(self)));
  return r;
}

// upcase/downcase/capitalize: ASCII by table, everything else through the
// Unicode tables. CRuby refuses to case-map a UTF-8 string with invalid
// bytes; a binary one's bytes above 127 have no case.
Value case_map(Value self, CaseMap first, CaseMap rest) {
  std::string_view s = str_view(self);
  const bool binary = as_string(self)->binary;
  std::string out;
  out.reserve(s.size());
  auto* begin = reinterpret_cast<Bytes>(s.data());
  auto* end = begin + s.size();
  CaseMap how = first;
  for (auto* p = begin; p < end; how = rest) {
    unsigned char c = *p;
    if (c < 0x80 || binary) {
      if (c >= 0x80) {
        out.push_back(static_cast<char>(c));
        ++p;
        continue;
      }
      if (how == CaseMap::Lower) c = (c >= 'A' && c <= 'Z') ? c + 32 : c;
      else c = (c >= 'a' && c <= 'z') ? c - 32 : c;
      out.push_back(static_cast<char>(c));
      ++p;
      continue;
    }
    int n = utf8_multibyte_len(p, end);
    if (n == 0) raise(c_ArgumentError, "input string invalid");
    if (!utf8_case_map(utf8_decode(p, n), how, out)) out.append(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
    p += n;
  }
  return str_new_like(self, out);
}

Value str_upcase(Value self, const Value*, std::uint32_t) { return case_map(self, CaseMap::Upper, CaseMap::Upper); }
Value str_downcase(Value self, const Value*, std::uint32_t) { return case_map(self, CaseMap::Lower, CaseMap::Lower); }
Value str_capitalize(Value self, const Value*, std::uint32_t) {
  return case_map(self, CaseMap::Title, CaseMap::Lower);
}

// ---- searching ----------------------------------------------------------------

Value str_include(Value self, const Value* argv, std::uint32_t) {
  string_arg(argv[0]);
  return to_bool(find(self, argv[0], 0) >= 0);
}

// CRuby 3.1 compares a prefix bytewise only (no character-boundary check),
// but a suffix must start on a character boundary.
Value str_start_with(Value self, const Value* argv, std::uint32_t argc) {
  std::string_view s = str_view(self);
  for (std::uint32_t i = 0; i < argc; ++i) {
    if (is_regexp(argv[i])) {
      if (starts_with_regexp(self, as_regexp(argv[i]))) return kTrue;
      continue;
    }
    compatible_encoding(as_string(self), string_arg(argv[i]));
    if (s.starts_with(str_view(argv[i]))) return kTrue;
  }
  return kFalse;
}

Value str_end_with(Value self, const Value* argv, std::uint32_t argc) {
  std::string_view s = str_view(self);
  for (std::uint32_t i = 0; i < argc; ++i) {
    compatible_encoding(as_string(self), string_arg(argv[i]));
    std::string_view suffix = str_view(argv[i]);
    if (s.ends_with(suffix) && (bytes_are_chars(self) || utf8_at_boundary(s, s.size() - suffix.size()))) return kTrue;
  }
  return kFalse;
}

// index(sub [, pos]): the character index of the first occurrence at or after
// character pos (negative counts from the end), or nil.
Value str_index(Value self, const Value* argv, std::uint32_t argc) {
  std::string_view s = str_view(self);
  std::int64_t pos = argc > 1 ? integer_arg(argv[1]) : 0;
  if (is_regexp(argv[0])) return index_of_regexp(self, as_regexp(argv[0]), pos);
  string_arg(argv[0]);
  if (pos < 0) {
    pos += char_count(self);
    if (pos < 0) return kNil;
  }
  std::int64_t from = char_offset(self, s, pos);
  if (from < 0) return kNil;
  std::int64_t at = find(self, argv[0], static_cast<std::size_t>(from));
  if (at < 0) return kNil;
  return fixnum(bytes_are_chars(self) ? at : utf8_length(s.substr(0, static_cast<std::size_t>(at))));
}

}  // namespace

// ---- helpers shared with Array and inspect ------------------------------------

int string_compare(std::string_view a, std::string_view b) {
  std::size_t n = std::min(a.size(), b.size());
  int c = n ? std::memcmp(a.data(), b.data(), n) : 0;
  if (c != 0) return c < 0 ? -1 : 1;
  if (a.size() == b.size()) return 0;
  return a.size() < b.size() ? -1 : 1;
}

std::int64_t string_find(std::string_view s, std::string_view sub, std::size_t from, bool bytes_are_chars) {
  while (from <= s.size()) {
    std::size_t at = s.find(sub, from);
    if (at == std::string_view::npos) return -1;
    // A match that starts inside a multi-byte character is not a match.
    if (bytes_are_chars || utf8_at_boundary(s, at)) return static_cast<std::int64_t>(at);
    from = at + 1;
  }
  return -1;
}

namespace {

struct ParsedInteger {
  Value value;
  std::size_t end;        // where the number (and its underscores) stopped
  bool digits;            // whether there was any digit
  bool ends_in_underscore;
};

ParsedInteger parse_integer(std::string_view s, int base) {
  std::size_t i = 0;
  auto at = [&](std::size_t k) { return k < s.size() ? s[k] : '\0'; };
  while (i < s.size() && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))) ++i;
  bool negative = false;
  if (at(i) == '+' || at(i) == '-') negative = s[i++] == '-';
  // A radix prefix is allowed when it names the base being parsed; base 0
  // takes the base from it (like Integer()).
  char p0 = at(i), p1 = static_cast<char>(at(i + 1) | 0x20);
  if (p0 == '0') {
    int prefixed = p1 == 'x' ? 16 : p1 == 'b' ? 2 : p1 == 'o' ? 8 : p1 == 'd' ? 10 : 0;
    if (base == 0) base = prefixed ? prefixed : 8;
    if (prefixed == base) i += 2;
  } else if (base == 0) {
    base = 10;
  }
  auto digit = [&](char c) {
    int d = c >= '0' && c <= '9' ? c - '0' : (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? (c | 0x20) - 'a' + 10 : 99;
    return d < base ? d : -1;
  };
  // Digits with single underscores between them; anything else ends the
  // number (and a number must start with a digit). The digits are kept for
  // GMP once the value leaves 64 bits.
  __int128 n = 0;
  bool big = false;
  std::string digits = negative ? "-" : "";
  bool underscore = true;
  bool any = false;
  for (; i < s.size(); ++i) {
    if (s[i] == '_') {
      if (underscore) break;
      underscore = true;
      continue;
    }
    int d = digit(s[i]);
    if (d < 0) break;
    underscore = false;
    any = true;
    digits.push_back(s[i]);
    if (!big) {
      n = n * base + d;
      big = n > static_cast<__int128>(kFixnumMax) + 1;
    }
  }
  Value value = big ? integer_from_digits(digits, base) : integer_from(negative ? -n : n);
  return {value, i, any, any && underscore};
}

}  // namespace

Value string_to_integer(std::string_view s, int base) { return parse_integer(s, base).value; }

std::optional<Value> string_to_integer_strict(std::string_view s, int base) {
  ParsedInteger p = parse_integer(s, base);
  if (!p.digits || p.ends_in_underscore) return std::nullopt;
  std::size_t i = p.end;
  while (i < s.size() && (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r'))) ++i;
  if (i != s.size()) return std::nullopt;
  return p.value;
}

void init_string_methods() {
  RClass* c = c_String;
  define_native(c, "+", str_plus, 1, 1);
  define_native(c, "*", str_times, 1, 1);
  // Leaves (runtime/leaf.h): comparisons with anything and lengths never
  // raise; [] declines what is not a position.
  set_leaf(define_native(c, "==", str_eq, 1, 1));
  set_leaf(define_native(c, "===", str_eq, 1, 1));
  set_leaf(define_native(c, "!=", str_ne, 1, 1));
  set_leaf(define_native(c, "<=>", str_cmp, 1, 1));
  define_native(c, "<", str_lt, 1, 1);
  define_native(c, ">", str_gt, 1, 1);
  define_native(c, "<=", str_le, 1, 1);
  define_native(c, ">=", str_ge, 1, 1);
  define_native(c, "<<", str_push, 1, 1);
  set_leaf(define_native(c, "length", str_length, 0, 0));
  set_leaf(define_native(c, "size", str_length, 0, 0));
  set_leaf(define_native(c, "empty?", str_empty, 0, 0));
  define_native(c, "to_s", str_to_s, 0, 0);
  define_native(c, "to_str", str_to_s, 0, 0);
  define_native(c, "dup", str_dup, 0, 0);
  define_native(c, "clone", str_clone, 0, 0);
  define_native(c, "freeze", str_freeze, 0, 0);
  define_native(c, "frozen?", str_frozen_p, 0, 0);
  define_native(c, "inspect", str_inspect, 0, 0);
  define_native(c, "to_i", str_to_i, 0, 1);
  set_leaf(define_native(c, "[]", str_aref, 1, 2), str_aref_leaf);
  set_leaf(define_native(c, "slice", str_aref, 1, 2), str_aref_leaf);
  define_native(c, "[]=", str_aset, 2, 3);
  define_native(c, "reverse", str_reverse, 0, 0);
  define_native(c, "upcase", str_upcase, 0, 0);
  define_native(c, "downcase", str_downcase, 0, 0);
  define_native(c, "capitalize", str_capitalize, 0, 0);
  define_native(c, "include?", str_include, 1, 1);
  define_native(c, "start_with?", str_start_with, 0, kAnyArgc);
  define_native(c, "end_with?", str_end_with, 0, kAnyArgc);
  define_native(c, "index", str_index, 1, 2);
}

}  // namespace rhz::rt
