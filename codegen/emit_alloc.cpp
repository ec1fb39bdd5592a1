// Allocation inline: NewArray, NewEnv (AOT code and executors) and
// NewObject (executors) take their block off the runtime's free list of its size
// (runtime/heap.h, NativeContext::small_free_lists) and fill in the header
// themselves; the runtime is called only when the list is empty, the
// block too large for the lists, or (NewObject) the class has more ivar
// slots than fit. The slow path is the runtime call the operation used to
// be, saving the live caller-saved registers around it, so the register
// allocator keeps values in them across an allocation.
//
// A block on a list is zero but for its first word, the link to the next
// one; the header's first word, the class, overwrites it.
#include <algorithm>

#include "codegen/emitter.h"

namespace rhz::codegen::detail {

namespace {

// Granules for a block of `bytes` (at least one).
std::uint32_t granules_for(std::uint32_t bytes) { return bytes <= kGranuleBytes ? 1 : (bytes + kGranuleBytes - 1) / kGranuleBytes; }

}  // namespace

bool Emitter::take_small_block(std::uint32_t bytes, const Label& empty) {
  const std::uint32_t granules = granules_for(bytes);
  if (granules > kSmallGranules) {
    jmp(empty);
    return false;
  }
  const std::uint32_t list = 8 * granules;
  mov(r11, qword[r15 + offsetof(NativeContext, small_free_lists)]);
  mov(r10, qword[r11 + list]);
  test(r10, r10);
  jz(empty);
  // The next block becomes the list's first. Both scratch registers are
  // taken (the block, the lists) and no other is free: the word goes
  // memory to memory through the stack.
  push(qword[r10]);
  pop(qword[r11 + list]);
  return true;
}

// An Array's header and an object's are both four words, their words
// right after.
static_assert(kArrayHeaderBytes == kObjectHeaderBytes);

void Emitter::start_block(const Xbyak::Address& klass, std::int32_t words_pointer, bool has_words) {
  mov(r11, klass);
  mov(qword[r10 + kObjectClassOffset], r11);
  if (has_words) {
    lea(r11, ptr[r10 + kArrayHeaderBytes]);
    mov(qword[r10 + words_pointer], r11);
  }
}

void Emitter::emit_NewArray(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  const auto count = static_cast<std::uint32_t>(m.args.size());
  if (take_small_block(kArrayHeaderBytes + 8 * count, sp.entry)) {
    start_block(qword[r15 + offsetof(NativeContext, array_class)], kArrayPtrOffset, count != 0);
    if (count) {
      mov(qword[r10 + kArrayLenOffset], count);
      mov(qword[r10 + kArrayCapaOffset], count);
    }
    for (std::uint32_t i = 0; i < count; ++i) {
      const Xbyak::Address element = qword[r10 + static_cast<std::int32_t>(kArrayHeaderBytes + 8 * i)];
      if (m.args[i].is_imm() && fits_int32(m.args[i].imm)) mov(element, static_cast<std::uint64_t>(m.args[i].imm));
      else mov(element, in_reg(m.args[i], r11));
    }
    store(m.dst, r10);
  }
  L(sp.resume);
}

void Emitter::emit_NewObject(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  const auto slots = static_cast<std::uint32_t>(m.b.imm);
  if (take_small_block(kObjectHeaderBytes + 8 * slots, sp.entry)) {
    start_block(qword[rip + pool_word(static_cast<std::uint64_t>(m.imm))], kObjectSlotsOffset, slots != 0);
    if (slots) mov(dword[r10 + kObjectCapaOffset], slots);
    mov(r11, qword[r15 + offsetof(NativeContext, empty_shape)]);
    mov(qword[r10 + kObjectShapeOffset], r11);
    for (std::uint32_t i = 0; i < slots; ++i)
      mov(qword[r10 + static_cast<std::int32_t>(kObjectHeaderBytes + 8 * i)], static_cast<std::uint32_t>(kNilBits));
    store(m.dst, r10);
  }
  L(sp.resume);
}

// An environment: the outer one in slot 0, nil in the others.
void Emitter::emit_NewEnv(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  const auto slots = std::max<std::uint32_t>(static_cast<std::uint32_t>(m.imm), 1);
  if (take_small_block(kEnvSlotsOffset + 8 * slots, sp.entry)) {
    start_block(qword[r15 + offsetof(NativeContext, env_class)], 0, false);
    mov(qword[r10 + kEnvSlotsOffset], in_reg(m.a, r11));
    for (std::uint32_t i = 1; i < slots; ++i)
      mov(qword[r10 + static_cast<std::int32_t>(kEnvSlotsOffset + 8 * i)], static_cast<std::uint32_t>(kNilBits));
    store(m.dst, r10);
  }
  L(sp.resume);
}

void Emitter::allocation_slow_path(const MInstr& m, const SlowPath& sp) {
  comment(describe(m) + ": no block at hand");
  save(m.saved);
  if (m.op == MOp::NewArray) {
    stage(m.args);
    mov(rdi, r15);
    mov(rsi, rsp);
    mov(edx, static_cast<std::uint32_t>(m.args.size()));
    call_abi(offsetof(RuntimeAbi, new_array), "new_array", m.line);
  } else if (m.op == MOp::NewEnv) {
    load(rsi, m.a);
    mov(rdi, r15);
    mov(edx, static_cast<std::uint32_t>(m.imm));
    call_abi(offsetof(RuntimeAbi, new_env), "new_env", m.line);
  } else {
    mov(rdi, r15);
    mov(rsi, qword[rip + pool_word(static_cast<std::uint64_t>(m.imm))]);
    call_abi(offsetof(RuntimeAbi, new_object), "new_object", m.line);
  }
  finish_slow_path(m, sp);
}

}  // namespace rhz::codegen::detail
