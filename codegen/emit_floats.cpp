// Emission of tier 2's Float operations (runtime/float.h). Between the
// guard that unboxes a flonum and whatever needs the Ruby value back, a
// Float is a double in an SSE register (xmm2-xmm15, a register class of
// its own: regalloc/x86_64.h) or its IEEE bits in a frame slot; the
// arithmetic reads a slot operand straight from memory. A flonum is a
// double rotated left by 3 with its low bits 0b10, for the doubles whose
// exponent fits (+0.0 has a word of its own); a double outside that range
// is boxed as a heap Float by the runtime, on a slow path. xmm0 and xmm1
// are this file's scratch registers and hold no value across instructions.
#include "codegen/emitter.h"

namespace rhz::codegen::detail {

void Emitter::emit_GuardFlonum(const MInstr& m) {
  load(r11, m.a);
  and_(r11d, 3);
  cmp(r11d, 2);
  jne(exit_label(m.exit));
}

// bits = rotr((2 - (v >> 63)) | (v & ~3), 3), except for +0.0's word.
void Emitter::emit_UnboxFloat(const MInstr& m) {
  Xbyak::Label zero, done;
  load(r11, m.a);
  mov(r10, kFlonumZeroBits);
  cmp(r11, r10);
  je(zero);
  mov(r10, r11);
  shr(r10, 63);
  neg(r10);
  add(r10, 2);
  and_(r11, -4);
  or_(r11, r10);
  ror(r11, 3);
  jmp(done);
  L(zero);
  xor_(r11d, r11d);
  L(done);
  store(m.dst, r11);
}

// cvtsi2sd rounds to nearest, as CRuby's (double) conversion of a fixnum
// does; zeroing the register first breaks its dependence on the old value.
void Emitter::emit_IntToFloat(const MInstr& m) {
  const Xbyak::Xmm d = is_xmm(m.dst) ? xmm(m.dst) : xmm0;
  load(r11, m.a);
  sar(r11, 1);
  xorpd(d, d);
  cvtsi2sd(d, r11);
  double_from(m.dst, d);
}

// A flonum when the exponent's top three bits are 3 or 4 (and the double
// is not the one value of that range CRuby boxes), or +0.0; anything else
// is a heap Float the runtime makes.
void Emitter::emit_BoxFloat(const MInstr& m) {
  SlowPath& sp = slow_path(m);
  Xbyak::Label not_in_range, done;
  load(r11, m.a);
  mov(r10, r11);
  shr(r10, 60);
  and_(r10d, 7);
  sub(r10d, 3);
  cmp(r10d, 1);
  ja(not_in_range);
  mov(r10, 0x3000000000000000);
  cmp(r11, r10);
  je(sp.entry);
  rol(r11, 3);
  and_(r11, -2);
  or_(r11, 2);
  jmp(done);
  L(not_in_range);
  test(r11, r11);
  jnz(sp.entry);
  mov(r11, kFlonumZeroBits);
  L(done);
  store(m.dst, r11);
  L(sp.resume);
}

void Emitter::double_into(const Xbyak::Xmm& x, const Operand& o) {
  if (is_xmm(o)) {
    if (xmm(o).getIdx() != x.getIdx()) movapd(x, xmm(o));
  } else if (o.kind == Operand::Kind::Slot) {
    movsd(x, slot(o.index));
  } else {
    movq(x, in_reg(o, r11));
  }
}

void Emitter::double_from(const Operand& dst, const Xbyak::Xmm& x) {
  if (is_xmm(dst)) {
    if (xmm(dst).getIdx() != x.getIdx()) movapd(xmm(dst), x);
  } else if (dst.kind == Operand::Kind::Slot) {
    movsd(slot(dst.index), x);
  } else {
    movq(reg(dst), x);
  }
}

void Emitter::move_double(const Operand& dst, const Operand& src) {
  if (is_xmm(dst)) double_into(xmm(dst), src);
  else double_from(dst, xmm(src));
}

void Emitter::save_register(std::uint32_t r) {
  if (regalloc::x86::is_xmm(r)) movsd(save_word(r), Xbyak::Xmm(static_cast<int>(r - regalloc::x86::kFirstXmm)));
  else mov(save_word(r), machine_register(r));
}

void Emitter::restore_register(std::uint32_t r) {
  if (regalloc::x86::is_xmm(r)) movsd(Xbyak::Xmm(static_cast<int>(r - regalloc::x86::kFirstXmm)), save_word(r));
  else mov(machine_register(r), save_word(r));
}

void Emitter::sse_arith(std::int64_t op, const Xbyak::Xmm& d, const Xbyak::Operand& b) {
  switch (op) {
    case 0: addsd(d, b); break;
    case 1: subsd(d, b); break;
    case 2: mulsd(d, b); break;
    default: divsd(d, b); break;
  }
}

// Two-address SSE: the result register starts as a copy of a, unless it
// holds b, which a commutative operation then takes as its first operand;
// a subtraction or division into its own right operand works in xmm0.
void Emitter::emit_FloatArith(const MInstr& m) {
  Operand a = m.a, b = m.b;
  Xbyak::Xmm d = is_xmm(m.dst) ? xmm(m.dst) : xmm0;
  if (is_xmm(m.dst) && b == m.dst && !(a == m.dst)) {
    if (m.imm == 0 || m.imm == 2) std::swap(a, b);
    else d = xmm0;
  }
  double_into(d, a);
  if (is_xmm(b)) {
    sse_arith(m.imm, d, xmm(b));
  } else if (b.kind == Operand::Kind::Slot) {
    sse_arith(m.imm, d, slot(b.index));
  } else {
    double_into(xmm1, b);
    sse_arith(m.imm, d, xmm1);
  }
  double_from(m.dst, d);
}

// Ruby's Math.sqrt raises below zero and gives 0.0 for -0.0; the exit
// leaves both, and NaN, to tier 1 (ucomisd: not above also when unordered).
void Emitter::emit_FloatSqrt(const MInstr& m) {
  const Xbyak::Xmm a = is_xmm(m.a) ? xmm(m.a) : xmm0;
  double_into(a, m.a);
  xorpd(xmm1, xmm1);
  ucomisd(a, xmm1);
  jbe(exit_label(m.exit));
  const Xbyak::Xmm d = is_xmm(m.dst) ? xmm(m.dst) : xmm0;
  sqrtsd(d, a);
  double_from(m.dst, d);
}

// ucomisd sets the flags as an unsigned compare does, and all of ZF, PF and
// CF when either side is NaN: a < b is b above a and a <= b is b above or
// equal to a, both false when unordered; equality also needs PF clear.
void Emitter::emit_FloatCompare(const MInstr& m) {
  const bool swapped = m.cond != Cond::Eq;
  const Operand& lhs = swapped ? m.b : m.a;
  const Operand& rhs = swapped ? m.a : m.b;
  const Xbyak::Xmm l = is_xmm(lhs) ? xmm(lhs) : xmm0;
  double_into(l, lhs);
  if (is_xmm(rhs)) {
    ucomisd(l, xmm(rhs));
  } else if (rhs.kind == Operand::Kind::Slot) {
    ucomisd(l, slot(rhs.index));
  } else {
    double_into(xmm1, rhs);
    ucomisd(l, xmm1);
  }
  mov(r11d, static_cast<std::uint32_t>(kFalseBits));
  mov(r10d, static_cast<std::uint32_t>(kTrueBits));
  if (m.cond == Cond::Lt) {
    cmova(r11, r10);
  } else if (m.cond == Cond::Le) {
    cmovae(r11, r10);
  } else {
    cmove(r11, r10);
    mov(r10d, static_cast<std::uint32_t>(kFalseBits));
    cmovp(r11, r10);
  }
  store(m.dst, r11);
}

}  // namespace rhz::codegen::detail
