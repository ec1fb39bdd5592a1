// Diagnostics in the form compiler users know from gcc and clang:
//
//   file.rb:3:7: error: syntax error, unexpected ')'
//   p(1))
//       ^
//
// The engine collects errors in the order they are found and prints them
// when asked; it stops collecting after a limit so that a cascade on garbage
// input stays readable.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "frontend/source.h"

namespace rhz::frontend {

struct Diagnostic {
  Pos pos;
  std::string message;
};

class Diagnostics {
 public:
  explicit Diagnostics(const SourceFile& file, size_t limit = 20) : file_(file), limit_(limit) {}

  void error(Pos pos, std::string message);
  bool has_errors() const { return count_ > 0; }
  size_t error_count() const { return count_; }
  const std::vector<Diagnostic>& errors() const { return errors_; }
  // True once the limit is reached; producers may stop early.
  bool saturated() const { return errors_.size() >= limit_; }

  void print(std::ostream& out) const;

 private:
  const SourceFile& file_;
  size_t limit_;
  size_t count_ = 0;
  std::vector<Diagnostic> errors_;
};

}  // namespace rhz::frontend
