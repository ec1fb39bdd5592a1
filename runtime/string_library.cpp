// String methods of tier C's library: ord, the justifications (ljust rjust
// center) and split with a String separator, as CRuby 3.1's string.c
// behaves. Widths and split's pieces count characters (UTF-8), and every
// String made here keeps the receiver's encoding (runtime/object.h).
#include <string>
#include <string_view>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/string_methods.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

namespace {

using Bytes = const unsigned char*;

std::string_view sv(Value v) { return view(as_string(v)); }

Value piece(Value self, std::string_view bytes) { return str_new_encoded(bytes, as_string(self)->us_ascii); }

Value str_ord(Value self, const Value*, std::uint32_t) {
  std::string_view s = sv(self);
  if (s.empty()) raise(c_ArgumentError, "empty string");
  auto* p = reinterpret_cast<Bytes>(s.data());
  if (*p < 0x80) return fixnum(*p);
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
  bool pad_7bit = true;
  if (argc == 2) {
    const RString* p = string_arg(argv[1]);
    pad = view(p);
    pad_7bit = is_7bit(pad);
    if (pad.empty()) raise(c_ArgumentError, "zero width padding");
  }
  std::string_view s = sv(self);
  std::int64_t missing = width - utf8_length(s);
  if (missing <= 0) return piece(self, s);
  std::int64_t left = How == Justify::Left ? 0 : How == Justify::Right ? missing : missing / 2;
  std::string out;
  append_padding(out, pad, left);
  out.append(s);
  append_padding(out, pad, missing - left);
  return str_new_encoded(out, as_string(self)->us_ascii && pad_7bit);
}

// ---- split --------------------------------------------------------------------

bool ascii_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// rb_str_split_m for a nil, " " (awk: runs of whitespace, leading ones
// skipped), "" (characters) or other String separator. A limit above 1 caps
// the number of fields, the last one holding the rest; a negative limit keeps
// trailing empty fields, which no limit (or 0) drops.
Value str_split(Value self, const Value* argv, std::uint32_t argc) {
  std::string_view s = sv(self);
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
  enum class Kind { Awk, Chars, Separator } kind = Kind::Awk;
  std::string_view sep;
  if (argc >= 1 && argv[0] != kNil) {
    if (!is_string(argv[0]))
      raise(c_TypeError, "wrong argument type " + std::string(is_heap(argv[0]) ? class_of(argv[0])->name
                                                                              : conversion_name(argv[0])) +
                             " (expected Regexp)");
    sep = sv(argv[0]);
    kind = sep.empty() ? Kind::Chars : sep == " " ? Kind::Awk : Kind::Separator;
  }
  Value result = ary_new();
  auto push = [&](std::size_t from, std::size_t n) { ary_push(as_array(result), piece(self, s.substr(from, n))); };
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
      int n = utf8_char_len(p, end);
      push(static_cast<std::size_t>(p - base), static_cast<std::size_t>(n));
      p += n;
      if (limited && lim <= ++fields) break;
    }
    beg = static_cast<std::size_t>(p - base);
  } else {
    std::size_t from = 0;
    for (std::int64_t at; from < s.size() && (at = string_find(s, sep, from)) >= 0;) {
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

}  // namespace

void init_string_library_methods() {
  RClass* c = c_String;
  define_native(c, "ord", str_ord, 0, 0);
  define_native(c, "ljust", justify<Justify::Left>, 1, 2);
  define_native(c, "rjust", justify<Justify::Right>, 1, 2);
  define_native(c, "center", justify<Justify::Center>, 1, 2);
  define_native(c, "split", str_split, 0, 2);
}

}  // namespace rhz::rt
