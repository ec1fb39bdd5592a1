// The result of register allocation for one method: where every value
// lives, and the moves that resolve phis on control-flow edges.
//
// A location is a frame slot (tier-1 bytecode, and spill slots of native
// code) or a machine register (native targets). Every value-producing node
// of the linear IR has a location, including values nobody uses (an
// instruction still needs somewhere to write).
//
// Phi resolution: a phi in merge block M takes, along the edge from
// predecessor P, the value of its P input. Edges into merges never start
// in a block with two successors (an If's successors are its projection
// blocks, which have one predecessor), so the copies for an edge P -> M run
// at the end of P, after its last instruction and before its closing jump.
// They form a parallel copy; moves_at_end(P) is already sequentialised
// (cycles broken through the target's scratch location), to be executed in
// order.
//
// Split allocations (targets with register masks, regalloc/split_scan.h)
// add, without changing the meaning of the fields above:
// - a value may change location during its life: segments[id] says where
//   it is at every position (positions as in regalloc/intervals.h: the
//   instruction at p reads at p and writes at p + 1); locations[id] stays
//   the location where it is defined (rax for a call's result);
// - moves_before[k][i]: sequentialised moves run just before instruction i
//   of layout block k, as one parallel move (i == instrs.size(): after the
//   last instruction of a block without a closing jump, before its end
//   moves). They carry splits, reloads, the one store of a spilled value
//   (right after its definition), operand copies into fixed registers, and
//   the edge moves into a block with one predecessor whose predecessor has
//   two successors (sequentialised on their own and run first, before the
//   block's first non-phi instruction);
// - end_moves[P] combines the phi copies and the moves of values whose
//   location differs between the end of P and the start of its successor;
// - operand_locations[user][slot]: where the instruction reads that operand
//   (after moves_before ran); phis: where the edge moves read the input.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/graph.h"
#include "sched/cfg.h"

namespace rhz::regalloc {

struct Location {
  enum class Kind : std::uint8_t { None, Slot, Register };
  Kind kind = Kind::None;
  std::uint32_t index = 0;

  static constexpr Location slot(std::uint32_t i) { return {Kind::Slot, i}; }
  static constexpr Location reg(std::uint32_t i) { return {Kind::Register, i}; }
  constexpr bool is_none() const { return kind == Kind::None; }
  constexpr bool operator==(const Location&) const = default;
};

struct Move {
  Location from;
  Location to;
  constexpr bool operator==(const Move&) const = default;
};

// Where a value is over positions [from, to).
struct Segment {
  std::uint32_t from = 0, to = 0;
  Location loc;
};

struct Allocation {
  // Node id -> location (None for nodes that produce no value or were not
  // scheduled).
  std::vector<Location> locations;
  // Block id -> the sequentialised phi copies at the end of that block.
  std::vector<std::vector<Move>> end_moves;
  // Frame slots used: values and spills, plus the scratch slot if a copy
  // cycle needed one. Slots are numbered 0 .. frame_size - 1.
  std::uint32_t frame_size = 0;
  // Registers used (0 .. registers_used - 1; always 0 on the frame target),
  // values spilled whole to slots, and the scratch slot of copy cycles
  // (None if no cycle needed one). Informational: for dumps and tests.
  std::uint32_t registers_used = 0;
  std::uint32_t spilled = 0;
  Location scratch;

  // ---- split allocations (empty on targets without masks) ----
  std::vector<std::vector<Segment>> segments;                // node id -> ascending, disjoint
  std::vector<std::vector<std::vector<Move>>> moves_before;  // layout index -> instr index (0..size)
  std::vector<std::vector<Location>> operand_locations;      // user id -> input slot
  std::vector<std::vector<std::uint32_t>> positions;         // layout index -> instr index -> position
  // Statistics: the registers used (bit r: register r), values with a spill
  // slot, and the stores and reloads of spilled values among the moves.
  std::uint64_t used_registers = 0;
  std::uint32_t spill_stores = 0;
  std::uint32_t reloads = 0;
  // Frame slots 0 .. incoming_slots-1 are the caller's stack arguments.
  std::uint32_t incoming_slots = 0;

  Location location(const ir::Node* n) const { return locations[n->id()]; }
  const std::vector<Move>& moves_at_end(sched::BlockId b) const { return end_moves[b]; }

  bool is_split() const { return !segments.empty(); }
  // Where the value of n is at position p (its definition's location if the
  // allocation does not split, or p is outside every segment).
  Location location_at(const ir::Node* n, std::uint32_t p) const {
    if (n->id() < segments.size())
      for (const Segment& s : segments[n->id()])
        if (s.from <= p && p < s.to) return s.loc;
    return locations[n->id()];
  }
  // Where `user` reads its input `slot`.
  Location use_location(const ir::Node* user, std::size_t slot) const {
    if (user->id() < operand_locations.size() && slot < operand_locations[user->id()].size())
      return operand_locations[user->id()][slot];
    const ir::Node* in = user->input(slot);
    return locations[(in ? in : user)->id()];  // a Param's `arg` reads the Param
  }
  const std::vector<Move>& moves_before_instr(std::size_t k, std::size_t i) const {
    static const std::vector<Move> kNone;
    return k < moves_before.size() && i < moves_before[k].size() ? moves_before[k][i] : kNone;
  }
};

}  // namespace rhz::regalloc
