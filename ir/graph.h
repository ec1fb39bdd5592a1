// Graph: the arena that owns the nodes of one method, the only API that edits
// edges, and the GVN (hash-consing) table of pure floating nodes.
//
// Invariants:
// - Use lists are exact (see ir/node.h): every edit goes through make,
//   set_input, add_input, remove_input, drop_inputs, replace_all_uses, bypass
//   and kill.
// - Ids are dense, in creation order, and never reused; killed nodes stay in
//   the arena (is_dead) with no edges. Node addresses are stable, also when
//   the Graph is moved.
// - GVN lock rule: a node in the GVN table is locked; its inputs and payload
//   must not change until it is taken out with gvn_remove. Edits of a locked
//   node abort. replace_all_uses and kill unlock the nodes they edit
//   themselves (a pass requeues the users it redirects anyway).
// - start() is created with the graph; there is at most one live Return.
#pragma once

#include <cstddef>
#include <deque>
#include <initializer_list>
#include <span>
#include <unordered_set>
#include <vector>

#include "ir/node.h"

namespace rhz::ir {

class Graph {
 public:
  Graph();
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;
  Graph(Graph&&) = default;
  Graph& operator=(Graph&&) = default;

  Node* start() const { return start_; }
  // The Return, or null before it is made or once unreachable code took it.
  Node* ret() const { return ret_; }

  // ---- nodes --------------------------------------------------------------
  Node* make(Op op, std::span<Node* const> inputs, Payload payload = {});
  Node* make(Op op, std::initializer_list<Node*> inputs, Payload payload = {}) {
    return make(op, std::span<Node* const>(inputs.begin(), inputs.size()), payload);
  }
  // Hash-consed leaves: the same request gives the same node.
  Node* constant(Imm v);
  Node* param(std::uint32_t index);
  Node* self();

  // ---- source lines ---------------------------------------------------------
  // The line of the source construct a node was built for (0: none), so that
  // every instruction of every back end maps back to a line for backtraces.
  // Nodes made after set_line(l) get line l.
  void set_line(std::uint32_t line) { line_ = line; }
  std::uint32_t current_line() const { return line_; }
  std::uint32_t line(const Node* n) const { return lines_[n->id()]; }

  NodeId id_limit() const { return static_cast<NodeId>(nodes_.size()); }
  Node* node(NodeId id) { return &nodes_[id]; }
  const Node* node(NodeId id) const { return &nodes_[id]; }
  std::size_t live_nodes() const { return live_nodes_; }
  // Non-null input slots of live nodes; with live_nodes, the size the
  // optimizer's progress assertion watches.
  std::size_t live_edges() const { return live_edges_; }

  // ---- edges --------------------------------------------------------------
  void set_input(Node* n, std::size_t slot, Node* def);
  void add_input(Node* n, Node* def);
  // Shifts later slots down: removing predecessor i of a merge and value i
  // of each of its phis keeps them aligned.
  void remove_input(Node* n, std::size_t slot);
  // Sets every input slot to null (the arity stays).
  void drop_inputs(Node* n);
  void set_payload(Node* n, Payload p);
  // Every use of old now uses replacement.
  void replace_all_uses(Node* old, Node* replacement);
  // Takes a fixed node out of the control chain: its control uses now use
  // its control input, its value uses use value.
  void bypass(Node* fixed, Node* value);
  // n must have no uses. Drops its inputs and marks it dead.
  void kill(Node* n);

  // ---- GVN table ----------------------------------------------------------
  // The locked node equal to n (same op, payload and inputs), if any.
  Node* gvn_find(const Node* n) const;
  // Returns the equal node already in the table, or locks and inserts n.
  Node* gvn_insert(Node* n);
  // Unlocks n (no-op if not locked).
  void gvn_remove(Node* n);

 private:
  struct GvnKey {
    Op op;
    const Payload* payload;
    std::span<Node* const> inputs;
  };
  struct GvnHash {
    using is_transparent = void;
    std::size_t operator()(const GvnKey& k) const;
    std::size_t operator()(const Node* n) const;
  };
  struct GvnEq {
    using is_transparent = void;
    bool operator()(const GvnKey& a, const GvnKey& b) const;
    bool operator()(const Node* a, const Node* b) const;
    bool operator()(const GvnKey& a, const Node* b) const;
    bool operator()(const Node* a, const GvnKey& b) const;
  };
  static GvnKey key_of(const Node* n) { return {n->op(), &n->payload(), n->inputs()}; }
  Node* leaf(Op op, Payload p);
  void add_use(Node* def, Node* user, std::uint32_t slot);
  void remove_use(Node* def, Node* user, std::uint32_t slot);

  std::deque<Node> nodes_;  // the arena; a deque keeps addresses stable
  std::vector<std::uint32_t> lines_;  // node id -> source line
  std::uint32_t line_ = 0;
  std::unordered_set<Node*, GvnHash, GvnEq> gvn_;
  Node* start_ = nullptr;
  Node* ret_ = nullptr;
  std::size_t live_nodes_ = 0;
  std::size_t live_edges_ = 0;
};

// Live nodes in id order.
std::vector<Node*> live_nodes(Graph& g);
std::vector<const Node*> live_nodes(const Graph& g);

}  // namespace rhz::ir
