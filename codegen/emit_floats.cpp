// Emission of tier 2's Float operations (runtime/float.h). Between the
// guard that unboxes a flonum and whatever needs the Ruby value back, a
// Float is its IEEE bits in a general-purpose register or a slot (the
// allocator has one register class); the arithmetic moves them into xmm0
// and xmm1, computes there with SSE, and moves the result back. A flonum
// is a double rotated left by 3 with its low bits 0b10, for the doubles
// whose exponent fits (+0.0 has a word of its own); a double outside that
// range is boxed as a heap Float by the runtime, on a slow path. xmm0 and
// xmm1 hold no value across instructions.
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

void Emitter::double_into(const Xbyak::Xmm& xmm, const Operand& o) {
  if (is_reg(o)) movq(xmm, reg(o));
  else movsd(xmm, slot(o.index));
}

void Emitter::double_from(const Operand& dst, const Xbyak::Xmm& xmm) {
  if (is_reg(dst)) movq(reg(dst), xmm);
  else movsd(slot(dst.index), xmm);
}

void Emitter::emit_FloatArith(const MInstr& m) {
  double_into(xmm0, m.a);
  double_into(xmm1, m.b);
  switch (m.imm) {
    case 0: addsd(xmm0, xmm1); break;
    case 1: subsd(xmm0, xmm1); break;
    case 2: mulsd(xmm0, xmm1); break;
    default: divsd(xmm0, xmm1); break;
  }
  double_from(m.dst, xmm0);
}

// Ruby's Math.sqrt raises below zero and gives 0.0 for -0.0; the exit
// leaves both, and NaN, to tier 1 (ucomisd: not above also when unordered).
void Emitter::emit_FloatSqrt(const MInstr& m) {
  double_into(xmm0, m.a);
  xorpd(xmm1, xmm1);
  ucomisd(xmm0, xmm1);
  jbe(exit_label(m.exit));
  sqrtsd(xmm0, xmm0);
  double_from(m.dst, xmm0);
}

// ucomisd sets the flags as an unsigned compare does, and all of ZF, PF and
// CF when either side is NaN: a < b is b above a and a <= b is b above or
// equal to a, both false when unordered; equality also needs PF clear.
void Emitter::emit_FloatCompare(const MInstr& m) {
  const bool swapped = m.cond != Cond::Eq;
  double_into(xmm0, swapped ? m.b : m.a);
  double_into(xmm1, swapped ? m.a : m.b);
  ucomisd(xmm0, xmm1);
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
