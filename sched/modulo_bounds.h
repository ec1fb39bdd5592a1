// The bounds and measures of modulo scheduling, as the loop corpus defines
// them (doc/pipeliner.md): a schedule starts an iteration every II cycles
// and issues node v of iteration i at t(v) + i*II.
//
// - ResMII: per unit class, the busy cycles of its nodes over its units.
// - RecMII: the largest ceil(latency / distance) over the elementary
//   circuits, found exactly as the smallest II at which no circuit has a
//   positive weight under w(e) = latency - II*distance.
// - MII = max(ResMII, RecMII, 1): no valid schedule has a smaller II.
// - MaxLive: the registers the kernel needs: a value is live from the cycle
//   after its producer issues up to its last consumer (in whichever later
//   iteration), folded onto the II kernel slots.
// - MinAvg (Huff): a lower bound of MaxLive at a given II from the shortest
//   lifetimes the dependences allow.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "sched/loop_graph.h"

namespace rhz::sched {

// Cycle t's kernel slot (t may be negative while a schedule is built).
inline int kernel_slot(int t, int ii) {
  const int s = t % ii;
  return s < 0 ? s + ii : s;
}

int res_mii(const LoopGraph& g);
int rec_mii(const LoopGraph& g);
inline int mii(const LoopGraph& g) { return std::max({res_mii(g), rec_mii(g), 1}); }

// Longest paths under w(e) = latency - II*distance (MinDist): dist[u][v],
// or kNoPath. Requires II >= RecMII (no positive circuit).
inline constexpr int kNoPath = -(1 << 29);
std::vector<std::vector<int>> min_dist(const LoopGraph& g, int ii);

// Whether some circuit has positive weight at II (then no schedule has it).
bool has_positive_circuit(const LoopGraph& g, int ii);

// The lifetime of node u's value in schedule (ii, t): cycles t(u)+1 ...
// t(u)+LT(u); 0 for a node without consumers.
int lifetime(const LoopGraph& g, int ii, const std::vector<int>& t, int u);
// Adds `sign` to the kernel slots (live.size() of them, II) of the cycles
// issued + 1 ... issued + lifetime: a value's registers, turns included.
void fold_lifetime(std::vector<int>& live, int issued, int lifetime, int sign);
int max_live(const LoopGraph& g, int ii, const std::vector<int>& t);
int min_avg(const LoopGraph& g, int ii);
inline int stage_count(int ii, const std::vector<int>& t) {
  int last = 0;
  for (int x : t) last = std::max(last, x);
  return last / ii + 1;
}

}  // namespace rhz::sched
