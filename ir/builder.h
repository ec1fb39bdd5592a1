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
//
// Blocks (build_block.cpp): a block literal is built by a Builder of its
// own into a graph of its own. A local that a block inside its scope reads
// or writes is *shared*: it lives in the scope's environment (NewEnv at
// the scope's start) instead of in SSA values, and every access in any scope
// is an EnvLoad or EnvStore. A block reaches the environments around it
// through its own (BlockEnv): slot 0 of each links to the next one out.
#pragma once

#include <functional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "frontend/ast.h"
#include "ir/construct.h"
#include "ir/program.h"

namespace rhz::ir {

using AstNode = frontend::Node;

// The program's classes and modules as its text defines them: each one's
// lexical parent (the class or module whose body it is written in), its
// superclass and the modules it includes, as written, and the constants its
// bodies assign (nested classes and modules included). Names are qualified
// (`Shapes::Circle`). Constant references resolve against it at build time,
// as Ruby resolves them: `X` written in the body of C is looked up in C and
// the bodies C is nested in, then in C's ancestors (included modules, then
// the superclass, and theirs), then at the top level.
struct ClassTable {
  struct Entry {
    std::string parent;                 // empty: the top level
    std::string super;                  // as written (a constant name), or empty
    std::vector<std::string> includes;  // `include M` in the body, as written, in order
    std::unordered_set<std::string> constants;
    bool module = false;                // `module Name`
  };
  std::unordered_map<std::string, Entry> classes;

  static ClassTable collect(const frontend::Ast& ast);
  // The qualified name `name` refers to from inside class `scope` (empty:
  // the top level); with `scoped` (`scope::name`), only scope and its
  // ancestors are searched, and a name not found stays qualified by scope.
  std::string resolve(const std::string& scope, const std::string& name, bool scoped) const;

 private:
  // `cls`'s ancestor (itself first) that assigns `name`, qualified with it.
  // The superclasses and modules named there are resolved lexically.
  std::string find_in_ancestors(const std::string& cls, const std::string& name, std::size_t depth) const;
  // `name` in the bodies scope is nested in (scope first), else the top level's.
  std::string resolve_lexically(const std::string& scope, const std::string& name) const;
};

// A path that reaches a merge point: its control and its locals.
struct Path {
  Node* ctrl;
  std::vector<Node*> env;
};

// A scope's part in the chain of environments, as the blocks inside it see
// it. Scopes without shared locals have no environment: a block made there
// gets the one from further out.
struct ScopeInfo {
  const ScopeInfo* outer = nullptr;  // the scope a block is written in; null for a method or <main>
  std::string method_name;           // of the method the scope belongs to
  std::uint32_t block_level = 0;     // 0: a method; n: a block nested n deep
  std::uint32_t named_level = 0;     // block_level as frames are named: a begin's protected part is no block there
  // A lambda's scope is where a `return` inside it goes, as a method's is:
  // return_level counts the blocks out to the nearest of the two.
  bool lambda = false;
  std::uint32_t return_level = 0;
  bool returns_home() const { return !outer || lambda; }
  std::unordered_map<std::string, std::uint32_t> shared;  // local -> its environment slot
  // A method whose blocks yield keeps its own block in its environment.
  std::uint32_t block_slot = 0;      // 0: none
  std::uint32_t env_slots = 0;       // 0: no environment; else 1 (the link out) + shared + block
  bool yields_in_blocks = false;     // a block inside yields: sends with blocks pass breaks on
  bool returns_in_blocks = false;    // a block inside returns from this scope (when returns_home)
  bool builtin = false;              // the prelude's (MethodInfo::builtin)
  std::uint32_t file = 0;            // MethodInfo::file of the methods made here
  bool frozen_literals = false;      // the file's `# frozen_string_literal: true`
  const ClassTable* classes = nullptr;
  std::string lexical_class;         // the class body the scope is written in, if any
  bool has_env() const { return env_slots != 0; }
  // The nearest scope outside this one that has an environment, or null.
  const ScopeInfo* outer_env_holder() const {
    const ScopeInfo* s = outer;
    while (s && !s->has_env()) s = s->outer;
    return s;
  }
};

class Builder {
 public:
  // `outer` is the scope a block is written in (null for a method or
  // <main>), `method_name` the method the graph belongs to.
  Builder(Program& program, Graph& graph, const std::vector<std::string>& locals, const ScopeInfo* outer,
          std::string method_name);

