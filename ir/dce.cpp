// Dead-code elimination.
//
// dead_rule (local, in the optimizer's worklist): a floating node without
// uses is dead.
//
// dce (global mark and sweep, O(nodes + edges)): control nodes not reached
// from Start go through kill_control, so merges lose those predecessors;
// then every floating node that feeds no reachable control node dies. This
// also removes what the local rule cannot see: cycles of phis and pure nodes
// that only use each other.
#include "ir/optimize.h"
#include "ir/rewrite.h"

namespace rhz::ir {

bool dead_rule(Rewrite& rw, Node* n) {
  if (!is_floating(n->op()) || n->num_uses() != 0) return false;
  rw.kill(n);
  return true;
}

bool dce(Graph& g, Worklist* work) {
  bool changed = false;
  NodeMap<std::uint8_t> reached(g, 0);
  std::vector<Node*> stack{g.start()};
  reached[g.start()] = 1;
  while (!stack.empty()) {
    Node* c = stack.back();
    stack.pop_back();
    for (const Use& u : c->uses()) {
      if (is_control_edge(u.user, u.slot) && !reached[u.user]) {
        reached[u.user] = 1;
        stack.push_back(u.user);
      }
    }
  }
  std::vector<Node*> unreachable;
  for (Node* n : live_nodes(g)) {
    if (!is_floating(n->op()) && !reached[n]) unreachable.push_back(n);
  }
  if (!unreachable.empty()) {
    kill_control(g, unreachable, work);
    changed = true;
  }

  NodeMap<std::uint8_t> live(g, 0);
  std::vector<Node*> nodes = live_nodes(g);
  for (Node* n : nodes) {
    if (!is_floating(n->op())) {
      live[n] = 1;
      stack.push_back(n);
    }
  }
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    for (Node* in : n->inputs()) {
      if (in != nullptr && !live[in]) {
        live[in] = 1;
        stack.push_back(in);
      }
    }
  }
  std::vector<Node*> dead;
  for (Node* n : nodes) {
    if (!live[n]) dead.push_back(n);
  }
  for (Node* n : dead) {
    for (Node* in : n->inputs()) {
      if (in != nullptr && live[in] && work != nullptr) work->push(in);
    }
    g.drop_inputs(n);
  }
  for (Node* n : dead) g.kill(n);
  return changed || !dead.empty();
}

bool dce(Graph& g) { return dce(g, nullptr); }

}  // namespace rhz::ir
