// The String methods that take character sets, as CRuby 3.1's string.c:
// tr and tr_s (transliteration), delete, squeeze and count.
//
// A set is written as tr's arguments are: characters, ranges `a-z`, a `^`
// first (when more follows) for every character not listed, a backslash
// before a character for the character itself (`\-`, `\^`, `\\`); a `-`
// first or last is itself. The characters come one at a time, ranges
// expanded in order (SetReader, CRuby's trnext), so that tr pairs the n-th
// character of its first argument with the n-th of its second, the last one
// standing for the rest. delete, squeeze and count take several sets and
// match a character in all of them.
//
// Characters are code points of UTF-8 text (a byte that starts no valid
// sequence is CRuby's ArgumentError) or the bytes of a binary String.
#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

namespace {

std::vector<std::uint32_t> chars_of(RString* s) {
  std::vector<std::uint32_t> chars;
  const auto* p = reinterpret_cast<const unsigned char*>(s->ptr);
  const auto* end = p + s->len;
  const bool binary = encoding_of(s) == Encoding::Binary;
  while (p < end) {
    if (*p < 0x80 || binary) {
      chars.push_back(*p++);
      continue;
    }
    const int n = utf8_multibyte_len(p, end);
    if (n == 0) raise(c_ArgumentError, "invalid byte sequence in UTF-8");
    chars.push_back(utf8_decode(p, n));
    p += n;
  }
  return chars;
}

void put_char(std::string& out, std::uint32_t c, bool binary) {
  if (binary || c < 0x80) {
    out.push_back(static_cast<char>(c));
    return;
  }
  char buf[4];
  out.append(buf, static_cast<std::size_t>(utf8_encode(c, buf)));
}

// One set argument, read a character at a time (CRuby's trnext).
class SetReader {
 public:
  explicit SetReader(std::vector<std::uint32_t> chars) : chars_(std::move(chars)) {
    negated_ = chars_.size() > 1 && chars_[0] == '^';
    if (negated_) pos_ = 1;
  }

  bool negated() const { return negated_; }
  // The character read last (what a range ended at): tr's replacement for
  // the characters past the end of its second argument.
  std::uint32_t last() const { return now_; }

  // The next character, or false at the end.
  bool next(std::uint32_t& c) {
    if (in_range_) {
      if (++now_ >= max_) {
        now_ = max_;
        in_range_ = false;
      }
      c = now_;
      return true;
    }
    if (pos_ == chars_.size()) return false;
    if (chars_[pos_] == '\\' && pos_ + 1 < chars_.size()) ++pos_;
    now_ = chars_[pos_++];
    if (pos_ + 1 < chars_.size() && chars_[pos_] == '-') {
      const std::uint32_t high = chars_[pos_ + 1];
      pos_ += 2;
      if (now_ > high) {
        if (now_ < 0x80 && high < 0x80)
          raise(c_ArgumentError, std::string("invalid range \"") + static_cast<char>(now_) + "-" +
                                     static_cast<char>(high) + "\" in string transliteration");
        raise(c_ArgumentError, "invalid range in string transliteration");
      }
      if (now_ < high) {
        in_range_ = true;
        max_ = high;
      }
    }
    c = now_;
    return true;
  }

 private:
  std::vector<std::uint32_t> chars_;
  std::size_t pos_ = 0;
  bool negated_ = false;
  bool in_range_ = false;
  std::uint32_t now_ = 0;
  std::uint32_t max_ = 0;
};

// The characters of a set, and whether it is negated.
class CharSet {
 public:
  explicit CharSet(RString* s) {
    SetReader reader(chars_of(s));
    negated_ = reader.negated();
    for (std::uint32_t c; reader.next(c);) {
      if (c < 256) bytes_[c] = true;
      else others_.insert(c);
    }
  }
  bool contains(std::uint32_t c) const { return (c < 256 ? bytes_[c] : others_.count(c) != 0) != negated_; }

