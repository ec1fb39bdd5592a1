// The x86-64 target: calling-convention masks, calls clobbering
// caller-saved registers, interval splitting, spill stores and reloads.

#include <bit>

#include "regalloc/x86_64.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;
using regalloc::test::compile_and_allocate;
using regalloc::test::require_valid;

namespace {

const char* kFib = "def fib(n)\n  if n < 2 then n else fib(n - 1) + fib(n - 2) end\nend\nputs fib(10)\n";

}  // namespace

TEST_CASE("x86_64: fib", "[regalloc][x86]") {
  auto c = compile_and_allocate(kFib, x86_64_target());
  INFO(c.dump());
  require_valid(c);
  WARN(c.dump());
}
