// What the parser's actions and the lexer share while one file is parsed:
// the AST arena, the diagnostics, and the local-variable scopes that decide
// whether an identifier is a variable or a method call (the lexer needs that
// too, for Ruby's spacing rules: `x -1` subtracts when x is a local).
#pragma once

#include <string>
#include <unordered_set>
#include <vector>

#include "frontend/ast.h"
#include "frontend/diagnostics.h"
#include "frontend/lexer.h"
#include "frontend/source.h"

namespace rhz::frontend {

class Scopes {
 public:
  Scopes() { push(); }
  void push() { stack_.emplace_back(); }
  void pop() { stack_.pop_back(); }
  void declare(const std::string& name) { stack_.back().insert(name); }
  bool is_local(const std::string& name) const { return stack_.back().count(name) != 0; }
  // Depth 1 is the top level; methods are not nested in tier A.
  size_t depth() const { return stack_.size(); }

 private:
  std::vector<std::unordered_set<std::string>> stack_;
};

class ParseContext {
 public:
  ParseContext(const SourceFile& file, Diagnostics& diags)
      : file(file), diags(diags), lexer(file, diags, scopes) {}

  const SourceFile& file;
  Diagnostics& diags;
  Ast ast;
  Scopes scopes;
  Lexer lexer;

  // Builders used by the grammar actions (parse_actions.cpp).
  Node* call(Range r, Node* receiver, std::string name, std::vector<Node*> args, uint32_t flags);
  Node* unary(Range r, const char* op, Node* operand);
  Node* binary(Range r, Node* lhs, const char* op, Node* rhs);
  Node* unsupported(Range r, std::string what, int tier);
  Node* safe_navigation(Range r) { return unsupported(r, "safe navigation ('&.')", 'B'); }
  Node* seq(Range r, std::vector<Node*> stmts);
  // An identifier in expression position: a LocalVar if declared, else a call.
  Node* identifier(Range r, const std::string& name);
  // Declares the local an assignment target names, as soon as the target is
  // reduced (before the right side is lexed), and returns the target node.
  Node* declare_target(Node* target);
  // Turns a parsed target (identifier, constant, index) into an assignment
  // target, declaring locals; reports targets that cannot be assigned.
  Node* assignable(Node* target, Node* value);
  Node* op_assign(Range r, Node* target, const std::string& op, Node* value);
  Node* string_literal(Range r, std::vector<Node*> parts);
  Node* concat_strings(Range r, Node* first, Node* second);
  Node* negate_literal(Range r, Node* literal);
  Node* make_if(Range r, Node* cond, Node* then_part, Node* else_part);
  Node* make_while(Range r, Node* cond, Node* body, bool until);
  Node* modifier_while(Range r, Node* body, Node* cond, bool until);
  Node* jump(Range r, Kind kind, std::vector<Node*> values);
  void check_params(Node* params);
  void syntax_error(Pos pos, std::string message) { diags.error(pos, std::move(message)); }
};

}  // namespace rhz::frontend
