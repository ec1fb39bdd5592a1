// Live intervals in linear order, with lifetime holes and use positions.
//
// Numbering (positions are even at instructions, odd between):
// - Blocks are numbered in layout order. A block occupies [from, to); its
//   phis are all defined at `from`; its k-th non-phi instruction stands at
//   p = from + 2 (k + 1). Position 0 is method entry, where Params are born.
// - An instruction at p reads its operands at p and writes its result at
//   p + 1, so an operand whose last use is at p ends at p + 1 and the
//   result can take its location (Target::result_may_reuse_operand; when
//   false, reads are at p + 1 and the two overlap).
// - Phi copies along P -> M run at P's `to`: a phi input is live to the
//   end of P, the phi from M's `from`.
// Invariants of an Interval:
// - ranges are sorted, disjoint, non-adjacent and non-empty; they are
//   exactly the positions where the value is live (from the block liveness),
//   so a value live across a loop covers every block of the loop, and a gap
//   between ranges (a hole) is where the value is dead.
// - An unused value still gets the one position after its definition.
// - uses are the read positions, ascending (phi inputs read at P's `to`-1).
#pragma once

#include <cstdint>
#include <vector>

#include "regalloc/allocation.h"
#include "regalloc/liveness.h"

namespace rhz::regalloc {

using Pos = std::uint32_t;

struct Range {
  Pos start, end;  // [start, end)
  bool operator==(const Range&) const = default;
};

struct Interval {
  const ir::Node* value = nullptr;
  std::vector<Range> ranges;
  std::vector<Pos> uses;
  Location fixed;  // pre-coloured location, or None

  Pos start() const { return ranges.front().start; }
  Pos end() const { return ranges.back().end; }
  bool covers(Pos p) const;
  // The first position at or after `from` covered by both, or kNever.
  Pos next_intersection(const Interval& o, Pos from = 0) const;
  // The first use at or after p, or kNever.
  Pos next_use(Pos p) const;
};

inline constexpr Pos kNever = ~Pos{0};

struct BlockSpan {
  Pos from = 0, to = 0;
};

struct LinearNumbering {
  std::vector<BlockSpan> blocks;              // by block id
  std::vector<std::vector<Pos>> instr_pos;    // by layout index, per instruction (phis: the block's from)
};

LinearNumbering number_instructions(const sched::LinearMethod& lm, std::size_t num_blocks);

struct Intervals {
  LinearNumbering numbering;
  // One per value, ordered by start position, then node id (deterministic).
  std::vector<Interval> list;
};

Intervals build_intervals(const ir::Graph& g, const sched::MethodSchedule& s, const Liveness& lv,
                          bool result_may_reuse_operand = true);

}  // namespace rhz::regalloc
