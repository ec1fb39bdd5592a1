// Regexp: the class, its objects and its own methods (inspect, to_s,
// source, options, ==, =~, match?, ===), and the searches the String
// methods share (runtime/regexp.h).
#include "runtime/regexp.h"

#include <string>
#include <unordered_map>
#include <unordered_set>

#include "frontend/regexp_syntax.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/heap.h"
#include "runtime/string_encoding.h"
#include "runtime/string_conv.h"
#include "runtime/symbol.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

RClass* c_Regexp;
RClass* c_RegexpError;

namespace {

using frontend::kRegexpExtended;
using frontend::kRegexpIgnoreCase;
using frontend::kRegexpMultiline;

// Every compiled pattern a Regexp object owns. Oniguruma allocates with
// malloc, but the objects that own the patterns live in the collector's
// heap, which a leak checker does not scan; listing them here keeps a
// pattern that is still in use at exit from being reported as leaked.
std::unordered_set<OnigRegex>& live_patterns() {
  static auto* patterns = new std::unordered_set<OnigRegex>();
  return *patterns;
}

// Compiles or raises RegexpError with CRuby's message.
OnigRegex compile(std::string_view source, std::uint32_t options) {
  frontend::CompiledRegexp c = frontend::compile_regexp(source, options);
  if (!c.regex) raise(c_RegexpError, frontend::regexp_error_message(c.error, source));
  live_patterns().insert(c.regex);
  return c.regex;
}

void free_pattern(void* block) {
  OnigRegex regex = static_cast<RRegexp*>(block)->regex;
  live_patterns().erase(regex);
  onig_free(regex);
}

// The option letters in CRuby's order (inspect's suffix, to_s's groups).
std::string option_letters(std::uint32_t options) {
  std::string out;
  if (options & kRegexpMultiline) out += 'm';
  if (options & kRegexpIgnoreCase) out += 'i';
  if (options & kRegexpExtended) out += 'x';
  return out;
}

Value regexp_source(Value self, const Value*, std::uint32_t) { return from_object(as_regexp(self)->source); }
Value regexp_options(Value self, const Value*, std::uint32_t) { return fixnum(as_regexp(self)->options); }
Value regexp_casefold(Value self, const Value*, std::uint32_t) {
  return to_bool(as_regexp(self)->options & kRegexpIgnoreCase);
}

Value regexp_inspect(Value self, const Value*, std::uint32_t) {
  const RRegexp* re = as_regexp(self);
  std::string out = "/";
  frontend::append_regexp_source(out, view(re->source));
  out += '/';
  out += option_letters(re->options);
  return str_new(out);
}

// How many option letters (i, m, x) start s.
std::size_t option_run(std::string_view s, std::uint32_t& options) {
  std::size_t i = 0;
  for (; i < s.size(); ++i) {
    if (s[i] == 'i') options |= kRegexpIgnoreCase;
    else if (s[i] == 'm') options |= kRegexpMultiline;
    else if (s[i] == 'x') options |= kRegexpExtended;
    else break;
  }
  return i;
}

// Regexp#to_s: the source as a group that carries every option, on or
// off, so that it means the same inside another regexp. A source that is
// such a group already, `(?i-mx:body)`, or starts with options for the rest,
// `(?i)rest`, gives them to the whole instead of nesting another group.
Value regexp_to_s(Value self, const Value*, std::uint32_t) {
  const RRegexp* re = as_regexp(self);
  std::string_view src = view(re->source);
  std::uint32_t options = re->options;
  while (src.size() >= 3 && src.starts_with("(?")) {
    std::uint32_t on = 0, off = 0;
    std::size_t i = 2 + option_run(src.substr(2), on);
    if (i < src.size() && src[i] == '-') i += 1 + option_run(src.substr(i + 1), off);
    if (i >= src.size()) break;
    if (src[i] == ')') {
      options = (options | on) & ~off;
      src.remove_prefix(i + 1);
      continue;
    }
    if (src[i] != ':' || src.back() != ')') break;
    // The last `)` closes this group only if what lies between compiles.
    const std::string_view body = src.substr(i + 1, src.size() - i - 2);
    frontend::CompiledRegexp c = frontend::compile_regexp(body, 0);
    if (!c.regex) break;
    onig_free(c.regex);
    options = (options | on) & ~off;
    src = body;
    break;
  }
  std::string out = "(?" + option_letters(options);
  if ((options & 7) != 7) out += '-' + option_letters(~options & 7);
  out += ':';
  frontend::append_regexp_source(out, src);
  out += ')';
  return str_new(out);
}

Value regexp_eq(Value self, const Value* argv, std::uint32_t) {
  if (!is_regexp(argv[0])) return kFalse;
  const RRegexp *a = as_regexp(self), *b = as_regexp(argv[0]);
  return to_bool(a->options == b->options && view(a->source) == view(b->source));
}

// What Regexp#=~, match? and === search: a String, or a Symbol's name;
// nil for nil (no match).
RString* match_target(Value v) {
  if (v == kNil) return nullptr;
  if (is_symbol(v)) return as_string(str_new(symbol_name(v)));
  return string_arg(v);
}

// The byte offset where a search from character `pos` starts (negative
// counts from the end), or -1 when pos lies outside the string.
std::int64_t start_offset(std::string_view text, Value pos) {
  std::int64_t p = integer_arg(pos);
  if (p < 0) p += utf8_length(text);
  if (p < 0) return -1;
  return utf8_offset(text, p);
}

Value regexp_match_op(Value self, const Value* argv, std::uint32_t) {
  RString* s = match_target(argv[0]);
  if (!s) return kNil;
  Match m;
  const std::int64_t at = regexp_search(as_regexp(self), searchable(s), 0, m);
  return at < 0 ? kNil : fixnum(char_index(s, at));
}

Value regexp_match_p(Value self, const Value* argv, std::uint32_t argc) {
  RString* s = match_target(argv[0]);
  if (!s) return kFalse;
  const std::string_view text = searchable(s);
  const std::int64_t from = argc > 1 ? start_offset(text, argv[1]) : 0;
  if (from < 0) return kFalse;
  Match m;
  return to_bool(regexp_search(as_regexp(self), text, from, m) >= 0);
}

// `case x when /re/`: false for what is neither a String nor a Symbol.
Value regexp_eqq(Value self, const Value* argv, std::uint32_t) {
  if (!is_string(argv[0]) && !is_symbol(argv[0])) return kFalse;
  Match m;
  return to_bool(regexp_search(as_regexp(self), searchable(match_target(argv[0])), 0, m) >= 0);
}

// Object#!~: the negation of whatever the receiver's =~ says.
Value object_not_match(Value self, const Value* argv, std::uint32_t) {
  static const Sym match = intern("=~");
  const MethodEntry* m = find_method(class_of(self), match);
  return to_bool(!m || !truthy(call_entry(m, self, argv, 1)));
}

// __regexp_new(string, options): an interpolated literal, when it runs.
Value regexp_new_helper(Value, const Value* argv, std::uint32_t) {
  return regexp_new(view(as_string(argv[0])), static_cast<std::uint32_t>(fixnum_value(argv[1])));
}

}  // namespace

