// The emitter: machine operations -> x86-64 through xbyak, one emit_<op> per
// machine operation behind one switch, one Xbyak::Label per block. Shared by
// emit.cpp (the driver and the operations of generic code) and
// emit_tier2.cpp (guards, checked operations and the exits of executors).
//
// Registers follow regalloc/x86_64.h: values live where the allocator put
// them (12 allocatable registers and frame slots), r15 holds the
// NativeContext, and r10 and r11 are this file's scratch registers, which
// hold nothing from one machine operation to the next.
//
// The frame (rsp is fixed after the prologue, so everything is rsp-relative,
// and no frame pointer is kept):
//
//   [entry rsp]          return address
//   below it             r15 and the callee-saved registers the allocation uses
//   [rsp + slots + 8i]   frame slot i (parameters first, then spills)
//   [rsp + save + 8j]    where slow paths save the caller-saved registers
//   [rsp + record]       this activation's NativeFrame (codegen/abi.h)
//   [rsp + 0 ...]        the outgoing argv area of sends and runtime calls
//
// rsp is a multiple of 16 after the prologue, so every call is aligned.
//
// Fast paths run inline; their slow paths (the generic send when an operand
// is not a fixnum or an Array, or a direct-call cache misses;
// fixnum_overflow on overflow; const_get for an unassigned constant) are
// emitted after the method body, so the straight-line code has only
// not-taken forward branches to them. A fast path writes its result last,
// so its slow path still finds the operands where the allocator put them.
// An inline operation destroys no register the allocator hands out, so its
// slow path saves the caller-saved registers that hold live values
// (MInstr::saved) around its call and restores them before going back.
// Pointers the code needs (the MethodData, each SendSite) sit in a literal
// pool after the code and are read RIP-relative: the instructions hold no
// absolute address, the listing is the same from run to run, and an
// executable gets the pool's words as relocations.
#pragma once

#include <bit>
#include <cstddef>
#include <deque>
#include <stdexcept>

#include "codegen/compile.h"
#include "codegen/conditions.h"
#include "codegen/division_magic.h"
#include "codegen/machine.h"
#include "codegen/registers.h"
#include "ir/specialise.h"

namespace rhz::codegen::detail {

using namespace Xbyak::util;
using Xbyak::Label;
using Xbyak::Reg64;

// `test r, ~8` is zero exactly for nil (8) and false (0).
constexpr std::uint32_t kFalsyMask = ~std::uint32_t{8};

constexpr std::uint32_t abi_offset(std::size_t field) {
  return static_cast<std::uint32_t>(offsetof(NativeContext, abi) + field);
}

class Emitter : public Xbyak::CodeGenerator {
 public:
  Emitter(const MachineMethod& mm, const MethodData* data, SendSite* sites, std::uint32_t stack_cost,
          std::size_t capacity, void* buffer)
      : CodeGenerator(capacity, buffer), mm_(mm), data_(data), sites_(sites), stack_cost_(stack_cost) {
    setDefaultJmpNEAR(true);  // methods can outgrow rel8 branches; one encoding keeps it simple
    labels_ = std::make_unique<Label[]>(mm.blocks.size());
    site_labels_ = std::make_unique<Label[]>(mm.sites.size());
    exit_labels_ = std::make_unique<Label[]>(mm.exits.size());
    plan_frame();
  }

  std::vector<AsmMark> marks;
  std::vector<PoolAddress> pool_addresses;
  std::uint32_t code_size = 0;
  std::uint32_t slow_path_count = 0;

  void run() {
    prologue();
    for (std::size_t k = 0; k < mm_.blocks.size(); ++k) {
      L(labels_[k]);
      recorded_line_ = kUnknownLine;  // control may arrive from anywhere
      label("block" + std::to_string(mm_.blocks[k].block) + ":");
      for (const MInstr& m : mm_.blocks[k].instrs) instr(m);
    }
    for (SlowPath& sp : slow_) emit_slow_path(sp);
    if (stack_cost_) stack_overflow_path();
    interrupt_paths();
    if (mm_.executor) exit_stubs();
    code_size = static_cast<std::uint32_t>(getSize());
    literal_pool();
    ready();
  }

 private:
  struct SlowPath {
    const MInstr* m;
    Label entry;     // an operand is not a fixnum: the generic send
    Label overflow;  // FixAdd/Sub/Mul only: fixnum_overflow
    Label resume;
  };

  // ---- frame --------------------------------------------------------------

