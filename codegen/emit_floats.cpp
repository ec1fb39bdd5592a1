// Emission of tier 2's Float operations on flonums (runtime/float.h), in
// SSE registers. A flonum is a double rotated left by 3 with its low bits
// 0b10, for the doubles whose exponent fits (+0.0 has a word of its own);
// the operations decode their operands into xmm0 and xmm1, compute there,
// and encode the result, leaving by the operation's exit when it has no
// flonum (tier 1 then makes the boxed Float). xmm0 and xmm1 hold no value
// of the allocator's across instructions: every value lives in a
// general-purpose register or a slot.
#include "codegen/emitter.h"

namespace rhz::codegen::detail {

void Emitter::emit_GuardFlonum(const MInstr& m) {
  load(r11, m.a);
  and_(r11d, 3);
  cmp(r11d, 2);
  jne(exit_label(m.exit));
}

// bits = rotr((2 - (v >> 63)) | (v & ~3), 3), except for +0.0's word.
void Emitter::flonum_to_double(const Operand& v, const Xbyak::Xmm& xmm) {
  Xbyak::Label zero, done;
  load(r11, v);
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
  movq(xmm, r11);
  jmp(done);
  L(zero);
  xorpd(xmm, xmm);
  L(done);
}

// A flonum when the exponent's top three bits are 3 or 4 (and the double
// is not the one value of that range CRuby boxes), or +0.0.
void Emitter::double_to_flonum(const Xbyak::Label& fail) {
  Xbyak::Label not_in_range, done;
  movq(r11, xmm0);
  mov(r10, r11);
  shr(r10, 60);
  and_(r10d, 7);
  sub(r10d, 3);
  cmp(r10d, 1);
  ja(not_in_range);
  mov(r10, 0x3000000000000000);
  cmp(r11, r10);
  je(fail);
  rol(r11, 3);
  and_(r11, -2);
  or_(r11, 2);
  jmp(done);
  L(not_in_range);
  test(r11, r11);
  jnz(fail);
  mov(r11, kFlonumZeroBits);
  L(done);
}

void Emitter::emit_FloatArith(const MInstr& m) {
  flonum_to_double(m.a, xmm0);
  flonum_to_double(m.b, xmm1);
  switch (m.imm) {
    case 0: addsd(xmm0, xmm1); break;
    case 1: subsd(xmm0, xmm1); break;
    case 2: mulsd(xmm0, xmm1); break;
    default: divsd(xmm0, xmm1); break;
  }
  double_to_flonum(exit_label(m.exit));
  store(m.dst, r11);
}

void Emitter::emit_FloatSqrt(const MInstr& m) {
  flonum_to_double(m.a, xmm0);
  sqrtsd(xmm0, xmm0);
  double_to_flonum(exit_label(m.exit));
  store(m.dst, r11);
}

// ucomisd sets the flags as an unsigned compare does (a flonum is never
// NaN, so no unordered case).
void Emitter::emit_FloatCompare(const MInstr& m) {
  flonum_to_double(m.a, xmm0);
  flonum_to_double(m.b, xmm1);
  ucomisd(xmm0, xmm1);
  mov(r11d, static_cast<std::uint32_t>(kFalseBits));
  mov(r10d, static_cast<std::uint32_t>(kTrueBits));
  if (m.cond == Cond::Lt) cmovb(r11, r10);
  else if (m.cond == Cond::Le) cmovbe(r11, r10);
  else cmove(r11, r10);
  store(m.dst, r11);
}

}  // namespace rhz::codegen::detail
