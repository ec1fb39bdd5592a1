// The x86-64 target: register numbering and rhz's native calling
// convention, shared by the allocator's target description and the back end.
//
// Registers are numbered by their hardware encoding (the REX.B/ModRM value),
// so a Location::reg(i) is the register the encoder wants.
//
// Reserved, never allocated:
// - rsp: the stack pointer.
// - rbp: the frame pointer; frame slot k is at [rbp - 8 (k + 1 - incoming)]
//   and the incoming stack arguments at [rbp + 16 + 8 k] (see below).
// - r11: the back end's scratch register. A move between two frame slots
//   has no x86 form (`mov m64, m64` does not exist), and a 64-bit constant
//   cannot be stored to memory directly; both go through r11. It is
//   caller-saved and not an argument register, so reserving it costs no
//   call sequence anything, and it never holds a value across two machine
//   instructions (cycles in parallel moves go through Allocation::scratch,
//   a frame slot, not through r11).
// That leaves 13 allocatable registers: 8 caller-saved (rax rcx rdx rsi
// rdi r8 r9 r10) and all 5 callee-saved (rbx r12 r13 r14 r15). A runtime
// context pointer is not pinned in a register: the runtime reaches it from
// the call-site descriptor, so r15 stays free for values that live across
// calls, the scarcest kind.
//
// Calls into the runtime (every operation that is not inline: Send,
// NewString, Interpolate, NewArray, ToAry, DefineMethod, ConstGet,
// ConstSet) use the System V convention:
//   rdi        the call-site descriptor (selector, argc, flags, inline
//              cache, literal), loaded by the back end right before `call`;
//              no value is ever in rdi at a call
//   rsi, rdx, rcx, r8, r9
//              value operands 0..4 in input order (a Send: the receiver,
//              then arguments 0..3)
//   stack      value operands 5.. (Send arguments 4..), pushed right to
//              left by the back end from wherever they are (`push m64`
//              needs no scratch), popped after the call
//   rax        the result
// and destroy the caller-saved registers. Compiled methods are entered the
// same way: rsi = self (the back end's prologue stores it in the frame
// header, from where `self` instructions load it), Params 0..3 in rdx, rcx,
// r8, r9, Params 4.. on the stack at incoming slot i - 4.
#pragma once

#include <array>
#include <cstdint>

#include "ir/node.h"
#include "regalloc/target.h"

namespace rhz::regalloc::x86 {

enum Reg : std::uint32_t {
  rax = 0, rcx = 1, rdx = 2, rbx = 3, rsp = 4, rbp = 5, rsi = 6, rdi = 7,
  r8 = 8, r9 = 9, r10 = 10, r11 = 11, r12 = 12, r13 = 13, r14 = 14, r15 = 15,
};

inline constexpr std::uint32_t kNumRegisters = 16;
inline constexpr Reg kScratch = r11;
inline constexpr Reg kSiteRegister = rdi;
inline constexpr Reg kResult = rax;
// The registers that carry value operands 0..4 of a runtime call.
inline constexpr std::array<Reg, 5> kValueArgs = {rsi, rdx, rcx, r8, r9};
// Where Params 0..3 arrive (self takes rsi).
inline constexpr std::array<Reg, 4> kParamRegs = {rdx, rcx, r8, r9};

inline constexpr RegMask kCallerSaved = reg_bit(rax) | reg_bit(rcx) | reg_bit(rdx) | reg_bit(rsi) | reg_bit(rdi) |
                                        reg_bit(r8) | reg_bit(r9) | reg_bit(r10) | reg_bit(r11);
inline constexpr RegMask kCalleeSaved = reg_bit(rbx) | reg_bit(r12) | reg_bit(r13) | reg_bit(r14) | reg_bit(r15);
inline constexpr RegMask kReserved = reg_bit(rsp) | reg_bit(rbp) | reg_bit(kScratch);
inline constexpr RegMask kAllocatable = ((RegMask{1} << kNumRegisters) - 1) & ~kReserved;

// Does this instruction call into the runtime (and so clobber the
// caller-saved registers)?
bool is_runtime_call(ir::Op op);

// The number of value operands passed in registers, and the first incoming
// stack slot's Param index.
inline constexpr std::uint32_t kRegisterParams = 4;

const char* name(std::uint32_t r);

}  // namespace rhz::regalloc::x86
