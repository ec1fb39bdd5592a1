// Placement for the modulo scheduling policies (modulo_schedule.h): the
// swing placement, Rau's iterative scheduler with eviction, the list
// schedule without pipelining, and the search over II that drives them.
#include "sched/modulo_schedule.h"

#include <algorithm>
#include <array>
#include <climits>

#include "sched/modulo_bounds.h"
#include "sched/modulo_reservation.h"

namespace rhz::sched {

namespace {

constexpr std::array<ModuloPolicyInfo, 4> kPolicies{{
    {"sms", ModuloPolicy::Sms, "swing modulo scheduling, iterative repair before a larger II, register-pressure pass"},
    {"sms-plain", ModuloPolicy::SmsPlain, "swing modulo scheduling as published (II raised at the first failure)"},
    {"ims", ModuloPolicy::Ims, "Rau's iterative modulo scheduling (height priority, eviction)"},
    {"list", ModuloPolicy::List, "no pipelining: one iteration list-scheduled, the next after it"},
}};

constexpr int kUnplaced = INT_MIN;

// The earliest and latest cycles v may issue at, given its placed
// neighbours (over every edge: carried ones too).
struct Window {
  int early = INT_MIN, late = INT_MAX;
  bool has_pred = false, has_succ = false;
};

Window window(const LoopGraph& g, int ii, const std::vector<int>& t, int v) {
  Window w;
  for (int k : g.in[v]) {
    const LoopEdge& e = g.edges[k];
    if (e.from == v || t[e.from] == kUnplaced) continue;
    w.early = std::max(w.early, t[e.from] + e.latency - ii * e.distance);
    w.has_pred = true;
  }
  for (int k : g.out[v]) {
    const LoopEdge& e = g.edges[k];
    if (e.to == v || t[e.to] == kUnplaced) continue;
    w.late = std::min(w.late, t[e.to] - e.latency + ii * e.distance);
    w.has_succ = true;
  }
  return w;
}

void normalise(std::vector<int>& t) {
  const int first = *std::min_element(t.begin(), t.end());
  for (int& x : t) x -= first;
}

// Rau's HeightR at II: the longest path to any node under latency - II*d.
std::vector<int> height_priority(const LoopGraph& g, int ii) {
  const auto dist = min_dist(g, ii);
  std::vector<int> height(g.nodes.size(), 0);
  for (int v = 0; v < g.size(); ++v)
    for (int w = 0; w < g.size(); ++w)
      if (dist[v][w] != kNoPath) height[v] = std::max(height[v], dist[v][w] + g.nodes[w].latency);
  std::vector<int> order(g.nodes.size());
  for (int v = 0; v < g.size(); ++v) order[v] = v;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return height[a] > height[b]; });
  return order;
}

// A list schedule of one iteration on the units, then the smallest II that
// starts the next one after every unit is free and every carried value is
// ready: no two iterations overlap.
ModuloSchedule list_schedule(const LoopGraph& g) {
  const int n = g.size();
  const std::vector<int> height = detail::acyclic_timing(g).height;
  std::vector<int> t(n, kUnplaced), waiting(n, 0);
  for (const LoopEdge& e : g.edges)
    if (e.distance == 0) ++waiting[e.to];
  std::vector<std::vector<int>> busy(g.machine->classes.size());  // per class, units busy per cycle
  auto free_at = [&](int v, int c) {
    const LoopNode& nd = g.nodes[v];
    auto& row = busy[nd.cls];
    if (row.size() < static_cast<std::size_t>(c + nd.occupancy)) row.resize(c + nd.occupancy, 0);
    for (int k = 0; k < nd.occupancy; ++k)
      if (row[c + k] >= g.machine->units[nd.cls]) return false;
    return true;
  };
  std::vector<int> ready;
  for (int v = 0; v < n; ++v)
    if (waiting[v] == 0) ready.push_back(v);
  while (!ready.empty()) {
    const auto it = std::min_element(ready.begin(), ready.end(), [&](int a, int b) {
      return height[a] != height[b] ? height[a] > height[b] : a < b;
    });
    const int v = *it;
    ready.erase(it);
    int c = 0;
    for (int k : g.in[v])
      if (const LoopEdge& e = g.edges[k]; e.distance == 0) c = std::max(c, t[e.from] + e.latency);
    while (!free_at(v, c)) ++c;
    for (int k = 0; k < g.nodes[v].occupancy; ++k) ++busy[g.nodes[v].cls][c + k];
    t[v] = c;
    for (int k : g.out[v])
      if (const LoopEdge& e = g.edges[k]; e.distance == 0 && --waiting[e.to] == 0) ready.push_back(e.to);
  }
  int ii = 1;
  for (int v = 0; v < n; ++v) ii = std::max(ii, t[v] + g.nodes[v].occupancy);
  for (const LoopEdge& e : g.edges)
    if (e.distance > 0) ii = std::max(ii, (t[e.from] + e.latency - t[e.to] + e.distance - 1) / e.distance);
  return {ii, t};
}

}  // namespace

