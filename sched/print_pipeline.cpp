#include "sched/print_pipeline.h"

#include <algorithm>
#include <sstream>

#include "sched/modulo_bounds.h"

namespace rhz::sched {

std::string print_loops(const std::vector<ExtractedLoop>& loops) {
  std::ostringstream os;
  for (const ExtractedLoop& l : loops) {
    if (!l.has_graph()) {
      os << "# " << l.graph.name << ": " << l.not_candidate << '\n';
      continue;
    }
    const LoopGraph& g = l.graph;
    os << "loop " << g.name << ' ' << g.machine->name << '\n';
    os << "# nodes=" << g.size() << " edges=" << g.edges.size() << " resmii=" << res_mii(g) << " recmii=" << rec_mii(g)
       << " mii=" << mii(g);
    if (!l.not_candidate.empty()) os << " (not pipelined: " << l.not_candidate << ')';
    os << '\n';
    const std::string text = print_loop(g);
    os << text.substr(text.find('\n') + 1);
  }
  return os.str();
}

std::string kernel_table(const LoopGraph& g, const ModuloSchedule& s) {
  const int stages = stage_count(s.ii, s.times);
  // cells[slot][stage]
  std::vector<std::vector<std::string>> cells(s.ii, std::vector<std::string>(stages));
  for (int v = 0; v < g.size(); ++v) {
    std::string& cell = cells[s.times[v] % s.ii][s.times[v] / s.ii];
    if (!cell.empty()) cell += ", ";
    cell += g.nodes[v].id + ' ' + g.nodes[v].label;
  }
  std::vector<std::size_t> width(stages);
  for (int k = 0; k < stages; ++k) {
    width[k] = std::string("stage ").size() + std::to_string(k).size();
    for (int slot = 0; slot < s.ii; ++slot) width[k] = std::max(width[k], cells[slot][k].size());
  }
  std::ostringstream os;
  auto row = [&](const std::string& first, auto cell) {
    std::string line = "    " + std::string(4 - std::min<std::size_t>(4, first.size()), ' ') + first;
    for (int k = 0; k < stages; ++k) {
      const std::string text = cell(k);
      line += " | " + text + std::string(width[k] - text.size(), ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    os << line << '\n';
  };
  row("slot", [](int k) { return "stage " + std::to_string(k); });
  for (int slot = 0; slot < s.ii; ++slot) row(std::to_string(slot), [&](int k) { return cells[slot][k]; });
  return os.str();
}

std::string print_pipelines(const std::vector<ExtractedLoop>& loops, ModuloPolicy policy) {
  std::ostringstream os;
  for (const ExtractedLoop& l : loops) {
    const LoopGraph& g = l.graph;
    os << "pipeline " << g.name;
    if (!l.has_graph()) {
      os << ": not pipelined: " << l.not_candidate << '\n';
      continue;
    }
    os << ": " << g.size() << " nodes, " << g.edges.size() << " edges";
    if (!l.not_candidate.empty()) os << " (not pipelined: " << l.not_candidate << ')';
    os << '\n';
    const ModuloSchedule s = modulo_schedule(g, policy);
    const ModuloSchedule flat = modulo_schedule(g, ModuloPolicy::List);
    os << "  ResMII=" << res_mii(g) << " RecMII=" << rec_mii(g) << " MII=" << mii(g) << " II=" << s.ii
       << " stages=" << stage_count(s.ii, s.times) << " MaxLive=" << max_live(g, s.ii, s.times)
       << " MinAvg=" << min_avg(g, s.ii) << " (without pipelining: II=" << flat.ii
       << " MaxLive=" << max_live(g, flat.ii, flat.times) << ")\n";
    os << kernel_table(g, s);
  }
  return os.str();
}

}  // namespace rhz::sched
