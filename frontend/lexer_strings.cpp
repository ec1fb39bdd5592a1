// The string half of the lexer (see lexer.h): the content of double- and
// single-quoted literals, escapes, and the UTF-8 check of literal text.
// Plain C++: nothing here needs a generated recogniser.

#include <cctype>
#include <cstring>
#include <optional>

#include "frontend/lexer.h"
#include "frontend/utf8.h"

namespace rhz::frontend {

using P = yy::Parser;
using T = yy::Parser::token;

// The byte of a one-byte escape (cur_ is after the backslash): the named
// escapes, octal, \xHH, and the control/meta forms, which nest as in CRuby
// (`\M-\C-a`, `\c?` is DEL). Returns -1 after reporting a malformed one.
int Lexer::escape_byte(const unsigned char* at) {
  auto hexval = [](unsigned char c) { return std::isdigit(c) ? c - '0' : std::tolower(c) - 'a' + 10; };
  auto invalid = [&] {
    error(at, "Invalid escape character syntax");
    return -1;
  };
  unsigned char c = *cur_;
  if (c == '\0' && cur_ >= end_) return invalid();
  ++cur_;
  switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 's': return ' ';
    case 'r': return '\r';
    case 'e': return 0x1b;
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'v': return '\v';
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
      int v = c - '0';
      for (int i = 0; i < 2 && *cur_ >= '0' && *cur_ <= '7'; ++i) v = v * 8 + (*cur_++ - '0');
      return v & 0xff;
    }
    case 'x': {
      if (!std::isxdigit(*cur_)) {
        error(at, "invalid hex escape");
        return -1;
      }
      int v = hexval(*cur_++);
      if (std::isxdigit(*cur_)) v = v * 16 + hexval(*cur_++);
      return v;
    }
    case 'M': {
      if (*cur_ != '-') return invalid();
      ++cur_;
      if (*cur_ == '\\') {
        ++cur_;
        if (*cur_ == 'u') return invalid();
        int v = escape_byte(at);
        return v < 0 ? v : (v | 0x80) & 0xff;
      }
      if ((*cur_ == '\0' && cur_ >= end_) || *cur_ >= 0x80) return invalid();
      return (*cur_++ | 0x80) & 0xff;
    }
    case 'C':
      if (*cur_ != '-') return invalid();
      ++cur_;
      [[fallthrough]];
    case 'c': {
      if (*cur_ == '\\') {
        ++cur_;
        if (*cur_ == 'u') return invalid();
        int v = escape_byte(at);
        return v < 0 ? v : v & 0x9f;
      }
      if (*cur_ == '?') {
        ++cur_;
        return 0x7f;
      }
      if ((*cur_ == '\0' && cur_ >= end_) || *cur_ >= 0x80) return invalid();
      return *cur_++ & 0x9f;
    }
    default: return c;
  }
}

// Copies one source character of a literal into `out`, checking it is
// valid UTF-8.
void Lexer::copy_char(std::string& out) {
  int len = utf8_length(cur_);
  if (len == 0) {
    error(cur_, "invalid multibyte char (UTF-8)");
    len = 1;
  }
  out.append(reinterpret_cast<const char*>(cur_), static_cast<size_t>(len));
  cur_ += len;
}

// One escape sequence in a double-quoted string; cur_ is on the backslash.
void Lexer::decode_escape(std::string& out) {
  const unsigned char* at = cur_++;
  auto hexval = [](unsigned char c) { return std::isdigit(c) ? c - '0' : std::tolower(c) - 'a' + 10; };
  unsigned char c = *cur_;
  if (c == '\0' && cur_ >= end_) return;  // the caller reports the unterminated string
  if (c == '\n') {  // a backslash-newline joins the lines
    ++cur_;
    return;
  }
  if (c == '\r' && cur_[1] == '\n') {
    cur_ += 2;
    return;
  }
  if (c >= 0x80) {  // an escaped multi-byte character is itself
    copy_char(out);
    return;
  }
  if (c != 'u') {
    int v = escape_byte(at);
    if (v >= 0) out += static_cast<char>(v);
    return;
  }
  ++cur_;
  if (*cur_ == '{') {
    ++cur_;
    for (;;) {
      while (*cur_ == ' ' || *cur_ == '\t') ++cur_;
      if (*cur_ == '}') {
        ++cur_;
        return;
      }
      if (!std::isxdigit(*cur_)) {
        error(at, "invalid Unicode escape");
        return;
      }
      uint32_t cp = 0;
      for (int i = 0; i < 6 && std::isxdigit(*cur_); ++i) cp = cp * 16 + static_cast<uint32_t>(hexval(*cur_++));
      if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) error(at, "invalid Unicode codepoint");
      else put_utf8(out, cp);
    }
  }
  uint32_t cp = 0;
  for (int i = 0; i < 4; ++i) {
    if (!std::isxdigit(*cur_)) {
      error(at, "invalid Unicode escape");
      return;
    }
    cp = cp * 16 + static_cast<uint32_t>(hexval(*cur_++));
  }
  if (cp >= 0xd800 && cp <= 0xdfff) error(at, "invalid Unicode codepoint");
  else put_utf8(out, cp);
}

