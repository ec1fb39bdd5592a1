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

// Runs the pipeline on `text` up to `stop_after` ("" for every phase) with
// the verifiers on. A verifier's complaint is a finding; so is a failure
// without a well-formed diagnostic (`FILE:LINE:COL: error: ...`). Returns
// whether the program compiled.
inline bool compile_checked(std::string_view text, driver::Options options) {
  options.verify = true;
  driver::Compilation c("fuzz.rb", std::string(text), std::move(options));
  std::ostringstream dumps, diags;
  const int status = driver::run_pipeline(c, dumps, diags);
  const std::string report = diags.str();
  if (report.find("internal error") != std::string::npos) finding("a verifier failed", report);
  if (status == 0) return true;
  static const std::regex diagnostic(R"(^fuzz\.rb:\d+:\d+: error: .+)");
  if (!std::regex_search(report, diagnostic)) finding("a failure without a diagnostic", report);
  return false;
}

}  // namespace rhz::fuzz
