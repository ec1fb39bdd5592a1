// CRuby's report of an exception that ended the program:
//
//   prog.rb:2:in `fib': undefined method `x' for nil:NilClass (NoMethodError)
//   	from prog.rb:5:in `<main>'
//
// Very deep backtraces (SystemStackError) are shortened the way CRuby
// shortens them, with a "... N levels..." line.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/error.h"

namespace rhz::rt {

// One frame. The names live as long as the program (its Code records,
// interned symbols), so an entry is three words and a line, copied freely
// and kept in collector memory that is never scanned.
struct BacktraceEntry {
  std::string_view method;  // "fib", "<main>", or a built-in method's name
  std::uint32_t line;
  std::string_view file;    // empty: the main file
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
std::vector<std::string> format_backtrace(const std::string& file, const BacktraceEntry* entries, std::size_t n);

// An error and its backtrace where it was raised: what an executor keeps
// pending, and what a begin's protected part hands its rescue clauses.
struct RaisedError {
  RubyError error;
  std::vector<BacktraceEntry> backtrace;
};

// The backtrace an exception object keeps since it was first rescued (or
// carried across compiled frames): empty when it has none (runtime/exception.cpp).
std::span<const BacktraceEntry> kept_backtrace(Value exception);
// The exception object of an error: made now for the runtime's own errors
// (their class and message), keeping `backtrace` unless it keeps one from
// an earlier raise.
Value exception_object(const RubyError& error, const std::vector<BacktraceEntry>& backtrace);

// Writes the report to stderr (after flushing standard output); an error
// whose exception object has a backtrace already (raised again) reports
// that one.
void report_error(const RubyError& error, const std::string& file, const std::vector<BacktraceEntry>& backtrace);

}  // namespace rhz::rt