// A string literal (or a quoted symbol's) opens: `"`, `'`, `%q(`, `%Q[`,
// `%(`; cur_ is after the opening delimiter.
P::symbol_type Lexer::string_begin(const unsigned char* start, FrameKind kind, unsigned char open, unsigned char close,
                                   int token) {
  Frame frame{kind};
  frame.term = close;
  frame.paren = open == close ? 0 : open;
  frame.label = token == T::tSTRING_BEG && (open == '"' || open == '\'') && label_possible();
  frames_.push_back(frame);
  return make(token, start);
}

// Where a literal ends: at its closing delimiter, the one that balances the
// opening bracket when it nests (first the content gathered so far, then
// the terminator), or, unterminated, at the end of the file. Returns
// nothing while the literal goes on; counts the brackets it passes.
std::optional<Lexer::Token> Lexer::string_end(const unsigned char* start, std::string& text) {
  Frame& f = frames_.back();
  unsigned char c = *cur_;
  if (f.paren && c == f.paren) ++f.brace_depth;
  if (c == f.term && f.paren && f.brace_depth > 0) {
    --f.brace_depth;
    return std::nullopt;
  }
  if (c == f.term) {
    if (!text.empty()) return P::make_tSTRING_CONTENT(std::move(text), range_from(start));
    ++cur_;
    const bool label = f.label && *cur_ == ':' && cur_[1] != ':';
    frames_.pop_back();
    if (label) {  // `"a b": value`
      ++cur_;
      state_ = State::Beg;
      label_ok_ = false;
      return make(T::tLABEL_END, start);
    }
    state_ = State::End;
    label_ok_ = false;
    return make(T::tSTRING_END, start);
  }
  if (c == '\0' && cur_ >= end_) {
    error(cur_ > base_ ? cur_ - 1 : cur_, "unterminated string meets end of file");
    fatal_ = true;
    return eof();
  }
  return std::nullopt;
}

namespace {

// Whether `p` (just after a '#' in a double-quoted string) starts one of
// Ruby's interpolation shorthands, "#@ivar", "#@@cvar" or "#$gvar", as CRuby
// decides it: a name starts with a letter, '_' or a non-ASCII byte, and a
// global may also be a digit ($1), one of the punctuation globals ($0 $!
// $; ...) or '-' and a name character ($-w). Anything else keeps the '#'.
bool starts_variable_interpolation(const unsigned char* p) {
  auto name_start = [](unsigned char c) { return c >= 0x80 || c == '_' || std::isalpha(c); };
  if (p[0] == '@') return p[1] == '@' ? name_start(p[2]) : name_start(p[1]);
  if (p[0] != '$') return false;
  unsigned char c = p[1];
  if (c == '-') return name_start(p[2]) || std::isdigit(p[2]);
  return name_start(c) || std::isdigit(c) || (c != 0 && std::strchr("~*$?!@/\\;,.=:<>\"&`'+", c) != nullptr);
}

}  // namespace

