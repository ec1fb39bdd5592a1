// Exceptions: begin/rescue/else/ensure, `rescue` in def and block bodies,
// the rescue modifier, retry and $!.
//
// The protected part of a begin is a block (frontend/parse_rescue.cpp)
// passed to the built-in __try, which returns the block's value, or the
// caught marker when the block raised, keeping the exception for
// __caught. So a raise is caught where every mode can catch it, in a
// built-in, and everything after it is ordinary graph:
//
//   r = __try(-> { body })             # the block as an argument
//   e = __caught(r)                    # the exception, or nil
//   if e                               # rescue clauses, in order
//     saved = __swap_errinfo(e)        # $! while a clause runs
//     if __rescue_match(e, A, B) then x = e; clause...; __swap_errinfo(saved)
//     elsif ...
//     else __reraise(e)                # no clause matched
//   else
//     else part (or r)
//   end
//
// An ensure protects everything before it the same way, runs its clause
// on every path out, and then raises again what was caught
// (__end_ensure). A `return` out of a protected part is a block's
// non-local return: its marker comes back from __try like any other
// block's, after the ensure clause has run. `retry` jumps back to the
// loop header a begin with retries gets.

#include "ir/builder.h"

namespace rhz::ir {

using frontend::Kind;

namespace {

// Does a rescue clause of `rescue` retry it (not a clause of a begin
// nested in it)?
bool retries(const AstNode* rescue) {
  std::vector<const AstNode*> stack;
  for (std::size_t i = 2; i < rescue->kids.size(); ++i) stack.push_back(rescue->kids[i]->kids[0]);
  while (!stack.empty()) {
    const AstNode* n = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def || n->kind == Kind::Block || n->kind == Kind::Class) continue;
    if (n->kind == Kind::Retry) return true;
    if (n->kind == Kind::Rescue) {
      stack.push_back(n->kids[1]);  // its else part is still ours; its clauses retry it
      continue;
    }
    for (const AstNode* k : n->kids) stack.push_back(k);
  }
  return false;
}

}  // namespace

Node* Builder::run_protected(const AstNode* block_ast) {
  // The block is __try's argument: built-ins take no block of their own.
  return send(sym("__try"), g_.self(), {block_literal(block_ast)}, kSendFunctional);
}

Node* Builder::rescue(const AstNode* n) {
  if (!retries(n)) return rescue_once(n, nullptr);
  const LoopHeader header = open_loop();
  RetryContext context;
  retry_targets_.push_back(&context);
  Node* value = rescue_once(n, &context);
  retry_targets_.pop_back();
  std::vector<Path> exits{here()};
  std::vector<Node*> exit_values{value};
  merge(std::move(context.retries), {});
  close_loop(header, exits, exit_values);
  return merge(std::move(exits), std::move(exit_values));
}

Node* Builder::rescue_once(const AstNode* n, RetryContext* retry) {
  const AstNode* body = n->kids[0];
  Node* result = run_protected(body);
  after_block_send(body, result);
  if (!ctrl_) return nil();
  Node* caught = send(sym("__caught"), g_.self(), {result}, kSendFunctional);
  const AstNode* else_part = n->kids[1];
  return branch(
      caught,
      [&] {
        Node* saved = send(sym("__swap_errinfo"), g_.self(), {caught}, kSendFunctional);
        if (retry) retry->saved_errinfo = saved;
        return rescue_clauses(n, 2, caught, saved);
      },
      [&] { return else_part ? expr(else_part) : result; });
}

Node* Builder::rescue_clauses(const AstNode* n, std::size_t clause, Node* exception, Node* saved_errinfo) {
  if (clause == n->kids.size()) {
    send(sym("__reraise"), g_.self(), {exception}, kSendFunctional);
    return nil();
  }
  const AstNode* c = n->kids[clause];
  std::vector<Node*> args{exception};
  for (std::size_t i = 2; i < c->kids.size(); ++i) args.push_back(expr(c->kids[i]));
  if (!ctrl_) return nil();
  Node* matched = send(sym("__rescue_match"), g_.self(), std::move(args), kSendFunctional);
  return branch(
      matched,
      [&] {
        if (const AstNode* target = c->kids[1]) {
          if (target->kind == Kind::LocalAsgn) write_local(target, exception);
          else if (target->kind == Kind::IVarAsgn) ivar_set(target->text, exception);
          else effect(Op::ConstSet, {exception}, Payload::symbol(sym(target->text)));  // a global
        }
        errinfo_scopes_.push_back({saved_errinfo, loops_.size()});
        Node* value = expr(c->kids[0]);
        errinfo_scopes_.pop_back();
        if (ctrl_) send(sym("__swap_errinfo"), g_.self(), {saved_errinfo}, kSendFunctional);
        return value;
      },
      [&] { return rescue_clauses(n, clause + 1, exception, saved_errinfo); });
}

Node* Builder::retry(const AstNode*) {
  if (!ctrl_) return nil();
  RetryContext* target = retry_targets_.back();
  send(sym("__swap_errinfo"), g_.self(), {target->saved_errinfo}, kSendFunctional);
  target->retries.push_back(here());
  ctrl_ = nullptr;
  return nil();
}

void Builder::restore_errinfo(std::size_t loops) {
  if (!ctrl_) return;
  for (const ErrinfoScope& scope : errinfo_scopes_)
    if (scope.loops >= loops) {
      send(sym("__swap_errinfo"), g_.self(), {scope.saved}, kSendFunctional);
      return;
    }
}

Node* Builder::ensure(const AstNode* n) {
  const AstNode* body = n->kids[0];
  Node* result = run_protected(body);
  Node* caught = send(sym("__caught"), g_.self(), {result}, kSendFunctional);
  // While the clause runs, $! is the exception passing through, if any.
  Node* saved = send(sym("__enter_ensure"), g_.self(), {caught}, kSendFunctional);
  errinfo_scopes_.push_back({saved, loops_.size()});
  expr(n->kids[1], false);
  errinfo_scopes_.pop_back();
  if (!ctrl_) return nil();
  send(sym("__swap_errinfo"), g_.self(), {saved}, kSendFunctional);
  send(sym("__end_ensure"), g_.self(), {caught}, kSendFunctional);
  after_block_send(body, result);
  return result;
}

}  // namespace rhz::ir
