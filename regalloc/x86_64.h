// The x86-64 target: register numbering and the register conventions of
// rhz's native code (codegen/abi.h), shared by the allocator's target
// description and the back end that emits it.
//
// Registers are numbered by their hardware encoding (the REX.B/ModRM value),
// so a Location::reg(i) is the register the encoder wants.
//
// Reserved, never allocated:
// - rsp: the stack pointer; frame slots are rsp-relative (no frame pointer,
//   so rbp is an ordinary callee-saved register).
// - r15: the NativeContext of the running program, pinned for the whole
//   run (every call into the runtime and every fast path that reads the
//   constant table or the Array class needs it).
// - r10, r11: the back end's scratch registers. x86 has no memory-to-memory
//   move, tag checks and untagging need a register to work in, and a fast
//   path must keep its operands intact until it can no longer fall back to
//   its slow path; two scratch registers cover every operation. Both are
//   caller-saved and carry no argument, so reserving them costs no call
//   sequence anything, and neither holds a value across two machine
//   operations (copy cycles go through Allocation::scratch, a frame slot).
// That leaves 12 allocatable registers: 7 caller-saved (rax rcx rdx rsi rdi
// r8 r9) and 5 callee-saved (rbx rbp r12 r13 r14).
//
// A second register class holds tier 2's unboxed doubles (ir::is_double):
// the SSE registers, numbered 16 + their encoding. xmm0 and xmm1 are the
// back end's scratch, as r10 and r11 are; xmm2-xmm15 are allocated, and all
// of them are caller-saved (the System V ABI keeps no SSE register across a
// call). A double lives only in an SSE register or a frame slot, and every
// other value only in a general register or a frame slot
// (Target::register_class); a frame slot holds either, as the bits of a
// word.
//
// Operations fall in two kinds:
// - Calls into the runtime (Send, NewString, Interpolate, ToAry,
//   DefineMethod, ConstSet) destroy the caller-saved registers and return
//   their result in rax. Their value operands may be anywhere: the back end
//   stores them into the outgoing argument area (the argv array both the
//   runtime's send and compiled methods take) or loads them into the
//   registers of the System V call itself, reading every operand before it
//   writes any argument register.
// - Inline operations: everything else, including the sends the back end
//   expands in place (InlineOp below: fixnum arithmetic and comparisons,
//   Array `[]` and `[]=`), ConstGet, and the allocations NewArray,
//   NewObject and NewEnv (a block off the runtime's free list). They
//   destroy nothing: their slow
//   paths, out of line, save the caller-saved registers that hold live
//   values around their call into the runtime. Operands may be in any
//   register or frame slot, except the stored element of `[]=` (a
//   register: `mov [base + index*8], value` has no memory source). Integer
//   division is the exception to "destroys nothing": idiv takes its
//   dividend in rdx:rax and leaves the quotient in rax and the remainder in
//   rdx, so `/` defines its result in rax, `%` in rdx, and both use the pair
//   for themselves (Target::temps: no operand and no live value may be
//   there).
// Parameters arrive in the caller's argv array; the prologue copies Param i
// into frame slot i, its fixed location, from where the allocator reloads
// it as needed. Return reads its value in rax.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "ir/node.h"
#include "ir/symbols.h"
#include "regalloc/target.h"

namespace rhz::regalloc::x86 {

enum Reg : std::uint32_t {
  rax = 0, rcx = 1, rdx = 2, rbx = 3, rsp = 4, rbp = 5, rsi = 6, rdi = 7,
  r8 = 8, r9 = 9, r10 = 10, r11 = 11, r12 = 12, r13 = 13, r14 = 14, r15 = 15,
};

inline constexpr std::uint32_t kNumGeneral = 16;
inline constexpr std::uint32_t kFirstXmm = 16;
inline constexpr std::uint32_t kNumRegisters = kFirstXmm + 16;
constexpr std::uint32_t xmm(std::uint32_t i) { return kFirstXmm + i; }
constexpr bool is_xmm(std::uint32_t r) { return r >= kFirstXmm; }
inline constexpr Reg kScratch = r11;
inline constexpr Reg kScratch2 = r10;
inline constexpr Reg kContext = r15;
inline constexpr Reg kResult = rax;

inline constexpr RegMask kXmmAll = ((RegMask{1} << 16) - 1) << kFirstXmm;
inline constexpr RegMask kXmmScratch = reg_bit(xmm(0)) | reg_bit(xmm(1));
// The reserved register that breaks cycles of copies among SSE registers
// (Target::cycle_scratch): it holds no value between instructions.
inline constexpr std::uint32_t kCopyCycleScratch = xmm(1);
inline constexpr RegMask kCallerSaved = reg_bit(rax) | reg_bit(rcx) | reg_bit(rdx) | reg_bit(rsi) | reg_bit(rdi) |
                                        reg_bit(r8) | reg_bit(r9) | reg_bit(r10) | reg_bit(r11) | kXmmAll;
inline constexpr RegMask kCalleeSaved =
    reg_bit(rbx) | reg_bit(rbp) | reg_bit(r12) | reg_bit(r13) | reg_bit(r14) | reg_bit(r15);
inline constexpr RegMask kReserved = reg_bit(rsp) | reg_bit(kContext) | reg_bit(kScratch) | reg_bit(kScratch2) | kXmmScratch;
inline constexpr RegMask kAllocatable = ((RegMask{1} << kNumRegisters) - 1) & ~kReserved;
inline constexpr RegMask kGeneralAllocatable = kAllocatable & ~kXmmAll;
inline constexpr RegMask kXmmAllocatable = kAllocatable & kXmmAll;
inline constexpr RegMask kDividend = reg_bit(rax) | reg_bit(rdx);

// The sends the back end expands inline, with their slow paths.
enum class InlineOp : std::uint8_t { None, Add, Sub, Mul, Div, Mod, Lt, Le, Gt, Ge, Eq, Ne, ArrayRef, ArraySet };

// Recognises inline sends by selector and argument count. The selectors'
// ids are looked up once, when it is built: it does not keep the table.
class InlineSends {
 public:
  explicit InlineSends(const ir::SymbolTable& symbols);
  InlineOp of(const ir::Node* n) const;

 private:
  std::vector<std::pair<ir::SymbolId, InlineOp>> ops_;
};

bool is_comparison(InlineOp op);

// Does this instruction call into the runtime (and so clobber the
// caller-saved registers)?
bool is_runtime_call(const ir::Node* n, const InlineSends& inline_sends);

const char* name(std::uint32_t r);

}  // namespace rhz::regalloc::x86
