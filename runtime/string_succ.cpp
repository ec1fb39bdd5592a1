// String#succ and the Strings a String range holds, as CRuby's str_succ and
// rb_str_upto_each make them, for ASCII text (and binary Strings' bytes).
//
// succ: the rightmost alphanumeric is incremented ('9' wraps to '0', 'z' to
// 'a', 'Z' to 'A', carrying leftwards across other alphanumerics and past
// punctuation, but not from a digit to a letter or back across it); a carry
// out of the leftmost one inserts "1", "a" or "A" there. Text without an
// alphanumeric increments its last byte, carrying through 0xFF.
//
// A range of two one-character Strings runs through the byte values; one
// of two digit strings counts, each number zero-padded to the first's
// width; any other applies succ until the end (or until the String grows
// longer than the end).
#include <cctype>
#include <string>
#include <string_view>

#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/string_encoding.h"

namespace rhz::rt {

namespace {

enum class Kind { None, Digit, Lower, Upper };

Kind kind_of(char c) {
  if (c >= '0' && c <= '9') return Kind::Digit;
  if (c >= 'a' && c <= 'z') return Kind::Lower;
  if (c >= 'A' && c <= 'Z') return Kind::Upper;
  return Kind::None;
}

bool is_ascii(std::string_view s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

std::string succ_bytes(std::string s) {
  if (s.empty()) return s;
  bool alnum = false;
  for (char c : s) alnum = alnum || kind_of(c) != Kind::None;
  if (!alnum) {
    for (std::size_t i = s.size(); i-- > 0;) {
      if (static_cast<unsigned char>(s[i]) != 0xFF) {
        ++s[i];
        return s;
      }
      s[i] = '\0';
    }
    return "\x01" + s;
  }
  Kind wrapped = Kind::None;  // the kind of the last alphanumeric that wrapped
  bool after_other = false;   // a non-alphanumeric since it
  std::size_t carry_at = s.size();
  for (std::size_t i = s.size(); i-- > 0;) {
    const Kind k = kind_of(s[i]);
    if (k == Kind::None) {
      after_other = wrapped != Kind::None;
      continue;
    }
    if (after_other && k != wrapped) break;
    after_other = false;
    const char top = k == Kind::Digit ? '9' : k == Kind::Lower ? 'z' : 'Z';
    if (s[i] != top) {
      ++s[i];
      return s;
    }
    s[i] = k == Kind::Digit ? '0' : k == Kind::Lower ? 'a' : 'A';
    wrapped = k;
    carry_at = i;
  }
  s.insert(carry_at, 1, wrapped == Kind::Digit ? '1' : wrapped == Kind::Lower ? 'a' : 'A');
  return s;
}

void require_ascii(std::string_view s, const char* what) {
  if (!is_ascii(s)) raise(c_NotImplementedError, std::string(what) + " of non-ASCII text is not supported by rhz yet");
}

Value str_succ(Value self, const Value*, std::uint32_t) {
  if (!as_string(self)->binary) require_ascii(str_view(self), "String#succ");  // a binary one's are bytes
  return str_new_like(self, succ_bytes(std::string(str_view(self))));
}

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (kind_of(c) != Kind::Digit) return false;
  return true;
}

}  // namespace

Value string_range_array(Value first, Value last, bool exclusive) {
  const std::string_view b = str_view(first), e = str_view(last);
  require_ascii(b, "a String range");
  require_ascii(e, "a String range");
  Value out = ary_new();
  auto push = [&](std::string_view s) { ary_push(as_array(out), str_new_like(first, s)); };
  if (b.size() == 1 && e.size() == 1) {
    for (int c = static_cast<unsigned char>(b[0]); c < static_cast<unsigned char>(e[0]) + (exclusive ? 0 : 1); ++c)
      push(std::string(1, static_cast<char>(c)));
    return out;
  }
  if (all_digits(b) && all_digits(e) && b.size() < 19 && e.size() < 19) {
    const long long from = std::stoll(std::string(b)), to = std::stoll(std::string(e));
    for (long long n = from; exclusive ? n < to : n <= to; ++n) {
      std::string digits = std::to_string(n);
      if (digits.size() < b.size()) digits.insert(0, b.size() - digits.size(), '0');
      push(digits);
    }
    return out;
  }
  if (b > e || (exclusive && b == e)) return out;
  const std::string after_end = succ_bytes(std::string(e));
  std::string current(b);
  while (current != after_end) {
    push(current);
    if (!exclusive && current == e) break;
    current = succ_bytes(current);
    if (exclusive && current == e) break;
    if (current.size() > e.size() || current.empty()) break;
  }
  return out;
}

void define_string_succ() {
  define_native(c_String, "succ", str_succ, 0, 0);
  define_native(c_String, "next", str_succ, 0, 0);
}

}  // namespace rhz::rt
