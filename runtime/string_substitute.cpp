// String#sub and #gsub with a String pattern, found as it is, or a Regexp
// (the bang forms and the block forms are the prelude's, runtime/prelude.rb,
// which call the helpers here). The replacement String's back-references
// work as CRuby's: \0 and \& are the match, \` and \' what comes before and
// after it, \\ a backslash, \1 .. \9 and \k<name> the groups (empty where a
// group took no part, and always for a String pattern); any other escape
// stays as written.
#include <algorithm>
#include <string>
#include <string_view>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/frozen.h"
#include "runtime/object.h"
#include "runtime/regexp.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/string_methods.h"

namespace rhz::rt {

namespace {

// The matches of one pattern in one String, left to right.
class Matcher {
 public:
  Matcher(RString* s, Value pattern)
      : re_(is_regexp(pattern) ? as_regexp(pattern) : nullptr),
        text_(re_ ? searchable(s) : view(s)),
        literal_(re_ ? std::string_view{} : view(string_pattern(pattern))) {}

  std::string_view text() const { return text_; }

  // Finds the next match at or after byte `from`; false when there is none.
  bool next(std::int64_t from) {
    if (from > static_cast<std::int64_t>(text_.size())) return false;
    if (re_) return regexp_search(re_, text_, from, match_) >= 0;
    begin_ = string_find(text_, literal_, static_cast<std::size_t>(from));
    return begin_ >= 0;
  }
  std::int64_t begin(int group = 0) const {
    if (re_) return group < match_.groups() ? match_.begin(group) : -1;
    return group == 0 ? begin_ : -1;
  }
  std::int64_t end(int group = 0) const {
    if (re_) return group < match_.groups() ? match_.end(group) : -1;
    return group == 0 ? begin_ + static_cast<std::int64_t>(literal_.size()) : -1;
  }
  // The group a `\k<name>` names, or -1.
  int named_group(std::string_view name) const {
    if (!re_) return -1;
    const auto* p = reinterpret_cast<const OnigUChar*>(name.data());
    Match& m = const_cast<Match&>(match_);
    return onig_name_to_backref_number(re_->regex, p, p + name.size(), m.region());
  }

 private:
  // sub and gsub take a String or a Regexp, else CRuby's TypeError.
  static RString* string_pattern(Value v) {
    if (!is_string(v)) raise_expected_regexp(v);
    return as_string(v);
  }

  RRegexp* re_;
  std::string_view text_;
  std::string_view literal_;
  Match match_;
  std::int64_t begin_ = -1;
};

// Calls on_match(gap_begin) for each match (sub: the first only), where the
// text between the previous match and this one starts; returns where the
// text after the last match starts. An empty match is followed by the next
// character, which belongs to the gap after it (CRuby never matches twice
// at one place).
template <class OnMatch>
std::int64_t each_match(Matcher& m, bool global, OnMatch on_match) {
  const std::string_view s = m.text();
  std::int64_t offset = 0, from = 0;
  while (m.next(from)) {
    on_match(offset);
    offset = m.end();
    from = m.begin() == m.end() ? offset + char_len_at(s, offset) : offset;
    if (!global) break;
  }
  return offset;
}

void append_group(std::string& out, const Matcher& m, int group) {
  if (group < 0 || m.begin(group) < 0) return;
  out.append(m.text().substr(static_cast<std::size_t>(m.begin(group)),
                             static_cast<std::size_t>(m.end(group) - m.begin(group))));
}

void append_replacement(std::string& out, std::string_view repl, const Matcher& m) {
  const std::string_view s = m.text();
  for (std::size_t i = 0; i < repl.size(); ++i) {
    if (repl[i] != '\\' || i + 1 == repl.size()) {
      out += repl[i];
      continue;
    }
    const char c = repl[++i];
    if (c == '0' || c == '&') append_group(out, m, 0);
    else if (c == '`') out.append(s.substr(0, static_cast<std::size_t>(m.begin())));
    else if (c == '\'') out.append(s.substr(static_cast<std::size_t>(m.end())));
    else if (c == '\\') out += '\\';
    else if (c >= '1' && c <= '9') append_group(out, m, c - '0');
    else if (c == 'k' && i + 1 < repl.size() && repl[i + 1] == '<' && repl.find('>', i) != std::string_view::npos) {
      const std::size_t close = repl.find('>', i);
      append_group(out, m, m.named_group(repl.substr(i + 2, close - i - 2)));
      i = close;
    } else {
      out += '\\';
      out += c;
    }
  }
}

// __substitute(pattern, replacement, global): sub (global false) or gsub.
Value str_substitute(Value self, const Value* argv, std::uint32_t) {
  const std::string_view repl = view(string_arg(argv[1]));
  Matcher m(as_string(self), argv[0]);
  const std::string_view s = m.text();
  std::string out;
  const std::int64_t rest = each_match(m, argv[2] == kTrue, [&](std::int64_t gap) {
    out.append(s.substr(static_cast<std::size_t>(gap), static_cast<std::size_t>(m.begin() - gap)));
    append_replacement(out, repl, m);
  });
  out.append(s.substr(static_cast<std::size_t>(rest)));
  return str_new_encoded(out, as_string(self)->us_ascii && as_string(argv[1])->us_ascii);
}

// __substitution_parts(pattern, global): for the block forms, the text
// before the first match, then each match followed by the text after it,
// up to the next match or the end.
Value str_substitution_parts(Value self, const Value* argv, std::uint32_t) {
  Matcher m(as_string(self), argv[0]);
  const std::string_view s = m.text();
  Value parts = ary_new();
  auto piece = [&](std::int64_t from, std::int64_t to) {
    ary_push(as_array(parts), str_new_like(self, s.substr(static_cast<std::size_t>(from), static_cast<std::size_t>(to - from))));
  };
  const std::int64_t rest = each_match(m, argv[1] == kTrue, [&](std::int64_t gap) {
    piece(gap, m.begin());
    piece(m.begin(), m.end());
  });
  piece(rest, static_cast<std::int64_t>(s.size()));
  return parts;
}

// __check_modifiable: sub! and gsub! refuse a frozen String before looking.
Value str_check_modifiable(Value self, const Value*, std::uint32_t) {
  if (!as_string(self)->frozen) return kNil;
  raise_frozen(self);
}

// __pattern_found?(pattern): whether sub! and gsub! will change anything.
Value str_pattern_found(Value self, const Value* argv, std::uint32_t) {
  Matcher m(as_string(self), argv[0]);
  return to_bool(m.next(0));
}

// __replace_bytes(other): self's bytes and encoding become other's.
Value str_replace_bytes(Value self, const Value* argv, std::uint32_t) {
  RString* s = as_string(self);
  RString* o = as_string(argv[0]);
  s->len = 0;
  str_reserve(s, static_cast<std::size_t>(o->len));
  std::copy(o->ptr, o->ptr + o->len, s->ptr);
  s->len = o->len;
  s->us_ascii = o->us_ascii;
  s->binary = o->binary;
  str_bytes_changed(s);
  return self;
}

}  // namespace

void init_string_substitute_methods() {
  define_native(c_String, "__substitute", str_substitute, 3, 3, true);
  define_native(c_String, "__substitution_parts", str_substitution_parts, 2, 2, true);
  define_native(c_String, "__check_modifiable", str_check_modifiable, 0, 0, true);
  define_native(c_String, "__pattern_found?", str_pattern_found, 1, 1, true);
  define_native(c_String, "__replace_bytes", str_replace_bytes, 1, 1, true);
}

}  // namespace rhz::rt
