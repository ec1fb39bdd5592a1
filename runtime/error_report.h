// CRuby's report of an exception that ended the program:
//
//   prog.rb:2:in `fib': undefined method `x' for nil:NilClass (NoMethodError)
//   	from prog.rb:5:in `<main>'
//
// Very deep backtraces (SystemStackError) are shortened the way CRuby
// shortens them, with a "... N levels..." line.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/error.h"

namespace rhz::rt {

struct BacktraceEntry {
  std::string method;  // "fib", "<main>", or a built-in method's name
  std::uint32_t line;
  std::string file;    // empty: the main file
};

// A backtrace as CRuby shows it, built frame by frame, innermost first, by
// tier 1 (from its VM stack) and by executables (from their frame chain):
// - a Ruby method entered with the wrong number of arguments comes first,
//   at its def line;
// - the innermost frame's running built-in, unless it is a prelude helper
//   (`__name`, part of the method that calls it);
// - `initialize` above Class#new and above a built-in class's `new` (a
//   native, or the prelude's `def self.new`): what they do besides
//   allocating is CRuby's initialize;
// - prelude frames report the line (and file) of the first program frame
//   below them.
class BacktraceBuilder {
 public:
  explicit BacktraceBuilder(const Code* entered);
  // One frame of `code` at `line`; `running` is the built-in the innermost
  // frame was running (null for the others).
  void frame(const Code& code, std::uint32_t line, const MethodEntry* running);
  std::vector<BacktraceEntry> take() { return std::move(out_); }

 private:
  std::vector<BacktraceEntry> out_;
  std::size_t waiting_ = 0;  // prelude entries waiting for their caller's line
  bool entered_;
  bool below_protected_ = false;  // the last frame was a begin's protected part
};

// The lines of a backtrace as CRuby prints them ("prog.rb:3:in `foo'"),
// `file` naming the frames of the main file.
std::vector<std::string> format_backtrace(const std::string& file, const std::vector<BacktraceEntry>& backtrace);

// An error and its backtrace where it was raised: what an executor keeps
// pending, and what a begin's protected part hands its rescue clauses.
struct RaisedError {
  RubyError error;
  std::vector<BacktraceEntry> backtrace;
};

// Writes the report to stderr (after flushing standard output); an error
// with a backtrace of its own (RubyError::trace) reports that one.
void report_error(const RubyError& error, const std::string& file, const std::vector<BacktraceEntry>& backtrace);

}  // namespace rhz::rt
