// The node order of Swing Modulo Scheduling (Llosa, González, Ayguadé,
// Valero, PACT 1996), in three steps:
//
// 1. Timing of the acyclic graph (the distance-0 edges): ASAP (depth),
//    ALAP, the mobility ALAP - ASAP, and the height.
// 2. Node sets, in priority order: the recurrences (strongly connected
//    components with a circuit), the most constraining first (their own
//    RecMII, then their size); to each, the nodes on paths between it and
//    the sets before it; then every other node.
// 3. The swing: each set is ordered from where the order so far touches it
//    (its predecessors there: bottom-up; its successors: top-down; neither:
//    bottom-up from its latest node), sweeping down by height and up by
//    depth (ties: least mobility) and turning at the end of each sweep, so
//    that every node is ordered next to neighbours already ordered on one
//    side only where it can be — which is what lets placement keep
//    lifetimes short.
#include <algorithm>
#include <functional>

#include "sched/modulo_bounds.h"
#include "sched/modulo_schedule.h"

namespace rhz::sched::detail {

namespace {

// Tarjan's strongly connected components over every edge.
std::vector<std::vector<int>> components(const LoopGraph& g) {
  const int n = g.size();
  std::vector<int> index(n, -1), low(n, 0), stack;
  std::vector<bool> on_stack(n, false);
  std::vector<std::vector<int>> out;
  int counter = 0;
  std::function<void(int)> visit = [&](int u) {
    index[u] = low[u] = counter++;
    stack.push_back(u);
    on_stack[u] = true;
    for (int k : g.out[u]) {
      const int v = g.edges[k].to;
      if (index[v] < 0) {
        visit(v);
        low[u] = std::min(low[u], low[v]);
      } else if (on_stack[v]) {
        low[u] = std::min(low[u], index[v]);
      }
    }
    if (low[u] == index[u]) {
      std::vector<int> comp;
      int w;
      do {
        w = stack.back();
        stack.pop_back();
        on_stack[w] = false;
        comp.push_back(w);
      } while (w != u);
      std::sort(comp.begin(), comp.end());
      out.push_back(std::move(comp));
    }
  };
  for (int v = 0; v < n; ++v)
    if (index[v] < 0) visit(v);
  return out;
}

// The subgraph of `nodes` as a loop of its own, to measure its RecMII.
int recurrence_mii(const LoopGraph& g, const std::vector<int>& nodes) {
  LoopGraph sub;
  sub.machine = g.machine;
  std::vector<int> where(g.nodes.size(), -1);
  for (int v : nodes) {
    where[v] = sub.size();
    sub.nodes.push_back(g.nodes[v]);
  }
  for (const LoopEdge& e : g.edges)
    if (where[e.from] >= 0 && where[e.to] >= 0) sub.edges.push_back({where[e.from], where[e.to], e.distance, e.latency, e.data});
  sub.finish();
  return rec_mii(sub);
}

// Nodes reachable from `from` over distance-0 edges, forwards or backwards.
std::vector<bool> reach(const LoopGraph& g, const std::vector<bool>& from, bool forwards) {
  std::vector<bool> seen = from;
  std::vector<int> work;
  for (int v = 0; v < g.size(); ++v)
    if (from[v]) work.push_back(v);
  while (!work.empty()) {
    const int u = work.back();
    work.pop_back();
    for (int k : forwards ? g.out[u] : g.in[u]) {
      const LoopEdge& e = g.edges[k];
      if (e.distance != 0) continue;
      const int w = forwards ? e.to : e.from;
      if (!seen[w]) {
        seen[w] = true;
        work.push_back(w);
      }
    }
  }
  return seen;
}

std::vector<std::vector<int>> node_sets(const LoopGraph& g) {
  struct Recurrence {
    std::vector<int> nodes;
    int mii;
  };
  std::vector<Recurrence> recurrences;
  for (std::vector<int>& comp : components(g)) {
    bool circuit = comp.size() > 1;
    for (int k : g.out[comp[0]]) circuit = circuit || g.edges[k].to == comp[0];
    if (circuit) recurrences.push_back({comp, recurrence_mii(g, comp)});
  }
  std::stable_sort(recurrences.begin(), recurrences.end(), [](const Recurrence& a, const Recurrence& b) {
    return a.mii != b.mii ? a.mii > b.mii : a.nodes.size() > b.nodes.size();
  });
  std::vector<std::vector<int>> sets;
  std::vector<bool> taken(g.nodes.size(), false);
  for (const Recurrence& r : recurrences) {
    std::vector<bool> mine(g.nodes.size(), false);
    for (int v : r.nodes) mine[v] = true;
    std::vector<int> set;
    if (!sets.empty()) {
      // The nodes on paths between the sets so far and this one join it.
      const std::vector<bool> after_prev = reach(g, taken, true), before_prev = reach(g, taken, false);
      const std::vector<bool> after_mine = reach(g, mine, true), before_mine = reach(g, mine, false);
      for (int v = 0; v < g.size(); ++v)
        if (!taken[v] && !mine[v] && ((after_prev[v] && before_mine[v]) || (after_mine[v] && before_prev[v])))
          set.push_back(v);
    }
    for (int v : r.nodes)
      if (!taken[v]) set.push_back(v);
    for (int v : set) taken[v] = true;
    if (!set.empty()) sets.push_back(std::move(set));
  }
  std::vector<int> rest;
  for (int v = 0; v < g.size(); ++v)
    if (!taken[v]) rest.push_back(v);
  if (!rest.empty()) sets.push_back(std::move(rest));
  return sets;
}

}  // namespace

AcyclicTiming acyclic_timing(const LoopGraph& g) {
  const std::vector<int> order = g.distance_zero_order();
  AcyclicTiming tm;
  tm.asap.assign(g.nodes.size(), 0);
  tm.height.assign(g.nodes.size(), 0);
  for (int u : order)
    for (int k : g.out[u])
      if (const LoopEdge& e = g.edges[k]; e.distance == 0) tm.asap[e.to] = std::max(tm.asap[e.to], tm.asap[u] + e.latency);
  for (auto it = order.rbegin(); it != order.rend(); ++it)
    for (int k : g.out[*it])
      if (const LoopEdge& e = g.edges[k]; e.distance == 0)
        tm.height[*it] = std::max(tm.height[*it], tm.height[e.to] + e.latency);
  int length = 0;
  for (int v = 0; v < g.size(); ++v) length = std::max(length, tm.asap[v] + tm.height[v]);
  tm.alap.resize(g.nodes.size());
  for (int v = 0; v < g.size(); ++v) tm.alap[v] = length - tm.height[v];
  return tm;
}

std::vector<int> swing_order(const LoopGraph& g) {
  const AcyclicTiming tm = acyclic_timing(g);
  std::vector<int> order;
  std::vector<bool> ordered(g.nodes.size(), false);
  // Neighbours over distance-0 edges of the ordered nodes, inside `in_set`.
  auto frontier = [&](const std::vector<bool>& in_set, bool predecessors) {
    std::vector<int> r;
    std::vector<bool> seen(g.nodes.size(), false);
    for (int u : order)
      for (int k : predecessors ? g.in[u] : g.out[u]) {
        const LoopEdge& e = g.edges[k];
        if (e.distance != 0) continue;
        const int w = predecessors ? e.from : e.to;
        if (in_set[w] && !ordered[w] && !seen[w]) {
          seen[w] = true;
          r.push_back(w);
        }
      }
    return r;
  };
  for (const std::vector<int>& set : node_sets(g)) {
    std::vector<bool> in_set(g.nodes.size(), false);
    for (int v : set) in_set[v] = true;
    auto unordered = [&] { return std::any_of(set.begin(), set.end(), [&](int v) { return !ordered[v]; }); };
    // Each round starts where the order so far touches the set; a part of
    // the set no sweep reaches (joined by carried edges only) starts a
    // round of its own from its latest node.
    while (unordered()) {
      bool bottom_up = true;
      std::vector<int> ready = frontier(in_set, true);
      if (ready.empty()) {
        ready = frontier(in_set, false);
        bottom_up = ready.empty();
        if (ready.empty()) {
          int latest = -1;
          for (int v : set)
            if (!ordered[v] && (latest < 0 || tm.asap[v] > tm.asap[latest])) latest = v;
          ready = {latest};
        }
      }
      while (!ready.empty()) {
        while (!ready.empty()) {
          // Down by height, up by depth; ties to the least mobile.
          auto better = [&](int a, int b) {
            const int ka = bottom_up ? tm.asap[a] : tm.height[a], kb = bottom_up ? tm.asap[b] : tm.height[b];
            if (ka != kb) return ka > kb;
            if (tm.mobility(a) != tm.mobility(b)) return tm.mobility(a) < tm.mobility(b);
            return a < b;
          };
          const int v = *std::min_element(ready.begin(), ready.end(), better);
          ready.erase(std::find(ready.begin(), ready.end(), v));
          if (ordered[v]) continue;
          order.push_back(v);
          ordered[v] = true;
          for (int k : bottom_up ? g.in[v] : g.out[v]) {
            const LoopEdge& e = g.edges[k];
            if (e.distance != 0) continue;
            const int w = bottom_up ? e.from : e.to;
            if (in_set[w] && !ordered[w] && std::find(ready.begin(), ready.end(), w) == ready.end()) ready.push_back(w);
          }
        }
        bottom_up = !bottom_up;
        ready = frontier(in_set, bottom_up);
      }
    }
  }
  return order;
}

}  // namespace rhz::sched::detail
