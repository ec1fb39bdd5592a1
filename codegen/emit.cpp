// Emission: machine operations -> x86-64 through xbyak, one emit_<op> per
// machine operation behind one switch, one Xbyak::Label per block.
//
// The frame (rsp is fixed after the prologue, so everything is rsp-relative,
// and no frame pointer is kept: rbp is never touched):
//
//   [entry rsp]          return address
//   below it             r15 and the callee-saved value registers in use
//   [rsp + slots + 8i]   frame slot i (parameters first, then values and spills)
//   [rsp + record]       this activation's NativeFrame (codegen/abi.h)
//   [rsp + 0 ...]        the outgoing argv area of sends and runtime calls
//
// rsp is a multiple of 16 after the prologue, so every call is aligned.
//
// Fast paths run inline; their slow paths (the generic send when an operand
// is not a fixnum or an Array, or a direct-call cache misses;
// fixnum_overflow on overflow; const_get for an unassigned constant) are
// emitted after the method body, so the straight-line code has only
// not-taken forward branches to them. A slow path reloads its operands from
// their locations, which the fast path has not yet written (it stores its
// result last). Pointers the code needs (the MethodData, each SendSite) sit
// in a literal pool after the code and are read RIP-relative: the
// instructions hold no absolute address, the listing is the same from run to
// run, and an executable gets the pool's words as relocations.
#include <cstddef>
#include <deque>
#include <stdexcept>

#include "codegen/compile.h"
#include "codegen/machine.h"
#include "codegen/registers.h"
#include "codegen/select.h"

namespace rhz::codegen {

namespace {

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
    saved_.push_back(r15);
    for (std::uint32_t r = 0; r < mm_.registers_used; ++r) saved_.push_back(machine_register(r));
    out_bytes_ = 8 * mm_.max_call_args;
    record_ = out_bytes_;
    slots_ = record_ + static_cast<std::uint32_t>(sizeof(NativeFrame));
    std::uint32_t size = slots_ + 8 * mm_.frame_slots;
    // rsp + 8 is 16-aligned at entry: the return address, the saved
    // registers and the frame together must be a multiple of 16.
    std::uint32_t pushed = 8 + 8 * static_cast<std::uint32_t>(saved_.size());
    frame_size_ = (size + pushed + 15) / 16 * 16 - pushed;
  }

  Xbyak::Address slot(std::uint32_t i) { return qword[rsp + slots_ + 8 * i]; }
  Xbyak::RegExp record(std::size_t field) { return rsp + record_ + static_cast<std::uint32_t>(field); }
  Xbyak::Address outgoing(std::size_t i) { return qword[rsp + static_cast<std::uint32_t>(8 * i)]; }

  void prologue() {
    comment("prologue");
    for (const Reg64& r : saved_) push(r);
    if (frame_size_) sub(rsp, frame_size_);
    mov(r15, rdi);
    // The caller's frame record (the runtime links a root record below
    // <main>) holds the stack budget left to its callees. Checked before
    // this frame is linked, so SystemStackError is reported at the caller's
    // send, as tier 1 reports it. Reading the caller's record rather than a
    // counter in cx keeps calls free of a read-modify-write chain through
    // one memory word, and returning needs no undo.
    mov(rax, qword[r15 + offsetof(NativeContext, top)]);
    if (stack_cost_) {
      mov(r8, qword[rax + offsetof(NativeFrame, budget)]);
      sub(r8, stack_cost_);
      jl(stack_overflow_, T_NEAR);
      mov(qword[record(offsetof(NativeFrame, budget))], r8);
    }
    // The line is stored before every call, so nothing reads it first; argc
    // only ArgGiven reads.
    mov(qword[record(offsetof(NativeFrame, self))], rsi);
    if (mm_.reads_argc) mov(dword[record(offsetof(NativeFrame, argc))], ecx);
    mov(r8, qword[rip + data_label_]);
    mov(qword[record(offsetof(NativeFrame, method))], r8);
    mov(qword[record(offsetof(NativeFrame, prev))], rax);
    lea(rax, ptr[record(0)]);
    mov(qword[r15 + offsetof(NativeContext, top)], rax);
    // Parameter i lives in slot i (regalloc's register_target fixes it there).
    for (std::uint32_t i = 0; i < mm_.num_params; ++i) {
      mov(rax, qword[rdx + 8 * i]);
      mov(slot(i), rax);
    }
  }

