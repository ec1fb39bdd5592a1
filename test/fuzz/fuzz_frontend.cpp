// Fuzz target: bytes -> lexer, parser and subset checks. Every input must
// end in an AST or in well-formed diagnostics: never a crash, a hang, a
// sanitizer report, or a failure without a message.
#include <cstddef>
#include <cstdint>

#include "test/fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  rhz::driver::Options options;
  options.stop_after = "check";
  rhz::fuzz::compile_checked({reinterpret_cast<const char*>(data), size}, options);
  return 0;
}