  void plan_frame() {
    // Only the callee-saved registers the code writes need saving: the
    // allocation may name one it never writes (a constant that every user
    // takes as an immediate).
    std::uint64_t written = 0;
    for (const MBlock& b : mm_.blocks)
      for (const MInstr& m : b.instrs) {
        if (m.dst.kind == Operand::Kind::Reg) written |= regalloc::reg_bit(m.dst.index);
        save_set_ |= m.saved;
      }
    saved_.push_back(r15);
    for (std::uint64_t m = written & regalloc::x86::kCalleeSaved; m != 0; m &= m - 1)
      saved_.push_back(machine_register(static_cast<std::uint32_t>(std::countr_zero(m))));
    out_bytes_ = 8 * mm_.max_call_args;
    record_ = out_bytes_;
    save_ = record_ + static_cast<std::uint32_t>(sizeof(NativeFrame));
    slots_ = save_ + 8 * static_cast<std::uint32_t>(std::popcount(save_set_));
    std::uint32_t size = slots_ + 8 * mm_.frame_slots;
    base_ = size;          // executors: where the tier-1 slots' address is kept,
    tier1_record_ = size + 8;  // the tier-1 frame record's,
    epoch_ = size + 16;    // and the context's epoch at entry
    if (mm_.executor) size += 24;
    // rsp + 8 is 16-aligned at entry: the return address, the saved
    // registers and the frame together must be a multiple of 16.
    std::uint32_t pushed = 8 + 8 * static_cast<std::uint32_t>(saved_.size());
    frame_size_ = (size + pushed + 15) / 16 * 16 - pushed;
  }

  Xbyak::Address slot(std::uint32_t i) { return qword[rsp + slots_ + 8 * i]; }
  Xbyak::RegExp record(std::size_t field) { return rsp + record_ + static_cast<std::uint32_t>(field); }
  Xbyak::Address outgoing(std::size_t i) { return qword[rsp + static_cast<std::uint32_t>(8 * i)]; }
  Xbyak::Address save_word(std::uint32_t r) {
    const auto j = static_cast<std::uint32_t>(std::popcount(save_set_ & (regalloc::reg_bit(r) - 1)));
    return qword[rsp + save_ + 8 * j];
  }

  // Entered with cx in rdi, self in rsi, argv in rdx, argc in ecx and the
  // block in r8; no value is live yet, so any register serves as scratch
  // here.
  void prologue() {
    comment("prologue");
    for (const Reg64& r : saved_) push(r);
    if (frame_size_) sub(rsp, frame_size_);
    mov(r15, rdi);
    if (mm_.executor) return executor_prologue();
    // The caller's frame record (the runtime links a root record below
    // <main>) holds the stack budget left to its callees. Checked before
    // this frame is linked, so SystemStackError is reported at the caller's
    // send, as tier 1 reports it. Reading the caller's record rather than a
    // counter in cx keeps calls free of a read-modify-write chain through
    // one memory word, and returning needs no undo.
    mov(rax, qword[r15 + offsetof(NativeContext, top)]);
    if (stack_cost_) {
      mov(r11, qword[rax + offsetof(NativeFrame, budget)]);
      sub(r11, stack_cost_);
      jl(stack_overflow_, T_NEAR);
      mov(qword[record(offsetof(NativeFrame, budget))], r11);
    }
    // The line is stored before every call, so nothing reads it first; argc
    // only ArgGiven reads.
    mov(qword[record(offsetof(NativeFrame, self))], rsi);
    if (mm_.reads_argc) mov(dword[record(offsetof(NativeFrame, argc))], ecx);
    if (mm_.reads_block) mov(qword[record(offsetof(NativeFrame, block))], r8);
    mov(r11, qword[rip + data_label_]);
    mov(qword[record(offsetof(NativeFrame, method))], r11);
    mov(qword[record(offsetof(NativeFrame, prev))], rax);
    lea(rax, ptr[record(0)]);
    mov(qword[r15 + offsetof(NativeContext, top)], rax);
    // Parameter i lives in slot i (the target fixes it there).
    for (std::uint32_t i = 0; i < mm_.num_params; ++i) {
      mov(r11, qword[rdx + 8 * i]);
      mov(slot(i), r11);
    }
  }

  void epilogue() {
    mov(r11, qword[record(offsetof(NativeFrame, prev))]);
    mov(qword[r15 + offsetof(NativeContext, top)], r11);
    if (frame_size_) add(rsp, frame_size_);
    for (std::size_t i = saved_.size(); i-- > 0;) pop(saved_[i]);
    ret();
  }

