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
// - Slots are numbered from the base of the frame the superblock starts in.
//   A send into a small Ruby method that the profile saw always reach the
//   same method is inlined: the callee's frame gets the slots where tier 1
//   would put it (frames[f].offset), its self the word just below them (a
//   gap word tier 1 leaves unused), and an exit inside it makes tier 1
//   rebuild the frames (ExitState::frame names the innermost).
// - A yield to the block the starting frame holds when the superblock is
//   projected is inlined the same way, after a CheckBlock: the block's frame
//   gets its self at offset - 1 and the block itself at offset - 2, from
//   which an exit rebuilds tier 1's frame for it.
// - A branch that goes both ways often becomes a Fork: both sides are
//   projected (straight-line, in one frame) up to the pc where they meet,
//   and the graph gets an If and a merge there instead of an exit.
// - A loop met on the path (its header's test, its body, its back edge, all
//   in the starting frame) becomes an InnerLoop: the path runs it to its end
//   and continues where the header's test leaves it, instead of ending at
//   the inner loop's back edge.
// - Each instruction lists the slots live where an exit before it resumes
//   (live) and, for a branch, where the other direction goes (live_other),
//   over every frame: the frame state writes back only those.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/node.h"

namespace rhz::ir {

// A tier-1 frame slot, an immediate, or an object constant: a literal's
// Symbol or Bignum, which lives for ever (`object` is its tagged word and
// `slot` the tier-1 constant's index, which dumps show).
struct SbOperand {
  enum class Kind : std::uint8_t { None, Slot, Imm, Self, Object };  // Self: the starting frame's self
  Kind kind = Kind::None;
  std::uint32_t slot = 0;
  Imm imm{};
  std::uint64_t object = 0;

