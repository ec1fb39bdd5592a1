#include "runtime/bytecode.h"

#include <cstring>

namespace rhz::rt {

namespace {

constexpr const char* kNames[] = {
#define OPCODE(name, operands) #name,
#include "runtime/opcodes.def"
#undef OPCODE
};

constexpr const char* kOperands[] = {
#define OPCODE(name, operands) operands,
#include "runtime/opcodes.def"
#undef OPCODE
};

}  // namespace

const char* opcode_name(Opcode op) { return kNames[static_cast<std::uint32_t>(op)]; }

const char* opcode_operands(Opcode op) { return kOperands[static_cast<std::uint32_t>(op)]; }

std::uint32_t instruction_length(const std::uint32_t* code) {
  const char* layout = opcode_operands(static_cast<Opcode>(code[0]));
  std::uint32_t length = 1;
  for (const char* p = layout; *p; ++p) {
    if (*p == 'n') length += 1 + code[length];  // the count, then that many slots
    else ++length;
  }
  return length;
}

}  // namespace rhz::rt
