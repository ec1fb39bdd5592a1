// Linking an executable: the assembly file `rhz compile` wrote, with the
// runtime's archives, through the C++ compiler rhz was built with.
//
// The build writes the recipe, rhz-native-link.txt, next to the `rhz`
// executable (driver/CMakeLists.txt): one argument per line, the compiler
// first, then the archives and flags in link order. An installed rhz finds
// it in PREFIX/lib/rhz/, beside the archives, which its lines name as
// ./librhz_runtime.a and so on: relative to the recipe's own folder, so an
// install tree can be moved anywhere. rhz finds the recipe through
// /proc/self/exe and runs `COMPILER FILE.s ARGS... -o OUT` directly (no shell,
// so no path needs quoting; a compiler named without a slash is looked up
// on PATH).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace rhz::driver {

inline constexpr const char* kLinkRecipeName = "rhz-native-link.txt";

// The recipe's lines (the compiler, then its arguments), or false with a
// message in `error` if it cannot be found or read.
bool load_link_recipe(std::vector<std::string>& recipe, std::string& error);

// Runs the recipe on `assembly`, writing `output`, and waits for it. The
// compiler's own messages go to the inherited stderr. Returns 0, or 1 after
// printing `rhz: error: linking OUT failed (...)` to `err`.
int link_executable(const std::string& assembly, const std::string& output, std::ostream& err);

}  // namespace rhz::driver
