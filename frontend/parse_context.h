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

// A method body, a class body (and the top level) starts a scope of its
// own; a block starts one that also sees the locals of the scopes around
// it, as in Ruby. A `for` loop's body is a block to the graph builder, but
// Ruby gives it no locals of its own: what it assigns is declared in the
// scope around it, so its scope only counts as one level in between.
class Scopes {
 public:
  Scopes() { push(); }
  void push() { stack_.push_back({{}, false, true, false}); }  // a method's
  void push_class() { stack_.push_back({{}, false, false, false}); }
  void push_block() { stack_.push_back({{}, true, false, false}); }
  void push_for() { stack_.push_back({{}, true, false, true}); }
  void pop() { stack_.pop_back(); }
  // Declares `name` in the innermost scope that holds locals and returns
  // how many block scopes out that is (the `for` bodies in between).
  int declare(const std::string& name) {
    size_t i = stack_.size() - 1;
    while (stack_[i].for_body) --i;  // the bottom scope is the top level's, never a for body
    stack_[i].names.insert(name);
    return static_cast<int>(stack_.size() - 1 - i);
  }
  bool is_local(const std::string& name) const { return level(name) >= 0; }
  // How many block scopes out `name` was declared (0: the innermost scope),
  // or -1 when it is not a local here.
  int level(const std::string& name) const {
    for (size_t i = stack_.size(), up = 0; i-- > 0; ++up) {
      if (stack_[i].names.count(name)) return static_cast<int>(up);
      if (!stack_[i].block) break;
    }
    return -1;
  }
  // Inside a method body (constants cannot be assigned there).
  bool in_method() const {
    for (size_t i = 1; i < stack_.size(); ++i)
      if (stack_[i].method) return true;
    return false;
  }
  bool in_block() const { return stack_.back().block; }

