// `begin/rescue/else/ensure/end`, `rescue` in def and block bodies, the
// `rescue` modifier and `retry`.
//
// The protected part of a begin (its body; with `ensure`, everything
// before the ensure clause) becomes a block of its own, run by a built-in
// that catches what it raises: every mode already runs blocks, and a
// built-in is where a raise can be caught in all of them (see
// ir/build_rescue.cpp). The handlers, the else part and the ensure clause
// stay in the scope that wrote them.
//
// Ruby gives a begin body no scope of its own: its locals are the
// method's. So the block's locals are shared with the scope around it:
// every local the body names, declared before or inside it, refers one
// block level further out than the parser first counted.
#include "frontend/parse_context.h"

#include <unordered_set>

namespace rhz::frontend {

namespace {

// Moves every local reference in `body` that reaches outside it one level
// out, past the block the body becomes. `depth` counts the blocks entered
// inside the body; nodes shared by two parents (an op-assign's target) are
// moved once.
void shift_levels(Node* body) {
  struct Item {
    Node* node;
    int64_t depth;
  };
  std::unordered_set<Node*> seen;
  std::vector<Item> stack{{body, 0}};
  while (!stack.empty()) {
    auto [n, depth] = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def || n->kind == Kind::Class || !seen.insert(n).second) continue;
    if ((n->kind == Kind::LocalVar || n->kind == Kind::LocalAsgn) && n->value >= depth) ++n->value;
    const int64_t inner = depth + (n->kind == Kind::Block ? 1 : 0);
    for (Node* k : n->kids) stack.push_back({k, inner});
  }
}

}  // namespace

Node* ParseContext::protected_block(Node* body) {
  shift_levels(body);
  Node* block = ast.make(Kind::Block, body->range, {ast.make(Kind::Params, body->range), body});
  block->flags |= kProtectedBody;
  return block;
}

Node* ParseContext::body_statement(Range r, Node* body, std::vector<Node*> clauses, Node* else_part,
                                   Node* ensure) {
  if (else_part && clauses.empty()) return body;  // a syntax error
  Node* result = body;
  if (!clauses.empty()) {
    std::vector<Node*> kids{protected_block(body), else_part};
    kids.insert(kids.end(), clauses.begin(), clauses.end());
    result = seq(r, {ast.make(Kind::Rescue, r, std::move(kids))});
  }
  if (ensure) result = seq(r, {ast.make(Kind::Ensure, r, {protected_block(result), ensure})});
  return result;
}

Node* ParseContext::rescue_clause(Range r, std::vector<Node*> classes, Node* target, Node* body) {
  std::vector<Node*> kids{body, target};
  kids.insert(kids.end(), classes.begin(), classes.end());
  return ast.make(Kind::RescueClause, r, std::move(kids));
}

Node* ParseContext::rescue_target(Node* target) {
  Node* t = assignable(target, nullptr);
  if (t->kind == Kind::LocalAsgn || t->kind == Kind::IVarAsgn || t->kind == Kind::GVarAsgn) return t;
  if (t->kind == Kind::Unsupported) return t;
  return unsupported(t->range, "rescue targets other than variables", Support::NotYet);
}

// `stmt rescue fallback` is `begin stmt; rescue; fallback; end`.
Node* ParseContext::rescue_modifier(Range r, Node* body, Node* fallback) {
  Node* clause = rescue_clause(fallback->range, {}, nullptr, seq(fallback->range, {fallback}));
  return body_statement(r, seq(body->range, {body}), {clause}, nullptr, nullptr);
}

}  // namespace rhz::frontend
