// Specialisation: a superblock (ir/superblock.h) -> a specialised graph:
// guards, typed pure operations, checked operations and frame states, for
// tier 2's executors.
//
// The graph of a superblock that closes its loop:
//
//   Start ─ entry guards (the slot types the superblock relies on, checked
//   │       once: loop-invariant tag checks hoisted out of the loop)
//   Loop ─ one phi per slot the body writes that is live at the header
//   │      body: guards and checked operations in the path's order, pure
//   │      typed operations floating between them
//   └──── back edge
//
// A path that does not close ends in a Guard on `false`: an exit that is
// always taken. There is no Return: every way out is an exit.
//
// Guard elimination is abstract interpretation along the path (as CPython's
// tier-2 optimizer does it): the builder knows which values are fixnums or
// Arrays (constants, results of checked arithmetic, values already guarded)
// and emits a guard only for what it does not know. Loop-carried values get
// the type their slot had on entry, optimistically; if the back edge brings
// a value of another type the graph is built again with that phi unknown,
// so types are a fixed point, never a guess.
//
// Exits: each guard's exit has an ExitState naming the tier-1 pc where the
// interpreter resumes and the slots its frame state writes back: those live
// at that pc whose value the path changed. Everything else is still in the
// tier-1 frame, which an executor reads but never writes until it exits.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/program.h"
#include "ir/superblock.h"

namespace rhz::ir {

// Why an exit leaves, and how tier 2 treats it: Guard exits count and may
// become hot; Unlikely ones (overflow, a zero divisor, a call during which
// the world changed) go straight back to tier 1; Entry exits leave before
// anything ran; End is where a path that does not close its loop stops;
// Return is the starting frame's return, its value the one frame-state
// value, which the executor returns rather than writes to a slot
// (kReturnSlot).
enum class ExitKind : std::uint8_t { Entry, Guard, Unlikely, End, Return };
inline constexpr std::uint32_t kReturnSlot = ~std::uint32_t{0};

struct ExitState {
  std::uint32_t target_pc = 0;
  ExitKind kind = ExitKind::Guard;
  const char* reason = "";  // "type", "branch", "bounds", "overflow", "divisor", "inexact", "constant", "end", "entry"
  std::vector<std::uint32_t> slots;  // frame state input j is written to tier-1 slot slots[j]
  std::uint32_t frame = 0;           // the innermost frame (Superblock::frames) tier 1 resumes in
  // A branch's other way: the branch instruction's pc (in that frame).
  std::uint32_t branch_pc = kNotABranch;
  static constexpr std::uint32_t kNotABranch = ~std::uint32_t{0};
  // The slots the exit writes an unboxed double into (its bits): whoever
  // takes the exit boxes them before anything reads the frame.
  std::vector<std::uint32_t> doubles;
};

struct SpecialisedGraph {
  Program program;  // methods[0]: the executor's graph; Param i is tier-1 slot i
  std::vector<ExitState> exits;  // by exit index (a guard's payload)
  std::uint32_t builds = 0;      // attempts until the loop's phi types were a fixed point
};

struct SpecialiseOptions {
  // Stress testing: a nonzero seed ends the superblock with an exit before a
  // pseudo-random instruction, so exits are taken everywhere sooner or later.
  std::uint64_t stress_seed = 0;
};

// Builds and optimises (fold, GVN, redundant guards, DCE) the graph.
SpecialisedGraph specialise(const Superblock& sb, const SpecialiseOptions& options = {});

// Removes guards that a dominating guard already checked (same op, same
// operands, same sense), walking the path's control chain. True if any went.
bool eliminate_redundant_guards(Graph& g);

}  // namespace rhz::ir
