#include "sched/modulo_bounds.h"

#include <algorithm>
#include <numeric>

namespace rhz::sched {

int res_mii(const LoopGraph& g) {
  const LoopMachine& m = *g.machine;
  std::vector<long> busy(m.classes.size(), 0);
  for (const LoopNode& n : g.nodes) busy[n.cls] += n.occupancy;
  long best = 0;
  for (std::size_t c = 0; c < busy.size(); ++c) best = std::max(best, (busy[c] + m.units[c] - 1) / m.units[c]);
  return static_cast<int>(best);
}

// Bellman-Ford from a virtual source joined to every node with weight 0:
// a relaxation still possible after n rounds means a positive circuit.
bool has_positive_circuit(const LoopGraph& g, int ii) {
  std::vector<long> dist(g.nodes.size(), 0);
  for (int round = 0; round <= g.size(); ++round) {
    bool changed = false;
    for (const LoopEdge& e : g.edges) {
      const long x = dist[e.from] + e.latency - static_cast<long>(ii) * e.distance;
      if (x > dist[e.to]) {
        dist[e.to] = x;
        changed = true;
      }
    }
    if (!changed) return false;
  }
  return true;
}

// The smallest II without a positive circuit: every circuit's weight
// falls as II grows (its distances sum to at least 1), so binary search.
int rec_mii(const LoopGraph& g) {
  bool circuit = false;
  for (const LoopEdge& e : g.edges) circuit = circuit || e.distance > 0;
  if (!circuit) return 0;  // the distance-0 edges alone are acyclic
  long lo = 0, hi = 1;
  for (const LoopEdge& e : g.edges) hi += e.latency;
  while (lo < hi) {
    const long mid = lo + (hi - lo) / 2;
    if (has_positive_circuit(g, static_cast<int>(mid))) lo = mid + 1;
    else hi = mid;
  }
  return static_cast<int>(lo);
}

std::vector<std::vector<int>> min_dist(const LoopGraph& g, int ii) {
  const int n = g.size();
  std::vector<std::vector<int>> d(n, std::vector<int>(n, kNoPath));
  for (int v = 0; v < n; ++v) d[v][v] = 0;
  for (const LoopEdge& e : g.edges) d[e.from][e.to] = std::max(d[e.from][e.to], e.latency - ii * e.distance);
  for (int k = 0; k < n; ++k)
    for (int i = 0; i < n; ++i) {
      if (d[i][k] == kNoPath) continue;
      for (int j = 0; j < n; ++j)
        if (d[k][j] != kNoPath) d[i][j] = std::max(d[i][j], d[i][k] + d[k][j]);
    }
  return d;
}

int lifetime(const LoopGraph& g, int ii, const std::vector<int>& t, int u) {
  int end = 0;
  bool consumed = false;
  for (int k : g.out[u]) {
    const LoopEdge& e = g.edges[k];
    if (!e.data) continue;
    const int x = t[e.to] + ii * e.distance;
    end = consumed ? std::max(end, x) : x;
    consumed = true;
  }
  return consumed ? std::max(1, end - t[u]) : 0;
}

void fold_lifetime(std::vector<int>& live, int issued, int lifetime, int sign) {
  const int ii = static_cast<int>(live.size());
  const int turns = lifetime / ii, rest = lifetime % ii;  // whole turns of the kernel count in every slot
  if (turns > 0)
    for (int& l : live) l += sign * turns;
  for (int c = 1; c <= rest; ++c) live[kernel_slot(issued + c, ii)] += sign;
}

int max_live(const LoopGraph& g, int ii, const std::vector<int>& t) {
  std::vector<int> live(ii, 0);
  for (int u = 0; u < g.size(); ++u) fold_lifetime(live, t[u], lifetime(g, ii, t, u), +1);
  return *std::max_element(live.begin(), live.end());
}

int min_avg(const LoopGraph& g, int ii) {
  const auto dist = min_dist(g, ii);
  long total = 0;
  for (int u = 0; u < g.size(); ++u) {
    if (!g.produces(u)) continue;
    int best = 1;
    for (int k : g.out[u]) {
      const LoopEdge& e = g.edges[k];
      if (e.data && dist[u][e.to] != kNoPath) best = std::max(best, dist[u][e.to] + ii * e.distance);
    }
    total += best;
  }
  return static_cast<int>((total + ii - 1) / ii);
}

}  // namespace rhz::sched
