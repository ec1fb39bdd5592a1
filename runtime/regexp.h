// Regexp objects and the searches every regexp method is built on.
//
// A Regexp owns one compiled Oniguruma pattern (frontend/regexp_syntax.h),
// made once: a literal without interpolation is one object for the whole
// run (ir::LiteralKind::Regexp, made by literal_object), an interpolated one
// is compiled from its String each time it is reached (__regexp_new). The
// pattern's memory is Oniguruma's, given back when the collector frees the
// object (on_collect).
//
// Results count characters, as CRuby's do: the engine works in bytes over
// UTF-8 text, and the methods convert. A string that is not valid UTF-8 is
// CRuby's ArgumentError; the last match (`$~`) is not kept, because no
// program of the language can read it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <oniguruma.h>

#include "runtime/object.h"
#include "runtime/value.h"

namespace rhz::rt {

extern RClass* c_Regexp;
extern RClass* c_RegexpError;

struct RRegexp : RBasic {
  OnigRegex regex;
  RString* source;  // Regexp#source, frozen
  std::uint32_t options;  // Regexp#options: 1 /i, 2 /x, 4 /m
};

inline bool is_regexp(Value v) { return is_a(v, c_Regexp); }
inline RRegexp* as_regexp(Value v) { return static_cast<RRegexp*>(as_object(v)); }

// A Regexp of that source; RegexpError, CRuby's message, when it does not
// compile.
Value regexp_new(std::string_view source, std::uint32_t options);
// A literal's Regexp from its text, `/source/` and the option letters.
Value regexp_from_literal(std::string_view text);

// The groups of one successful search, in bytes (-1 for a group that took
// no part). Owns the engine's region.
class Match {
 public:
  Match() { onig_region_init(&region_); }
  ~Match() { onig_region_free(&region_, 0); }
  Match(const Match&) = delete;
  Match& operator=(const Match&) = delete;

  int groups() const { return region_.num_regs; }  // the whole match is group 0
  std::int64_t begin(int i) const { return region_.beg[i]; }
  std::int64_t end(int i) const { return region_.end[i]; }
  OnigRegion* region() { return &region_; }

 private:
  OnigRegion region_;
};

// The text a regexp searches: the String's bytes, checked once as CRuby
// checks them (invalid UTF-8 is ArgumentError).
std::string_view searchable(RString* s);
// The byte offset of the first match of re in s at or after byte `from`
// (a character boundary), or -1; m holds its groups.
std::int64_t regexp_search(const RRegexp* re, std::string_view s, std::int64_t from, Match& m);
// Whether re matches s exactly at byte `at` (not later).
bool regexp_match_at(const RRegexp* re, std::string_view s, std::int64_t at, Match& m);

// A Regexp argument, or a String one compiled as a pattern (String#match?,
// as CRuby's get_pat), else TypeError "wrong argument type X (expected Regexp)".
RRegexp* pattern_arg(Value v);
[[noreturn]] void raise_expected_regexp(Value v);

// The bytes of character after byte offset `at` of s (1 at the end).
std::int64_t char_len_at(std::string_view s, std::int64_t at);
// The character index of byte offset `at`.
std::int64_t char_index(RString* s, std::int64_t at);

// Regexp.escape: s with every character that means something in a regexp
// escaped, so that the regexp matches s itself.
std::string regexp_quote(std::string_view s);

// The Regexp cases of String#split (limited: a limit was given, lim it),
// String#index(re, pos) and String#start_with?(re) (regexp_string.cpp).
Value split_by_regexp(Value self, RRegexp* re, bool limited, std::int64_t lim);
Value index_of_regexp(Value self, RRegexp* re, std::int64_t pos);
bool starts_with_regexp(Value self, RRegexp* re);

void init_regexp_methods();         // regexp.cpp: the class, Regexp's own methods
void init_regexp_string_methods();  // regexp_string.cpp: String's methods that take one

}  // namespace rhz::rt
