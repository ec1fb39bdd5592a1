// Register allocation of one scheduled method, the whole pipeline:
// liveness -> live intervals -> linear scan -> phi resolution.
//
// Contract with the consumers (tier-1 bytecode, codegen):
// - allocation.location(n) is where the value of n lives for its whole life
//   on targets without masks; on targets with masks (x86_64_target) it is
//   where n is defined, and location_at / use_location / moves_before say
//   the rest (regalloc/allocation.h, regalloc/split_scan.h). An instruction reads its operands before writing its
//   result, which may share a location with an operand dying there (unless
//   Target::result_may_reuse_operand is false).
// - Param i is in slot i from method entry (frame and register targets); its
//   `arg` instruction is then a no-op.
// - end_moves[P] is executed in order after P's last instruction and before
//   its closing jump; it gives every phi of P's successor its value along
//   that edge.
// - frame_size counts every slot the allocation uses, scratch included. It
//   does not know about parameters that the graph no longer uses; a frame
//   must also hold every argument the caller writes.
#pragma once

#include <string>
#include <vector>

#include "regalloc/allocation.h"
#include "regalloc/target.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

Allocation allocate(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target);

// Per-method figures for `--stats`: the most values live at once, values
// given a spill slot, the stores into and reloads out of frame slots among
// the moves, and the registers used (count and set, bit r: register r).
struct AllocStats {
  std::size_t max_pressure = 0;
  std::uint32_t spilled = 0;
  std::uint32_t spill_stores = 0;
  std::uint32_t reloads = 0;
  std::uint32_t registers_used = 0;
  std::uint64_t used_registers = 0;
};

AllocStats alloc_stats(const ir::Graph& g, const sched::MethodSchedule& s, const Allocation& a);

// One line: `pressure=9 spilled=4 stores=4 reloads=7 registers=6 (rax rcx rdx rbx rsi r12)`.
std::string format_alloc_stats(const AllocStats& st, const Target& target);

// The phi copies of the edge pred -> succ as a parallel copy (unsequentialised),
// from the allocation's locations. Shared by allocate and verify_alloc.
std::vector<Move> phi_copies(const sched::MethodSchedule& s, const std::vector<Location>& locations,
                             sched::BlockId pred, sched::BlockId succ);

}  // namespace rhz::regalloc
