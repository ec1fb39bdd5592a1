// Regular expressions as rhz compiles them: Oniguruma with Ruby's syntax on
// UTF-8 text, which is the engine CRuby's Onigmo grew from. The frontend
// compiles each literal without interpolation once, to report a bad one as
// CRuby's parser does; the runtime (runtime/regexp.h) compiles the ones it
// makes and keeps them.
//
// Options are Regexp#options' bits, which are Oniguruma's own:
// 1 ignore case (/i), 2 extended (/x), 4 multiline (/m: `.` matches "\n").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <oniguruma.h>

namespace rhz::frontend {

inline constexpr std::uint32_t kRegexpIgnoreCase = 1, kRegexpExtended = 2, kRegexpMultiline = 4;

struct CompiledRegexp {
  OnigRegex regex = nullptr;  // owned by the caller (onig_free) when compiling succeeded
  std::string error;          // else CRuby's message, "end pattern with unmatched parenthesis"
};

// Compiles `source` (a Regexp's source, as Regexp#source returns it).
CompiledRegexp compile_regexp(std::string_view source, std::uint32_t options);

// The message CRuby gives a source that does not compile, `source` shown as
// Regexp#inspect shows it: "end pattern with unmatched parenthesis: /(/".
std::string regexp_error_message(const std::string& error, std::string_view source);

// Regexp#inspect's text between the slashes: the source with each `/` the
// source does not escape escaped, and the bytes that do not print as \xHH.
void append_regexp_source(std::string& out, std::string_view source);

}  // namespace rhz::frontend
