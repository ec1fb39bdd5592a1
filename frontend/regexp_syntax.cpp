#include "frontend/regexp_syntax.h"

#include <cctype>
#include <cstdio>
#include <mutex>

namespace rhz::frontend {

namespace {

// The length of the valid UTF-8 character at p (reading nothing at or past
// end), or 0 for a byte that starts none.
int char_length(const unsigned char* p, const unsigned char* end) {
  const unsigned char c = *p;
  const int len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (len == 0 || end - p < len || (len == 2 && c < 0xc2)) return 0;
  for (int k = 1; k < len; ++k)
    if ((p[k] & 0xc0) != 0x80) return 0;
  return len;
}

void initialize_engine() {
  static std::once_flag once;
  std::call_once(once, [] {
    OnigEncoding encodings[] = {ONIG_ENCODING_UTF8};
    onig_initialize(encodings, 1);
  });
}

// Oniguruma reads `\uHHHH` as Onigmo does, but not Ruby's `\u{H ...}`,
// which may name several characters: each becomes the `\x{H}` both engines
// read. Everything else reaches the engine as written.
std::string engine_pattern(std::string_view source) {
  std::string out;
  out.reserve(source.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source[i] != '\\' || i + 1 == source.size()) {
      out += source[i];
      continue;
    }
    if (source[i + 1] == 'u' && i + 2 < source.size() && source[i + 2] == '{') {
      std::size_t j = i + 3;
      std::string chars;
      bool well_formed = true;
      for (;;) {
        while (j < source.size() && (source[j] == ' ' || source[j] == '\t')) ++j;
        if (j >= source.size()) { well_formed = false; break; }
        if (source[j] == '}') break;
        const std::size_t digits = j;
        while (j < source.size() && std::isxdigit(static_cast<unsigned char>(source[j]))) ++j;
        if (j == digits) { well_formed = false; break; }
        chars += "\\x{" + std::string(source.substr(digits, j - digits)) + "}";
      }
      if (well_formed) {
        out += chars;
        i = j;
        continue;
      }
    }
    out += source[i];
    out += source[++i];
  }
  return out;
}

// Oniguruma reads `{n,m}` with n > m as a possessive `{m,n}`; Onigmo, as
// CRuby, refuses it. Whether the source has one outside a character class.
bool has_reversed_interval(std::string_view source) {
  int class_depth = 0;
  auto number = [&](std::size_t& i, long& value) {
    const std::size_t start = i;
    value = 0;
    while (i < source.size() && std::isdigit(static_cast<unsigned char>(source[i])) && i - start < 9)
      value = value * 10 + (source[i++] - '0');
    return i > start;
  };
  for (std::size_t i = 0; i < source.size(); ++i) {
    const char c = source[i];
    if (c == '\\') {
      ++i;
    } else if (c == '[') {
      ++class_depth;
    } else if (c == ']' && class_depth > 0) {
      --class_depth;
    } else if (c == '{' && class_depth == 0) {
      std::size_t j = i + 1;
      long low = 0, high = 0;
      if (number(j, low) && j < source.size() && source[j] == ',' && number(++j, high) && j < source.size() &&
          source[j] == '}' && low > high)
        return true;
    }
  }
  return false;
}

}  // namespace

CompiledRegexp compile_regexp(std::string_view source, std::uint32_t options) {
  initialize_engine();
  const std::string pattern = engine_pattern(source);
  const auto* begin = reinterpret_cast<const OnigUChar*>(pattern.data());
  CompiledRegexp out;
  OnigErrorInfo info{};
  if (has_reversed_interval(source)) {
    out.error = "upper is smaller than lower in repeat range";
    return out;
  }
  const int r = onig_new(&out.regex, begin, begin + pattern.size(), options, ONIG_ENCODING_UTF8, ONIG_SYNTAX_RUBY, &info);
  if (r != ONIG_NORMAL) {
    OnigUChar message[ONIG_MAX_ERROR_MESSAGE_LEN];
    onig_error_code_to_str(message, r, &info);
    out.error = reinterpret_cast<const char*>(message);
    out.regex = nullptr;
  }
  return out;
}

std::string regexp_error_message(const std::string& error, std::string_view source) {
  std::string out = error + ": /";
  append_regexp_source(out, source);
  out += '/';
  return out;
}

void append_regexp_source(std::string& out, std::string_view source) {
  const auto* p = reinterpret_cast<const unsigned char*>(source.data());
  const auto* end = p + source.size();
  while (p < end) {
    const unsigned char c = *p;
    if (c == '\\' && p + 1 < end) {  // an escape stays as written, a multi-byte character whole
      const int n = char_length(p + 1, end);
      const std::size_t len = 1 + static_cast<std::size_t>(n > 0 ? n : 1);
      out.append(reinterpret_cast<const char*>(p), len);
      p += len;
    } else if (c >= 0x80) {
      const int n = char_length(p, end);
      if (n > 0) {
        out.append(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
        p += n;
      } else {
        char hex[8];
        std::snprintf(hex, sizeof hex, "\\x%02X", c);
        out += hex;
        ++p;
      }
    } else {
      if (c == '/') out += "\\/";
      else if (std::isprint(c) || std::isspace(c)) out += static_cast<char>(c);
      else {
        char hex[8];
        std::snprintf(hex, sizeof hex, "\\x%02X", c);
        out += hex;
      }
      ++p;
    }
  }
}

}  // namespace rhz::frontend
