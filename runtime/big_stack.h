// Runs a function on a thread with a large stack. Compiler passes recurse
// over programs' trees and graphs, and built-in methods over nested arrays
// (inspect, ==, join); their nesting caps need room to spare on every
// platform, sanitizer builds included, where frames are several times larger.
#pragma once

#include <cstddef>
#include <functional>

namespace rhz::rt {

inline constexpr std::size_t kBigStackBytes = std::size_t{1} << 30;  // reserved, touched lazily

// Returns fn's result; runs fn on the calling thread when the system refuses
// the stack size.
int run_with_big_stack(const std::function<int()>& fn, std::size_t stack_bytes = kBigStackBytes);

}  // namespace rhz::rt
