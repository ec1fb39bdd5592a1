#include "sched/verify_modulo.h"

#include "sched/modulo_bounds.h"

namespace rhz::sched {

std::vector<std::string> verify_modulo_schedule(const LoopGraph& g, const ModuloSchedule& s) {
  std::vector<std::string> problems;
  if (s.ii < 1) return {"II " + std::to_string(s.ii) + " is not at least 1"};
  if (s.times.size() != g.nodes.size())
    return {std::to_string(s.times.size()) + " issue times for " + std::to_string(g.nodes.size()) + " nodes"};
  for (int v = 0; v < g.size(); ++v)
    if (s.times[v] < 0) problems.push_back("node " + g.nodes[v].id + " issues at negative cycle " + std::to_string(s.times[v]));
  for (const LoopEdge& e : g.edges) {
    const int earliest = s.times[e.from] + e.latency - s.ii * e.distance;
    if (s.times[e.to] < earliest)
      problems.push_back(std::string(e.data ? "edge " : "dep ") + g.nodes[e.from].id + " -> " + g.nodes[e.to].id +
                         " (distance " + std::to_string(e.distance) + ", latency " + std::to_string(e.latency) +
                         "): issues at " + std::to_string(s.times[e.to]) + ", before " + std::to_string(earliest));
  }
  const LoopMachine& m = *g.machine;
  for (std::size_t c = 0; c < m.classes.size(); ++c) {
    std::vector<int> busy(s.ii, 0);
    for (int v = 0; v < g.size(); ++v)
      if (g.nodes[v].cls == static_cast<int>(c))
        for (int k = 0; k < g.nodes[v].occupancy; ++k) ++busy[kernel_slot(s.times[v] + k, s.ii)];
    for (int slot = 0; slot < s.ii; ++slot)
      if (busy[slot] > m.units[c]) {
        problems.push_back("unit class " + m.classes[c] + " in kernel slot " + std::to_string(slot) + ": " +
                           std::to_string(busy[slot]) + " busy, " + std::to_string(m.units[c]) + " units");
        break;
      }
  }
  return problems;
}

}  // namespace rhz::sched
