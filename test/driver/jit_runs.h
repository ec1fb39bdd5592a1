// What the tier-2 tests share: a program run in tier 1 and again with the
// JIT's flags, which must print what tier 1 prints and exit as it exits;
// and the figures of --jit-stats they check.
#pragma once

#include <catch2/catch.hpp>

#include <regex>
#include <string>
#include <vector>

#include "test/driver/run_process.h"

namespace rhz::test {

// Returns the JIT's run (its stderr has what the flags asked for: stats,
// dumps).
inline ProcessResult run_like_tier1(const std::string& program, const std::vector<std::string>& jit_flags) {
  ProcessResult plain = run_rhz({"-e", program});
  std::vector<std::string> args{"-e", program};
  args.insert(args.end(), jit_flags.begin(), jit_flags.end());
  ProcessResult jit = run_rhz(args);
  CHECK(jit.status == plain.status);
  CHECK(jit.out == plain.out);
  return jit;
}

// The number after `label` in --jit-stats output (the first one); -1 if
// there is none.
inline long long jit_stat(const std::string& err, const std::string& label) {
  std::smatch m;
  if (!std::regex_search(err, m, std::regex(label + R"(:?\s+(\d+))"))) return -1;
  return std::stoll(m[1]);
}

// The number of exits taken for `reason` (the lines under "exits:").
inline long long exits_for(const std::string& err, const std::string& reason) {
  std::smatch m;
  if (!std::regex_search(err, m, std::regex("\\n    " + reason + R"(\s+(\d+))"))) return 0;
  return std::stoll(m[1]);
}

// Calls through the runtime of one kind: "built-ins", "Ruby methods",
// "yields", "blocks made" or "allocations" ("runtime calls:" in --jit-stats).
inline long long runtime_calls(const std::string& err, const std::string& kind) {
  std::smatch m;
  const std::size_t at = err.find("runtime calls:");
  if (at == std::string::npos) return -1;
  const std::string line = err.substr(at, err.find('\n', at) - at);
  if (!std::regex_search(line, m, std::regex(R"((\d+) (?:to )?)" + kind))) return -1;
  return std::stoll(m[1]);
}

}  // namespace rhz::test