// At a '#' of a double-quoted string or a regexp: where an interpolation
// starts, the content gathered so far, or the token that opens it.
std::optional<Lexer::Token> Lexer::interpolation_start(const unsigned char* start, std::string& text) {
  if (*cur_ != '#') return std::nullopt;
  if (cur_[1] == '{') {
    if (!text.empty()) return P::make_tSTRING_CONTENT(std::move(text), range_from(start));
    cur_ += 2;
    frames_.push_back(Frame{FrameKind::Code, 0, true});
    state_ = State::Beg;
    label_ok_ = false;
    return make(T::tSTRING_DBEG, start);
  }
  if (cur_[1] == '$' && cur_[2] == '-' && starts_variable_interpolation(cur_ + 1))
    error(cur_, "'#$-x' interpolation of an interpreter option is not part of the rhz language");
  if (starts_variable_interpolation(cur_ + 1)) {
    // `#$x`, `#@x`: the variable's own token comes next (Lexer::next).
    if (!text.empty()) return P::make_tSTRING_CONTENT(std::move(text), range_from(start));
    ++cur_;
    variable_interpolation_ = true;
    return make(T::tSTRING_DVAR, start);
  }
  return std::nullopt;
}

P::symbol_type Lexer::lex_dstring() {
  const unsigned char* start = cur_;
  std::string text;
  for (;;) {
    if (auto token = string_end(start, text)) return std::move(*token);
    if (auto token = interpolation_start(start, text)) return std::move(*token);
    if (*cur_ == '\\') decode_escape(text);
    else copy_char(text);
  }
}

// `/.../` or `%r{...}` starts (cur_ is after the opening delimiter).
P::symbol_type Lexer::regexp_begin(const unsigned char* start, unsigned char term, unsigned char paren) {
  frames_.push_back(Frame{FrameKind::Regexp, 0, false, term, paren});
  return make(T::tREGEXP_BEG, start);
}

// A regexp's text is its source as the program wrote it: escapes stay for
// the regexp engine to read (`\n`, `\d`, `\u00e9`), except that an escaped
// delimiter loses its backslash where the engine would read the character
// alike (CRuby keeps it before the metacharacters `$*+.?^|)]}>`), and a
// backslash-newline joins the lines. The options after the closing
// delimiter end the literal (tREGEXP_END carries them).
P::symbol_type Lexer::lex_regexp() {
  const unsigned char* start = cur_;
  std::string text;
  for (;;) {
    Frame& f = frames_.back();
    const unsigned char c = *cur_;
    if (c == f.term && f.brace_depth == 0) {
      if (!text.empty()) return P::make_tSTRING_CONTENT(std::move(text), range_from(start));
      ++cur_;
      const unsigned char* options = cur_;
      while (std::isalpha(*cur_)) ++cur_;
      frames_.pop_back();
      state_ = State::End;
      label_ok_ = false;
      return P::make_tREGEXP_END(std::string(reinterpret_cast<const char*>(options), cur_ - options), range_from(start));
    }
    if (c == '\0' && cur_ >= end_) {
      error(cur_ > base_ ? cur_ - 1 : cur_, "unterminated regexp meets end of file");
      fatal_ = true;
      return eof();
    }
    if (auto token = interpolation_start(start, text)) return std::move(*token);
    if (f.paren && c == f.paren) ++f.brace_depth;
    if (f.paren && c == f.term) --f.brace_depth;
    if (c != '\\') {
      copy_char(text);
      continue;
    }
    const unsigned char e = cur_[1];
    if (e == '\n') {
      cur_ += 2;
    } else if ((e == f.term || (f.paren && e == f.paren)) && !std::strchr("$*+.?^|)]}>", e)) {
      text += static_cast<char>(e);
      cur_ += 2;
    } else if (e == '\0' && cur_ + 1 >= end_) {
      text += '\\';
      ++cur_;
    } else {
      text += '\\';
      ++cur_;
      copy_char(text);
    }
  }
}

P::symbol_type Lexer::lex_sstring() {
  const unsigned char* start = cur_;
  std::string text;
  for (;;) {
    if (auto token = string_end(start, text)) return std::move(*token);
    const Frame& f = frames_.back();
    if (*cur_ == '\\' && (cur_[1] == '\\' || cur_[1] == f.term || (f.paren && cur_[1] == f.paren))) {
      text += static_cast<char>(cur_[1]);
      cur_ += 2;
    } else {
      copy_char(text);
    }
  }
}

}  // namespace rhz::frontend
