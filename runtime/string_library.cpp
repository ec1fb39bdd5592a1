// String methods of tier C's library: ord, the justifications (ljust rjust
// center) and split with a String separator, as CRuby 3.1's string.c
// behaves. Widths and split's pieces count characters (UTF-8), and every
// String made here keeps the receiver's encoding (runtime/object.h).
#include <algorithm>
#include <string>
#include <string_view>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/callback.h"
#include "runtime/frozen.h"
#include "runtime/hash.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/regexp.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/string_methods.h"
#include "runtime/symbol.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

namespace {

using Bytes = const unsigned char*;

Value piece(Value self, std::string_view bytes) { return str_new_like(self, bytes); }

Value str_ord(Value self, const Value*, std::uint32_t) {
  std::string_view s = str_view(self);
  if (s.empty()) raise(c_ArgumentError, "empty string");
  auto* p = reinterpret_cast<Bytes>(s.data());
  if (*p < 0x80 || as_string(self)->binary) return fixnum(*p);
  int n = utf8_multibyte_len(p, p + s.size());
  if (n == 0) raise(c_ArgumentError, "invalid byte sequence in UTF-8");
  return fixnum(utf8_decode(p, n));
}

// ---- justification ------------------------------------------------------------

// The first `chars` characters of pad repeated.
void append_padding(std::string& out, std::string_view pad, std::int64_t chars) {
  auto* begin = reinterpret_cast<Bytes>(pad.data());
  auto* end = begin + pad.size();
  for (auto* p = begin; chars > 0; --chars) {
    if (p == end) p = begin;
    int n = utf8_char_len(p, end);
    out.append(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
    p += n;
  }
}

// ljust (left 0), rjust (left all) and center (left the smaller half).
enum class Justify { Left, Right, Center };

template <Justify How>
Value justify(Value self, const Value* argv, std::uint32_t argc) {
  std::int64_t width = integer_arg(argv[0]);
  std::string_view pad = " ";
  Encoding encoding = encoding_of(as_string(self));
  if (argc == 2) {
    RString* p = string_arg(argv[1]);
    pad = view(p);
    encoding = compatible_encoding(as_string(self), p);
    if (pad.empty()) raise(c_ArgumentError, "zero width padding");
  }
  std::string_view s = str_view(self);
  std::int64_t missing = width - (str_bytes_are_chars(as_string(self)) ? as_string(self)->len : utf8_length(s));
  if (missing <= 0) return piece(self, s);
  std::int64_t left = How == Justify::Left ? 0 : How == Justify::Right ? missing : missing / 2;
  std::string out;
  append_padding(out, pad, left);
  out.append(s);
  append_padding(out, pad, missing - left);
  return str_new_in(out, encoding);
}

// ---- split --------------------------------------------------------------------

bool ascii_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// rb_str_split_m for a nil, " " (awk: runs of whitespace, leading ones
// skipped), "" (characters) or other String separator. A limit above 1 caps
// the number of fields, the last one holding the rest; a negative limit keeps
// trailing empty fields, which no limit (or 0) drops.
Value str_split(Value self, const Value* argv, std::uint32_t argc) {
  std::string_view s = str_view(self);
  std::int64_t lim = 0;
  bool limited = false;
  std::int64_t fields = 0;  // CRuby's i: fields made so far, counted from 1
  if (argc == 2) {
    lim = integer_arg(argv[1]);
    if (lim == 1) {  // the whole string, a copy
      Value r = ary_new();
      if (!s.empty()) ary_push(as_array(r), piece(self, s));
      return r;
    }
    limited = lim > 0;
    fields = 1;
  }
  if (argc >= 1 && is_regexp(argv[0])) return split_by_regexp(self, as_regexp(argv[0]), limited, lim);
  enum class Kind { Awk, Chars, Separator } kind = Kind::Awk;
  std::string_view sep;
  if (argc >= 1 && argv[0] != kNil) {
    if (!is_string(argv[0]))
      raise(c_TypeError, "wrong argument type " + std::string(is_heap(argv[0]) ? class_of(argv[0])->name
                                                                              : conversion_name(argv[0])) +
                             " (expected Regexp)");
    sep = str_view(argv[0]);
    kind = sep.empty() ? Kind::Chars : sep == " " ? Kind::Awk : Kind::Separator;
  }
  Value result = ary_new();
  auto push = [&](std::size_t from, std::size_t n) { ary_push(as_array(result), piece(self, s.substr(from, n))); };
  const bool by_byte = str_bytes_are_chars(as_string(self));  // a binary String's characters are bytes
  auto* base = reinterpret_cast<Bytes>(s.data());
  auto* end = base + s.size();
  std::size_t beg = 0;
  if (kind == Kind::Awk) {
    bool skip = true;
    std::size_t field_end = 0;
    for (auto* p = base; p < end;) {
      unsigned char c = *p;
      p += c < 0x80 ? 1 : utf8_char_len(p, end);
      const std::size_t at = static_cast<std::size_t>(p - base);
      const bool space = c < 0x80 && ascii_space(c);
      if (skip) {
        if (space) {
          beg = at;
        } else {
          field_end = at;
          skip = false;
          if (limited && lim <= fields) break;
        }
      } else if (space) {
        push(beg, field_end - beg);
        skip = true;
        beg = at;
        if (limited) ++fields;
      } else {
        field_end = at;
      }
    }
  } else if (kind == Kind::Chars) {
    auto* p = base;
    while (p < end) {
      int n = by_byte ? 1 : utf8_char_len(p, end);
      push(static_cast<std::size_t>(p - base), static_cast<std::size_t>(n));
      p += n;
      if (limited && lim <= ++fields) break;
    }
    beg = static_cast<std::size_t>(p - base);
  } else {
    std::size_t from = 0;
    for (std::int64_t at; from < s.size() && (at = string_find(s, sep, from, by_byte)) >= 0;) {
      push(from, static_cast<std::size_t>(at) - from);
      from = static_cast<std::size_t>(at) + sep.size();
      if (limited && lim <= ++fields) break;
    }
    beg = from;
  }
  if (!s.empty() && (limited || s.size() > beg || lim < 0)) push(beg, s.size() - beg);
  if (!limited && lim == 0) {
    RArray* a = as_array(result);
    while (a->len > 0 && as_string(a->ptr[a->len - 1])->len == 0) --a->len;
  }
  return result;
}

// ---- slice! ------------------------------------------------------------------

// slice!(...): what [] selects with the same arguments, taken out of the
// String; nil, changing nothing, where [] gives nil. A frozen String is
// refused before anything is looked at, as CRuby does.
Value str_slice_bang(Value self, const Value* argv, std::uint32_t argc) {
  RString* s = as_string(self);
  if (s->frozen) raise_frozen(self);
  static const Sym aref = intern("[]");
  const Value part = call_entry(find_method(c_String, aref), self, argv, argc);
  if (part == kNil) return kNil;
  const std::string_view text = view(s);
  std::int64_t at;  // the byte where the part starts
  if (argc == 2 || is_integer(argv[0])) {
    std::int64_t start = integer_arg(argv[0]);
    if (start < 0) start += utf8_length(text);
    at = utf8_offset(text, start);
  } else if (is_string(argv[0])) {
    at = string_find(text, view(as_string(argv[0])), 0);
  } else {
    std::int64_t start = 0, count = 0;
    range_start_count(argv[0], utf8_length(text), start, count);
    at = utf8_offset(text, start);
  }
  const std::int64_t n = as_string(part)->len;
  std::copy(s->ptr + at + n, s->ptr + s->len, s->ptr + at);
  s->len -= n;
  str_bytes_changed(s);
  return part;
}

// strip, lstrip, rstrip: without leading and/or trailing white space, as
// CRuby 3.1 counts it: NUL, tab, newline, vertical tab, form feed, return
// and space.
bool strip_byte(char c) { return c == '\0' || c == ' ' || (c >= '\t' && c <= '\r'); }
template <bool Left, bool Right>
Value str_strip(Value self, const Value*, std::uint32_t) {
  const std::string_view s = view(as_string(self));
  std::size_t from = 0, to = s.size();
  if (Left)
    while (from < to && strip_byte(s[from])) ++from;
  if (Right)
    while (to > from && strip_byte(s[to - 1])) --to;
  return str_new_like(self, s.substr(from, to - from));
}

Value str_to_sym(Value self, const Value*, std::uint32_t) { return symbol_value(intern(str_view(self))); }

// String.new: an empty binary String, as CRuby's; String.new(s): a copy of
// s that may change. capacity: and encoding: are not taken.
Value str_s_new(Value, const Value* argv, std::uint32_t argc) {
  if (argc == 0) return str_new_in("", Encoding::Binary);
  if (is_hash(argv[argc - 1]))
    raise(c_NotImplementedError, "String.new with keyword arguments is not supported by rhz yet");
  if (argc > 1) raise(c_ArgumentError, "wrong number of arguments (given " + std::to_string(argc) + ", expected 0..1)");
  string_arg(argv[0]);
  return str_new_like(argv[0], str_view(argv[0]));
}

}  // namespace

void init_string_library_methods() {
  RClass* c = c_String;
  define_native(c, "to_sym", str_to_sym, 0, 0);
  define_native(c, "intern", str_to_sym, 0, 0);
  if (!c->klass) c->klass = new_metaclass(c);  // String's singleton, for String.new
  define_native(c->klass, "new", str_s_new, 0, kAnyArgc);
  define_native(c, "ord", str_ord, 0, 0);
  define_native(c, "ljust", justify<Justify::Left>, 1, 2);
  define_native(c, "rjust", justify<Justify::Right>, 1, 2);
  define_native(c, "center", justify<Justify::Center>, 1, 2);
  define_native(c, "split", str_split, 0, 2);
  define_native(c, "slice!", str_slice_bang, 1, 2);
  define_native(c, "strip", str_strip<true, true>, 0, 0);
  define_native(c, "lstrip", str_strip<true, false>, 0, 0);
  define_native(c, "rstrip", str_strip<false, true>, 0, 0);
}

}  // namespace rhz::rt
