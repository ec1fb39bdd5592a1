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

  Location location(const ir::Node* n) const { return locations[n->id()]; }
  const std::vector<Move>& moves_at_end(sched::BlockId b) const { return end_moves[b]; }
};

}  // namespace rhz::regalloc
