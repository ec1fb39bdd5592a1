// The out-of-line code of the emitter: the slow paths of inline
// operations (the generic send, the runtime entry that finishes the
// operation, fixnum overflow) and the stack-overflow path. See
// codegen/emitter.h for the conventions they keep.
#include "codegen/emitter.h"

namespace rhz::codegen::detail {

void Emitter::stack_overflow_path() {
  L(stack_overflow_);
  label("stack overflow:");
  mov(rdi, r15);
  comment("call stack_overflow");
  call(qword[r15 + abi_offset(offsetof(RuntimeAbi, stack_overflow))]);
  ud2();
}

void Emitter::interrupt_paths() {
  for (auto& [at, line] : interrupt_polls_) {
    L(at);
    label("interrupt:");
    mov(rdi, r15);
    mov(esi, line);
    comment("call interrupt");
    call(qword[r15 + abi_offset(offsetof(RuntimeAbi, interrupt))]);
    ud2();
  }
}

// After a slow path's call: the result (rax) into the operation's
// destination with the saved registers back, then back to the fast path.
void Emitter::finish_slow_path(const MInstr& m, const SlowPath& sp) {
  const Reg64 result = m.saved ? r11 : rax;
  if (m.saved) mov(r11, rax);
  restore(m.saved);
  if (m.op == MOp::FixCompareBranch) {
    test(result, kFalsyMask);
    if (m.if_taken) jnz(block_label(m.target));
    else jz(block_label(m.target));
  } else {
    store(m.dst, result);
  }
  jmp(sp.resume);
}

void Emitter::emit_slow_path(SlowPath& sp) {
  const MInstr& m = *sp.m;
  L(sp.entry);
  recorded_line_ = kUnknownLine;
  label("slow" + std::to_string(slow_path_count++) + ":");
  if (m.op == MOp::Send || m.op == MOp::CallDirect) {
    comment(describe(m) + ": generic send");
    mov(rdi, r15);
    mov(rcx, rsp);
    mov(r8d, static_cast<std::uint32_t>(m.args.size()));
    call_abi(offsetof(RuntimeAbi, send), "send " + mm_.site_names[m.site], m.line);
    jmp(sp.resume);
    return;
  }
  if (m.op == MOp::NewArray || m.op == MOp::NewObject || m.op == MOp::NewEnv) {
    allocation_slow_path(m, sp);
    return;
  }
  save(m.saved);
  if (m.op == MOp::ConstGet) {
    comment(describe(m) + ": not assigned yet");
    call_with_index(m, offsetof(RuntimeAbi, const_get), "const_get");
    finish_slow_path(m, sp);
    return;
  }
  if (m.op == MOp::BoxFloat) {
    comment(describe(m) + ": out of the flonum range");
    load(rsi, m.a);
    mov(rdi, r15);
    call_abi(offsetof(RuntimeAbi, box_float), "box_float", m.line);
    finish_slow_path(m, sp);
    return;
  }
  if (m.op == MOp::GetIvar) {
    comment(describe(m) + ": another shape");
    load(rdx, m.a);
    mov(rdi, r15);
    mov(rsi, qword[rip + site_labels_[m.site]]);
    call_abi(offsetof(RuntimeAbi, ivar_get), "ivar_get", m.line);
    finish_slow_path(m, sp);
    return;
  }
  comment(describe(m) + (m.op == MOp::ArrayRef || m.op == MOp::ArraySet ? ": not an Array element" : ": not both fixnums"));
  std::vector<Operand> args{m.b};
  if (m.op == MOp::ArraySet) args.push_back(m.args[0]);
  call_send(m, m.a, args);
  finish_slow_path(m, sp);
  if (m.op == MOp::FixAdd || m.op == MOp::FixSub || m.op == MOp::FixMul) {
    L(sp.overflow);
    recorded_line_ = kUnknownLine;
    label("overflow" + std::to_string(slow_path_count - 1) + ":");
    comment(describe(m) + ": overflow");
    save(m.saved);
    load(r11, m.a);
    load(r10, m.b);
    mov(rdx, r11);
    mov(rcx, r10);
    mov(rdi, r15);
    mov(rsi, qword[rip + site_labels_[m.site]]);
    call_abi(offsetof(RuntimeAbi, fixnum_overflow), "fixnum_overflow", m.line);
    finish_slow_path(m, sp);
  }
}

}  // namespace rhz::codegen::detail
