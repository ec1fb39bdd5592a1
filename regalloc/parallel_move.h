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
//   readers read the scratch instead, and the walk goes on.
// The result uses the scratch only if there was a cycle.
#pragma once

#include <vector>

#include "regalloc/allocation.h"

namespace rhz::regalloc {

struct Sequence {
  std::vector<Move> moves;
  bool used_scratch = false;
};

Sequence sequentialize(std::vector<Move> parallel, Location scratch);

}  // namespace rhz::regalloc
