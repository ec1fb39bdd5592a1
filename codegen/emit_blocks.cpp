// Emission of blocks and environments (runtime/block.h): sends that pass a
// block, yield, making blocks and environments, breaks - calls into the
// runtime - and the loads and stores of the environments' slots, inline.
#include "codegen/emitter.h"

namespace rhz::codegen::detail {

// The block goes to the runtime's send after the arguments (kSiteBlock),
// which never fills the site's direct-call cache: the callee needs it.
void Emitter::emit_SendBlock(const MInstr& m) {
  stage(m.args);
  load(rdx, m.a);
  mov(rdi, r15);
  mov(rsi, qword[rip + site_labels_[m.site]]);
  mov(rcx, rsp);
  mov(r8d, static_cast<std::uint32_t>(m.args.size() - 1));
  call_abi(offsetof(RuntimeAbi, send), "send " + mm_.site_names[m.site] + " with a block", m.line);
  store(m.dst, rax);
}

void Emitter::emit_Yield(const MInstr& m) {
  stage(m.args);
  load(rsi, m.a);
  mov(rdi, r15);
  mov(rdx, rsp);
  mov(ecx, static_cast<std::uint32_t>(m.args.size()));
  call_abi(offsetof(RuntimeAbi, yield), "yield", m.line);
  store(m.dst, rax);
}

void Emitter::emit_MakeBlock(const MInstr& m) {
  load(rdx, m.a);
  mov(rdi, r15);
  mov(esi, static_cast<std::uint32_t>(m.imm));
  call_abi(offsetof(RuntimeAbi, make_block), "make_block", m.line);
  store(m.dst, rax);
}

void Emitter::emit_LoadBlock(const MInstr& m) {
  mov(r11, qword[record(offsetof(NativeFrame, block))]);
  store(m.dst, r11);
}

void Emitter::emit_LoadBlockEnv(const MInstr& m) {
  mov(r11, qword[record(offsetof(NativeFrame, block))]);
  mov(r11, qword[r11 + kBlockEnvOffset]);
  store(m.dst, r11);
}

void Emitter::emit_LoadField(const MInstr& m) {
  const Reg64 object = in_reg(m.a, r11);
  mov(r11, qword[object + static_cast<std::int32_t>(m.imm)]);
  store(m.dst, r11);
}

void Emitter::emit_StoreField(const MInstr& m) {
  const Reg64 object = in_reg(m.a, r11);
  const Reg64 value = in_reg(m.b, r10);
  mov(qword[object + static_cast<std::int32_t>(m.imm)], value);
  store(m.dst, value);
}

// rax <- fn(cx, args[0], args[1]). Both operands go through the outgoing
// area, so neither register load can overwrite the other operand.
void Emitter::call_with_two(const MInstr& m, std::size_t field, std::string_view name) {
  stage(m.args);
  mov(rdi, r15);
  mov(rsi, outgoing(0));
  mov(rdx, outgoing(1));
  call_abi(field, name, m.line);
  store(m.dst, rax);
}

void Emitter::emit_BlockBreak(const MInstr& m) { call_with_two(m, offsetof(RuntimeAbi, block_break), "block_break"); }

void Emitter::emit_CatchBreak(const MInstr& m) { call_with_two(m, offsetof(RuntimeAbi, catch_break), "catch_break"); }

void Emitter::emit_IsBreak(const MInstr& m) {
  const Reg64 value = in_reg(m.a, r11);
  cmp(value, static_cast<std::uint32_t>(kBreakBits));
  mov(r11d, static_cast<std::uint32_t>(kFalseBits));
  mov(r10d, static_cast<std::uint32_t>(kTrueBits));
  cmove(r11, r10);
  store(m.dst, r11);
}

}  // namespace rhz::codegen::detail
