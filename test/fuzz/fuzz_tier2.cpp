// Fuzz target: tier 2 against tier 1. An input is a program, optionally
// headed by `#stress N SEED`: N decides how often every executor is
// invalidated, SEED where superblocks are cut short (so which guards'
// exits are taken); without the header both come from the text's hash.
// The program is compiled here (its coverage guides the fuzzer), then run
// by the rhz binary in tier 1 and with the stressed JIT at threshold 1,
// pipelining on: the two must print the same and exit alike, and the JIT's
// run must not crash or report an internal error. Programs that run longer
// than a few seconds in tier 1 are skipped.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "test/driver/run_process.h"
#include "test/fuzz/fuzz_common.h"

namespace {

struct Stress {
  std::uint32_t every = 5;
  std::uint64_t seed = 0;
};

Stress stress_of(std::string_view text) {
  Stress s;
  unsigned every = 0;
  unsigned long long seed = 0;
  if (std::sscanf(std::string(text.substr(0, 64)).c_str(), "#stress %u %llu", &every, &seed) == 2 && every > 0) {
    s.every = every;
    s.seed = seed;
    return s;
  }
  const std::size_t h = std::hash<std::string_view>{}(text);
  s.every = 1 + static_cast<std::uint32_t>(h % 13);
  s.seed = h >> 8;
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (size > 4096) return 0;  // keep each run short
  rhz::driver::Options options;
  options.stop_after = "bytecode";
  if (!rhz::fuzz::compile_checked(text, options)) return 0;

  namespace fs = std::filesystem;
  const fs::path file = fs::temp_directory_path() / ("rhz-fuzz-" + std::to_string(::getpid()) + ".rb");
  std::ofstream(file, std::ios::binary) << text;
  const Stress stress = stress_of(text);
  using rhz::test::run_command;
  const auto tier1 = run_command("timeout", {"5", RHZ_BINARY, "run", file.string()});
  if (tier1.status == 124) {  // runs too long for a fuzzer: not a finding
    fs::remove(file);
    return 0;
  }
  if (tier1.status > 124 || tier1.err.find("internal error") != std::string::npos)
    rhz::fuzz::finding("tier 1 crashed", tier1.err);
  const auto jit = run_command(
      "env", {"RHZ_JIT_STRESS_SEED=" + std::to_string(stress.seed), "timeout", "10", RHZ_BINARY, "run", "--verify",
              "--jit-threshold=1", "--pipeline=on", "--jit-stress=" + std::to_string(stress.every), file.string()});
  fs::remove(file);
  const std::string context = "tier 1 status " + std::to_string(tier1.status) + ", stressed JIT status " +
                              std::to_string(jit.status) + "\n--- JIT stderr:\n" + jit.err;
  if (jit.status >= 124 || jit.err.find("internal error") != std::string::npos)
    rhz::fuzz::finding("the stressed JIT crashed, hung or failed a verifier", context);
  if (jit.status != tier1.status || jit.out != tier1.out)
    rhz::fuzz::finding("the stressed JIT and tier 1 disagree", context + "\n--- tier 1 out:\n" + tier1.out +
                                                                    "\n--- JIT out:\n" + jit.out);
  return 0;
}
