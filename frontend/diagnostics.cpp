#include "frontend/diagnostics.h"

#include <ostream>

namespace rhz::frontend {

void Diagnostics::error(Pos pos, std::string message) {
  ++count_;
  if (errors_.size() < limit_) errors_.push_back(Diagnostic{pos, std::move(message)});
}

// Lines longer than this are shown as a window around the caret, so that a
// 1 MB one-line program does not print a megabyte per error.
static constexpr size_t kMaxShownLine = 120;

void Diagnostics::print(std::ostream& out) const {
  for (const Diagnostic& d : errors_) {
    out << file_.name() << ':' << d.pos.line << ':' << d.pos.col << ": error: " << d.message << '\n';
    std::string_view line = file_.line_text(d.pos.line);
    size_t caret = d.pos.col - 1;
    std::string prefix;
    if (line.size() > kMaxShownLine) {
      size_t start = caret > kMaxShownLine / 2 ? caret - kMaxShownLine / 2 : 0;
      line = line.substr(start, kMaxShownLine);
      caret -= start;
      if (start > 0) prefix = "...";
    }
    out << prefix << line << '\n';
    std::string marker(prefix.size(), ' ');
    // One column per character on a terminal: tabs stay tabs, and the
    // continuation bytes of a UTF-8 character add nothing.
    for (size_t i = 0; i < caret && i < line.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(line[i]);
      if ((c & 0xc0) == 0x80) continue;
      marker += c == '\t' ? '\t' : ' ';
    }
    out << marker << "^\n";
  }
  if (count_ > errors_.size())
    out << file_.name() << ": " << (count_ - errors_.size()) << " more errors not shown\n";
}

}  // namespace rhz::frontend