 private:
  std::array<bool, 256> bytes_{};
  std::unordered_set<std::uint32_t> others_;
  bool negated_ = false;
};

struct Sets {
  std::vector<CharSet> sets;
  Sets(const Value* argv, std::uint32_t argc) {
    for (std::uint32_t i = 0; i < argc; ++i) sets.emplace_back(string_arg(argv[i]));
  }
  bool contain(std::uint32_t c) const {
    for (const CharSet& s : sets)
      if (!s.contains(c)) return false;
    return true;
  }
};

// The result's encoding, as CRuby's rb_enc_check of the receiver with each
// argument (Encoding::CompatibilityError when they cannot meet).
Encoding result_encoding(RString* self, const Value* argv, std::uint32_t argc) {
  Encoding e = encoding_of(self);
  for (std::uint32_t i = 0; i < argc; ++i) {
    const Encoding with = compatible_encoding(self, string_arg(argv[i]));
    if (with != Encoding::UsAscii) e = with;
  }
  return e;
}

// The characters of self not in every set.
Value delete_chars(RString* self, const Value* argv, std::uint32_t argc) {
  const Sets sets(argv, argc);
  const Encoding e = result_encoding(self, argv, argc);
  std::string out;
  for (std::uint32_t c : chars_of(self))
    if (!sets.contain(c)) put_char(out, c, e == Encoding::Binary);
  return str_new_in(out, e);
}

// tr (squeeze = false) and tr_s.
Value translate(Value self, const Value* argv, bool squeeze) {
  RString* str = as_string(self);
  RString* from = string_arg(argv[0]);
  RString* to = string_arg(argv[1]);
  if (str->len == 0) return str_new_like(self, "");  // the sets go unread, errors and all
  if (to->len == 0) return delete_chars(str, argv, 1);
  const Encoding e = result_encoding(str, argv, 2);
  SetReader src(chars_of(from));
  SetReader repl(chars_of(to));
  std::unordered_map<std::uint32_t, std::uint32_t> map;  // not negated: each character's replacement
  std::unordered_set<std::uint32_t> listed;               // negated: the characters kept
  std::uint32_t last = 0;
  if (src.negated()) {
    for (std::uint32_t c; src.next(c);) listed.insert(c);
    for (std::uint32_t c; repl.next(c);) {
    }
    last = repl.last();
  } else {
    for (std::uint32_t c; src.next(c);) {
      std::uint32_t r;
      if (!repl.next(r)) r = repl.last();
      map[c] = r;  // a character listed twice takes its last replacement
    }
  }
  std::string out;
  bool translated_last = false;
  std::uint32_t previous = 0;
  for (std::uint32_t c : chars_of(str)) {
    std::uint32_t r = c;
    bool translated;
    if (src.negated()) {
      translated = !listed.count(c);
      if (translated) r = last;
    } else {
      const auto it = map.find(c);
      translated = it != map.end();
      if (translated) r = it->second;
    }
    // tr_s: a run of characters translated to the same one gives it once.
    if (squeeze && translated && translated_last && r == previous) continue;
    translated_last = translated;
    previous = r;
    put_char(out, r, e == Encoding::Binary);
  }
  return str_new_in(out, e);
}

Value str_tr(Value self, const Value* argv, std::uint32_t) { return translate(self, argv, false); }
Value str_tr_s(Value self, const Value* argv, std::uint32_t) { return translate(self, argv, true); }

// An empty String is returned before its arguments are looked at, as in
// CRuby (even none).
Value str_delete(Value self, const Value* argv, std::uint32_t argc) {
  if (as_string(self)->len == 0) return str_new_like(self, "");
  if (argc == 0) raise_argc(0, 1, kAnyArgc);
  return delete_chars(as_string(self), argv, argc);
}

// A run of one character gives it once, where the character is in every
// set (every character, without sets).
Value str_squeeze(Value self, const Value* argv, std::uint32_t argc) {
  RString* str = as_string(self);
  const Sets sets(argv, argc);
  const Encoding e = result_encoding(str, argv, argc);
  std::string out;
  bool first = true;
  std::uint32_t previous = 0;
  for (std::uint32_t c : chars_of(str)) {
    if (!first && c == previous && sets.contain(c)) continue;
    first = false;
    previous = c;
    put_char(out, c, e == Encoding::Binary);
  }
  return str_new_in(out, e);
}

Value str_count(Value self, const Value* argv, std::uint32_t argc) {
  RString* str = as_string(self);
  const Sets sets(argv, argc);
  result_encoding(str, argv, argc);
  std::int64_t n = 0;
  for (std::uint32_t c : chars_of(str)) n += sets.contain(c);
  return fixnum(n);
}

}  // namespace

void init_string_tr_methods() {
  define_native(c_String, "tr", str_tr, 2, 2);
  define_native(c_String, "tr_s", str_tr_s, 2, 2);
  define_native(c_String, "delete", str_delete, 0, kAnyArgc);
  define_native(c_String, "squeeze", str_squeeze, 0, kAnyArgc);
  define_native(c_String, "count", str_count, 1, kAnyArgc);
}

}  // namespace rhz::rt