  // ---- tier-2 executors (emit_tier2.cpp) --------------------------------------
  // Entered as codegen::ExecutorEntry says, with the tier-1 frame's slots
  // and record; nothing links a native frame record (the runtime entry
  // points executors call read the tier-1 frame instead). Every way out
  // goes through its exit's out-of-line code (exit_stubs).
  void executor_prologue();
  void exit_stubs();
  // Before a call into the runtime and at an exit: the executor's tier-1
  // frame record complete and NativeContext::tier1_frame pointing at it.
  void publish_record();
  // A record a direct call entered this executor with lacks its code, base
  // and self (codegen/abi.h): writes them into the record in `record`.
  void complete_record(const Reg64& record, const Reg64& scratch);
  const Label& exit_label(std::uint32_t exit) { return exit_labels_[exit]; }
  Xbyak::Address tier1_frame() { return qword[rsp + base_]; }
  Xbyak::Address tier1_record() { return qword[rsp + tier1_record_]; }

  void literal_pool() {
    align(8);
    for (auto& [label, word] : words_) {
      L(*label);
      dq(word);
    }
    L(data_label_);
    pool_addresses.push_back({static_cast<std::uint32_t>(getSize()), PoolAddress::Kind::MethodData, 0});
    dq(reinterpret_cast<std::uint64_t>(data_));
    for (std::size_t k = 0; k < mm_.sites.size(); ++k) {
      L(site_labels_[k]);
      pool_addresses.push_back({static_cast<std::uint32_t>(getSize()), PoolAddress::Kind::Site, static_cast<std::uint32_t>(k)});
      dq(reinterpret_cast<std::uint64_t>(&sites_[k]));
    }
  }

  // ---- listing marks ------------------------------------------------------

  void label(std::string text) { marks.push_back({static_cast<std::uint32_t>(getSize()), true, std::move(text)}); }
  void comment(std::string text) { marks.push_back({static_cast<std::uint32_t>(getSize()), false, std::move(text)}); }

  std::string describe(const MInstr& m) const {
    std::string s(mop_name(m.op));
    if (m.op == MOp::Send || m.op == MOp::CallDirect || (m.op >= MOp::FixAdd && m.op <= MOp::ArraySet))
      s += " " + mm_.site_names[m.site];
    if (m.line) s += " (line " + std::to_string(m.line) + ")";
    return s;
  }

  // ---- operands -----------------------------------------------------------

  // A register operand is a general register (index < 16) or an SSE
  // register (16 + its encoding: tier 2's unboxed doubles, see
  // regalloc/x86_64.h). Only doubles are ever in SSE registers, and only
  // the Float operations and the generic moves and loads below meet them.
  static bool is_reg(const Operand& o) { return o.kind == Operand::Kind::Reg && !regalloc::x86::is_xmm(o.index); }
  static bool is_xmm(const Operand& o) { return o.kind == Operand::Kind::Reg && regalloc::x86::is_xmm(o.index); }
  static Reg64 reg(const Operand& o) {
    if (!is_reg(o)) throw std::logic_error("codegen: a general register operand that is not one");
    return machine_register(o.index);
  }
  static Xbyak::Xmm xmm(const Operand& o) {
    if (!is_xmm(o)) throw std::logic_error("codegen: an SSE register operand that is not one");
    return Xbyak::Xmm(static_cast<int>(o.index - regalloc::x86::kFirstXmm));
  }

  void load(const Reg64& r, const Operand& o) {
    switch (o.kind) {
      case Operand::Kind::Reg:
        if (is_xmm(o)) movq(r, xmm(o));
        else if (o.index != static_cast<std::uint32_t>(r.getIdx())) mov(r, reg(o));
        break;
      case Operand::Kind::Slot: mov(r, slot(o.index)); break;
      case Operand::Kind::Imm: mov(r, static_cast<std::uint64_t>(o.imm)); break;
      case Operand::Kind::None: throw std::logic_error("codegen: load of an empty operand");
    }
  }

  // The operand's own register, or `scratch` loaded with it.
  Reg64 in_reg(const Operand& o, const Reg64& scratch) {
    if (is_reg(o)) return reg(o);
    load(scratch, o);
    return scratch;
  }