  static SbOperand of_slot(std::uint32_t s) { return {Kind::Slot, s, {}, 0}; }
  static SbOperand of_imm(Imm v) { return {Kind::Imm, 0, v, 0}; }
  static SbOperand self() { return {Kind::Self, 0, {}, 0}; }
  static SbOperand of_object(std::uint64_t bits, std::uint32_t constant) { return {Kind::Object, constant, {}, bits}; }
  bool is_slot() const { return kind == Kind::Slot; }
};

// What a slot held when the superblock was projected; entry guards check
// the kinds the superblock's typed operations rely on.
enum class SbType : std::uint8_t { Unknown, Fixnum, Array, Flonum };

enum class SbOp : std::uint8_t {
  Load,           // dst <- a (a move, or an immediate constant)
  Self,           // dst <- self
  Truthy,         // dst <- a truthy ? true : false
  Not,            // dst <- a truthy ? false : true
  Add, Sub, Mul, Div, Mod,  // dst <- a op b; the profile saw two fixnums
  Lt, Le, Gt, Ge, Eq, Ne,   // dst <- a op b as true/false; likewise
  BitAnd, BitOr, BitXor,    // dst <- a & | ^ b on fixnums (the built-in Integer#& | ^ the send reached)
  ArrayRef,       // dst <- a[b]; the profile saw an Array and a fixnum
  ArraySet,       // a[b] = c, dst <- c; likewise
  ConstGet,       // dst <- the constant numbered `index` (`expect`: it is assigned already)
  CheckClass,     // continue while a is a heap object of class `klass` (an inlined send's receiver)
  CheckValue,     // continue while a is the immediate b (nil, true or false: an identity =='s receiver)
  Call,           // dst <- a.name(args...): a send not inlined, made through the runtime (`index`: its call)
  CallLeaf,       // dst <- a.name(args...) by the built-in at `function` called directly: one that never
                  // raises, calls Ruby code or changes what executors rely on (its receiver's class checked
                  // before, or its kind, `receiver`); with `declines`, it may return undefined instead, and
                  // the path exits before it
  Return,         // the starting frame returns a
  NewString,      // dst <- a new String of literal `index`
  Interpolate,    // dst <- the concatenation of args (already strings)
  NewArray,       // dst <- [args...]
  NewEnv,         // dst <- a new environment of `index` slots around the environment a (nil: none)
  LoadField,      // dst <- word `index` of a's fields (8 + 8 * index bytes in): an environment's slot, a block's part
  StoreField,     // word `index` of a's fields <- b; dst <- b
  CheckBlock,     // continue while a is a block (class `klass`) made from the graph `index` (an inlined yield)
  Sqrt,           // dst <- Math.sqrt(a) of a flonum (the send's receiver checked before)
  NewObject,      // dst <- a new object of class `klass`, continue while a is that class (Class#new inlined)
  GetIvar,        // dst <- ivar slot `index` of a, whose shape the profile saw was `klass`
  SetIvar,        // ivar slot `index` of a (of shape `klass`) <- b, moving it to shape `other_shape`; dst <- b
  IsBreak,        // dst <- a is the break marker ? true : false
  ArgGiven,       // dst <- whether the starting frame was called with more than `index` arguments
  FrameBlock,     // dst <- the block the starting frame was called with (a block's frame: that block)
  BlockEnv,       // dst <- the environment of the starting frame's block
  ArrayLength,    // dst <- a.length (or a.size); the profile saw only Arrays
  Branch,         // continue while a's truthiness is `expect`
  CompareBranch,  // continue while (a `cmp` b) is `expect` (cmp one of Lt..Ne)
  Fork,           // a branch taken both ways often: `then_body` when a (or a `cmp` b) holds,
                  // `else_body` when not; both continue at `other` (the join), or, with
                  // other == kNoJoin, one body ends in a Return and the path goes on
                  // after the fork along the other (whose body is empty)
  InnerLoop,      // a loop nested in the path, headed at pc: `then_body` is its body, whose
                  // instruction `index` is the header's test (a Branch or CompareBranch: the loop
                  // goes on while it holds as `expect`), after what the test reads (`i < length`:
                  // the length); when it fails, the path continues at `other`
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
  bool expect = true;       // Branch, CompareBranch; ConstGet: the constant was assigned when projected
  bool on_break = false;    // Branch: on whether a is the break marker, not on its truthiness
  std::uint32_t other = 0;  // Branch, CompareBranch: where tier 1 continues the other way; Call: after it
  std::uint32_t index = 0;  // ConstGet: the constant; Call: the call's number in the superblock;
                            // a returning Fork: the pc its returning side starts at;
                            // NewObject: the ivar slots the object is made with
  std::string name;         // Call: the method name
  std::uint8_t flags = 0;   // Call: the send's flags (ir::call_site_flags)
  std::vector<SbOperand> args;  // Call
  std::uint64_t klass = 0;  // CheckClass: the runtime's class, as a word; GetIvar, SetIvar: the shape
  std::uint64_t other_shape = 0;  // SetIvar: the shape the object has after (the same when it had the ivar)
  std::uint64_t function = 0;     // CallLeaf: the built-in's address
  bool declines = false;          // CallLeaf
  SbType receiver = SbType::Unknown;  // CallLeaf: Fixnum or Flonum: the receiver is checked to be one
  std::uint32_t frame = 0;  // the frame it runs in (0: the superblock's own; see Superblock::frames)
  bool compare = false;     // Fork: on a comparison (cmp) rather than a's truthiness
  bool identity = false;    // CompareBranch, Fork: == or != of an object whose == is BasicObject's,
                            // which compares the words (a CheckClass or CheckValue before it);
                            // otherwise the operands are fixnums
  std::uint32_t then_body = 0, else_body = 0;  // Fork: indexes of Superblock::bodies; InnerLoop: then_body
  // Load: the result of an inlined call arriving in its caller. Nothing can
  // exit before it: tier 1 would make the call again (JIT stress mode skips it).
  bool completes_call = false;
  // Add..Div, Lt..Ne, CompareBranch, Fork on a comparison: the operation is
  // on doubles (the profile saw only Floats, or Floats with fixnums), not
  // fixnums. Its operands are flonums, except those in `fixnum_operands`
  // (bit 0: a, bit 1: b), fixnums converted as CRuby converts an Integer
  // meeting a Float.
  bool flonums = false;
  std::uint8_t fixnum_operands = 0;
  std::vector<std::uint32_t> live;        // slots live where an exit before it resumes
  std::vector<std::uint32_t> live_other;  // Branch, CompareBranch: slots live at `other`
};

// A frame inlined into the superblock: the method, where its caller called
// it, and where its slots are.
struct SbFrame {
  std::string method;
  std::uint32_t parent = 0;       // the caller's frame
  std::uint32_t send_pc = 0;      // the caller's send
  std::uint32_t call_length = 0;  // words of that send (where the caller resumes)
  std::uint32_t offset = 0;       // slot of the callee's slot 0; its self is at offset - 1
  std::uint32_t argc = 0;
  bool block = false;             // a block's frame (a yield inlined)
};

inline constexpr std::uint32_t kNoJoin = ~std::uint32_t{0};

struct Superblock {
  std::string method;                  // the tier-1 method it was projected from
  std::uint32_t start_pc = 0;
  std::uint32_t start_line = 0;
  std::uint32_t frame_size = 0;        // slots, inlined frames included
  bool closes_loop = false;
  std::vector<SbInstr> instrs;
  std::vector<SbType> entry_types;     // per slot of the starting frame
  std::vector<std::uint32_t> live_at_start;  // slots live at start_pc
  std::vector<SbFrame> frames;         // [0]: the starting frame itself (only `method` set)
  std::vector<std::vector<SbInstr>> bodies;  // the two sides of each Fork, the body of each InnerLoop
  std::vector<std::string> constant_names;  // ConstGet indexes, for dumps
  std::vector<std::string> literals;        // NewString indexes

  // "<main> pc 12 (line 4)": how dumps and stats name it.
  std::string origin() const;
};

// The `--dump-superblock` text: a header with the origin, then one line per
// instruction (pc, line, operation, operands, exit target).
std::string print_superblock(const Superblock& sb);

}  // namespace rhz::ir
