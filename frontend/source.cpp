#include "frontend/source.h"

#include <algorithm>

namespace rhz::frontend {

SourceFile::SourceFile(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)) {
  text_.push_back('\0');
  line_starts_.push_back(0);
  for (uint32_t i = 0; i + 1 < text_.size(); ++i)
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
}

std::string_view SourceFile::line_text(uint32_t line) const {
  if (line == 0 || line > line_starts_.size()) return {};
  uint32_t start = line_starts_[line - 1];
  uint32_t end = line < line_starts_.size() ? line_starts_[line] - 1 : size();
  return text().substr(start, end - start);
}

Pos SourceFile::pos_at(uint32_t offset) const {
  offset = std::min(offset, size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  uint32_t line = static_cast<uint32_t>(it - line_starts_.begin());
  return Pos{line, offset - line_starts_[line - 1] + 1, offset};
}

Pos SourceFile::end_of_input_pos() const {
  if (size() == 0) return Pos{1, 1, 0};
  Pos last = pos_at(size() - 1);
  return Pos{last.line, last.col, last.offset};
}

}  // namespace rhz::frontend
