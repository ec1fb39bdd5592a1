// Control-flow simplification: an If on a known condition keeps one arm,
// code reached only through the other arm disappears, merges with one
// predecessor collapse, a Loop whose back edge dies becomes straight-line.
//
// Unreachable code is removed eagerly and locally (kill_control), touching
// only the dead nodes and the merges at their border, so folding many
// branches stays linear in the size of what dies.
#include <unordered_set>
#include <vector>

#include "ir/check.h"
#include "ir/rewrite.h"

namespace rhz::ir {
namespace {

void push(Worklist* work, Node* n) {
  if (work != nullptr) work->push(n);
}

std::vector<Node*> phis_of(Node* merge) {
  std::vector<Node*> phis;
  for (const Use& u : merge->uses()) {
    if (u.slot == 0 && u.user->op() == Op::Phi) phis.push_back(u.user);
  }
  return phis;
}

// Drops predecessor slot s of a Region and the matching value of its phis.
void remove_pred(Graph& g, Node* region, std::size_t s, Worklist* work) {
  for (Node* phi : phis_of(region)) {
    push(work, phi->input(s));
    g.remove_input(phi, s);
    push(work, phi);
  }
  g.remove_input(region, s);
  push(work, region);
}

Node* projection(Node* if_node, Op op) {
  for (const Use& u : if_node->uses()) {
    if (u.user->op() == op) return u.user;
  }
  return nullptr;
}

// If(c) with c's truthiness known: the taken projection is replaced by the
// If's control, the other one is unreachable.
void fold_if(Rewrite& rw, Node* n, bool taken) {
  Node* live = projection(n, taken ? Op::IfTrue : Op::IfFalse);
  Node* dead = projection(n, taken ? Op::IfFalse : Op::IfTrue);
  RHZ_IR_CHECK(live != nullptr && dead != nullptr, "an If without both projections");
  Node* ctrl = control(n);
  rw.push_users(live);
  rw.g.replace_all_uses(live, ctrl);
  rw.g.kill(live);
  Node* roots[] = {dead};
  kill_control(rw.g, roots, &rw.work);
  rw.work.push(ctrl);
  rw.kill(n);
}

}  // namespace

void collapse_merge(Graph& g, Node* merge, Worklist* work) {
  RHZ_IR_CHECK(merge->op() == Op::Loop ? loop_back(merge) == nullptr : num_preds(merge) == 1,
               "collapsing a merge that still has two predecessors");
  for (Node* phi : phis_of(merge)) {
    for (const Use& u : phi->uses()) push(work, u.user);
    Node* v = phi->input(1);
    push(work, v);
    g.replace_all_uses(phi, v);
    g.kill(phi);
  }
  Node* pred = merge->input(1);
  for (const Use& u : merge->uses()) push(work, u.user);
  push(work, pred);
  g.replace_all_uses(merge, pred);
  g.kill(merge);
}

void kill_control(Graph& g, std::span<Node* const> roots, Worklist* work) {
  std::unordered_set<Node*> marked;
  std::vector<Node*> doomed;  // in marking order: deterministic
  std::vector<Node*> stack;
  std::vector<Node*> lost_back_edge;
  auto mark = [&](Node* n) {
    if (!marked.insert(n).second) return false;
    doomed.push_back(n);
    return true;
  };
  for (Node* r : roots) {
    if (mark(r)) stack.push_back(r);
  }

  // 1. Control nodes reached only through dead ones. Merges at the border
  //    lose the dead predecessors instead.
  std::vector<Node*> succs;
  while (!stack.empty()) {
    Node* c = stack.back();
    stack.pop_back();
    succs.clear();
    for (const Use& u : c->uses()) {
      if (is_control_edge(u.user, u.slot)) succs.push_back(u.user);
    }
    for (Node* m : succs) {
      if (marked.count(m)) continue;
      if (!is_merge(m->op())) {
        if (mark(m)) stack.push_back(m);
      } else if (m->op() == Op::Loop) {
        if (loop_entry(m) == c) {
          if (mark(m)) stack.push_back(m);  // a loop entered from dead code is dead
        } else if (loop_back(m) == c) {
          for (Node* phi : phis_of(m)) g.set_input(phi, 2, nullptr);
          g.set_input(m, 2, nullptr);
          lost_back_edge.push_back(m);
        }
      } else {
        bool all_dead = true;
        for (Node* p : preds(m)) all_dead &= p == c || marked.count(p) != 0;
        if (all_dead) {
          if (mark(m)) stack.push_back(m);
          continue;
        }
        for (std::size_t s = m->num_inputs() - 1; s >= 1; --s) {
          if (m->input(s) == c) remove_pred(g, m, s, work);
        }
      }
    }
  }

  // 2. Values computed only there (a phi of a dead merge, a pure node over a
  //    dead Send). A live fixed node cannot use them: definitions dominate
  //    their uses.
  for (std::size_t i = 0; i < doomed.size(); ++i) {
    for (const Use& u : doomed[i]->uses()) {
      if (marked.count(u.user)) continue;
      RHZ_IR_CHECK(is_floating(u.user->op()), "a reachable fixed node uses a value of unreachable code");
      mark(u.user);
    }
  }

  // 3. Cut every edge of the doomed nodes, then kill them.
  for (Node* d : doomed) {
    for (Node* in : d->inputs()) {
      if (in != nullptr && !marked.count(in)) push(work, in);
    }
    g.drop_inputs(d);
  }
  for (Node* d : doomed) g.kill(d);

  // 4. A loop without its back edge runs once: straight-line code.
  for (Node* loop : lost_back_edge) {
    if (!loop->is_dead()) collapse_merge(g, loop, work);
  }
}

bool branch_rule(Rewrite& rw, Node* n) {
  switch (n->op()) {
    case Op::If:
      if (auto t = known_truthiness(cond(n))) {
        fold_if(rw, n, *t);
        return true;
      }
      if (cond(n)->op() == Op::Truthy) {  // If tests truthiness itself
        Node* t = cond(n);
        rw.set_input(n, 1, operand(t));
        if (t->num_uses() == 0) rw.kill(t);
        return true;
      }
      return false;
    case Op::Region:
      if (num_preds(n) == 1) {
        collapse_merge(rw.g, n, &rw.work);
        return true;
      }
      return false;
    default: return false;
  }
}

}  // namespace rhz::ir
