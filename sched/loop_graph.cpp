// Loop dependence graphs: invariants, reading and writing the `.loop`
// format. The first error stops the parse, as for DAG files.
#include "sched/loop_graph.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <tuple>
#include <unordered_map>

#include "sched/word_lines.h"

namespace rhz::sched {

int LoopMachine::class_index(std::string_view n) const {
  for (std::size_t i = 0; i < classes.size(); ++i)
    if (classes[i] == n) return static_cast<int>(i);
  return -1;
}

std::optional<std::string> LoopGraph::finish() {
  if (nodes.empty()) return "loop " + quote_word(name) + " has no nodes";
  std::vector<LoopEdge> unique;
  std::set<std::tuple<int, int, int, int, bool>> seen;
  for (const LoopEdge& e : edges) {
    if (e.from < 0 || e.to < 0 || e.from >= size() || e.to >= size()) return "an edge names a node outside the loop";
    if (e.from == e.to && e.distance == 0)
      return "self-loop on node " + quote_word(nodes[e.from].id) + " with distance 0";
    if (seen.insert({e.from, e.to, e.distance, e.latency, e.data}).second) unique.push_back(e);
  }
  edges = std::move(unique);
  out.assign(nodes.size(), {});
  in.assign(nodes.size(), {});
  for (std::size_t k = 0; k < edges.size(); ++k) {
    out[edges[k].from].push_back(static_cast<int>(k));
    in[edges[k].to].push_back(static_cast<int>(k));
  }
  if (distance_zero_order().size() != nodes.size())
    return "loop " + quote_word(name) + " has a dependence cycle whose total distance is 0";
  return std::nullopt;
}

// Kahn's algorithm; ready nodes are taken in declaration order.
std::vector<int> LoopGraph::distance_zero_order() const {
  std::vector<int> indegree(nodes.size(), 0), order, ready;
  for (const LoopEdge& e : edges)
    if (e.distance == 0) ++indegree[e.to];
  for (int v = size(); v-- > 0;)
    if (indegree[v] == 0) ready.push_back(v);
  while (!ready.empty()) {
    const int u = ready.back();
    ready.pop_back();
    order.push_back(u);
    for (int k : out[u])
      if (edges[k].distance == 0 && --indegree[edges[k].to] == 0) ready.push_back(edges[k].to);
  }
  return order;
}

bool LoopGraph::produces(int u) const {
  return std::any_of(out[u].begin(), out[u].end(), [&](int k) { return edges[k].data; });
}

std::optional<LoopFile> parse_loops(std::string_view text, LoopError* error) {
  LoopFile file;
  std::unordered_map<std::string, std::shared_ptr<const LoopMachine>> machines;
  std::unordered_map<std::string, int> loop_lines;
  std::shared_ptr<LoopMachine> open_machine;
  std::optional<LoopGraph> open_loop;
  std::unordered_map<std::string, int> ids;  // node id -> index, in the open loop
  struct PendingEdge {
    std::string from, to;
    int distance;
    std::optional<int> latency;
    bool data;
    int line;
  };
  std::vector<PendingEdge> pending;

  auto fail = [&](int line, std::string message) -> std::optional<LoopFile> {
    if (error) *error = LoopError{line, std::move(message)};
    return std::nullopt;
  };

  WordLines lines(text);
  while (lines.next()) {
    const int line = lines.line();
    const auto& w = lines.words();
    if (open_machine) {
      if (w[0] == "unit") {
        if (w.size() != 3) return fail(line, "expected 'unit CLASS COUNT'");
        const auto count = parse_count(w[2]);
        if (!count || *count < 1 || *count > kMaxUnits)
          return fail(line, "a unit count must be an integer from 1 to " + std::to_string(kMaxUnits));
        if (open_machine->class_index(w[1]) >= 0) return fail(line, "duplicate unit class " + quote_word(w[1]));
        if (open_machine->classes.size() == kMaxUnitClasses)
          return fail(line, "machine " + quote_word(open_machine->name) + " has more than " + std::to_string(kMaxUnitClasses) + " unit classes");
        open_machine->classes.emplace_back(w[1]);
        open_machine->units.push_back(*count);
      } else if (w[0] == "end" && w.size() == 1) {
        if (open_machine->classes.empty()) return fail(line, "machine " + quote_word(open_machine->name) + " has no units");
        machines[open_machine->name] = open_machine;
        file.machines.push_back(open_machine);
        open_machine.reset();
      } else {
        return fail(line, "expected 'unit' or 'end' inside a machine");
      }
      continue;
    }
    if (open_loop) {
      if (w[0] == "node") {
        if (w.size() < 4) return fail(line, "expected 'node ID CLASS LATENCY [OCC] [label...]'");
        if (ids.count(std::string(w[1]))) return fail(line, "duplicate node " + quote_word(w[1]));
        if (open_loop->size() == kMaxLoopNodes)
          return fail(line, "loop " + quote_word(open_loop->name) + " has more than " + std::to_string(kMaxLoopNodes) + " nodes");
        LoopNode n;
        n.id = std::string(w[1]);
        n.cls = open_loop->machine->class_index(w[2]);
        if (n.cls < 0) return fail(line, quote_word(w[2]) + " is not a unit class of machine " + quote_word(open_loop->machine->name));
        const auto latency = parse_count(w[3]);
        if (!latency || *latency > kMaxLatency)
          return fail(line, "a latency must be an integer from 0 to " + std::to_string(kMaxLatency));
        n.latency = *latency;
        std::size_t rest = 4;
        if (rest < w.size())
          if (const auto occ = parse_count(w[rest])) {
            if (*occ < 1 || *occ > kMaxOccupancy)
              return fail(line, "an occupancy must be an integer from 1 to " + std::to_string(kMaxOccupancy));
            n.occupancy = *occ;
            ++rest;
          }
        for (; rest < w.size(); ++rest) {
          if (!n.label.empty()) n.label += ' ';
          n.label += w[rest];
        }
        ids[n.id] = open_loop->size();
        open_loop->nodes.push_back(std::move(n));
      } else if (w[0] == "edge" || w[0] == "dep") {
        if (w.size() != 4 && w.size() != 5) return fail(line, "expected '" + std::string(w[0]) + " FROM TO DISTANCE [LATENCY]'");
        const auto distance = parse_count(w[3]);
        if (!distance || *distance > kMaxDistance)
          return fail(line, "a distance must be an integer from 0 to " + std::to_string(kMaxDistance));
        std::optional<int> latency;
        if (w.size() == 5) {
          latency = parse_count(w[4]);
          if (!latency || *latency > kMaxLatency)
            return fail(line, "a latency must be an integer from 0 to " + std::to_string(kMaxLatency));
        }
        if (pending.size() == kMaxLoopEdges)
          return fail(line, "loop " + quote_word(open_loop->name) + " has more than " + std::to_string(kMaxLoopEdges) + " edges");
        pending.push_back({std::string(w[1]), std::string(w[2]), *distance, latency, w[0] == "edge", line});
      } else if (w[0] == "end" && w.size() == 1) {
        for (const PendingEdge& p : pending) {
          const auto from = ids.find(p.from), to = ids.find(p.to);
          if (from == ids.end()) return fail(p.line, "unknown node " + quote_word(p.from));
          if (to == ids.end()) return fail(p.line, "unknown node " + quote_word(p.to));
          if (from->second == to->second && p.distance == 0)
            return fail(p.line, "self-loop on node " + quote_word(p.from) + " with distance 0");
          open_loop->edges.push_back({from->second, to->second, p.distance,
                                      p.latency.value_or(open_loop->nodes[from->second].latency), p.data});
        }
        if (auto problem = open_loop->finish()) return fail(line, *problem);
        file.loops.push_back(std::move(*open_loop));
        open_loop.reset();
      } else {
        return fail(line, "expected 'node', 'edge', 'dep' or 'end' inside a loop");
      }
      continue;
    }
    if (w[0] == "machine") {
      if (w.size() != 2) return fail(line, "expected 'machine NAME'");
      if (machines.count(std::string(w[1]))) return fail(line, "duplicate machine " + quote_word(w[1]));
      open_machine = std::make_shared<LoopMachine>();
      open_machine->name = std::string(w[1]);
    } else if (w[0] == "loop") {
      if (w.size() != 3) return fail(line, "expected 'loop NAME MACHINE'");
      if (auto [it, fresh] = loop_lines.emplace(std::string(w[1]), line); !fresh)
        return fail(line, "duplicate loop name " + quote_word(w[1]) + " (first at line " + std::to_string(it->second) + ")");
      const auto m = machines.find(std::string(w[2]));
      if (m == machines.end()) return fail(line, "unknown machine " + quote_word(w[2]) + " (define it before the loop)");
      open_loop.emplace();
      open_loop->name = std::string(w[1]);
      open_loop->machine = m->second;
      ids.clear();
      pending.clear();
    } else {
      return fail(line, "expected 'machine' or 'loop', got " + quote_word(w[0]));
    }
  }
  if (open_machine || open_loop) return fail(lines.line(), "missing 'end' at the end of the file");
  return file;
}

std::string print_machine(const LoopMachine& m) {
  std::ostringstream os;
  os << "machine " << m.name << '\n';
  for (std::size_t c = 0; c < m.classes.size(); ++c) os << "unit " << m.classes[c] << ' ' << m.units[c] << '\n';
  os << "end\n";
  return os.str();
}

std::string print_loop(const LoopGraph& g) {
  std::ostringstream os;
  os << "loop " << g.name << ' ' << g.machine->name << '\n';
  if (!g.comment.empty()) os << "# " << g.comment << '\n';
  for (const LoopNode& n : g.nodes) {
    os << "node " << n.id << ' ' << g.machine->classes[n.cls] << ' ' << n.latency;
    if (n.occupancy != 1) os << ' ' << n.occupancy;
    if (!n.label.empty()) os << ' ' << n.label;
    os << '\n';
  }
  for (const LoopEdge& e : g.edges) {
    os << (e.data ? "edge " : "dep ") << g.nodes[e.from].id << ' ' << g.nodes[e.to].id << ' ' << e.distance;
    if (e.latency != g.nodes[e.from].latency) os << ' ' << e.latency;
    os << '\n';
  }
  os << "end\n";
  return os.str();
}

std::shared_ptr<const LoopMachine> x86_loop_machine() {
  static const auto machine = [] {
    auto m = std::make_shared<LoopMachine>();
    m->name = "x86";
    m->classes = {"alu", "mul", "div", "load", "store", "branch", "fp", "fdiv"};
    m->units = {4, 1, 1, 2, 1, 1, 2, 1};
    return std::shared_ptr<const LoopMachine>(m);
  }();
  return machine;
}

}  // namespace rhz::sched