std::span<const ModuloPolicyInfo> modulo_policies() { return kPolicies; }

const ModuloPolicyInfo* find_modulo_policy(std::string_view name) {
  for (const ModuloPolicyInfo& p : kPolicies)
    if (p.name == name) return &p;
  return nullptr;
}

namespace detail {

bool swing_place(const LoopGraph& g, int ii, const std::vector<int>& order, std::vector<int>& t) {
  const std::vector<int> start = acyclic_timing(g).asap;
  ModuloReservationTable mrt(g, ii);
  t.assign(g.nodes.size(), kUnplaced);
  for (int v : order) {
    const Window w = window(g, ii, t, v);
    int from, to, step;
    if (w.has_pred && !w.has_succ) {
      from = w.early, to = w.early + ii - 1, step = 1;
    } else if (w.has_succ && !w.has_pred) {
      from = w.late, to = w.late - ii + 1, step = -1;
    } else if (w.has_pred) {
      from = w.early, to = std::min(w.late, w.early + ii - 1), step = 1;
    } else {
      from = start[v], to = start[v] + ii - 1, step = 1;
    }
    bool placed = false;
    for (int c = from; step > 0 ? c <= to : c >= to; c += step)
      if (mrt.fits(v, c)) {
        mrt.add(v, c);
        t[v] = c;
        placed = true;
        break;
      }
    if (!placed) return false;
  }
  return true;
}

bool iterative_place(const LoopGraph& g, int ii, const std::vector<int>& priority, int budget, bool swing,
                     std::vector<int>& t) {
  const int n = g.size();
  const std::vector<int> start = acyclic_timing(g).asap;
  ModuloReservationTable mrt(g, ii);
  t.assign(n, kUnplaced);
  std::vector<int> previous(n, kUnplaced), rank(n);
  for (int i = 0; i < n; ++i) rank[priority[i]] = i;
  auto unplace = [&](int u) {
    mrt.remove(u, t[u]);
    t[u] = kUnplaced;
  };
  // Whether u issued at tu and v issued at tv share a busy kernel slot: two
  // arcs of the II-slot circle meet when one starts inside the other.
  auto collide = [&](int u, int tu, int v, int tv) {
    return kernel_slot(tv - tu, ii) < g.nodes[u].occupancy || kernel_slot(tu - tv, ii) < g.nodes[v].occupancy;
  };
  for (int steps = 0; steps < budget; ++steps) {
    int v = -1;
    for (int u = 0; u < n; ++u)
      if (t[u] == kUnplaced && (v < 0 || rank[u] < rank[v])) v = u;
    if (v < 0) return true;
    int c;
    const Window w = window(g, ii, t, v);
    if (swing && w.has_succ && !w.has_pred) {
      // Only successors placed: as late as they allow, as SMS places.
      c = w.late;
      while (c > w.late - ii && !mrt.fits(v, c)) --c;
      if (c == w.late - ii) c = previous[v] == kUnplaced || w.late < previous[v] ? w.late : previous[v] - 1;
    } else {
      // Rau's Estart: never before cycle 0 (the swing starts where ASAP says).
      const int early = swing ? (w.has_pred ? w.early : start[v]) : std::max(0, w.has_pred ? w.early : 0);
      c = early;
      while (c < early + ii && !mrt.fits(v, c)) ++c;
      if (c == early + ii) c = previous[v] == kUnplaced || early > previous[v] ? early : previous[v] + 1;
    }
    // Evict what holds the units v needs, then the neighbours v's new
    // cycle violates.
    for (int u = 0; u < n && !mrt.fits(v, c); ++u)
      if (u != v && t[u] != kUnplaced && g.nodes[u].cls == g.nodes[v].cls && collide(u, t[u], v, c)) unplace(u);
    for (int k : g.out[v]) {
      const LoopEdge& e = g.edges[k];
      if (e.to != v && t[e.to] != kUnplaced && t[e.to] < c + e.latency - ii * e.distance) unplace(e.to);
    }
    for (int k : g.in[v]) {
      const LoopEdge& e = g.edges[k];
      if (e.from != v && t[e.from] != kUnplaced && c < t[e.from] + e.latency - ii * e.distance) unplace(e.from);
    }
    if (!mrt.fits(v, c)) return false;  // v alone over-subscribes its class: no II this small fits it
    mrt.add(v, c);
    t[v] = previous[v] = c;
  }
  return std::none_of(t.begin(), t.end(), [](int x) { return x == kUnplaced; });
}

}  // namespace detail