 private:
  struct Scope {
    std::unordered_set<std::string> names;
    bool block;
    bool method;    // a method's (the top level's is not)
    bool for_body;  // declares nothing itself
  };
  std::vector<Scope> stack_;
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
  Node* symbol_block(Node* pass);
  // `%w[...]` / `%i[...]`: an Array of Str (or Sym) nodes, one per word
  // of the lexer's NUL-separated text.
  Node* word_list(Range r, const std::string& words, Kind kind);
  // The body of the block of `Struct.new(...) do ... end`, taken off the
  // call; null for any other value.
  Node* struct_block(Node* value);
  Node* call(Range r, Node* receiver, std::string name, std::vector<Node*> args, uint32_t flags);
  // `$name`: the program's own global, or CRuby's special ones, named.
  Node* global_variable(Range r, const std::string& name);
  // `|(a, b), c|`: a block parameter destructured into block locals, as
  // `a, b = param` would. Gives a MultiAsgn of a hidden parameter, which
  // block_literal turns into that parameter and the assignment it begins
  // the body with.
  Node* destructured_param(Range r, std::vector<Node*> targets);
  void declare_block_targets(const std::vector<Node*>& targets);
  // `def (expr).name`: expr, which may not be a literal (CRuby's syntax error).
  Node* singleton_target(Range r, Node* target);
  // `def target.name ...` of the Def `def`: a method of self's singleton
  // (`def self.x`) or of another object's.
  Node* singleton_def(Range r, Node* target, Node* def);
  // `*target` among a multiple assignment's targets: the values the others
  // leave, as an Array (a Splat of the assignment).
  Node* splat_target(Range r, Node* target) { return ast.make(Kind::Splat, r, {assignable(target, nullptr)}); }
  // `class << self ... end`: its methods (and attr_* methods) as methods of
  // self's singleton, `def self.name`.
  Node* singleton_class_body(Range r, Node* target, Node* body);
  // `:"text"`: a Sym, or the String's to_sym when it interpolates.
  Node* quoted_symbol(Range r, std::vector<Node*> parts);
  // A method's Def; one with keyword parameters takes its arguments as one
  // splat and binds them in a prologue (frontend/parse_keywords.cpp). The
  // method's scope is still the innermost.
  Node* method_def(Range r, const std::string& name, Node* params, Node* body);
  // The methods being defined, innermost last (`__method__` names it).
  std::vector<std::string> methods;
  // `name: default` (null default: a required keyword) and `**name` among
  // a method's parameters.
  Node* keyword_param(Range r, const std::string& name, Node* default_value);
  Node* keyword_rest_param(Range r, const std::string& name);
  // `def name(params) = value`: a Def whose body is the one expression.
  Node* endless_def(Range r, const std::string& name, Node* params, Node* value);
  Node* unary(Range r, const char* op, Node* operand);
  Node* binary(Range r, Node* lhs, const char* op, Node* rhs);
  Node* unsupported(Range r, std::string what, Support support);
  Node* safe_navigation(Range r) { return unsupported(r, "assignment through safe navigation ('&.')", Support::NotYet); }
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
  // `recv.name` as an assignment target (safe: `&.`, not in the language).
  Node* attribute(Range r, Node* receiver, bool safe, const std::string& name);
  // `Scope::NAME`, where Scope is a constant.
  Node* scoped_constant(Range r, Node* scope, const std::string& name);
  Node* string_literal(Range r, std::vector<Node*> parts);
  Node* concat_strings(Range r, Node* first, Node* second);
  // `/source/options` (parts as a string literal's) as a Regex or DRegex.
  Node* regexp_literal(Range r, std::vector<Node*> parts, const std::string& option_letters);
  Node* negate_literal(Range r, Node* literal);
  Node* make_if(Range r, Node* cond, Node* then_part, Node* else_part);
  Node* make_while(Range r, Node* cond, Node* body, bool until);
  // `stmt while cond`; a do-while when stmt is a `begin ... end`.
  Node* modifier_while(Range r, Node* body, Node* cond, bool until);
  // `for var in iter body end`: `var` is the loop's target, an assignment
  // whose value is absent, or Targets for `for a, b in`.
  Node* for_loop(Range r, Node* var, Node* iter, Node* body);
  // `begin body end`: the body as an expression (a rescue or ensure in it
  // stays a placeholder for the checks to name).
  Node* begin_block(Range r, Node* body);
  // A body with its rescue clauses, else part and ensure clause (each may
  // be absent), as one Seq (parse_rescue.cpp); an else part needs a clause.
  Node* body_statement(Range r, Node* body, std::vector<Node*> clauses, Node* else_part, Node* ensure);
  Node* rescue_clause(Range r, std::vector<Node*> classes, Node* target, Node* body);
  // `=> target` in a rescue clause (a variable).
  Node* rescue_target(Node* target);
  Node* rescue_modifier(Range r, Node* body, Node* fallback);
  // The part of a begin that a rescue or ensure protects, as a block.
  Node* protected_block(Node* body);
  Node* jump(Range r, Kind kind, std::vector<Node*> values);
  // Attaches a block literal to the call it follows; anything else that a
  // block cannot follow is reported. `lambda { }` is a lambda literal.
  Node* with_block(Node* call, Node* block);
  Node* block_literal(Range r, Node* params, Node* body);
  // `->(params) { body }`: a Block flagged kLambda (params null: none).
  Node* lambda_literal(Range r, Node* params, Node* body);
  // A block that is a lambda (`->`, `lambda { }`): flagged, its splat and
  // block parameters named as unsupported.
  Node* make_lambda(Node* block);
  void check_params(Node* params);
  // `*name` (name "*" for a bare `*`).
  Node* rest_param(Range r, const std::string& name);
  void syntax_error(Pos pos, std::string message) { diags.error(pos, std::move(message)); }

 private:
  int destructured_params_ = 0;  // numbers the hidden parameters
};

}  // namespace rhz::frontend
