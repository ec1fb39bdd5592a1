// Phi simplification: a phi whose values are all one node v, or the phi
// itself (a loop that carries the value around unchanged), is v.
#include "ir/rewrite.h"

namespace rhz::ir {

bool phi_rule(Rewrite& rw, Node* n) {
  if (n->op() != Op::Phi) return false;
  Node* unique = nullptr;
  for (Node* v : phi_values(n)) {
    if (v == nullptr) return false;  // a loop phi not yet patched
    if (v == n || v == unique) continue;
    if (unique != nullptr) return false;
    unique = v;
  }
  if (unique == nullptr) return false;  // only itself: a dead cycle, left to DCE
  rw.replace(n, unique);
  return true;
}

}  // namespace rhz::ir
