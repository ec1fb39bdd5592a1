// Heredocs (see lexer.h): `<<ID`, `<<-ID` and `<<~ID`, bare or quoted.
//
// The body is the lines below the one that opens it, up to the terminator
// line. The lexer reads it where it is, as a string literal's content
// (escapes and interpolation as in a double-quoted string, none after
// `<<'ID'`), then resumes on the opening line just after `<<ID`; when it
// reaches that line's newline it jumps over the body (a Skip). Several
// heredocs on one line take their bodies one after another.
//
// `<<~` removes the indentation of the least indented line from every line,
// counting a tab as reaching the next multiple of eight columns, as CRuby
// does: lines of only spaces and tabs do not count, and whatever else
// starts a line (an escape, an interpolation) ends its indentation.

#include <algorithm>
#include <cctype>
#include <limits>
#include <string>
#include <string_view>

#include "frontend/lexer.h"

namespace rhz::frontend {

using P = yy::Parser;
using T = yy::Parser::token;

namespace {

constexpr uint32_t kTabWidth = 8;

uint32_t next_column(uint32_t column, unsigned char c) {
  return c == '\t' ? (column / kTabWidth + 1) * kTabWidth : column + 1;
}

// The columns of indentation `<<~` removes from the lines [body, end).
uint32_t common_indentation(const unsigned char* body, const unsigned char* end) {
  uint32_t least = std::numeric_limits<uint32_t>::max();
  for (const unsigned char* p = body; p < end;) {
    uint32_t column = 0;
    while (p < end && (*p == ' ' || *p == '\t')) column = next_column(column, *p++);
    const bool blank = p >= end || *p == '\n' || (*p == '\r' && p + 1 < end && p[1] == '\n');
    if (!blank) least = std::min(least, column);
    while (p < end && *p != '\n') ++p;
    if (p < end) ++p;
  }
  return least == std::numeric_limits<uint32_t>::max() ? 0 : least;
}

}  // namespace

// cur_ is just after `<<`.
P::symbol_type Lexer::heredoc_begin(const unsigned char* start) {
  const bool squiggly = *cur_ == '~';
  const bool indented_end = squiggly || *cur_ == '-';
  if (indented_end) ++cur_;
  const unsigned char quote = (*cur_ == '"' || *cur_ == '\'' || *cur_ == '`') ? *cur_++ : 0;
  const unsigned char* id_start = cur_;
  while (cur_ < end_ && (quote ? *cur_ != quote && *cur_ != '\n' : (std::isalnum(*cur_) || *cur_ == '_' || *cur_ >= 0x80)))
    ++cur_;
  const std::string id(reinterpret_cast<const char*>(id_start), cur_ - id_start);
  if (quote) {
    if (*cur_ != quote) {
      error(start, "unterminated here document identifier");
      fatal_ = true;
      return eof();
    }
    ++cur_;
  }
  const unsigned char* resume = cur_;
  const unsigned char* line_end = cur_;
  while (line_end < end_ && *line_end != '\n') ++line_end;
  // After the bodies of the heredocs opened earlier on this line.
  Skip* earlier = nullptr;
  for (Skip& s : skips_)
    if (line_end < end_ && s.from == line_end + 1) earlier = &s;
  const unsigned char* body = earlier ? earlier->to : std::min(line_end + 1, end_);
  const unsigned char* body_end = nullptr;
  const unsigned char* after = nullptr;
  for (const unsigned char* p = body; p < end_;) {
    const unsigned char* q = p;
    if (indented_end)
      while (*q == ' ' || *q == '\t') ++q;
    const unsigned char* e = q;
    while (e < end_ && *e != '\n' && *e != '\r') ++e;
    const unsigned char* next = e;
    while (next < end_ && *next != '\n') ++next;
    if (next < end_) ++next;
    if (std::string_view(reinterpret_cast<const char*>(q), e - q) == id) {
      body_end = p;
      after = next;
      break;
    }
    p = next;
  }
  if (!body_end) {
    error(id_start, "can't find string \"" + id + "\" anywhere before EOF");
    fatal_ = true;
    return eof();
  }
  if (earlier) earlier->to = after;
  else skips_.push_back(Skip{line_end + 1, after});
  if (quote == '`') return unsupported_literal("backtick commands");
  Frame frame{FrameKind::Heredoc};
  frame.body_end = body_end;
  frame.resume = resume;
  frame.dedent = squiggly ? common_indentation(body, body_end) : 0;
  frame.raw = quote == '\'';
  frames_.push_back(frame);
  P::symbol_type token = make(T::tSTRING_BEG, start);
  cur_ = body;
  return token;
}

// Skips up to `columns` columns of a body line's leading spaces and tabs
// (a tab that would reach past them stays, as in CRuby).
void Lexer::skip_indentation(uint32_t columns) {
  uint32_t column = 0;
  while (column < columns && (*cur_ == ' ' || *cur_ == '\t')) {
    const uint32_t next = next_column(column, *cur_);
    if (next > columns) break;
    column = next;
    ++cur_;
  }
}

P::symbol_type Lexer::lex_heredoc() {
  const unsigned char* start = cur_;
  std::string text;
  for (;;) {
    Frame& f = frames_.back();
    if (cur_ >= f.body_end) {
      if (!text.empty()) return P::make_tSTRING_CONTENT(std::move(text), range_from(start));
      P::symbol_type token = make(T::tSTRING_END, start);
      cur_ = f.resume;
      frames_.pop_back();
      state_ = State::End;
      label_ok_ = false;
      return token;
    }
    if (f.line_start) {
      f.line_start = false;
      skip_indentation(f.dedent);
      continue;
    }
    if (!f.raw) {
      if (auto token = interpolation_start(start, text)) return std::move(*token);
      if (*cur_ == '\\') {
        decode_escape(text);
        continue;
      }
    }
    if (*cur_ == '\n') f.line_start = true;
    copy_char(text);
  }
}

}  // namespace rhz::frontend