  void store(const Operand& dst, const Reg64& r) {
    switch (dst.kind) {
      case Operand::Kind::Reg:
        if (is_xmm(dst)) movq(xmm(dst), r);
        else if (dst.index != static_cast<std::uint32_t>(r.getIdx())) mov(reg(dst), r);
        break;
      case Operand::Kind::Slot: mov(slot(dst.index), r); break;
      default: throw std::logic_error("codegen: store to a non-location");
    }
  }

  static bool fits_int32(std::int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

  // dst <- src for any pair of locations and immediates; memory to memory
  // goes through r11.
  void move(const Operand& dst, const Operand& src) {
    if (dst == src) return;
    if (is_xmm(dst) || is_xmm(src)) return move_double(dst, src);
    if (is_reg(dst)) return load(reg(dst), src);
    if (is_reg(src)) return store(dst, reg(src));
    if (src.is_imm() && fits_int32(src.imm)) {
      mov(slot(dst.index), static_cast<std::uint64_t>(src.imm));  // sign-extended imm32
      return;
    }
    load(r11, src);
    store(dst, r11);
  }

  // A move with an SSE register on one side (emit_floats.cpp).
  void move_double(const Operand& dst, const Operand& src);

  // Saves and restores register r (general or SSE) in the slow paths' area.
  void save_register(std::uint32_t r);
  void restore_register(std::uint32_t r);

  // Jumps to `to` unless the operand is a fixnum (tag bit 1); returns the
  // register that holds it, its own or `scratch`. An immediate operand is
  // a fixnum by construction and stays an immediate (returns `scratch`
  // unloaded).
  Reg64 require_fixnum(const Operand& o, const Reg64& scratch, const Label& to) {
    if (o.is_imm()) return scratch;
    const Reg64 r = in_reg(o, scratch);
    test(r.cvt8(), 1);
    jz(to);
    return r;
  }

  // `test v, ~8` for truthiness, from a register or a slot.
  void test_truthy(const Operand& o) {
    if (o.kind == Operand::Kind::Slot) test(slot(o.index), kFalsyMask);
    else test(in_reg(o, r11), kFalsyMask);
  }

  // ---- calls into the runtime ---------------------------------------------

  // Nothing but this frame writes its record's line, so within straight-line
  // code a call on the line already recorded needs no store. (An executor
  // links no record: its calls are located by the tier-1 frame's pc.)
  void set_line(std::uint32_t line) {
    if (line == recorded_line_ || mm_.executor) return;
    mov(dword[record(offsetof(NativeFrame, line))], line);
    recorded_line_ = line;
  }

  void call_abi(std::size_t field, std::string_view name, std::uint32_t line) {
    set_line(line);
    // Of the runtime's entries an executor calls, only a send runs code
    // that reads the tier-1 frame (a callee's frame goes below it; an error
    // takes its backtrace from it); allocation does not.
    if (mm_.executor && field == offsetof(RuntimeAbi, send)) publish_record();
    comment(std::string("call ") + std::string(name));
    call(qword[r15 + abi_offset(field)]);
  }

  // Writes the words of a call's argv; touches no register but r11.
  void stage(const std::vector<Operand>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i].is_imm() && fits_int32(args[i].imm)) {
        mov(outgoing(i), static_cast<std::uint64_t>(args[i].imm));
      } else {
        mov(outgoing(i), in_reg(args[i], r11));
      }
    }
  }

  // rax <- send(site, recv, args...)
  void call_send(const MInstr& m, const Operand& recv, const std::vector<Operand>& args) {
    stage(args);
    load(rdx, recv);
    mov(rdi, r15);
    mov(rsi, qword[rip + site_labels_[m.site]]);
    mov(rcx, rsp);
    mov(r8d, static_cast<std::uint32_t>(args.size()));
    call_abi(offsetof(RuntimeAbi, send), "send " + mm_.site_names[m.site], m.line);
  }

  const Label& block_label(sched::BlockId b) { return labels_[mm_.position[b]]; }

  SlowPath& slow_path(const MInstr& m) {
    SlowPath& sp = slow_.emplace_back();
    sp.m = &m;
    return sp;
  }

  // ---- the machine operations ---------------------------------------------

  void instr(const MInstr& m) {
    comment(describe(m));
    std::size_t slow_paths = slow_.size();
    switch (m.op) {
#define MOP(name) \
  case MOp::name: emit_##name(m); break;
#include "codegen/mops.def"
#undef MOP
    }
    // A slow path that ran recorded this instruction's line; one that did
    // not left the record as it was. Either way it is known only if equal.
    if (slow_.size() != slow_paths && recorded_line_ != m.line) recorded_line_ = kUnknownLine;
  }

  void emit_Move(const MInstr& m) { move(m.dst, m.a); }
  void emit_LoadImm(const MInstr& m) { move(m.dst, Operand::immediate(m.imm)); }
  void emit_LoadObject(const MInstr& m) {
    const Reg64 r = is_reg(m.dst) ? reg(m.dst) : r11;
    mov(r, qword[rip + pool_word(static_cast<std::uint64_t>(m.imm))]);
    store(m.dst, r);
  }

  void emit_LoadSelf(const MInstr& m) {
    const Reg64 r = is_reg(m.dst) ? reg(m.dst) : r11;
    mov(r, qword[record(offsetof(NativeFrame, self))]);
    store(m.dst, r);
  }

  // `mov` leaves the flags alone, so both constants load after the test.
  void emit_ArgGiven(const MInstr& m) {
    cmp(dword[record(offsetof(NativeFrame, argc))], static_cast<std::uint32_t>(m.imm));
    mov(r11d, static_cast<std::uint32_t>(kFalseBits));
    mov(r10d, static_cast<std::uint32_t>(kTrueBits));
    cmova(r11, r10);
    store(m.dst, r11);
  }

  void truth_value(const MInstr& m, bool negated) {
    test_truthy(m.a);
    mov(r11d, static_cast<std::uint32_t>(kFalseBits));
    mov(r10d, static_cast<std::uint32_t>(kTrueBits));
    if (negated) cmovz(r11, r10);
    else cmovnz(r11, r10);
    store(m.dst, r11);
  }
  void emit_Truthy(const MInstr& m) { truth_value(m, false); }
  void emit_Not(const MInstr& m) { truth_value(m, true); }

  void emit_Jump(const MInstr& m) { jmp(block_label(m.target)); }

  void emit_Branch(const MInstr& m) {
    test_truthy(m.a);
    if (m.if_taken) jnz(block_label(m.target));
    else jz(block_label(m.target));
  }

  // Tagged words x = 2a+1, y = 2b+1: x + (y-1), x - (y-1) and (x>>1)*(y-1) | 1
  // are the tagged results, and the 64-bit operation overflows exactly when
  // the 63-bit one does, so `jo` is the whole check. The result is built in
  // r11 so that the operands survive for the slow paths.
  void fix_arith(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    const Reg64 a = require_fixnum(m.a, r11, sp.entry);
    const Reg64 b = require_fixnum(m.b, r10, sp.entry);
    if (a.getIdx() != r11.getIdx()) mov(r11, a);
    if (!m.b.is_imm()) lea(r10, ptr[b - 1]);
    tagged_arith(m);
    jo(sp.overflow);
    if (m.op == MOp::FixMul) or_(r11, 1);
    store(m.dst, r11);
    L(sp.resume);
  }
  // r11 <- r11 op b on tagged fixnums, b an immediate or untagged in r10
  // (y - 1): x + (y-1), x - (y-1), (x>>1) * (y-1); `jo` after it is the
  // whole overflow check. For FixAdd/FixSub/FixMul and IntAdd/IntSub/IntMul.
  void tagged_arith(const MInstr& m);  // emit.cpp
  void emit_FixAdd(const MInstr& m) { fix_arith(m); }
  void emit_FixSub(const MInstr& m) { fix_arith(m); }
  void emit_FixMul(const MInstr& m) { fix_arith(m); }

  // Signed comparison of the tagged words, which order as the fixnums do.
  void compare(const MInstr& m, SlowPath& sp) {
    const Reg64 a = require_fixnum(m.a, r11, sp.entry);
    const Reg64 b = require_fixnum(m.b, r10, sp.entry);
    if (m.b.is_imm()) cmp(a, static_cast<std::int32_t>(m.b.imm));
    else cmp(a, b);
  }

  void emit_FixCompare(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    compare(m, sp);
    mov(r11d, static_cast<std::uint32_t>(kFalseBits));
    mov(r10d, static_cast<std::uint32_t>(kTrueBits));
    move_if(*this, m.cond, r11, r10);
    store(m.dst, r11);
    L(sp.resume);
  }

  void emit_FixCompareBranch(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    compare(m, sp);
    jump_if(*this, m.if_taken ? m.cond : negate(m.cond), block_label(m.target));
    L(sp.resume);
  }

  // Floored division of tagged fixnums: a nonzero remainder whose sign
  // differs from the divisor's moves the truncated quotient down by one and
  // the remainder up by the divisor (-7 / 2 == -4, -7 % 3 == 2). A zero
  // divisor goes to the generic send, whose Integer#/ raises as tier 1
  // does, and so does -1: the smallest fixnum divided by it overflows, and
  // idiv faults on the 64-bit equivalent. The operands are never in rax or
  // rdx (the target keeps them out), and every exit to the slow path comes
  // before anything writes those.
  void fix_divide(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    const Reg64 a = require_fixnum(m.a, r11, sp.entry);
    const Reg64 b = require_fixnum(m.b, r10, sp.entry);
    const std::int64_t divisor = m.b.imm >> 1;
    if (m.b.is_imm() && divisor != 0 && divisor != -1) divide_by_constant(m, a, divisor);
    else divide(m, a, b, sp.entry);
    L(sp.resume);
  }

  // a and b hold the operands (their own registers, or r11 and r10).
  // fail: where a divisor of 0 or -1 goes.
  void divide(const MInstr& m, const Reg64& a, const Reg64& b, const Label& fail) {
    if (m.b.is_imm()) {
      jmp(fail);  // by 0 or -1: always the send
      return;
    }
    if (b.getIdx() != r10.getIdx()) mov(r10, b);
    sar(r10, 1);
    jz(fail);
    cmp(r10, -1);
    je(fail);
    mov(rax, a);
    sar(rax, 1);
    cqo();
    idiv(r10);
    Label floored;
    test(rdx, rdx);
    jz(floored);
    mov(r11, rdx);
    xor_(r11, r10);
    jns(floored);
    dec(rax);
    add(rdx, r10);
    L(floored);
    finish_divide(m, rax, rdx);
  }

  static bool is_modulo(MOp op) { return op == MOp::FixMod || op == MOp::IntMod; }

  // A divisor known here (an immediate, or a constant the optimizer
  // propagated) divides by multiplying (codegen/division_magic.h).
  void divide_by_constant(const MInstr& m, const Reg64& a, std::int64_t d) {
    if (d == 1) {
      if (!is_modulo(m.op)) move(m.dst, m.a);
      else move(m.dst, Operand::immediate(1));
      return;
    }
    if (a.getIdx() != r11.getIdx()) mov(r11, a);
    store(m.dst, emit_floored_division(*this, d, is_modulo(m.op)));
  }

  // Tags the quotient (FixDiv) or the remainder (FixMod) into the result.
  void finish_divide(const MInstr& m, const Reg64& quotient, const Reg64& remainder) {
    if (!is_modulo(m.op)) {
      lea(rax, ptr[quotient + quotient + 1]);
      store(m.dst, rax);
    } else {
      lea(rdx, ptr[remainder + remainder + 1]);
      store(m.dst, rdx);
    }
  }
  void emit_FixDiv(const MInstr& m) { fix_divide(m); }
  void emit_FixMod(const MInstr& m) { fix_divide(m); }

  // Array element access inline: the receiver is an Array and the index a
  // fixnum in [0, len); anything else, negative indices included, takes the
  // generic send (`fail`). Returns the element's address: [r11 + r10*8],
  // or [r11 + 8i] for a constant index i. Tier 2 knows the receiver is an
  // Array and the index a fixnum (checked = false).
  Xbyak::Address array_element(const MInstr& m, const Label& fail, bool checked = true) {
    const Reg64 a = in_reg(m.a, r11);
    if (checked) {
      test(a.cvt8(), 7);
      jnz(fail);
      cmp(a, static_cast<std::uint32_t>(kNilBits));
      jbe(fail);
      mov(r10, qword[a + kObjectClassOffset]);
      cmp(r10, qword[r15 + offsetof(NativeContext, array_class)]);
      jne(fail);
    }
    if (m.b.is_imm()) {
      const std::int64_t index = m.b.imm >> 1;
      if (index < 0 || index > INT32_MAX / 8) {
        jmp(fail);
        mov(r11, qword[a + kArrayPtrOffset]);
        return qword[r11];
      }
      cmp(qword[a + kArrayLenOffset], static_cast<std::uint32_t>(index));
      jbe(fail);
      mov(r11, qword[a + kArrayPtrOffset]);
      return qword[r11 + static_cast<std::uint32_t>(8 * index)];
    }
    const Reg64 b = checked ? require_fixnum(m.b, r10, fail) : in_reg(m.b, r10);
    if (b.getIdx() != r10.getIdx()) mov(r10, b);
    sar(r10, 1);
    cmp(r10, qword[a + kArrayLenOffset]);  // unsigned: a negative index is huge
    jae(fail);
    mov(r11, qword[a + kArrayPtrOffset]);
    return qword[r11 + r10 * 8];
  }

  // dst <- the word at `element`, straight into dst's register if it has one.
  void load_element(const Operand& dst, const Xbyak::Address& element) {
    const Reg64 r = is_reg(dst) ? reg(dst) : r11;
    mov(r, element);
    store(dst, r);
  }

  void emit_ArrayRef(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    load_element(m.dst, array_element(m, sp.entry));
    L(sp.resume);
  }

  // The stored value is in a register (the target asks for one).
  void emit_ArraySet(const MInstr& m) {
    if (!is_reg(m.args[0])) throw std::logic_error("codegen: []= stores a value that is not in a register");
    SlowPath& sp = slow_path(m);
    mov(array_element(m, sp.entry), reg(m.args[0]));
    store(m.dst, reg(m.args[0]));
    L(sp.resume);
  }

  // ---- sends and other runtime calls (emit_calls.cpp) ----------------------
  void emit_Send(const MInstr& m);
  // rax <- fn(cx, index): the runtime calls whose one operand is a number
  // of the program's (a literal, a method, a constant's name).
  void call_with_index(const MInstr& m, std::size_t field, std::string_view name);
  // rax <- fn(cx, argv, argc) with the operands staged as argv.
  void call_with_values(const MInstr& m, std::size_t field, std::string_view name);
  void emit_NewString(const MInstr& m);
  void emit_Literal(const MInstr& m);
  void emit_Interpolate(const MInstr& m);
  void emit_ToAry(const MInstr& m);
  void emit_DefineMethod(const MInstr& m);
  void emit_ConstGet(const MInstr& m);
  void emit_ConstSet(const MInstr& m);
  void emit_DefineClass(const MInstr& m);
  void emit_GetIvar(const MInstr& m);
  void emit_SetIvar(const MInstr& m);

  // ---- allocation (emit_alloc.cpp) ---------------------------------------------
  // r10 <- a block for `bytes` off the runtime's free list, or a jump to
  // `empty` if the list has none; false (only the jump) when no list holds
  // blocks that large. Uses r11.
  bool take_small_block(std::uint32_t bytes, const Label& empty);
  // The block in r10 gets its class (loaded from `klass`) and, when it has
  // words after its header (an Array's elements, an object's ivar slots),
  // the pointer to them at `words_pointer`. Uses r11.
  void start_block(const Xbyak::Address& klass, std::int32_t words_pointer, bool has_words);
  void emit_NewArray(const MInstr& m);
  void emit_NewObject(const MInstr& m);
  void emit_NewEnv(const MInstr& m);
  void allocation_slow_path(const MInstr& m, const SlowPath& sp);

  // ---- blocks (emit_blocks.cpp) -------------------------------------------------
  void call_with_two(const MInstr& m, std::size_t field, std::string_view name);
  void emit_SendBlock(const MInstr& m);
  void emit_Yield(const MInstr& m);
  void emit_MakeBlock(const MInstr& m);
  void emit_LoadBlock(const MInstr& m);
  void emit_LoadBlockEnv(const MInstr& m);
  void emit_LoadField(const MInstr& m);
  void emit_StoreField(const MInstr& m);
  void emit_BlockBreak(const MInstr& m);
  void emit_CatchBreak(const MInstr& m);
  void emit_IsBreak(const MInstr& m);

  void emit_Return(const MInstr& m) {
    load(rax, m.a);
    comment("epilogue");
    epilogue();
  }

  // ---- tier 2 (emit_tier2.cpp) ------------------------------------------------
  void emit_GuardTruthy(const MInstr& m);
  void emit_GuardFixnum(const MInstr& m);
  void emit_GuardArray(const MInstr& m);
  void emit_GuardClass(const MInstr& m);
  // Exits unless the operand is a heap object; leaves its class in r10.
  void heap_class(const MInstr& m);
  void emit_GuardShape(const MInstr& m);
  void emit_GuardFlonum(const MInstr& m);
  void emit_FloatArith(const MInstr& m);
  void emit_FloatCompare(const MInstr& m);
  void emit_UnboxFloat(const MInstr& m);
  void emit_IntToFloat(const MInstr& m);
  void emit_BoxFloat(const MInstr& m);
  void emit_FloatSqrt(const MInstr& m);
  // A double's bits from any operand into an SSE register, and back.
  void double_into(const Xbyak::Xmm& x, const Operand& o);
  void double_from(const Operand& dst, const Xbyak::Xmm& x);
  // d <- d op b (m.imm: 0 +, 1 -, 2 *, 3 /), b an SSE register or memory.
  void sse_arith(std::int64_t op, const Xbyak::Xmm& d, const Xbyak::Operand& b);
  void emit_IvarLoad(const MInstr& m);
  void emit_IvarStore(const MInstr& m);
  // A word of the literal pool (a class an executor checks), read RIP-relative
  // so that listings do not depend on where the runtime's objects are.
  const Label& pool_word(std::uint64_t word) {
    words_.emplace_back(std::make_unique<Label>(), word);
    return *words_.back().first;
  }
  void emit_GuardCompare(const MInstr& m);
  void emit_ExitAlways(const MInstr& m);
  void int_arith(const MInstr& m);
  void emit_IntAdd(const MInstr& m) { int_arith(m); }
  void emit_IntSub(const MInstr& m) { int_arith(m); }
  void emit_IntMul(const MInstr& m) { int_arith(m); }
  void int_divide(const MInstr& m);
  void emit_IntDiv(const MInstr& m) { int_divide(m); }
  void emit_IntMod(const MInstr& m) { int_divide(m); }
  void emit_IntBitwise(const MInstr& m);
  void emit_IntCompare(const MInstr& m);
  void emit_IntCompareBranch(const MInstr& m);
  void emit_ArrayLength(const MInstr& m);
  void emit_ArrayLoad(const MInstr& m);
  void emit_ArrayStore(const MInstr& m);
  void emit_ConstLoad(const MInstr& m);
  void emit_GuardEpoch(const MInstr& m);
  void emit_CallLeaf(const MInstr& m);
  void emit_GuardDefined(const MInstr& m);
  void emit_PollInterrupt(const MInstr& m);
  void emit_CallDirect(const MInstr& m);

  // ---- slow paths ---------------------------------------------------------

  // The frame is allocated but not linked; the runtime raises and never
  // returns here.
  void stack_overflow_path();
  // The calls of the loop headers' interrupt polls, one per poll (its line).
  void interrupt_paths();
  std::vector<std::pair<Label, std::uint32_t>> interrupt_polls_;

  void save(std::uint64_t regs) {
    for (std::uint64_t m = regs; m != 0; m &= m - 1) save_register(static_cast<std::uint32_t>(std::countr_zero(m)));
  }
  void restore(std::uint64_t regs) {
    for (std::uint64_t m = regs; m != 0; m &= m - 1) restore_register(static_cast<std::uint32_t>(std::countr_zero(m)));
  }

  // After a slow path's call: the result (rax) into the operation's
  // destination with the saved registers back, then back to the fast path.
  void finish_slow_path(const MInstr& m, const SlowPath& sp);
  // The out-of-line code of an inline operation (emit_slow_paths.cpp).
  void emit_slow_path(SlowPath& sp);

  const MachineMethod& mm_;
  const MethodData* data_;
  SendSite* sites_;
  std::uint32_t stack_cost_;
  Label stack_overflow_;
  static constexpr std::uint32_t kUnknownLine = ~std::uint32_t{0};
  std::uint32_t recorded_line_ = kUnknownLine;  // the line the record holds here, if known
  std::unique_ptr<Label[]> labels_;
  std::unique_ptr<Label[]> site_labels_;
  Label data_label_;
  const Label* record_code_word_ = nullptr;  // executors: the pool word of MachineMethod::record_code
  Label epilogue_;                        // executors: the one way back to the interpreter
  std::unique_ptr<Label[]> exit_labels_;  // executors: by exit index
  std::vector<std::pair<std::unique_ptr<Label>, std::uint64_t>> words_;  // pool words other than addresses
  std::deque<SlowPath> slow_;
  std::vector<Reg64> saved_;    // pushed by the prologue
  std::uint64_t save_set_ = 0;  // registers with a word in the save area
  std::uint32_t out_bytes_ = 0, record_ = 0, save_ = 0, slots_ = 0, frame_size_ = 0, base_ = 0, tier1_record_ = 0,
                epoch_ = 0;
};

}  // namespace rhz::codegen::detail