  void epilogue() {
    mov(rcx, qword[record(offsetof(NativeFrame, prev))]);
    mov(qword[r15 + offsetof(NativeContext, top)], rcx);
    if (frame_size_) add(rsp, frame_size_);
    for (std::size_t i = saved_.size(); i-- > 0;) pop(saved_[i]);
    ret();
  }

  void literal_pool() {
    align(8);
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
    if (m.op == MOp::Send || (m.op >= MOp::FixAdd && m.op <= MOp::ArraySet)) s += " " + mm_.site_names[m.site];
    if (m.line) s += " (line " + std::to_string(m.line) + ")";
    return s;
  }

  // ---- operands -----------------------------------------------------------

  void load(const Reg64& r, const Operand& o) {
    switch (o.kind) {
      case Operand::Kind::Reg:
        if (machine_register(o.index).getIdx() != r.getIdx()) mov(r, machine_register(o.index));
        break;
      case Operand::Kind::Slot: mov(r, slot(o.index)); break;
      case Operand::Kind::Imm: mov(r, static_cast<std::uint64_t>(o.imm)); break;
      case Operand::Kind::None: throw std::logic_error("codegen: load of an empty operand");
    }
  }

  // The operand's own register, or `scratch` loaded with it.
  const Reg64& in_reg(const Operand& o, const Reg64& scratch) {
    if (o.kind == Operand::Kind::Reg) return machine_register(o.index);
    load(scratch, o);
    return scratch;
  }

  void store(const Operand& dst, const Reg64& r) {
    switch (dst.kind) {
      case Operand::Kind::Reg:
        if (machine_register(dst.index).getIdx() != r.getIdx()) mov(machine_register(dst.index), r);
        break;
      case Operand::Kind::Slot: mov(slot(dst.index), r); break;
      default: throw std::logic_error("codegen: store to a non-location");
    }
  }

