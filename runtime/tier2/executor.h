// Executors: the executable form of a superblock.
//
// An executor owns its machine code, a table of exits and a valid flag.
// Every exit has compact exit data: the tier-1 pc it resumes at, a hotness
// counter and a jump target (the executor it is linked to, once its target
// became hot and got a side executor of its own). The code returns the
// index of the exit it left by, after writing the exit's frame state into
// the tier-1 frame; the JIT then follows the link or resumes tier 1.
//
// Lifetime: an executor is never freed while the program runs (links from
// other executors may name it); invalidating it frees its code and exits,
// clears `valid`, and makes every link to it read as cold.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "codegen/compile.h"
#include "ir/specialise.h"
#include "runtime/bytecode.h"
#include "runtime/jit_hooks.h"
#include "runtime/tier2/projection.h"

namespace rhz::rt::tier2 {

struct Executor;

struct ExitData {
  std::uint32_t target_pc = 0;
  ir::ExitKind kind = ir::ExitKind::Guard;
  const char* reason = "";
  bool block_guard = false;       // reason "block": a yield met another block
  std::uint32_t hotness = 0;      // exits taken since the last compilation attempt
  std::uint32_t backoff = 0;      // failed side projections from here (exponential back-off)
  std::uint64_t taken = 0;        // for --jit-stats
  Executor* link = nullptr;       // the side executor it jumps to, if linked
  // Linking would let two executors call each other without tier 1 ever
  // running an instruction; an exit back to its own executor's start pc
  // has made no progress, so it is never linked.
  bool linkable = false;
  // A branch's other way (ir::ExitState::branch_pc), in the executor's own
  // frame: which branch profile the exits taken here correct.
  std::uint32_t branch_pc = ir::ExitState::kNotABranch;
  // Frames of inlined methods tier 1 must push to resume here (outermost
  // first); target_pc is in the innermost. Exits in the executor's own
  // frame have none, and only they link.
  std::vector<Resume::Rebuilt> rebuild;
  // Slots the exit left an unboxed double's bits in (ir::ExitState::doubles).
  std::vector<std::uint32_t> doubles;
};

// A send an executor makes through the runtime: where it is in tier 1 (for
// backtraces, and where the callee returns) and its inline cache.
struct CallInfo {
  codegen::DirectCall direct;  // first: the code reads it through the site's cache word
  Projection::CallKind kind = Projection::CallKind::Send;
  std::uint32_t method = 0;    // the block a MakeBlock makes
  InlineCache ic;
  std::uint32_t pc = 0;
  std::uint32_t length = 0;
  // The classes a polymorphic send met before its inline cache's, most
  // recent first, with the method each found (valid while the method
  // state is the one they were found in): DeltaBlue's constraints and
  // Richards' tasks miss the inline cache on most calls.
  struct Met {
    const RClass* klass = nullptr;
    const MethodEntry* entry = nullptr;
    std::uint64_t state = 0;
  };
  std::array<Met, 4> met{};
};

// Whether an exit may be linked to another executor. Linking would let two
// executors hand control to each other without tier 1 ever running an
// instruction; an exit that resumes at its own executor's start pc has made
// no progress, so it never links, and neither do exits that leave nothing
// to continue (entry, unlikely, return) or that need frames rebuilt.
bool may_link(ir::ExitKind kind, std::uint32_t target_pc, std::uint32_t start_pc, bool rebuilds_frames);

// Boxes the unboxed doubles exit `x` wrote into the frame at `base`.
void box_doubles(const ExitData& x, Value* base);

struct Executor {
  std::uint32_t id = 0;              // creation order: names it in dumps and stats
  const Code* code = nullptr;        // the tier-1 method it was projected from
  std::uint32_t start_pc = 0;
  std::string origin;                // ir::Superblock::origin()
  bool side = false;                 // compiled for a hot exit
  bool loop = false;                 // closes its loop
  bool valid = true;
  codegen::CompiledMethod compiled;
  std::vector<ExitData> exits;
  double compile_ms = 0;
  std::uint64_t entries = 0;
  std::uint32_t frame_size = 0;     // slots it may write, inlined frames included
  std::uint32_t depth = 0;          // inlined frames on its deepest path
  std::vector<Sym> inlined;         // redefining one of these invalidates it
  std::unique_ptr<CallInfo[]> calls;  // by call number (the site's cache word points here)
  bool method_entry = false;        // entered at its method's entry (Code::entry_executor)
  bool direct_only = false;         // too short to enter from tier 1: only called directly (Code::direct_entry)
  bool reprojected = false;         // a loop projected again once already (or the new projection)
  std::uint32_t reprofiled = 0;     // projections again after a branch's other way became the common one
  std::uint64_t entry_failures = 0; // entries that left at once by an entry guard
  bool retired = false;             // invalidated for failing its entry guards: the loop backs off
  std::uint32_t last_pc = 0;        // the largest pc of its own frame on its path (a loop: its body's end)

  std::uint32_t code_bytes() const { return valid ? static_cast<std::uint32_t>(compiled.code.size()) : 0; }
};

}  // namespace rhz::rt::tier2
