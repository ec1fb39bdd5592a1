// The AST → graph builder's state (internal to build*.cpp).
//
// SSA is built directly from the structured AST: the builder keeps the
// current control node and an environment holding the current value of
// every local of the method. A branch copies the environment, a merge makes
// a Region with one phi per local whose values differ, and a loop header
// gets a phi for every local before its body is built (the body may assign
// any of them, even ones first assigned later in the text); the optimizer
// removes the phis that turn out trivial. A local that is declared but not
// yet assigned is nil, as in Ruby.
//
// After `return`, `break` or `next` there is no current control (`ctrl` is
// null): nothing is emitted until the next merge brings a live path back.
#pragma once

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "frontend/ast.h"
#include "ir/construct.h"
#include "ir/program.h"

namespace rhz::ir {

using AstNode = frontend::Node;

// A path that reaches a merge point: its control and its locals.
struct Path {
  Node* ctrl;
  std::vector<Node*> env;
};

class Builder {
 public:
  Builder(Program& program, Graph& graph, const std::vector<std::string>& locals);

  // Builds a method body (or <main>) ending in the method's Return.
  void build_body(const AstNode* params, const AstNode* body);

  // Collects the names of every local of a method: parameters first, then
  // assignment targets in source order. Nested defs are not entered.
  static std::vector<std::string> collect_locals(const AstNode* params, const AstNode* body);

 private:
  // ---- expressions (build.cpp) -------------------------------------------
  // `used` is false where the value is dropped (statements of a sequence but
  // the last), which lets multiple assignment skip building its result array.
  Node* expr(const AstNode* n, bool used = true);
  Node* seq(const AstNode* n, bool used);
  Node* call(const AstNode* n);
  Node* send(SymbolId name, Node* recv, std::vector<Node*> args, std::uint8_t flags = 0);
  Node* send(const char* name, Node* recv, std::vector<Node*> args) { return send(sym(name), recv, std::move(args)); }
  Node* string_literal(const std::string& bytes);
  Node* literal(const std::string& text, LiteralKind kind);  // a Bignum's digits or a Symbol's name
  Node* interpolation(const AstNode* n);
  Node* define_method(const AstNode* n);
  Node* effect(Op op, std::vector<Node*> inputs, Payload payload = {});
  Node* nil() { return g_.constant(Imm::nil()); }
  SymbolId sym(std::string_view name) { return program_.symbols.intern(name); }

  // ---- assignments (build_assign.cpp) --------------------------------------
  Node* local_assign(const AstNode* n);
  Node* index_assign(const AstNode* n);
  Node* op_assign(const AstNode* n);
  Node* multi_assign(const AstNode* n, bool used);
  void bind_local(const std::string& name, Node* value) { env_[slot(name)] = value; }

  // ---- control flow (build_control.cpp) ------------------------------------
  // Branches on the truthiness of cond and merges the two paths.
  Node* branch(Node* cond, const std::function<Node*()>& on_true, const std::function<Node*()>& on_false);
  Node* if_expr(const AstNode* cond, const AstNode* then_part, const AstNode* else_part);
  Node* short_circuit(const AstNode* n);
  Node* case_expr(const AstNode* n);
  Node* while_loop(const AstNode* n);
  Node* jump(const AstNode* n);
  // Merges the live paths (and their values) into the current state; the
  // result is the merged value, or null when no path is live.
  Node* merge(std::vector<Path> paths, std::vector<Node*> values);
  Path here() const { return Path{ctrl_, env_}; }
  void optional_params(const AstNode* params);

  std::size_t slot(const std::string& name) const { return slots_.at(name); }

  struct LoopContext {
    std::vector<Path> breaks;
    std::vector<Path> nexts;
  };

  Program& program_;
  Graph& g_;
  std::unordered_map<std::string, std::size_t> slots_;
  Node* ctrl_;
  std::vector<Node*> env_;
  std::vector<LoopContext*> loops_;
  std::vector<Path> returns_;
  std::vector<Node*> return_values_;
};

}  // namespace rhz::ir
