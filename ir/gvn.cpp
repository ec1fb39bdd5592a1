// Global value numbering of pure floating nodes: a pure node equal to one
// already in the table (same op, payload and inputs) is replaced by it.
//
// Commutative ops put their operands in id order first, so a+b and b+a meet.
// A node enters the table only here or through Graph's leaf constructors;
// the lock rule (ir/graph.h) keeps the table consistent while the
// other rules edit nodes.
#include "ir/rewrite.h"

namespace rhz::ir {

bool gvn_rule(Rewrite& rw, Node* n) {
  if (!is_pure(n->op()) || n->is_locked()) return false;
  if (is_commutative(n->op()) && lhs(n)->id() > rhs(n)->id()) {
    Node* a = lhs(n);
    Node* b = rhs(n);
    rw.g.set_input(n, 1, b);
    rw.g.set_input(n, 2, a);
  }
  Node* existing = rw.g.gvn_insert(n);
  if (existing == n) return false;
  rw.replace(n, existing);
  return true;
}

}  // namespace rhz::ir
