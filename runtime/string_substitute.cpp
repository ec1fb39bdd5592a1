// String#sub and #gsub with a String pattern (tier C; regular expressions
// raise before they get here). The replacement String's back-references
// work as CRuby's: \0 and \& are the match, \` and \' what comes before and
// after it, \\ a backslash, and the groups \1 .. \9 are empty (a String
// pattern has none). The block forms are the prelude's (runtime/prelude.rb),
// which call __substitute once per match.
#include <string>
#include <string_view>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

namespace {

void append_replacement(std::string& out, std::string_view repl, std::string_view s, std::size_t at,
                        std::size_t len) {
  for (std::size_t i = 0; i < repl.size(); ++i) {
    if (repl[i] != '\\' || i + 1 == repl.size()) {
      out += repl[i];
      continue;
    }
    const char c = repl[++i];
    if (c == '0' || c == '&') out.append(s.substr(at, len));
    else if (c == '`') out.append(s.substr(0, at));
    else if (c == '\'') out.append(s.substr(at + len));
    else if (c == '\\') out += '\\';
    else if (c >= '1' && c <= '9') continue;
    else {
      out += '\\';
      out += c;
    }
  }
}

// A pattern sub and gsub take: a String (a Regexp raises before it gets
// here), else CRuby's TypeError.
RString* string_pattern(Value v) {
  if (!is_string(v)) raise(c_TypeError, "wrong argument type " + std::string(conversion_name(v)) + " (expected Regexp)");
  return as_string(v);
}

// __string_pattern(pattern): the pattern, checked, for the block forms.
Value check_pattern(Value, const Value* argv, std::uint32_t) { return from_object(string_pattern(argv[0])); }

// __substitute(pattern, replacement, global): sub (global false) or gsub.
Value str_substitute(Value self, const Value* argv, std::uint32_t) {
  const std::string_view pat = view(string_pattern(argv[0])), repl = view(string_arg(argv[1]));
  const bool global = argv[2] == kTrue;
  const std::string_view s = view(as_string(self));
  std::string out;
  std::size_t from = 0;
  while (from <= s.size()) {
    const std::size_t at = s.find(pat, from);
    if (at == std::string_view::npos) break;
    out.append(s.substr(from, at - from));
    append_replacement(out, repl, s, at, pat.size());
    from = at + pat.size();
    if (pat.empty()) {  // an empty pattern matches before every character, and at the end
      if (at == s.size()) {
        from = s.size() + 1;
        break;
      }
      const auto* p = reinterpret_cast<const unsigned char*>(s.data()) + at;
      const int n = utf8_char_len(p, reinterpret_cast<const unsigned char*>(s.data()) + s.size());
      out.append(s.substr(at, static_cast<std::size_t>(n)));
      from = at + static_cast<std::size_t>(n);
    }
    if (!global) break;
  }
  if (from < s.size()) out.append(s.substr(from));
  return str_new_encoded(out, as_string(self)->us_ascii && as_string(argv[1])->us_ascii);
}

}  // namespace

void init_string_substitute_methods() {
  define_native(c_String, "__substitute", str_substitute, 3, 3, true);
  define_native(c_String, "__string_pattern", check_pattern, 1, 1, true);
}

}  // namespace rhz::rt