namespace {

// The `sms` policy at one II: the swing placement, and iterative repair in
// swing order and in height order, each with the swing's placement
// directions and with Rau's, each then through the pressure pass;
// the start that ends with the fewest registers (then the shortest
// lifetimes) wins. Different starts leave the pass in different valleys.
bool best_start(const LoopGraph& g, int ii, const std::vector<int>& order, std::vector<int>& t) {
  const std::vector<int> by_height = height_priority(g, ii);
  std::vector<std::vector<int>> starts;
  std::vector<int> s;
  if (detail::swing_place(g, ii, order, s)) starts.push_back(s);
  for (const std::vector<int>* priority : {&order, &by_height})
    for (bool swing : {true, false})
      if (detail::iterative_place(g, ii, *priority, 20 * g.size(), swing, s)) starts.push_back(s);
  if (starts.empty()) return false;
  std::pair<int, long> best{INT_MAX, 0};
  for (std::vector<int>& start : starts) {
    detail::reduce_pressure(g, ii, start);
    long total = 0;
    for (int u = 0; u < g.size(); ++u) total += lifetime(g, ii, start, u);
    const std::pair<int, long> cost{max_live(g, ii, start), total};
    if (cost < best) {
      best = cost;
      t = start;
    }
  }
  return true;
}

}  // namespace

ModuloSchedule modulo_schedule(const LoopGraph& g, ModuloPolicy policy) {
  // A list schedule is valid at its II: no search needs to go further.
  const ModuloSchedule flat = list_schedule(g);
  if (policy == ModuloPolicy::List) return flat;
  const std::vector<int> order = policy == ModuloPolicy::Ims ? std::vector<int>{} : detail::swing_order(g);
  std::vector<int> t;
  // Every II from MII while the scheduler is likely to succeed soon, then
  // growing by a tenth: a loop that fits nowhere near MII does not cost a
  // search over every II up to the list schedule's.
  auto next = [](int ii, int first) { return ii < first + 32 ? ii + 1 : ii + std::max(1, ii / 10); };
  const int first = mii(g);
  for (int ii = first; ii < flat.ii; ii = next(ii, first)) {
    bool found = false;
    if (policy == ModuloPolicy::Ims) found = detail::iterative_place(g, ii, height_priority(g, ii), 6 * g.size(), false, t);
    else if (policy == ModuloPolicy::SmsPlain) found = detail::swing_place(g, ii, order, t);
    else found = best_start(g, ii, order, t);
    if (!found) continue;
    normalise(t);
    return {ii, t};
  }
  return flat;
}

}  // namespace rhz::sched
