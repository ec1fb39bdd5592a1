// Superblock: a hot path through one method's tier-1 code as projection
// (runtime/tier2/projection.h) recorded it, in terms tier 2's graph builder
// can specialise without knowing the bytecode: frame slots, immediates, the
// branch directions taken, and the types the profile promises.
//
// Invariants:
// - instrs is straight-line: a conditional branch became a Branch or
//   CompareBranch that continues only in the recorded direction; a jump was
//   followed and left nothing behind.
// - Every instruction names the tier-1 pc it came from. An exit taken before
//   an instruction resumes tier 1 at that pc, which runs the instruction
//   again unspecialised (so errors and rare cases are tier 1's); a branch
//   that goes the other way resumes at `other`.
// - closes_loop: the last instruction was the loop's back edge and the path
//   continues at start_pc. Otherwise the superblock ends with an Exit.
// - live[pc] lists the tier-1 slots live before pc, for every pc an exit can
//   resume at: the frame state writes back only those.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/node.h"

namespace rhz::ir {

// A tier-1 frame slot or an immediate.
struct SbOperand {
  enum class Kind : std::uint8_t { None, Slot, Imm };
  Kind kind = Kind::None;
  std::uint32_t slot = 0;
  Imm imm{};

  static SbOperand of_slot(std::uint32_t s) { return {Kind::Slot, s, {}}; }
  static SbOperand of_imm(Imm v) { return {Kind::Imm, 0, v}; }
  bool is_slot() const { return kind == Kind::Slot; }
};

enum class SbOp : std::uint8_t {
  Load,           // dst <- a (a move, or an immediate constant)
  Self,           // dst <- self
  Truthy,         // dst <- a truthy ? true : false
  Not,            // dst <- a truthy ? false : true
  Add, Sub, Mul, Div, Mod,  // dst <- a op b; the profile saw two fixnums
  Lt, Le, Gt, Ge, Eq, Ne,   // dst <- a op b as true/false; likewise
  ArrayRef,       // dst <- a[b]; the profile saw an Array and a fixnum
  ArraySet,       // a[b] = c, dst <- c; likewise
  ConstGet,       // dst <- the constant numbered `index`
  Branch,         // continue while a's truthiness is `expect`
  CompareBranch,  // continue while (a `cmp` b) is `expect` (cmp one of Lt..Ne)
  Exit,           // leave to tier 1 at pc
};

const char* sb_op_name(SbOp op);

struct SbInstr {
  SbOp op = SbOp::Exit;
  std::uint32_t pc = 0;
  std::uint32_t line = 0;
  std::uint32_t dst = 0;
  SbOperand a, b, c;
  SbOp cmp = SbOp::Lt;      // CompareBranch
  bool expect = true;       // Branch, CompareBranch
  std::uint32_t other = 0;  // Branch, CompareBranch: where tier 1 continues the other way
  std::uint32_t index = 0;  // ConstGet
};

// What a slot held when the superblock was projected; entry guards check
// the kinds the superblock's typed operations rely on.
enum class SbType : std::uint8_t { Unknown, Fixnum, Array };

struct Superblock {
  std::string method;                  // the tier-1 method it was projected from
  std::uint32_t start_pc = 0;
  std::uint32_t start_line = 0;
  std::uint32_t frame_size = 0;        // the method's tier-1 slots
  bool closes_loop = false;
  std::vector<SbInstr> instrs;
  std::vector<SbType> entry_types;     // per slot
  std::map<std::uint32_t, std::vector<std::uint32_t>> live;  // pc -> slots live before it
  std::vector<std::string> constant_names;  // ConstGet indexes, for dumps

  // "<main> pc 12 (line 4)": how dumps and stats name it.
  std::string origin() const;
};

// The `--dump-superblock` text: a header with the origin, then one line per
// instruction (pc, line, operation, operands, exit target).
std::string print_superblock(const Superblock& sb);

}  // namespace rhz::ir
