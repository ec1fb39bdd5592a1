// Fuzz target: the whole compile pipeline without running the program:
// parse, build, optimise, schedule under every local policy, both
// allocations (frame slots and x86-64 registers), bytecode and machine
// code, with every verifier asserted after every phase.
#include <cstddef>
#include <cstdint>

#include "sched/policy.h"
#include "test/fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const rhz::sched::PolicyInfo& policy : rhz::sched::local_policies()) {
    rhz::driver::Options options;
    options.native = true;
    options.sched_policy = std::string(policy.name);
    // A program the frontend rejects is rejected under every policy alike.
    if (!rhz::fuzz::compile_checked(text, options)) break;
  }
  return 0;
}
