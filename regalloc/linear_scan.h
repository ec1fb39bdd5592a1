// Linear scan over live intervals with lifetime holes (Wimmer & Franz's
// active/inactive sets, without splitting yet).
//
// Invariants:
// - Intervals are visited in start order; at each start the active set
//   holds intervals covering it, the inactive set intervals in a hole there
//   that continue later. A location is free for v if no active interval
//   holds it and no inactive or pre-coloured interval that holds it
//   intersects v.
// - Slots: the lowest free slot. Because the layout puts every block after
//   its dominators and the IR is SSA, an interval never intersects an
//   inactive one at its start (the value defined first would be live there),
//   so the slots used equal the most intervals alive at one position, or
//   the highest fixed slot + 1 if more: the optimum.
// - Registers: the register free the longest; if none is free for the whole
//   interval, the interval ending furthest (v or an active one) is spilled
//   whole and gets a frame slot in a second slot pass over the spilled and
//   slot-fixed intervals.
// - Targets with register masks use the splitting scan of
//   regalloc/split_scan.h instead; this one serves the frame target and the
//   mask-less register_target.
#pragma once

#include <vector>

#include "regalloc/intervals.h"
#include "regalloc/target.h"

namespace rhz::regalloc {

struct ScanResult {
  std::vector<Location> locations;  // parallel to the interval list
  std::uint32_t slots = 0;          // slots 0 .. slots-1 are used
  std::uint32_t registers = 0;      // registers 0 .. registers-1 are used
  std::uint32_t spilled = 0;        // intervals spilled to slots (register targets)
};

// `list` must be ordered by start (as build_intervals returns it); fixed
// locations are taken from Interval::fixed.
ScanResult linear_scan(const std::vector<Interval>& list, const Target& target);

}  // namespace rhz::regalloc
