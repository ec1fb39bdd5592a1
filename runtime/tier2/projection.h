// Projection: tier-1 bytecode + its profile -> a superblock (ir/superblock.h).
//
// A plain function, as CPython's tier-2 projection is: starting at a pc
// (a loop header, or the target of a hot exit), it walks the bytecode
// along the path tier 1 most often took:
// - a conditional branch follows its recorded likely direction and becomes
//   a guard on that direction; an unconditional jump is followed;
// - an operator or `[]`/`[]=` whose inline cache saw only fixnums (only an
//   Array and a fixnum index) and never went to the generic send becomes
//   the typed operation; moves, constants, truthiness and constant reads
//   become what they are;
// - it stops when the path comes back to the start through the loop's
//   back edge (the superblock closes its loop), at any other back edge, at
//   a return, a send or anything else it does not specialise (the
//   superblock ends with an exit there, so tier 1 runs that instruction),
//   or at the length limit.
// Inlined methods get their frames where tier 1 would put them (see
// ir/superblock.h); a return from one continues in its caller.
// It never fails with an error: the worst outcome is a superblock that is
// too short to be worth compiling, which it reports.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "ir/superblock.h"
#include "runtime/bytecode.h"
#include "runtime/tier2/liveness.h"

namespace rhz::rt::tier2 {

struct ProjectionLimits {
  std::uint32_t max_instrs = 400;       // superblock instructions before it ends with an exit
  std::uint32_t max_inline_words = 400; // bytecode words of a method small enough to inline
  std::uint32_t max_inline_depth = 3;   // frames inlined into one another
  // A path that does not close a loop must be at least this long.
  std::uint32_t min_path = 2;
  // A method's path shorter than this (not reaching a loop) is compiled
  // for executors to call directly only. Entering a method's executor from
  // tier 1 goes through the runtime, which costs about what tier 1 spends
  // on a few instructions: tier 1 runs the smallest methods itself.
  std::uint32_t min_entered_path = 0;
};

struct Projection {
  std::optional<ir::Superblock> superblock;
  std::string failure;  // why there is none (for --jit-stats)
  bool direct_only = false;  // shorter than ProjectionLimits::min_entered_path
  // By superblock frame (Superblock::frames): the method each runs.
  std::vector<const Code*> frame_codes;
  // The names of the methods inlined: redefining one invalidates the executor.
  std::vector<Sym> inlined;
  // The sends made through the runtime (ir::SbOp::Call), by number.
  // What a call through the runtime does: a send, a send passing a block
  // (the last argument), a yield to a block (the receiver), or making a
  // block of method `method` over an env (the one argument) for self (the
  // receiver).
  enum class CallKind : std::uint8_t { Send, SendBlock, Yield, MakeBlock };
  struct Call {
    CallKind kind;
    std::uint32_t method;  // MakeBlock's
    Sym name;
    std::uint8_t flags;
    std::uint32_t pc;
    std::uint32_t length;
    const Code* target;  // a Ruby method the send always reached: called directly
    const void* klass;   // for receivers of this class
    const RClass* super_owner;  // a super send's (InlineCache::super_owner)
  };
  std::vector<Call> calls;
};

// Slot liveness of a method, computed once and kept by the caller.
using LivenessOf = std::function<const SlotLiveness&(const Code&)>;

// frame: the tier-1 frame as it is at start_pc (its slot types become the
// superblock's entry types); constants: the values of the program's
// constants (kUndefined while unassigned). A back edge (LoopJump) to start_pc closes the
// loop; any other ends the path with an exit at the back edge. A send
// whose inline cache found the same small Ruby method every time, with
// every parameter passed, is inlined (not recursively).
Projection project(const BytecodeProgram& program, const Value* constants, const Code& code,
                   const LivenessOf& liveness, std::uint32_t start_pc, const Value* frame,
                   const ProjectionLimits& limits = {});

}  // namespace rhz::rt::tier2
