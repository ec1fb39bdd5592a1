// Runs a function on a thread with a large stack. Compiler passes recurse
// over programs' trees and graphs; the subset checks cap the nesting, and
// this gives that cap room to spare on every platform.
#pragma once

#include <functional>

namespace rhz::driver {

inline constexpr size_t kCompilerStackBytes = size_t{1} << 30;  // reserved, touched lazily

int run_with_big_stack(const std::function<int()>& fn, size_t stack_bytes = kCompilerStackBytes);

}  // namespace rhz::driver
