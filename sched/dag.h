// Dependence DAGs of one basic block, as the local schedulers see them.
//
// A Dag is the input of every local scheduling policy and of the exact
// min-register solver. It is built either by the text parser (the DAG files
// of `rhz sched-dag`) or, later, from an IR block by the graph scheduler; both
// go through DagBuilder, so the invariants below hold for every Dag:
//
//   - nodes are numbered densely 0..n-1 in declaration ("source") order;
//     NodeId is that index, never the textual id of the file;
//   - data edges (`edge FROM TO`: TO consumes FROM's value) are deduplicated;
//     dep edges (`dep FROM TO`: ordering only, no register) are deduplicated
//     and dropped when a data edge already orders the same pair;
//   - the graph is acyclic and has no self-loops;
//   - every adjacency list is sorted by NodeId, so every traversal (and every
//     tie broken "by node id") is deterministic.
//
// Adjacency is stored in compressed rows (one offsets array, one target
// array) because the schedulers and the exact solver walk it in their inner
// loops.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rhz::sched {

using NodeId = std::uint32_t;

// An order of all nodes of a Dag: position k holds the node at step k+1.
using Schedule = std::vector<NodeId>;

struct DagNode {
  std::string id;     // the token the file used; schedules print it back
  int size = 1;       // registers its value occupies (0: produces nothing)
  std::string label;  // operation name(s), e.g. "load"; may be empty
  int line = 0;       // line of the declaration, 0 for built-in-memory DAGs
};

// Compressed adjacency rows: targets of row v are
// targets[offsets[v] .. offsets[v+1]).
struct AdjacencyRows {
  std::vector<std::uint32_t> offsets{0};
  std::vector<NodeId> targets;

  std::span<const NodeId> row(NodeId v) const {
    return {targets.data() + offsets[v], targets.data() + offsets[v + 1]};
  }
};

class Dag {
 public:
  const std::string& name() const { return name_; }
  int line() const { return line_; }
  std::size_t size() const { return nodes_.size(); }
  const DagNode& node(NodeId v) const { return nodes_[v]; }
  const std::vector<DagNode>& nodes() const { return nodes_; }
  int value_size(NodeId v) const { return nodes_[v].size; }

  // Data edges: the values v reads / the nodes that read v's value.
  std::span<const NodeId> operands(NodeId v) const { return operands_.row(v); }
  std::span<const NodeId> consumers(NodeId v) const { return consumers_.row(v); }
  // Dep edges only (no data edge between the same pair).
  std::span<const NodeId> dep_preds(NodeId v) const { return dep_preds_.row(v); }
  std::span<const NodeId> dep_succs(NodeId v) const { return dep_succs_.row(v); }
  // All ordering constraints: data and dep edges together.
  std::span<const NodeId> preds(NodeId v) const { return preds_.row(v); }
  std::span<const NodeId> succs(NodeId v) const { return succs_.row(v); }

  std::size_t data_edge_count() const { return operands_.targets.size(); }
  std::size_t dep_edge_count() const { return dep_preds_.targets.size(); }

  // The node whose textual id is `id`, if any (linear search: for tools).
  std::optional<NodeId> find(std::string_view id) const;

 private:
  friend class DagBuilder;
  std::string name_;
  int line_ = 0;
  std::vector<DagNode> nodes_;
  AdjacencyRows operands_, consumers_, dep_preds_, dep_succs_, preds_, succs_;
};

// An error in a DAG or a DAG file, located at a line (0: no line).
struct DagError {
  int line = 0;
  std::string message;
};

// Builds a Dag and checks it. Edges may name nodes added later; they are
// resolved in finish().
class DagBuilder {
 public:
  explicit DagBuilder(std::string name, int line = 0);

  // Adds a node; false (and nothing added) when `id` is already declared.
  bool add_node(std::string id, int size, std::string label = {}, int line = 0);
  void add_edge(std::string from, std::string to, int line = 0);
  void add_dep(std::string from, std::string to, int line = 0);
  // Conveniences for DAGs built in memory, naming nodes by their index.
  NodeId add_node(int size, std::string label = {});
  void add_edge(NodeId from, NodeId to) { add_edge(std::to_string(from), std::to_string(to)); }
  void add_dep(NodeId from, NodeId to) { add_dep(std::to_string(from), std::to_string(to)); }

  // The finished Dag, or the first error: unknown id, self-loop or cycle
  // (reported at the line of one of the cycle's edges).
  std::optional<Dag> finish(DagError* error);

 private:
  struct PendingEdge {
    std::string from, to;
    int line;
    bool data;
  };
  Dag dag_;
  std::vector<PendingEdge> edges_;
  std::unordered_map<std::string, NodeId> ids_;
};

// Parses every DAG of a file in the format of the DAG tool: `dag NAME`,
// `node ID SIZE [label...]`, `edge FROM TO`, `dep FROM TO`, `end`; `#`
// comments and blank lines are ignored. Stops at the first error.
std::optional<std::vector<Dag>> parse_dags(std::string_view text, DagError* error);

// Writes `dag` in the same format; parse_dags reads it back unchanged.
void write_dag(std::ostream& out, const Dag& dag);

}  // namespace rhz::sched
