#include "ir/check.h"

#include <cstdio>
#include <cstdlib>

namespace rhz::ir::detail {

void check_failed(const char* expr, const char* msg, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: IR invariant broken: %s (%s)\n", file, line, msg, expr);
  std::abort();
}

}  // namespace rhz::ir::detail
