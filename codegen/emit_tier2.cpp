// Emission of tier-2 executors: their prologue, guards, checked operations
// and exit stubs (codegen/emitter.h has the frame and the protocol).
//
// An executor is entered as codegen::ExecutorEntry says (codegen/abi.h),
// with the tier-1 frame of the method it was projected from. It copies in
// the slots it reads, runs in registers, and never writes the tier-1 frame
// until it leaves. Every guard jumps, when its check fails, to the stub of
// its exit, out of line after the code: the stub stores the exit's frame
// state (the slots the path changed that tier 1 reads next) into the tier-1
// frame, puts how it left in rdx (and a returned value in rax) and returns
// through the one epilogue. The checks come before any effect of the
// operation they guard, so tier 1 resumes exactly where the executor
// stopped and runs the failing instruction itself: errors, overflow and
// rare cases are tier 1's. A send an executor makes through the runtime is
// followed by a GuardEpoch: what the send did may stop the executor.
#include <optional>

#include "codegen/emitter.h"

namespace rhz::codegen::detail {

void Emitter::executor_prologue() {
  mov(tier1_frame(), rdx);
  mov(tier1_record(), rcx);
  mov(r11, qword[r15 + offsetof(NativeContext, epoch)]);
  mov(qword[rsp + epoch_], r11);
  mov(qword[record(offsetof(NativeFrame, self))], rsi);
  // What ArgGiven, FrameBlock and BlockEnv read, from the tier-1 frame's record.
  if (mm_.reads_argc) {
    mov(r11d, dword[rcx + kTier1FrameArgc]);
    mov(dword[record(offsetof(NativeFrame, argc))], r11d);
  }
  if (mm_.reads_block) {
    mov(r11, qword[rcx + kTier1FrameBlock]);
    mov(qword[record(offsetof(NativeFrame, block))], r11);
  }
  for (std::uint32_t i : mm_.param_slots) {
    mov(r11, qword[rdx + 8 * i]);
    mov(slot(i), r11);
  }
}

void Emitter::complete_record(const Reg64& record, const Reg64& scratch) {
  if (!mm_.record_code) return;  // tier 1 wrote it
  if (!record_code_word_) record_code_word_ = &pool_word(mm_.record_code);
  mov(scratch, qword[rip + *record_code_word_]);
  mov(qword[record + kTier1FrameCode], scratch);
  mov(scratch, tier1_frame());
  mov(qword[record + kTier1FrameBase], scratch);
  mov(scratch, qword[this->record(offsetof(NativeFrame, self))]);
  mov(qword[record + kTier1FrameSelf], scratch);
}

void Emitter::publish_record() {
  mov(r11, tier1_record());
  complete_record(r11, r10);
  mov(qword[r15 + offsetof(NativeContext, tier1_frame)], r11);
}

void Emitter::exit_stubs() {
  for (std::size_t k = 0; k < mm_.exits.size(); ++k) {
    const ExitCode& e = mm_.exits[k];
    if (!e.used) continue;
    L(exit_labels_[k]);
    label("exit" + std::to_string(k) + ":");
    bool writes_slots = false;
    const Operand* returned = nullptr;  // ir::kReturnSlot: ExecutorLeft::value, loaded last
    std::optional<std::uint32_t> returned_copy;
    for (const auto& [tier1_slot, value] : e.state) {
      if (tier1_slot == ir::kReturnSlot) returned = &value;
      else writes_slots = true;
    }
    for (const auto& [tier1_slot, from] : e.copies) {
      if (tier1_slot == ir::kReturnSlot) returned_copy = from;
      else writes_slots = true;
    }
    const bool returns = returned || returned_copy;
    if (!returns) publish_record();  // tier 1 resumes in this frame
    if (writes_slots || returned_copy) mov(r11, tier1_frame());
    // The copies read slots no store here writes (see select.cpp).
    for (const auto& [tier1_slot, from] : e.copies) {
      if (tier1_slot == ir::kReturnSlot) continue;
      mov(r10, qword[r11 + 8 * from]);
      mov(qword[r11 + 8 * tier1_slot], r10);
    }
    for (const auto& [tier1_slot, value] : e.state) {
      if (tier1_slot == ir::kReturnSlot) continue;
      if (value.is_imm() && fits_int32(value.imm)) {
        mov(qword[r11 + 8 * tier1_slot], static_cast<std::uint64_t>(value.imm));
      } else {
        mov(qword[r11 + 8 * tier1_slot], in_reg(value, r10));
      }
    }
    if (returned) load(rax, *returned);
    if (returned_copy) mov(rax, qword[r11 + 8 * *returned_copy]);
    mov(rdx, (std::uint64_t{mm_.executor_id} << 32) | (returns ? kReturned : static_cast<std::uint32_t>(k)));
    jmp(epilogue_);
  }
  L(epilogue_);
  label("epilogue:");
  if (frame_size_) add(rsp, frame_size_);
  for (std::size_t i = saved_.size(); i-- > 0;) pop(saved_[i]);
  ret();
}

void Emitter::emit_GuardTruthy(const MInstr& m) {
  test_truthy(m.a);
  if (m.if_taken) jz(exit_label(m.exit));
  else jnz(exit_label(m.exit));
}

void Emitter::emit_GuardFixnum(const MInstr& m) {
  if (m.a.is_imm()) {
    if (!(m.a.imm & 1)) jmp(exit_label(m.exit));
    return;
  }
  if (is_reg(m.a)) test(reg(m.a).cvt8(), 1);
  else test(byte[rsp + slots_ + 8 * m.a.index], 1);
  jz(exit_label(m.exit));
}

// Immediates have a low tag bit set (fixnums, true) or are 0 and 8 (false
// and nil); everything else points at an object whose first word is its
// class.
void Emitter::heap_class(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  test(a.cvt8(), 7);
  jnz(exit_label(m.exit));
  cmp(a, static_cast<std::uint32_t>(kNilBits));
  jbe(exit_label(m.exit));
  mov(r10, qword[a + kObjectClassOffset]);
}

void Emitter::emit_GuardArray(const MInstr& m) {
  heap_class(m);
  cmp(r10, qword[r15 + offsetof(NativeContext, array_class)]);
  jne(exit_label(m.exit));
}

// A built-in leaf, called as the runtime calls a native method: self in
// rdi, argv (the outgoing argument area) in rsi, argc in edx. It reads no
// frame record and raises nothing, so none is published.
void Emitter::emit_CallLeaf(const MInstr& m) {
  stage(m.args);
  load(rdi, m.a);
  mov(rsi, rsp);
  mov(edx, static_cast<std::uint32_t>(m.args.size()));
  comment("call leaf " + mm_.leaf_names[m.site]);
  call(qword[rip + pool_word(static_cast<std::uint64_t>(m.imm))]);
  store(m.dst, rax);
}

void Emitter::emit_GuardDefined(const MInstr& m) {
  cmp(in_reg(m.a, r11), static_cast<std::uint32_t>(kUndefinedBits));
  je(exit_label(m.exit));
}

// Shapes (runtime/shape.h): the object's shape word against the one the
// profile saw, then its slots through the slots pointer.
void Emitter::emit_GuardShape(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  test(a.cvt8(), 7);  // a heap object, as heap_class checks, without its class
  jnz(exit_label(m.exit));
  cmp(a, static_cast<std::uint32_t>(kNilBits));
  jbe(exit_label(m.exit));
  mov(r10, qword[a + kObjectShapeOffset]);
  cmp(r10, qword[rip + pool_word(static_cast<std::uint64_t>(m.imm))]);
  jne(exit_label(m.exit));
}

void Emitter::emit_IvarLoad(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  mov(r11, qword[a + kObjectSlotsOffset]);
  mov(r11, qword[r11 + static_cast<std::int32_t>(8 * m.imm)]);
  store(m.dst, r11);
}

// Both operands are in registers (regalloc/x86_64.cpp), which leaves the
// two scratch registers for the shape and the slots pointer.
void Emitter::emit_IvarStore(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  const Reg64 value = in_reg(m.b, r10);
  if (m.args[0].imm != 0) {
    cmp(dword[a + kObjectCapaOffset], static_cast<std::uint32_t>(m.imm));
    jbe(exit_label(m.exit));
    mov(r11, qword[rip + pool_word(static_cast<std::uint64_t>(m.args[0].imm))]);
    mov(qword[a + kObjectShapeOffset], r11);
  }
  mov(r11, qword[a + kObjectSlotsOffset]);
  mov(qword[r11 + static_cast<std::int32_t>(8 * m.imm)], value);
  store(m.dst, value);
}

void Emitter::emit_GuardClass(const MInstr& m) {
  heap_class(m);
  cmp(r10, qword[rip + pool_word(static_cast<std::uint64_t>(m.imm))]);
  jne(exit_label(m.exit));
}

// Tagged fixnums compare as the numbers they tag.
void Emitter::emit_GuardCompare(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  if (m.b.is_imm()) cmp(a, static_cast<std::int32_t>(m.b.imm));
  else cmp(a, in_reg(m.b, r10));
  jump_if(*this, negate(m.cond), exit_label(m.exit));
}

void Emitter::emit_ExitAlways(const MInstr& m) { jmp(exit_label(m.exit)); }

// As fix_arith, without the tag checks: x + (y-1), x - (y-1) and
// (x>>1)*(y-1) | 1 on tagged words overflow exactly when the fixnum
// operation does.
void Emitter::int_arith(const MInstr& m) {
  if (m.op == MOp::IntMul && m.b.is_imm()) {
    // By a constant k: (2x+1)*k - (k-1) = 2xk+1, one operation shorter
    // than untagging first (this is on the critical path of recurrences
    // like x = x * k + c). The first step may overflow where the fixnum
    // product does not; that only costs an exit, where tier 1 multiplies.
    const std::int64_t k = m.b.imm >> 1;
    load(r11, m.a);
    imul(r11, r11, static_cast<std::int32_t>(k));
    jo(exit_label(m.exit));
    sub(r11, static_cast<std::int32_t>(k - 1));
    jo(exit_label(m.exit));
    store(m.dst, r11);
    return;
  }
  load(r11, m.a);
  if (!m.b.is_imm()) {
    load(r10, m.b);
    dec(r10);
  }
  tagged_arith(m);
  jo(exit_label(m.exit));
  if (m.op == MOp::IntMul) or_(r11, 1);
  store(m.dst, r11);
}

// The target keeps the operands out of rdx:rax (see fix_divide).
void Emitter::int_divide(const MInstr& m) {
  const std::int64_t divisor = m.b.imm >> 1;
  const Reg64 a = in_reg(m.a, r11);
  if (m.b.is_imm() && divisor != 0 && divisor != -1) {
    divide_by_constant(m, a, divisor);
    return;
  }
  divide(m, a, m.b.is_imm() ? r10 : in_reg(m.b, r10), exit_label(m.exit));
}

void Emitter::emit_IntCompare(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  if (m.b.is_imm()) cmp(a, static_cast<std::int32_t>(m.b.imm));
  else cmp(a, in_reg(m.b, r10));
  mov(r11d, static_cast<std::uint32_t>(kFalseBits));
  mov(r10d, static_cast<std::uint32_t>(kTrueBits));
  move_if(*this, m.cond, r11, r10);
  store(m.dst, r11);
}

// On tagged words: 2a+1 & 2b+1 is 2(a&b)+1, and so for |; ^ clears the tag,
// which goes back in.
void Emitter::emit_IntBitwise(const MInstr& m) {
  load(r11, m.a);
  const auto apply = [&](const Xbyak::Operand& b) {
    if (m.imm == 0) and_(r11, b);
    else if (m.imm == 1) or_(r11, b);
    else xor_(r11, b);
  };
  if (m.b.is_imm()) {
    mov(r10, static_cast<std::uint64_t>(m.b.imm));
    apply(r10);
  } else {
    apply(in_reg(m.b, r10));
  }
  if (m.imm == 2) or_(r11, 1);
  store(m.dst, r11);
}

void Emitter::emit_IntCompareBranch(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  if (m.b.is_imm()) cmp(a, static_cast<std::int32_t>(m.b.imm));
  else cmp(a, in_reg(m.b, r10));
  jump_if(*this, m.if_taken ? m.cond : negate(m.cond), block_label(m.target));
}

void Emitter::emit_ArrayLength(const MInstr& m) {
  const Reg64 a = in_reg(m.a, r11);
  mov(r11, qword[a + kArrayLenOffset]);
  lea(r11, ptr[r11 + r11 + 1]);  // tagged: 2n + 1
  store(m.dst, r11);
}

void Emitter::emit_ArrayLoad(const MInstr& m) { load_element(m.dst, array_element(m, exit_label(m.exit), false)); }

void Emitter::emit_ArrayStore(const MInstr& m) {
  if (!is_reg(m.args[0])) throw std::logic_error("codegen: []= stores a value that is not in a register");
  mov(array_element(m, exit_label(m.exit), false), reg(m.args[0]));
  store(m.dst, reg(m.args[0]));
}

void Emitter::emit_ConstLoad(const MInstr& m) {
  mov(r11, qword[r15 + offsetof(NativeContext, constants)]);
  mov(r11, qword[r11 + static_cast<std::uint32_t>(8 * m.imm)]);
  cmp(r11, static_cast<std::uint32_t>(kUndefinedBits));
  je(exit_label(m.exit));
  store(m.dst, r11);
}

// After a call: anything that happened during it that executors must not
// run past (runtime/jit_hooks.h) moved the epoch.
void Emitter::emit_GuardEpoch(const MInstr& m) {
  mov(r11, qword[r15 + offsetof(NativeContext, epoch)]);
  cmp(r11, qword[rsp + epoch_]);
  jne(exit_label(m.exit));
}

// An AOT loop's header: SIGINT moved the epoch (runtime/interrupt.h).
void Emitter::emit_PollInterrupt(const MInstr& m) {
  auto& poll = interrupt_polls_.emplace_back(Label(), m.line);
  cmp(qword[r15 + offsetof(NativeContext, epoch)], 0);
  jne(poll.first, T_NEAR);
}

// A direct call (codegen/abi.h): the arguments are staged as for a send
// (outgoing area, receiver in rdx, site in rsi), so that every way the
// direct call cannot be made falls back to the generic send. The key (the
// receiver's class, or a yield's block's method) is looked for among the
// targets the runtime filled, in the method state they were found in. Then
// the callee's frame is pushed on the VM stack below the caller's, the
// callee's executor is called with its slots and record, and the caller's
// frame becomes the innermost again. An executor that returned left the
// result in rax; one that left otherwise is finished by the runtime
// (finish_call), which may run it to its return in tier 1.
void Emitter::emit_CallDirect(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  const bool yield = (ir::send_flags(m.node) & ir::kSendYield) != 0;
  const bool with_block = (ir::send_flags(m.node) & ir::kSendWithBlock) != 0;  // the last argument
  const std::uint32_t argc = static_cast<std::uint32_t>(m.args.size()) - (with_block ? 1 : 0);
  stage(m.args);
  load(rdx, m.a);
  mov(rsi, qword[rip + site_labels_[m.site]]);
  mov(r11, qword[rsi + offsetof(SendSite, cache)]);   // the DirectCall
  if (!m.receiver_is_self) {  // self is a heap object (see emit_Send)
    test(dl, 7);
    jnz(sp.entry);
    cmp(rdx, static_cast<std::uint32_t>(kNilBits));
    jbe(sp.entry);                                    // nil: a yield with no block raises
  }
  mov(rax, qword[rdx + kObjectClassOffset]);
  if (yield) {
    cmp(rax, qword[r11 + offsetof(DirectCall, block_class)]);
    jne(sp.entry);
    mov(rax, qword[rdx + kBlockMethodOffset]);
  }
  mov(r9, qword[r15 + offsetof(NativeContext, method_state)]);
  mov(r9, qword[r9]);
  cmp(r9, qword[r11 + offsetof(DirectCall, state)]);
  jne(sp.entry);                                      // a definition since: the runtime looks again
  Label found;
  for (std::size_t i = 0; i < kDirectTargets; ++i) {
    lea(r9, ptr[r11 + static_cast<std::int32_t>(offsetof(DirectCall, targets) + i * sizeof(DirectTarget))]);
    cmp(rax, qword[r9 + offsetof(DirectTarget, key)]);
    je(found);
  }
  jmp(sp.entry);                                      // a key not met yet: the send finds its method
  L(found);
  mov(rax, qword[r9 + offsetof(DirectTarget, entry)]);
  mov(rdi, qword[rax + sizeof(void*)]);               // the room its executor needs
  mov(rax, qword[rax]);
  test(rax, rax);
  jz(sp.entry);                                       // no executor (yet): the send
  mov(r10, tier1_record());                           // the caller's frame
  mov(rcx, tier1_frame());
  mov(r8d, dword[r11 + offsetof(DirectCall, args_offset)]);
  add(rcx, r8);                                       // the callee's slots
  if (argc) {                                         // a block given more arguments than it has slots
    mov(r8d, 8 * argc);
    cmp(rdi, r8);
    cmovb(rdi, r8);
  }
  add(rdi, rcx);
  lea(r8, ptr[r10 - kTier1FrameSize]);                // the callee's frame record
  cmp(rdi, r8);
  ja(sp.entry);                                       // no room: the send raises as tier 1 does
  for (std::uint32_t i = 0; i < argc; ++i) {
    mov(rdi, outgoing(i));
    mov(qword[rcx + 8 * i], rdi);
  }
  // Optional parameters not given are nil, as for tier 1's send (the
  // callee reads argc to fill in their defaults).
  Label filled, fill;
  mov(edi, dword[r9 + offsetof(DirectTarget, nil_params)]);
  test(edi, edi);
  jz(filled);
  L(fill);
  mov(qword[rcx + rdi * 8 + static_cast<std::int32_t>(8 * argc - 8)], static_cast<std::uint32_t>(kNilBits));
  dec(edi);
  jnz(fill);
  L(filled);
  // The caller's record says where it is (for backtraces, and for tier 1
  // if the callee leaves its executor); the callee's gets only argc and
  // its block, and the callee completes it if anything is to read it.
  complete_record(r10, rsi);
  mov(rdi, qword[r11 + offsetof(DirectCall, send_pc)]);
  mov(qword[r10 + kTier1FramePc], rdi);
  mov(edi, dword[r11 + offsetof(DirectCall, call_length)]);
  mov(dword[r10 + kTier1FrameCallLength], edi);
  mov(dword[r8 + kTier1FrameArgc], argc);
  if (yield) {
    // A block's frame holds the block itself, and runs with its self.
    mov(qword[r8 + kTier1FrameBlock], rdx);
    mov(rsi, qword[rdx + kBlockSelfOffset]);
  } else if (with_block) {
    mov(rdi, outgoing(argc));
    mov(qword[r8 + kTier1FrameBlock], rdi);
    mov(rsi, rdx);
  } else {
    mov(qword[r8 + kTier1FrameBlock], static_cast<std::uint32_t>(kNilBits));  // a direct call passes no block
    mov(rsi, rdx);
  }
  mov(rdi, r15);
  mov(rdx, rcx);
  mov(rcx, r8);
  set_line(m.line);
  comment("call " + mm_.site_names[m.site] + (yield ? " (the block's executor, directly)" : " (its executor, directly)"));
  call(rax);
  cmp(edx, static_cast<std::uint32_t>(kReturned));
  je(sp.resume);
  mov(rdi, r15);
  mov(rsi, rdx);
  comment("call finish_call");
  call(qword[r15 + abi_offset(offsetof(RuntimeAbi, finish_call))]);
  L(sp.resume);
  store(m.dst, rax);
}

}  // namespace rhz::codegen::detail
