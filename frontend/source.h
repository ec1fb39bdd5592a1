// A source file held in memory, and positions within it.
//
// Invariants: `text` ends with a NUL byte that is not part of the program (the
// lexer's sentinel); lines and columns are 1-based, columns count bytes (as
// gcc and clang do by default).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rhz::frontend {

struct Pos {
  uint32_t line = 1;
  uint32_t col = 1;
  uint32_t offset = 0;
};

// A half-open byte range [begin, end) with the line/column of each end.
// Bison's default location arithmetic uses `begin` and `end`.
struct Range {
  Pos begin;
  Pos end;
};

class SourceFile {
 public:
  SourceFile(std::string name, std::string text);

  const std::string& name() const { return name_; }
  // The program text without the sentinel.
  std::string_view text() const { return std::string_view(text_).substr(0, size()); }
  // Pointer to the text including the NUL sentinel at text()[size()].
  const char* data() const { return text_.data(); }
  uint32_t size() const { return static_cast<uint32_t>(text_.size() - 1); }

  // The text of line `line` (1-based) without its newline.
  std::string_view line_text(uint32_t line) const;
  uint32_t line_count() const { return static_cast<uint32_t>(line_starts_.size()); }
  Pos pos_at(uint32_t offset) const;
  // Where CRuby reports an unexpected end of input: the line of the last byte.
  Pos end_of_input_pos() const;

 private:
  std::string name_;
  std::string text_;
  std::vector<uint32_t> line_starts_;
};

}  // namespace rhz::frontend