  static bool fits_int32(std::int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

  // dst <- src for any pair of locations and immediates; memory to memory
  // goes through rax.
  void move(const Operand& dst, const Operand& src) {
    if (dst == src) return;
    if (dst.kind == Operand::Kind::Reg) return load(machine_register(dst.index), src);
    if (src.kind == Operand::Kind::Reg) return store(dst, machine_register(src.index));
    if (src.is_imm() && fits_int32(src.imm)) {
      mov(slot(dst.index), static_cast<std::uint64_t>(src.imm));  // sign-extended imm32
      return;
    }
    load(rax, src);
    store(dst, rax);
  }

  // ---- calls into the runtime ---------------------------------------------

  // Nothing but this frame writes its record's line, so within straight-line
  // code a call on the line already recorded needs no store.
  void set_line(std::uint32_t line) {
    if (line == recorded_line_) return;
    mov(dword[record(offsetof(NativeFrame, line))], line);
    recorded_line_ = line;
  }

  void call_abi(std::size_t field, std::string_view name, std::uint32_t line) {
    set_line(line);
    comment(std::string("call ") + std::string(name));
    call(qword[r15 + abi_offset(field)]);
  }

  void stage(const std::vector<Operand>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i].is_imm() && fits_int32(args[i].imm)) {
        mov(outgoing(i), static_cast<std::uint64_t>(args[i].imm));
      } else {
        mov(outgoing(i), in_reg(args[i], rax));
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

  // ---- conditions ---------------------------------------------------------

  static Cond negate(Cond c) {
    switch (c) {
      case Cond::Lt: return Cond::Ge;
      case Cond::Le: return Cond::Gt;
      case Cond::Gt: return Cond::Le;
      case Cond::Ge: return Cond::Lt;
      case Cond::Eq: return Cond::Ne;
      case Cond::Ne: return Cond::Eq;
    }
    return c;
  }

  void jump_if(Cond c, const Label& to) {
    switch (c) {
      case Cond::Lt: jl(to); break;
      case Cond::Le: jle(to); break;
      case Cond::Gt: jg(to); break;
      case Cond::Ge: jge(to); break;
      case Cond::Eq: je(to); break;
      case Cond::Ne: jne(to); break;
    }
  }

  void move_if(Cond c, const Reg64& dst, const Reg64& src) {
    switch (c) {
      case Cond::Lt: cmovl(dst, src); break;
      case Cond::Le: cmovle(dst, src); break;
      case Cond::Gt: cmovg(dst, src); break;
      case Cond::Ge: cmovge(dst, src); break;
      case Cond::Eq: cmove(dst, src); break;
      case Cond::Ne: cmovne(dst, src); break;
    }
  }

  const Label& block_label(sched::BlockId b) { return labels_[mm_.position[b]]; }

  SlowPath& slow_path(const MInstr& m) {
    SlowPath& sp = slow_.emplace_back();
    sp.m = &m;
    return sp;
  }

  // Jumps to the slow path unless a (in rcx) and b (in rdx, or an immediate)
  // are both fixnums.
  void check_fixnums(const MInstr& m, SlowPath& sp) {
    if (m.b.is_imm()) {
      test(cl, 1);
    } else {
      mov(eax, ecx);
      and_(eax, edx);
      test(al, 1);
    }
    jz(sp.entry);
  }

  void load_operands(const MInstr& m) {
    load(rcx, m.a);
    if (!m.b.is_imm()) load(rdx, m.b);
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

  void emit_LoadSelf(const MInstr& m) {
    const Reg64& r = m.dst.kind == Operand::Kind::Reg ? machine_register(m.dst.index) : rax;
    mov(r, qword[record(offsetof(NativeFrame, self))]);
    store(m.dst, r);
  }

  void emit_ArgGiven(const MInstr& m) {
    xor_(eax, eax);
    mov(edx, static_cast<std::uint32_t>(kTrueBits));
    cmp(dword[record(offsetof(NativeFrame, argc))], static_cast<std::uint32_t>(m.imm));
    cmova(eax, edx);
    store(m.dst, rax);
  }

  void truth_value(const MInstr& m, bool negated) {
    const Reg64& v = in_reg(m.a, rax);
    xor_(ecx, ecx);
    mov(edx, static_cast<std::uint32_t>(kTrueBits));
    test(v, kFalsyMask);
    if (negated) cmovz(ecx, edx);
    else cmovnz(ecx, edx);
    store(m.dst, rcx);
  }
  void emit_Truthy(const MInstr& m) { truth_value(m, false); }
  void emit_Not(const MInstr& m) { truth_value(m, true); }

  void emit_Jump(const MInstr& m) { jmp(block_label(m.target)); }

  void emit_Branch(const MInstr& m) {
    test(in_reg(m.a, rax), kFalsyMask);
    if (m.if_taken) jnz(block_label(m.target));
    else jz(block_label(m.target));
  }

  // Tagged words x = 2a+1, y = 2b+1: x + (y-1), x - (y-1) and (x>>1)*(y-1) | 1
  // are the tagged results, and the 64-bit operation overflows exactly when
  // the 63-bit one does, so `jo` is the whole check.
  void fix_arith(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    load_operands(m);
    check_fixnums(m, sp);
    bool imm = m.b.is_imm();
    std::int32_t untag = static_cast<std::int32_t>(m.b.imm - 1);
    if (!imm) lea(rdx, ptr[rdx - 1]);
    switch (m.op) {
      case MOp::FixAdd:
        if (imm) add(rcx, untag);
        else add(rcx, rdx);
        break;
      case MOp::FixSub:
        if (imm) sub(rcx, untag);
        else sub(rcx, rdx);
        break;
      default:
        sar(rcx, 1);
        if (imm) imul(rcx, rcx, untag);
        else imul(rcx, rdx);
        break;
    }
    jo(sp.overflow);
    if (m.op == MOp::FixMul) or_(rcx, 1);
    store(m.dst, rcx);
    L(sp.resume);
  }
  void emit_FixAdd(const MInstr& m) { fix_arith(m); }
  void emit_FixSub(const MInstr& m) { fix_arith(m); }
  void emit_FixMul(const MInstr& m) { fix_arith(m); }

  void compare(const MInstr& m) {
    if (m.b.is_imm()) cmp(rcx, static_cast<std::int32_t>(m.b.imm));
    else cmp(rcx, rdx);
  }

  void emit_FixCompare(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    load_operands(m);
    check_fixnums(m, sp);
    xor_(eax, eax);
    mov(r8d, static_cast<std::uint32_t>(kTrueBits));
    compare(m);
    move_if(m.cond, rax, r8);
    store(m.dst, rax);
    L(sp.resume);
  }

  void emit_FixCompareBranch(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    load_operands(m);
    check_fixnums(m, sp);
    compare(m);
    jump_if(m.if_taken ? m.cond : negate(m.cond), block_label(m.target));
    L(sp.resume);
  }

  // The direct call (SendSite's cache, codegen/abi.h) inline; the generic
  // send out of line. rdx holds the receiver and rsi the site on both.
  // Floored division of tagged fixnums: idiv truncates, so a nonzero
  // remainder whose sign differs from the divisor's moves the quotient down
  // by one and the remainder up by the divisor (-7 / 2 == -4, -7 % 3 == 2).
  // A zero divisor and the one overflowing quotient (the smallest fixnum
  // divided by -1) go to the generic send, whose Integer#/ raises as tier 1.
  void fix_divide(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    load_operands(m);
    check_fixnums(m, sp);
    if (m.b.is_imm()) {
      if ((m.b.imm >> 1) == 0) jmp(sp.entry);
      mov(r8, static_cast<std::uint64_t>(m.b.imm >> 1));
    } else {
      mov(r8, rdx);
      sar(r8, 1);
      jz(sp.entry);
    }
    mov(rax, rcx);
    sar(rax, 1);
    cqo();
    idiv(r8);
    Label floored;
    test(rdx, rdx);
    jz(floored);
    mov(r9, rdx);
    xor_(r9, r8);
    jns(floored);
    dec(rax);
    add(rdx, r8);
    L(floored);
    if (m.op == MOp::FixDiv) {
      add(rax, rax);
      jo(sp.entry);
      or_(rax, 1);
    } else {
      lea(rax, ptr[rdx + rdx + 1]);
    }
    store(m.dst, rax);
    L(sp.resume);
  }
  void emit_FixDiv(const MInstr& m) { fix_divide(m); }
  void emit_FixMod(const MInstr& m) { fix_divide(m); }

  // Array element access inline: the receiver (rcx) is an Array and the
  // index a fixnum in [0, len); anything else, negative indices included,
  // takes the generic send. Leaves the element's address as [rdx + rax*8].
  void array_element(const MInstr& m, SlowPath& sp) {
    load_operands(m);
    test(cl, 7);
    jnz(sp.entry);
    cmp(rcx, static_cast<std::uint32_t>(kNilBits));
    jbe(sp.entry);
    mov(rax, qword[rcx + kObjectClassOffset]);
    cmp(rax, qword[r15 + offsetof(NativeContext, array_class)]);
    jne(sp.entry);
    if (m.b.is_imm()) {
      if (m.b.imm < 0) jmp(sp.entry);
      mov(rax, static_cast<std::uint64_t>(m.b.imm >> 1));
    } else {
      test(dl, 1);
      jz(sp.entry);
      mov(rax, rdx);
      sar(rax, 1);
    }
    cmp(rax, qword[rcx + kArrayLenOffset]);  // unsigned: a negative index is huge
    jae(sp.entry);
    mov(rdx, qword[rcx + kArrayPtrOffset]);
  }

  void emit_ArrayRef(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    array_element(m, sp);
    mov(rax, qword[rdx + rax * 8]);
    store(m.dst, rax);
    L(sp.resume);
  }

  void emit_ArraySet(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    array_element(m, sp);
    load(r8, m.args[0]);
    mov(qword[rdx + rax * 8], r8);
    store(m.dst, r8);
    L(sp.resume);
  }

  void emit_Send(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    stage(m.args);
    load(rdx, m.a);
    mov(rsi, qword[rip + site_labels_[m.site]]);
    // self is always a heap object: Ruby methods live on Object (top-level
    // defs, private, so never called on an immediate) or on user classes,
    // and the language forbids reopening Integer, NilClass and friends.
    if (!m.receiver_is_self) {
      test(dl, 7);  // immediates: fixnums, true and undefined have a low bit set,
      jnz(sp.entry);
      cmp(rdx, static_cast<std::uint32_t>(kNilBits));  // false and nil are 0 and 8
      jbe(sp.entry);
    }
    mov(rax, qword[rdx]);  // the object's class (its first word)
    cmp(rax, qword[rsi + offsetof(SendSite, klass)]);
    jne(sp.entry);
    set_line(m.line);
    mov(rdi, r15);
    mov(rax, qword[rsi + offsetof(SendSite, target)]);
    mov(rsi, rdx);
    mov(rdx, rsp);
    mov(ecx, static_cast<std::uint32_t>(m.args.size()));
    comment("call " + mm_.site_names[m.site] + " (direct)");
    call(rax);
    L(sp.resume);
    store(m.dst, rax);
  }

  // rax <- fn(cx, index): the runtime calls whose one operand is a number
  // of the program's (a literal, a method, a constant's name).
  void call_with_index(const MInstr& m, std::size_t field, std::string_view name) {
    mov(rdi, r15);
    mov(esi, static_cast<std::uint32_t>(m.imm));
    call_abi(field, name, m.line);
  }

  void emit_NewString(const MInstr& m) {
    call_with_index(m, offsetof(RuntimeAbi, new_string), "new_string");
    store(m.dst, rax);
  }

  void call_with_values(const MInstr& m, std::size_t field, std::string_view name) {
    stage(m.args);
    mov(rdi, r15);
    mov(rsi, rsp);
    mov(edx, static_cast<std::uint32_t>(m.args.size()));
    call_abi(field, name, m.line);
    store(m.dst, rax);
  }
  void emit_Interpolate(const MInstr& m) { call_with_values(m, offsetof(RuntimeAbi, interpolate), "interpolate"); }
  void emit_NewArray(const MInstr& m) { call_with_values(m, offsetof(RuntimeAbi, new_array), "new_array"); }

  void emit_ToAry(const MInstr& m) {
    load(rsi, m.a);
    mov(rdi, r15);
    call_abi(offsetof(RuntimeAbi, to_ary), "to_ary", m.line);
    store(m.dst, rax);
  }

  void emit_DefineMethod(const MInstr& m) {
    call_with_index(m, offsetof(RuntimeAbi, define_method), "define_method");
    store(m.dst, rax);
  }

  // The constant's value read inline from the runtime's table; only an
  // unassigned one (NameError) calls const_get.
  void emit_ConstGet(const MInstr& m) {
    SlowPath& sp = slow_path(m);
    mov(rax, qword[r15 + offsetof(NativeContext, constants)]);
    mov(rax, qword[rax + static_cast<std::uint32_t>(8 * m.imm)]);
    cmp(rax, static_cast<std::uint32_t>(kUndefinedBits));
    je(sp.entry);
    L(sp.resume);
    store(m.dst, rax);
  }

  void emit_ConstSet(const MInstr& m) {
    load(rdx, m.a);
    mov(rdi, r15);
    mov(esi, static_cast<std::uint32_t>(m.imm));
    call_abi(offsetof(RuntimeAbi, const_set), "const_set", m.line);
    store(m.dst, rax);
  }

  void emit_Return(const MInstr& m) {
    load(rax, m.a);
    comment("epilogue");
    epilogue();
  }

  // ---- slow paths ---------------------------------------------------------

  // The frame is allocated but not linked; the runtime raises and never
  // returns here.
  void stack_overflow_path() {
    L(stack_overflow_);
    label("stack overflow:");
    mov(rdi, r15);
    comment("call stack_overflow");
    call(qword[r15 + abi_offset(offsetof(RuntimeAbi, stack_overflow))]);
    ud2();
  }

  void emit_slow_path(SlowPath& sp) {
    const MInstr& m = *sp.m;
    L(sp.entry);
    recorded_line_ = kUnknownLine;
    label("slow" + std::to_string(slow_path_count++) + ":");
    if (m.op == MOp::ConstGet) {
      comment(describe(m) + ": not assigned yet");
      call_with_index(m, offsetof(RuntimeAbi, const_get), "const_get");
      jmp(sp.resume);
      return;
    }
    if (m.op == MOp::Send) {
      comment(describe(m) + ": generic send");
      mov(rdi, r15);
      mov(rcx, rsp);
      mov(r8d, static_cast<std::uint32_t>(m.args.size()));
      call_abi(offsetof(RuntimeAbi, send), "send " + mm_.site_names[m.site], m.line);
      jmp(sp.resume);
      return;
    }
    comment(describe(m) + (m.op == MOp::ArrayRef || m.op == MOp::ArraySet ? ": not an Array element" : ": not both fixnums"));
    std::vector<Operand> args{m.b};
    if (m.op == MOp::ArraySet) args.push_back(m.args[0]);
    call_send(m, m.a, args);
    if (m.op == MOp::FixCompareBranch) {
      test(rax, kFalsyMask);
      if (m.if_taken) jnz(block_label(m.target));
      else jz(block_label(m.target));
    } else {
      store(m.dst, rax);
    }
    jmp(sp.resume);
    if (m.op == MOp::FixAdd || m.op == MOp::FixSub || m.op == MOp::FixMul) {
      L(sp.overflow);
      label("overflow" + std::to_string(slow_path_count - 1) + ":");
      comment(describe(m) + ": overflow");
      load(rdx, m.a);
      load(rcx, m.b);
      mov(rdi, r15);
      mov(rsi, qword[rip + site_labels_[m.site]]);
      call_abi(offsetof(RuntimeAbi, fixnum_overflow), "fixnum_overflow", m.line);
      store(m.dst, rax);
      jmp(sp.resume);
    }
  }

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
  std::deque<SlowPath> slow_;
  std::vector<Reg64> saved_;
  std::uint32_t out_bytes_ = 0, record_ = 0, slots_ = 0, frame_size_ = 0;
};

}  // namespace

CompiledMethod compile_method(const ir::Program& program, std::size_t method_index,
                              const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc,
                              std::uint32_t stack_cost) {
  MachineMethod mm = select_method(program, method_index, schedule, alloc);
  CompiledMethod out;
  out.name = mm.name;
  out.sites = std::make_unique<SendSite[]>(mm.sites.size());
  for (std::size_t i = 0; i < mm.sites.size(); ++i) out.sites[i] = mm.sites[i];
  out.data = std::make_unique<MethodData>();
  out.data->method_index = static_cast<std::uint32_t>(method_index);
  out.data->num_sites = static_cast<std::uint32_t>(mm.sites.size());
  out.data->sites = out.sites.get();

  // xbyak writes into a plain buffer that is never executed; a method that
  // does not fit is emitted again into a buffer twice as large.
  for (std::size_t capacity = 4096;; capacity *= 2) {
    std::vector<std::uint8_t> buffer(capacity);
    try {
      Emitter e(mm, out.data.get(), out.sites.get(), stack_cost, capacity, buffer.data());
      e.run();
      out.code = CodeMemory(std::span<const std::uint8_t>(e.getCode(), e.getSize()));
      out.code_size = e.code_size;
      out.marks = std::move(e.marks);
      out.pool_addresses = std::move(e.pool_addresses);
      out.stats.slow_paths = e.slow_path_count;
      break;
    } catch (const Xbyak::Error& err) {
      if (static_cast<int>(err) != Xbyak::ERR_CODE_IS_TOO_BIG || capacity > (std::size_t{1} << 28)) throw;
    }
  }

  out.stats.linear_instrs = mm.linear_instrs;
  for (const MBlock& b : mm.blocks) out.stats.machine_ops += static_cast<std::uint32_t>(b.instrs.size());
  out.stats.blocks = static_cast<std::uint32_t>(mm.blocks.size());
  out.stats.code_bytes = out.code_size;
  out.stats.spills = mm.spills;
  out.stats.frame_slots = mm.frame_slots;
  out.stats.send_sites = static_cast<std::uint32_t>(mm.sites.size());
  return out;
}

}  // namespace rhz::codegen