Value regexp_new(std::string_view source, std::uint32_t options) {
  OnigRegex regex = compile(source, options);
  auto* re = static_cast<RRegexp*>(alloc(sizeof(RRegexp)));
  re->klass = c_Regexp;
  re->regex = regex;
  re->options = options;
  RString* src = as_string(str_new(source));
  src->frozen = 1;
  re->source = src;
  on_collect(re, free_pattern);
  return from_object(re);
}

Value regexp_from_literal(std::string_view text) {
  // One object per literal text, for the whole run: tier 1's constant
  // pools and native code's literal slots are not scanned.
  static auto* made = new std::unordered_map<std::string, Value>();
  auto [it, fresh] = made->try_emplace(std::string(text), kNil);
  if (!fresh) return it->second;
  const std::size_t slash = text.rfind('/');
  const std::string_view source = text.substr(1, slash - 1);
  std::uint32_t options = 0;
  option_run(text.substr(slash + 1), options);
  auto* re = static_cast<RRegexp*>(alloc_uncollectable(sizeof(RRegexp)));
  re->klass = c_Regexp;
  re->regex = compile(source, options);
  re->options = options;
  re->source = as_string(str_new_immortal(source));
  it->second = from_object(re);
  return it->second;
}

std::string_view searchable(RString* s) {
  const std::string_view text = view(s);
  if (str_7bit(s)) return text;
  if (s->binary) raise(c_NotImplementedError, "regexps on binary Strings are not supported by rhz yet");
  auto* p = reinterpret_cast<const unsigned char*>(text.data());
  auto* end = p + text.size();
  for (p += utf8_ascii_prefix(text); p < end;) {
    if (*p < 0x80) {
      ++p;
      continue;
    }
    const int n = utf8_multibyte_len(p, end);
    if (n == 0) raise(c_ArgumentError, "invalid byte sequence in UTF-8");
    p += n;
  }
  return text;
}

