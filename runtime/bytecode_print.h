// `--dump-bytecode`: tier-1 bytecode as text, one instruction per line with
// its word offset, operands by kind (s3 a slot, k1 a constant, @12 a target,
// ic2 an inline cache, br0 a branch profile, loop0 a loop counter) and its
// source line.
#pragma once

#include <string>

#include "runtime/bytecode.h"

namespace rhz::rt {

std::string print_bytecode(const BytecodeProgram& program);

}  // namespace rhz::rt
