// Sequentialising a parallel copy.
//
// A parallel copy reads all its sources, then writes all its destinations.
// Destinations are distinct; a source may feed several destinations (one
// value copied to two phis). The sequence:
// - drops moves whose source and destination are equal;
// - repeatedly emits a move whose destination no pending move still reads;
// - when every pending move's destination is still read, the pending moves
//   form cycles (each destination is written once, so every location has at
//   most one incoming move): one destination is saved to `scratch`, its
//   readers read the scratch instead, and the walk goes on. A cycle whose
//   saved destination is one of `cycle_registers` is saved to
//   `register_scratch` instead (a register no value lives in, so a cycle of
//   SSE registers costs three register moves, not a store and a load).
// The result uses the (slot) scratch only if a cycle needed it.
#pragma once

#include <vector>

#include "regalloc/allocation.h"
#include "regalloc/target.h"

namespace rhz::regalloc {

struct Sequence {
  std::vector<Move> moves;
  bool used_scratch = false;
};

Sequence sequentialize(std::vector<Move> parallel, Location scratch, RegMask cycle_registers = 0,
                       Location register_scratch = {});

}  // namespace rhz::regalloc
