// `--profile-dump`: the feedback tier 1 gathered while the program ran, per
// method: iterations of every loop back edge, the direction history of
// every conditional branch, and the receiver classes every inline cache saw.
#pragma once

#include <string>

#include "runtime/bytecode.h"

namespace rhz::rt {

std::string print_profile(const BytecodeProgram& program);

}  // namespace rhz::rt
