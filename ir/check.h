// Invariant checks of the IR that stay on in every build type.
//
// The edge API keeps use lists exact only if its preconditions hold (a node
// is unlocked before its inputs change, a killed node has no uses, ...). A
// broken precondition corrupts the graph silently and far from the cause, so
// these cheap checks abort at once, in release builds too.
#pragma once

namespace rhz::ir::detail {
[[noreturn]] void check_failed(const char* expr, const char* msg, const char* file, int line);
}  // namespace rhz::ir::detail

#define RHZ_IR_CHECK(cond, msg)                                                    \
  do {                                                                             \
    if (!(cond)) ::rhz::ir::detail::check_failed(#cond, (msg), __FILE__, __LINE__); \
  } while (0)
