// What the fuzz targets share: compiling a program through the phase table
// with every verifier on, and the checks that make a finding.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>

#include "driver/phases.h"

namespace rhz::fuzz {

// Reports a finding the way a sanitizer would: a message, then abort, so
// libFuzzer (or the replay driver) keeps the input.
[[noreturn]] inline void finding(std::string_view what, std::string_view detail) {
  std::fprintf(stderr, "rhz fuzz finding: %.*s\n%.*s\n", static_cast<int>(what.size()), what.data(),
               static_cast<int>(detail.size()), detail.data());
  std::abort();
}

// Runs the phases on `text` up to `stop_after` ("" for every phase) with
// every verifier after every phase. A verifier's complaint is a finding; so
// is a failure whose report does not start with a well-formed diagnostic
// (`fuzz.rb:LINE:COL: error: ...`). Returns whether the program compiled.
inline bool compile_checked(std::string_view text, driver::Options options) {
  driver::Compilation c("fuzz.rb", std::string(text), std::move(options));
  for (const driver::Phase& phase : driver::phases()) {
    if (!phase.run(c)) {
      std::ostringstream diags;
      c.diags.print(diags);
      static const std::regex diagnostic(R"(fuzz\.rb:\d+:\d+: error: .)");
      if (!std::regex_search(diags.str(), diagnostic, std::regex_constants::match_continuous))
        finding("a failure without a diagnostic", diags.str());
      return false;
    }
    if (phase.verify) {
      std::string problems;
      for (const std::string& p : phase.verify(c)) problems += p + "\n";
      if (!problems.empty()) finding("a verifier failed after phase " + std::string(phase.name), problems);
    }
    if (phase.name == c.options.stop_after) break;
  }
  return true;
}

}  // namespace rhz::fuzz