  // Builds a method body (or <main>) ending in the method's Return.
  void build_body(const AstNode* params, const AstNode* body);
  // The builder of a begin's protected part (frontend::kProtectedBody):
  // its frames bear the name of the scope around it, as CRuby's do.
  void mark_protected_body() { --scope_.named_level; }
  // A prelude method's builder: its blocks are part of the core library too.
  void mark_builtin() { scope_.builtin = true; }
  // A lambda's builder: its `return` and `break` return from its graph.
  void mark_lambda() {
    scope_.lambda = true;
    scope_.return_level = 0;
  }
  // The file the graph is written in (MethodInfo::file).
  void set_file(std::uint32_t file) { scope_.file = file; }
  // The file's string literals are frozen (frontend::kFrozenStringLiterals).
  void set_frozen_literals(bool frozen) { scope_.frozen_literals = frozen; }
  // The program's classes, and the class whose body the graph is written in.
  void set_classes(const ClassTable* classes, std::string lexical_class) {
    scope_.classes = classes;
    scope_.lexical_class = std::move(lexical_class);
  }

  // Collects the names of every local of a method or block: parameters
  // first, then assignment targets in source order. Nested defs and blocks
  // are not entered (their locals are their own).
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
  // `def target.name` (and `def self.name` outside a class body): the
  // method, defined on target's singleton class at run time.
  Node* define_own_method(Node* target, const AstNode* def);
  // Builds a def's method into the program and gives its index; an own
  // method (of one object) is no member of the class around it.
  std::uint32_t build_method(const AstNode* n, bool own_method);
  // Splats (`f(*a)`, `[x, *a]`): whether any item is one, and the items'
  // values spread into one new Array.
  static bool has_splat(const std::vector<const AstNode*>& items);
  Node* call_on(const AstNode* n, Node* recv_value);
  Node* splat_send(const AstNode* n, const std::string& name, Node* recv, Node* spread_args, std::int64_t splat_flags,
                   Node* owner);
  Node* safe_call(const AstNode* n, Node* recv);
  Node* spread(const std::vector<const AstNode*>& items);
  Node* send_with_block(const AstNode* n, SymbolId name, Node* recv, std::vector<Node*> args, std::uint8_t flags);
  Node* new_with_block(const AstNode* block_ast, Node* recv, std::vector<Node*> args, std::uint8_t flags);
  Node* effect(Op op, std::vector<Node*> inputs, Payload payload = {});
  Node* nil() { return g_.constant(Imm::nil()); }
  SymbolId sym(std::string_view name) { return program_.symbols.intern(name); }

  // ---- classes, ivars, super and constants (build_class.cpp) ---------------
  Node* define_class(const AstNode* n);
  Node* super_call(const AstNode* n);
  Node* ivar_get(const std::string& name) { return effect(Op::GetIvar, {g_.self()}, Payload::symbol(sym(name))); }
  Node* ivar_set(const std::string& name, Node* v) {
    effect(Op::SetIvar, {g_.self(), v}, Payload::symbol(sym(name)));
    return v;
  }
  // Class variables live in the class the code is written in (or the
  // superclass that has them): nil at the top level, where reading or
  // writing one raises. A read that is not strict (`@@x ||= v`) gives nil
  // for one never assigned.
  Node* cvar_get(const std::string& name, bool strict);
  Node* cvar_set(const std::string& name, Node* v);
  Node* lexical_class();
  // The qualified name of constant `name` here (ClassTable::resolve).
  std::string constant_name(const std::string& name) const;
  std::string scoped_constant_name(const AstNode* n) const;  // ScopedConst
  std::string assigned_constant_name(const std::string& name) const;

  // ---- assignments (build_assign.cpp) --------------------------------------
  Node* local_assign(const AstNode* n);
  Node* index_assign(const AstNode* n);
  SymbolId writer_name(const AstNode* n);  // an IndexAsgn's: `[]=` or `name=`
  Node* op_assign(const AstNode* n);
  Node* multi_assign(const AstNode* n, bool used);
  // An index target's receiver and indices, evaluated before the values.
  struct TargetStore {
    Node* recv = nullptr;
    std::vector<Node*> index;
  };
  std::vector<TargetStore> target_stores(const AstNode* targets);
  void assign_targets(const AstNode* targets, const std::vector<TargetStore>& stores, Node* ary, std::vector<Node*> values);
  void destructure(const AstNode* targets, Node* value);
  void bind_local(const std::string& name, Node* value) { env_[slot(name)] = value; }

