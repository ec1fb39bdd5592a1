// The shared machinery of the rewriting passes (internal to ir/).
//
// Protocol: the optimizer pops a node from a FIFO Worklist and offers it to
// the rules in a fixed order; a rule that changes the graph returns true and
// requeues every node whose situation it changed (users of a replaced node,
// inputs that lost a use, merges that lost a predecessor). A rule never
// leaves the graph invalid: what it kills is unreachable or unused.
#pragma once

#include <deque>
#include <optional>
#include <span>

#include "ir/graph.h"
#include "ir/node_map.h"
#include "ir/symbols.h"

namespace rhz::ir {

// FIFO of nodes with at most one entry per node. Seeded in id order, so
// with FIFO order the run is a function of the graph alone.
class Worklist {
 public:
  explicit Worklist(const Graph& g) : queued_(g, 0) {}
  void push(Node* n) {
    if (n == nullptr || n->is_dead() || queued_[n]) return;
    queued_[n] = 1;
    queue_.push_back(n);
  }
  Node* pop() {
    Node* n = queue_.front();
    queue_.pop_front();
    queued_[n] = 0;
    return n;
  }
  bool empty() const { return queue_.empty(); }

 private:
  std::deque<Node*> queue_;
  NodeMap<std::uint8_t> queued_;
};

struct Rewrite {
  Graph& g;
  SymbolTable& symbols;
  Worklist& work;

  void push_users(Node* n) {
    for (const Use& u : n->uses()) work.push(u.user);
  }
  void push_inputs(Node* n) {
    for (Node* in : n->inputs()) work.push(in);
  }
  // Kills an unused node; its inputs may have become unused too.
  void kill(Node* n) {
    push_inputs(n);
    g.kill(n);
  }
  // Every use of old now uses rep; old is killed.
  void replace(Node* old, Node* rep) {
    push_users(old);
    work.push(rep);
    g.replace_all_uses(old, rep);
    kill(old);
  }
  // A fixed node leaves the control chain; its value uses now use value.
  void bypass(Node* fixed, Node* value) {
    push_users(fixed);
    work.push(value);
    g.bypass(fixed, value);
    kill(fixed);
  }
  // Sets an input of n, unlocking it first; n is requeued for GVN.
  void set_input(Node* n, std::size_t slot, Node* def) {
    work.push(n->input(slot));
    g.gvn_remove(n);
    g.set_input(n, slot, def);
    work.push(n);
  }
};

// ---- the rules, one file each; true if the graph changed -----------------
bool dead_rule(Rewrite& rw, Node* n);    // dce.cpp: unused floating nodes
bool fold_rule(Rewrite& rw, Node* n);    // fold.cpp: constant folding, boolean algebra
bool branch_rule(Rewrite& rw, Node* n);  // control.cpp: If on a known condition, one-input merges
bool phi_rule(Rewrite& rw, Node* n);     // phi.cpp: phis of one value
bool gvn_rule(Rewrite& rw, Node* n);     // gvn.cpp: value numbering of pure nodes

// The Ruby truthiness of n's value when it is known without running it.
std::optional<bool> known_truthiness(const Node* n);  // fold.cpp

// Removes the control nodes in roots and everything reached only through
// them: merges lose the predecessors that came from there (with the phi
// values), a Loop that loses its back edge becomes straight-line, values
// used only there die. work (may be null) receives the survivors touched.
void kill_control(Graph& g, std::span<Node* const> roots, Worklist* work);  // control.cpp
// Replaces a merge that has one predecessor (and its phis) by that
// predecessor. A Loop counts only its entry (its back edge must be gone).
void collapse_merge(Graph& g, Node* merge, Worklist* work);  // control.cpp
// Global mark-and-sweep DCE; survivors that lost a use go to work.
bool dce(Graph& g, Worklist* work);  // dce.cpp

}  // namespace rhz::ir