std::int64_t regexp_search(const RRegexp* re, std::string_view s, std::int64_t from, Match& m) {
  if (from < 0 || from > static_cast<std::int64_t>(s.size())) return -1;
  static const char empty = 0;
  const auto* str = reinterpret_cast<const OnigUChar*>(s.data() ? s.data() : &empty);
  const auto* end = str + s.size();
  const int r = onig_search(re->regex, str, end, str + from, end, m.region(), ONIG_OPTION_NONE);
  if (r >= 0) return r;
  if (r == ONIG_MISMATCH) return -1;
  OnigUChar message[ONIG_MAX_ERROR_MESSAGE_LEN];
  onig_error_code_to_str(message, r);
  raise(c_RegexpError, reinterpret_cast<const char*>(message));
}

bool regexp_match_at(const RRegexp* re, std::string_view s, std::int64_t at, Match& m) {
  static const char empty = 0;
  const auto* str = reinterpret_cast<const OnigUChar*>(s.data() ? s.data() : &empty);
  const int r = onig_match(re->regex, str, str + s.size(), str + at, m.region(), ONIG_OPTION_NONE);
  return r >= 0;
}

void raise_expected_regexp(Value v) {
  raise(c_TypeError, "wrong argument type " +
                         std::string(is_heap(v) ? std::string_view(class_of(v)->name) : conversion_name(v)) +
                         " (expected Regexp)");
}

RRegexp* pattern_arg(Value v) {
  if (is_regexp(v)) return as_regexp(v);
  if (is_string(v)) return as_regexp(regexp_new(view(as_string(v)), 0));
  raise_expected_regexp(v);
}

std::int64_t char_len_at(std::string_view s, std::int64_t at) {
  if (at >= static_cast<std::int64_t>(s.size())) return 1;
  const auto* p = reinterpret_cast<const unsigned char*>(s.data()) + at;
  return utf8_char_len(p, reinterpret_cast<const unsigned char*>(s.data()) + s.size());
}

std::int64_t char_index(RString* s, std::int64_t at) {
  if (str_7bit(s)) return at;
  return utf8_length(view(s).substr(0, static_cast<std::size_t>(at)));
}

std::string regexp_quote(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      case '\f': out += "\\f"; break;
      case '\v': out += "\\v"; break;
      case ' ': out += "\\ "; break;
      case '[': case ']': case '{': case '}': case '(': case ')': case '|': case '-': case '*': case '.':
      case '\\': case '?': case '+': case '^': case '$': case '#':
        out += '\\';
        out += c;
        break;
      default: out += c;
    }
  }
  return out;
}

void init_regexp_methods() {
  c_Regexp = new_class("Regexp", c_Object);
  c_RegexpError = new_class("RegexpError", c_StandardError);
  c_RegexpError->exception = true;
  RClass* c = c_Regexp;
  define_native(c, "source", regexp_source, 0, 0);
  define_native(c, "options", regexp_options, 0, 0);
  define_native(c, "casefold?", regexp_casefold, 0, 0);
  define_native(c, "inspect", regexp_inspect, 0, 0);
  define_native(c, "to_s", regexp_to_s, 0, 0);
  define_native(c, "==", regexp_eq, 1, 1);
  define_native(c, "eql?", regexp_eq, 1, 1);
  define_native(c, "=~", regexp_match_op, 1, 1);
  define_native(c, "match?", regexp_match_p, 1, 2);
  define_native(c, "===", regexp_eqq, 1, 1);
  define_native(c_Kernel, "!~", object_not_match, 1, 1);
  define_native(c_Kernel, "__regexp_new", regexp_new_helper, 2, 2, true)->in_callers_frame = true;
}

}  // namespace rhz::rt