  // ---- blocks and shared locals (build_block.cpp) ---------------------------
  // Finds the shared locals of this scope and makes its environment.
  void open_scope(const AstNode* params, const AstNode* body);
  Node* read_local(const AstNode* var);  // LocalVar
  void write_local(const AstNode* target, Node* value);  // LocalAsgn or LocalVar
  // The environment holding the locals of the scope `level` blocks out.
  Node* env_at(std::uint32_t level);
  Node* outer_env();
  // The environment a block made here gets (nil when there is none).
  Node* env_for_blocks();
  // The block this method was called with (from a block: its method's).
  Node* method_block();
  Node* block_literal(const AstNode* block);
  Node* yield(const AstNode* n);
  // After a yield (or a send with a block): a break's marker is returned
  // at once, up to the send whose block it leaves.
  void pass_breaks_on(Node* result);
  // After a send whose block returns from this method: the method returns
  // the value of such a return, and passes any other marker on.
  void catch_returns(Node* result);
  Node* block_jump(const AstNode* n);  // break, next or return that leaves a block
  // After a send with a block literal (and its CatchBreak): the markers of
  // returns and breaks out of blocks go on, or end here.
  void after_block_send(const AstNode* block_ast, Node* result);

  // ---- defined? (build_defined.cpp) -----------------------------------------
  // What `defined?(e)` gives: a frozen word ("method", "constant", ...) or nil.
  Node* defined(const AstNode* e);
  Node* defined_if(Node* cond, const char* word);  // the word where cond is truthy, else nil
  // then() where every one of items (from `from` on) is defined, else nil.
  Node* defined_all(const std::vector<const AstNode*>& items, std::size_t from, const std::function<Node*()>& then);
  // then(e's value) where e, a receiver, is defined (and so runs), else nil.
  Node* defined_then(const AstNode* e, const std::function<Node*(Node*)>& then);
  // then(the receiver's value) where the call e (a Call or IndexAsgn) of
  // `name` could be made, else nil.
  Node* defined_send(const AstNode* e, const std::string& name, const std::function<Node*(Node*)>& then);

  // ---- exceptions (build_rescue.cpp) ----------------------------------------
  Node* rescue(const AstNode* n);
  struct RetryContext;
  Node* rescue_once(const AstNode* n, RetryContext* retry);  // retry: null when no clause retries
  Node* rescue_clauses(const AstNode* n, std::size_t clause, Node* exception, Node* saved_errinfo);
  Node* ensure(const AstNode* n);
  Node* retry(const AstNode* n);
  // Runs a protected part (a Block with kProtectedBody) under __try: its
  // value, or the caught marker when it raised.
  Node* run_protected(const AstNode* block_ast);

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
  // A loop header (with a phi per local) at the current path, and its end
  // once the body is built: the current path is the back edge (none when
  // ctrl_ is null, and the header collapses into straight-line code).
  struct LoopHeader {
    Node* entry;
    std::vector<Node*> entry_env;
    Node* loop;
    std::vector<Node*> phis;
  };
  LoopHeader open_loop();
  void close_loop(const LoopHeader& header, std::vector<Path>& exits, std::vector<Node*>& exit_values);

  std::size_t slot(const std::string& name) const { return slots_.at(name); }

  struct LoopContext {
    std::vector<Path> breaks;
    std::vector<Node*> break_values;
    std::vector<Path> nexts;
  };

  Program& program_;
  Graph& g_;
  std::unordered_map<std::string, std::size_t> slots_;
  Node* ctrl_;
  std::vector<Node*> env_;
  std::vector<LoopContext*> loops_;
  // The rescue clauses being built, innermost last: where a `retry` goes,
  // and the $! it restores first.
  struct RetryContext {
    std::vector<Path> retries;
    Node* saved_errinfo = nullptr;
  };
  std::vector<RetryContext*> retry_targets_;
  // The rescue and ensure clauses being built, outermost first: the $!
  // each restores when it ends, and how many loops were open when it began.
  // A jump out of clauses restores the outermost one it leaves.
  struct ErrinfoScope {
    Node* saved;
    std::size_t loops;
  };
  std::vector<ErrinfoScope> errinfo_scopes_;
  // Before a jump that leaves every clause begun with `loops` or more
  // loops open (0: a return, leaving them all).
  void restore_errinfo(std::size_t loops);
  std::vector<Path> returns_;
  std::vector<Node*> return_values_;
  ScopeInfo scope_;
  const AstNode* params_ = nullptr;  // the method's parameters (what a bare `super` passes)
  Node* own_env_ = nullptr;    // this scope's environment, if it has one
  Node* outer_env_ = nullptr;  // a block's: the environment it was made with (made on first use)
  std::uint32_t blocks_made_ = 0;
};

}  // namespace rhz::ir
