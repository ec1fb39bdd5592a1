// Redundant guard elimination (see ir/specialise.h).
//
// A guard is redundant when a guard that dominates it checked the same
// thing: the same op, the same operands (after GVN, equal values are the
// same node) and the same sense. Specialised graphs are a path, a loop
// around a path, or a path into a loop, so walking the control chain from
// Start visits every guard after the guards that dominate it; the walk
// stops at any other merge, where facts from one predecessor need not hold.
// A check is also implied by the checked operations: a value produced by
// IntAddOvf and its kind is a fixnum, so a later GuardFixnum of it is
// folded by the optimizer instead (ir/fold.cpp).
#include <set>
#include <tuple>
#include <vector>

#include "ir/specialise.h"

namespace rhz::ir {

namespace {

bool is_pure_check(Op op) {
  switch (op) {
    case Op::Guard:
    case Op::GuardFixnum:
    case Op::GuardFlonum:
    case Op::GuardArray:
    case Op::GuardClass:
    case Op::GuardIntLt:
    case Op::GuardIntLe:
    case Op::GuardIntEq: return true;
    default: return false;
  }
}

using Fact = std::tuple<Op, NodeId, NodeId, std::uint8_t, std::int64_t>;

Fact fact_of(const Node* n) {
  NodeId a = n->input(1)->id();
  NodeId b = op_info(n->op()).inputs > 2 ? n->input(2)->id() : 0;
  return {n->op(), a, b, n->payload().kind, n->payload().imm};
}

// The one control successor of a fixed node (null if none or several).
Node* next_control(const Node* c) {
  Node* next = nullptr;
  for (const Use& u : c->uses()) {
    if (!is_control_edge(u.user, u.slot)) continue;
    if (next) return nullptr;
    next = u.user;
  }
  return next;
}

}  // namespace

bool eliminate_redundant_guards(Graph& g) {
  std::set<Fact> facts;
  std::vector<Node*> redundant;
  const Node* loop = nullptr;  // entered once, from its entry; the back edge ends the walk
  for (Node* c = next_control(g.start()); c != nullptr; c = next_control(c)) {
    if (is_merge(c->op())) {
      if (c->op() != Op::Loop || loop) break;
      loop = c;
      continue;
    }
    // The last guard of the chain ends the path (an exit always taken):
    // without it the chain would end nowhere, even when an earlier guard
    // made the same check (an earlier exit on `false` that always fails).
    if (is_pure_check(c->op()) && !facts.insert(fact_of(c)).second && next_control(c)) redundant.push_back(c);
  }
  for (Node* n : redundant) {
    g.bypass(n, nullptr);
    g.kill(n);
  }
  return !redundant.empty();
}

}  // namespace rhz::ir
