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
};

// Class#new and the `new` of a built-in class (a native, or the prelude's
// `def self.new`): what they do besides allocating is CRuby's `initialize`,
// whose frame a report shows above `new`'s.
bool is_new(const MethodEntry* native);
bool is_builtin_new(const Code& code);

// Writes the report to stderr (after flushing standard output).
void report_error(const RubyError& error, const std::string& file, const std::vector<BacktraceEntry>& backtrace);

}  // namespace rhz::rt
