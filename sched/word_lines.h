// Reading the line-based text formats of the DAG tool (DAG, schedule and
// optimum files): each line is cut at `#`, split on blanks, and blank lines
// are skipped.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rhz::sched {

// A word as the formats' error messages quote it: 'word'.
inline std::string quote_word(std::string_view word) { return "'" + std::string(word) + "'"; }

class WordLines {
 public:
  explicit WordLines(std::string_view text) : text_(text) {}

  // Moves to the next line that has words; false at the end of the text.
  bool next() {
    while (pos_ < text_.size()) {
      std::size_t eol = text_.find('\n', pos_);
      if (eol == std::string_view::npos) eol = text_.size();
      std::string_view line = text_.substr(pos_, eol - pos_);
      pos_ = eol + 1;
      ++line_;
      if (auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
      words_.clear();
      std::size_t i = 0;
      while (i < line.size()) {
        while (i < line.size() && is_blank(line[i])) ++i;
        std::size_t j = i;
        while (j < line.size() && !is_blank(line[j])) ++j;
        if (j > i) words_.push_back(line.substr(i, j - i));
        i = j;
      }
      if (!words_.empty()) return true;
    }
    return false;
  }

  int line() const { return line_; }  // 1-based
  const std::vector<std::string_view>& words() const { return words_; }

 private:
  static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 0;
  std::vector<std::string_view> words_;
};

// A non-negative decimal integer filling the whole word.
inline std::optional<int> parse_count(std::string_view word) {
  int value = 0;
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size() || value < 0) return std::nullopt;
  return value;
}

}  // namespace rhz::sched
