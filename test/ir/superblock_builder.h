// Building superblocks by hand for the tests of tier 2's specialiser and
// of what consumes its graphs (allocation, loop extraction): operands,
// instructions, and every slot live everywhere.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/superblock.h"

namespace rhz::ir::test {

inline SbOperand slot(std::uint32_t s) { return SbOperand::of_slot(s); }
inline SbOperand fix(std::int64_t v) { return SbOperand::of_imm(Imm::of_fixnum(v)); }

inline SbInstr op(SbOp o, std::uint32_t pc, std::uint32_t dst, SbOperand a, SbOperand b = {}, SbOperand c = {}) {
  SbInstr in;
  in.op = o;
  in.pc = pc;
  in.line = 1;
  in.dst = dst;
  in.a = a;
  in.b = b;
  in.c = c;
  return in;
}

inline SbInstr compare_branch(SbOp cmp, std::uint32_t pc, SbOperand a, SbOperand b, std::uint32_t other) {
  SbInstr in = op(SbOp::CompareBranch, pc, 0, a, b);
  in.cmp = cmp;
  in.expect = true;
  in.other = other;
  return in;
}

// Every slot of the superblock live wherever an exit may resume.
inline void all_live(Superblock& sb) {
  std::vector<std::uint32_t> all;
  for (std::uint32_t s = 0; s < sb.frame_size; ++s) all.push_back(s);
  sb.live_at_start = all;
  for (SbInstr& in : sb.instrs) {
    in.live = all;
    if (in.op == SbOp::Branch || in.op == SbOp::CompareBranch) in.live_other = all;
  }
}

}  // namespace rhz::ir::test
