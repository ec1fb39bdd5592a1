// What projection (projection.cpp) reads from tier-1 instructions and
// their profiles: operands as superblock operands, the typed operation an
// opcode stands for, and what an inline cache promises.
#pragma once

#include <cstdint>
#include <optional>

#include "ir/superblock.h"
#include "runtime/bytecode.h"
#include "runtime/value.h"

namespace rhz::rt::tier2::reading {

// A constant that is an immediate, as the IR's Imm.
std::optional<ir::Imm> immediate(Value v);

// A constant that is an object living for ever (a Symbol, a Bignum or
// Float literal's, an interpolation's frozen text): executors load it
// rather than leave at it.
bool lasting_object(Value v);

// == or != whose inline cache only saw Symbol receivers, answered by
// BasicObject's methods: the Symbol's own word is its identity, so the
// comparison is of the words.
bool identity_comparison(const InlineCache& ic, ir::SbOp cmp);
// The one value of NilClass, TrueClass or FalseClass; none for any other
// class.
std::optional<ir::Imm> immediate_of_class(const RClass* cls);

// The word of an immediate operand ('v'): a tagged fixnum, sign-extended.
ir::SbOperand immediate_operand(std::uint32_t word);

// The profile says the operation only ever took its fixnum (or Array) fast
// path: it never needed the generic send.
bool only_fast_path(const InlineCache& ic, bool array);
// An operator that only ever took its Float fast path (runtime/float.h),
// each operand always of one kind: which are fixnums converted to doubles
// (bit 0: the receiver, bit 1: the argument); the rest are flonums. None
// when the send ran for anything but a Float, or an operand was a flonum
// one time and a fixnum another.
std::optional<std::uint8_t> fixnums_among_floats(const InlineCache& ic);

// An arithmetic or comparison opcode: its typed operation, and whether the
// right operand is an immediate word.
struct ArithOp {
  ir::SbOp op;
  bool immediate;
};
std::optional<ArithOp> arith(Opcode op);

// Fused compare-and-branch: the comparison, whether the branch is taken
// when it holds (BranchIf) or fails (BranchUnless), and the immediate form.
struct CompareBranch {
  ir::SbOp cmp;
  bool taken_if_true;
  bool immediate;
};
std::optional<CompareBranch> compare_branch(Opcode op);

// What a slot held when projected, as the superblock's entry types say it.
ir::SbType type_of(Value v);

}  // namespace rhz::rt::tier2::reading
