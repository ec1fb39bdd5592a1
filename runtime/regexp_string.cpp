// String's methods that take a Regexp: =~, match?, scan (its block form is
// the prelude's), and the Regexp cases of split, index and start_with?,
// which string.cpp and string_library.cpp hand over. Each follows CRuby 3.1's
// string.c and re.c: positions and results count characters, an empty match
// never repeats at one place, and a failed match leaves nothing behind.
#include <string>
#include <string_view>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/regexp.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

namespace {

Value piece(Value self, std::string_view s, std::int64_t from, std::int64_t n) {
  return str_new_like(self, s.substr(static_cast<std::size_t>(from), static_cast<std::size_t>(n)));
}

// String#=~: a Regexp matches the String; a String is CRuby's TypeError;
// anything else has Object#=~, which matches nothing.
Value str_match_op(Value self, const Value* argv, std::uint32_t) {
  if (is_string(argv[0])) raise(c_TypeError, "type mismatch: String given");
  if (!is_regexp(argv[0])) return kNil;
  RString* s = as_string(self);
  Match m;
  const std::int64_t at = regexp_search(as_regexp(argv[0]), searchable(s), 0, m);
  return at < 0 ? kNil : fixnum(char_index(s, at));
}

// String#match?(pattern[, pos]): a String pattern is compiled as a regexp.
Value str_match_p(Value self, const Value* argv, std::uint32_t argc) {
  RRegexp* re = pattern_arg(argv[0]);
  RString* s = as_string(self);
  const std::string_view text = searchable(s);
  std::int64_t from = 0;
  if (argc > 1) {
    std::int64_t pos = integer_arg(argv[1]);
    if (pos < 0) pos += utf8_length(text);
    if (pos < 0) return kFalse;
    from = utf8_offset(text, pos);
    if (from < 0) return kFalse;
  }
  Match m;
  return to_bool(regexp_search(re, text, from, m) >= 0);
}

// A String pattern of scan means itself: a regexp that quotes it.
RRegexp* quoted_pattern(Value v) {
  if (is_regexp(v)) return as_regexp(v);
  if (!is_string(v)) raise_expected_regexp(v);
  return as_regexp(regexp_new(regexp_quote(view(as_string(v))), 0));
}

// __scan(pattern): every match, or for a pattern with groups an Array of
// each match's groups (nil for a group that took no part).
Value str_scan(Value self, const Value* argv, std::uint32_t) {
  RRegexp* re = quoted_pattern(argv[0]);
  const std::string_view s = searchable(as_string(self));
  Value out = ary_new();
  Match m;
  for (std::int64_t from = 0; regexp_search(re, s, from, m) >= 0;) {
    if (m.groups() == 1) {
      ary_push(as_array(out), piece(self, s, m.begin(0), m.end(0) - m.begin(0)));
    } else {
      Value groups = ary_new(static_cast<std::size_t>(m.groups() - 1));
      for (int g = 1; g < m.groups(); ++g)
        ary_push(as_array(groups), m.begin(g) < 0 ? kNil : piece(self, s, m.begin(g), m.end(g) - m.begin(g)));
      ary_push(as_array(out), groups);
    }
    from = m.end(0) == m.begin(0) ? m.end(0) + char_len_at(s, m.end(0)) : m.end(0);
  }
  return out;
}

}  // namespace

Value split_by_regexp(Value self, RRegexp* re, bool limited, std::int64_t lim) {
  const std::string_view s = searchable(as_string(self));
  const auto len = static_cast<std::int64_t>(s.size());
  Value result = ary_new();
  auto push = [&](std::int64_t from, std::int64_t n) { ary_push(as_array(result), piece(self, s, from, n)); };
  std::int64_t fields = 1;  // with a limit: the fields made so far, counted from 1
  std::int64_t beg = 0;     // where the current field starts
  std::int64_t start = 0;   // where the next search starts
  bool empty_before = false;  // the last search matched empty where it started
  Match m;
  for (std::int64_t at; (at = regexp_search(re, s, start, m)) >= 0;) {
    if (at == start && m.begin(0) == m.end(0)) {
      // An empty match where the search started splits nothing off the
      // first time: search again one character on. The second time (the
      // empty match one character on), the character between is a field.
      if (len == 0) {
        push(0, 0);
        break;
      }
      if (!empty_before) {
        start += start == len ? 1 : char_len_at(s, start);
        empty_before = true;
        continue;
      }
      push(beg, char_len_at(s, beg));
      beg = start;
    } else {
      push(beg, at - beg);
      beg = start = m.end(0);
    }
    empty_before = false;
    for (int g = 1; g < m.groups(); ++g) {
      if (m.begin(g) >= 0) push(m.begin(g), m.end(g) - m.begin(g));
    }
    if (limited && lim <= ++fields) break;
  }
  if (len > 0 && (limited || len > beg || lim < 0)) push(beg, len - beg);
  if (!limited && lim == 0) {
    RArray* a = as_array(result);
    while (a->len > 0 && as_string(a->ptr[a->len - 1])->len == 0) --a->len;
  }
  return result;
}

Value index_of_regexp(Value self, RRegexp* re, std::int64_t pos) {
  RString* s = as_string(self);
  const std::string_view text = searchable(s);
  if (pos < 0) {
    pos += utf8_length(text);
    if (pos < 0) return kNil;
  }
  const std::int64_t from = utf8_offset(text, pos);
  if (from < 0) return kNil;
  Match m;
  const std::int64_t at = regexp_search(re, text, from, m);
  return at < 0 ? kNil : fixnum(char_index(s, at));
}

bool starts_with_regexp(Value self, RRegexp* re) {
  Match m;
  return regexp_match_at(re, searchable(as_string(self)), 0, m);
}

void init_regexp_string_methods() {
  define_native(c_String, "=~", str_match_op, 1, 1);
  define_native(c_String, "match?", str_match_p, 1, 2);
  define_native(c_String, "__scan", str_scan, 1, 1, true);
}

}  // namespace rhz::rt
