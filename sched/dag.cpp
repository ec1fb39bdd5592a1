// Dag construction and checking (DagBuilder) and the DAG text writer.
//
// finish() resolves textual ids, deduplicates edges, sorts every adjacency
// row by NodeId and rejects self-loops and cycles, so the rest of the
// scheduler can rely on the invariants listed in dag.h without re-checking.
#include "sched/dag.h"

#include <algorithm>
#include <map>
#include <ostream>
#include <utility>

namespace rhz::sched {

std::optional<NodeId> Dag::find(std::string_view id) const {
  for (NodeId v = 0; v < nodes_.size(); ++v)
    if (nodes_[v].id == id) return v;
  return std::nullopt;
}

DagBuilder::DagBuilder(std::string name, int line) {
  dag_.name_ = std::move(name);
  dag_.line_ = line;
}

bool DagBuilder::add_node(std::string id, int size, std::string label, int line) {
  const auto v = static_cast<NodeId>(dag_.nodes_.size());
  if (!ids_.emplace(id, v).second) return false;
  dag_.nodes_.push_back(DagNode{std::move(id), size, std::move(label), line});
  return true;
}

NodeId DagBuilder::add_node(int size, std::string label) {
  const auto v = static_cast<NodeId>(dag_.nodes_.size());
  add_node(std::to_string(v), size, std::move(label), 0);
  return v;
}

void DagBuilder::add_edge(std::string from, std::string to, int line) {
  edges_.push_back(PendingEdge{std::move(from), std::move(to), line, true});
}

void DagBuilder::add_dep(std::string from, std::string to, int line) {
  edges_.push_back(PendingEdge{std::move(from), std::move(to), line, false});
}

namespace {

using EdgeList = std::vector<std::pair<NodeId, NodeId>>;

// Rows indexed by `first` holding the `second`s, sorted and deduplicated.
AdjacencyRows make_rows(std::size_t n, EdgeList edges) {
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  AdjacencyRows rows;
  rows.offsets.assign(n + 1, 0);
  for (const auto& e : edges) ++rows.offsets[e.first + 1];
  for (std::size_t v = 0; v < n; ++v) rows.offsets[v + 1] += rows.offsets[v];
  rows.targets.reserve(edges.size());
  for (const auto& e : edges) rows.targets.push_back(e.second);
  return rows;
}

EdgeList reversed(EdgeList edges) {
  for (auto& e : edges) std::swap(e.first, e.second);
  return edges;
}

}  // namespace

std::optional<Dag> DagBuilder::finish(DagError* error) {
  const std::size_t n = dag_.nodes_.size();
  const auto& index = ids_;

  auto fail = [&](int line, std::string message) -> std::optional<Dag> {
    if (error) *error = DagError{line, std::move(message)};
    return std::nullopt;
  };

  // (from, to) -> line of its first mention, to locate cycle errors.
  std::map<std::pair<NodeId, NodeId>, int> edge_line;
  EdgeList data, deps;
  for (const auto& e : edges_) {
    const char* kind = e.data ? "edge" : "dep";
    auto from = index.find(e.from);
    if (from == index.end())
      return fail(e.line, std::string(kind) + " names unknown node '" + e.from + "'");
    auto to = index.find(e.to);
    if (to == index.end())
      return fail(e.line, std::string(kind) + " names unknown node '" + e.to + "'");
    if (from->second == to->second)
      return fail(e.line, std::string(kind) + " from node '" + e.from + "' to itself");
    (e.data ? data : deps).emplace_back(from->second, to->second);
    edge_line.emplace(std::make_pair(from->second, to->second), e.line);
  }

  // A dep edge that duplicates a data edge adds nothing.
  std::sort(data.begin(), data.end());
  std::erase_if(deps, [&](const auto& e) { return std::binary_search(data.begin(), data.end(), e); });
  EdgeList all = data;
  all.insert(all.end(), deps.begin(), deps.end());

  dag_.consumers_ = make_rows(n, data);
  dag_.operands_ = make_rows(n, reversed(data));
  dag_.dep_succs_ = make_rows(n, deps);
  dag_.dep_preds_ = make_rows(n, reversed(deps));
  dag_.succs_ = make_rows(n, all);
  dag_.preds_ = make_rows(n, reversed(all));

  // Kahn's algorithm; whatever it cannot order lies on or behind a cycle.
  std::vector<std::uint32_t> waiting(n);
  std::vector<NodeId> ready;
  for (NodeId v = 0; v < n; ++v) {
    waiting[v] = static_cast<std::uint32_t>(dag_.preds(v).size());
    if (waiting[v] == 0) ready.push_back(v);
  }
  std::size_t ordered = 0;
  while (!ready.empty()) {
    const NodeId v = ready.back();
    ready.pop_back();
    ++ordered;
    for (NodeId s : dag_.succs(v))
      if (--waiting[s] == 0) ready.push_back(s);
  }
  if (ordered < n) {
    // Walk backwards through unordered predecessors until a node repeats:
    // every unordered node has one, so the walk closes a cycle.
    NodeId v = 0;
    while (waiting[v] == 0) ++v;
    std::vector<int> seen_at(n, -1);
    std::vector<NodeId> walk;
    while (seen_at[v] < 0) {
      seen_at[v] = static_cast<int>(walk.size());
      walk.push_back(v);
      for (NodeId p : dag_.preds(v))
        if (waiting[p] != 0) {
          v = p;
          break;
        }
    }
    // walk[seen_at[v]..] runs against the edges; print it along them.
    std::vector<NodeId> cycle(walk.begin() + seen_at[v], walk.end());
    std::reverse(cycle.begin(), cycle.end());
    // Start at the first-declared node, so the message does not depend on
    // where the walk entered the cycle.
    std::rotate(cycle.begin(), std::min_element(cycle.begin(), cycle.end()), cycle.end());
    cycle.push_back(cycle.front());
    std::string text;
    int line = 0;
    for (std::size_t i = 0; i < cycle.size(); ++i) {
      if (i) text += " -> ";
      text += dag_.nodes_[cycle[i]].id;
      if (i + 1 < cycle.size()) {
        const int l = edge_line.at({cycle[i], cycle[i + 1]});
        if (line == 0 || (l != 0 && l > line)) line = l;
      }
    }
    return fail(line, "dependence cycle: " + text);
  }
  return std::move(dag_);
}

void write_dag(std::ostream& out, const Dag& dag) {
  out << "dag " << dag.name() << '\n';
  for (const auto& node : dag.nodes()) {
    out << "node " << node.id << ' ' << node.size;
    if (!node.label.empty()) out << ' ' << node.label;
    out << '\n';
  }
  // Grouped by consumer, in source order: the order a reader follows the
  // block in.
  for (NodeId v = 0; v < dag.size(); ++v)
    for (NodeId p : dag.operands(v)) out << "edge " << dag.node(p).id << ' ' << dag.node(v).id << '\n';
  for (NodeId v = 0; v < dag.size(); ++v)
    for (NodeId p : dag.dep_preds(v)) out << "dep " << dag.node(p).id << ' ' << dag.node(v).id << '\n';
  out << "end\n";
}

}  // namespace rhz::sched
