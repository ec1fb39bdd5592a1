// The builder's entry points and expressions (see ir/builder.h for the
// protocol). Control flow is in build_control.cpp, assignments in
// build_assign.cpp.

#include "ir/build.h"

#include "ir/builder.h"
#include "ir/check.h"
#include "ir/optimize.h"

namespace rhz::ir {

using frontend::Kind;

Builder::Builder(Program& program, Graph& graph, const std::vector<std::string>& locals, const ScopeInfo* outer,
                 std::string method_name)
    : program_(program), g_(graph), ctrl_(graph.start()) {
  for (std::size_t i = 0; i < locals.size(); ++i) slots_.emplace(locals[i], i);
  env_.assign(locals.size(), nil());
  scope_.outer = outer;
  scope_.method_name = std::move(method_name);
  scope_.block_level = outer ? outer->block_level + 1 : 0;
  scope_.return_level = outer ? outer->return_level + 1 : 0;
  scope_.named_level = outer ? outer->named_level + 1 : 0;
  scope_.builtin = outer && outer->builtin;
  if (outer) {
    scope_.classes = outer->classes;
    scope_.lexical_class = outer->lexical_class;
    scope_.file = outer->file;
    scope_.frozen_literals = outer->frozen_literals;
  }
}

std::vector<std::string> Builder::collect_locals(const AstNode* params, const AstNode* body) {
  std::vector<std::string> names;
  std::unordered_map<std::string, bool> seen;
  auto add = [&](const std::string& name) {
    if (seen.emplace(name, true).second) names.push_back(name);
  };
  // Pre-order, children left to right, so locals are numbered in source
  // order; nested defs, blocks and class bodies have locals of their own, and a local
  // declared further out (value > 0) is not this scope's.
  auto walk = [&](const AstNode* root) {
    std::vector<const AstNode*> stack{root};
    while (!stack.empty()) {
      const AstNode* n = stack.back();
      stack.pop_back();
      if (!n || n->kind == Kind::Def || n->kind == Kind::Block || n->kind == Kind::Class) continue;
      if (n->kind == Kind::LocalAsgn && n->value == 0) add(n->text);
      if (n->kind == Kind::OpAsgn && frontend::opasgn_target(n)->kind == Kind::LocalVar &&
          frontend::opasgn_target(n)->value == 0)
        add(frontend::opasgn_target(n)->text);
      for (std::size_t i = n->kids.size(); i-- > 0;) stack.push_back(n->kids[i]);
    }
  };
  if (params) {
    for (const AstNode* p : params->kids)
      if (p->kind == Kind::Param) add(p->text);
    for (const AstNode* p : params->kids)
      if (p->kind == Kind::BlockParam) add(p->text);
    for (const AstNode* p : params->kids)  // defaults may assign locals too
      if (p->kind == Kind::Param) walk(p->kids[0]);
  }
  walk(body);
  return names;
}

void Builder::build_body(const AstNode* params, const AstNode* body) {
  params_ = params;
  open_scope(params, body);
  if (params) {
    std::uint32_t index = 0;
    for (const AstNode* p : params->kids) {
      if (p->kind == Kind::BlockParam) {
        write_local(p, g_.make(Op::FrameBlock, {nullptr}));
        continue;
      }
      if (!p->kids[0]) write_local(p, g_.param(index));
      ++index;
    }
    optional_params(params);
  }
  Node* value = expr(body);
  if (ctrl_) {
    returns_.push_back(here());
    return_values_.push_back(value);
  }
  if (returns_.empty()) return;  // the method never returns (an endless loop)
  Node* result = merge(std::move(returns_), std::move(return_values_));
  make_return(g_, ctrl_, result);
}

Node* Builder::effect(Op op, std::vector<Node*> inputs, Payload payload) {
  if (!ctrl_) return nil();
  inputs.insert(inputs.begin(), ctrl_);
  ctrl_ = g_.make(op, inputs, payload);
  return ctrl_;
}

Node* Builder::send(SymbolId name, Node* recv, std::vector<Node*> args, std::uint8_t flags) {
  if (!ctrl_) return nil();
  ctrl_ = make_send(g_, ctrl_, name, recv, args, flags);
  return ctrl_;
}

Node* Builder::literal(const std::string& text, LiteralKind kind) {
  return effect(Op::Literal, {}, Payload::literal(program_.add_string(text), kind));
}

Node* Builder::string_literal(const std::string& bytes) {
  return effect(Op::NewString, {}, Payload::of_index(program_.add_string(bytes)));
}

// "a#{x}b": the fixed text is read only, so it is one frozen String for the
// whole run; each value is converted where it stands, in order, by
// __to_s_part (CRuby's objtostring): a value whose to_s is built in and
// cannot run Ruby code comes back as it is, for Interpolate to write
// without making a String for it.
Node* Builder::interpolation(const AstNode* n) {
  std::vector<Node*> parts;
  for (const AstNode* part : n->kids) {
    if (part->kind == Kind::Str) {
      parts.push_back(literal(part->text, LiteralKind::FrozenString));
    } else {
      Node* value = expr(part->kids[0]);
      parts.push_back(send(sym("__to_s_part"), g_.self(), {value}, kSendFunctional));
    }
  }
  return effect(Op::Interpolate, std::move(parts));
}

Node* Builder::call(const AstNode* n) {
  const AstNode* recv_ast = frontend::call_receiver(n);
  if (n->has(frontend::kSafeNav)) return safe_call(n, expr(recv_ast));
  return call_on(n, recv_ast ? expr(recv_ast) : nullptr);
}

// `recv&.name(args)`: the call when recv is not nil (false too, as in
// Ruby), else nil without evaluating the arguments. Truthiness decides
// most of it; only a falsy receiver asks whether it is nil. The call (and
// its block) is built once, on one path.
Node* Builder::safe_call(const AstNode* n, Node* recv) {
  auto constant = [&](bool b) { return g_.constant(Imm::of_bool(b)); };
  Node* sends = branch(recv, [&] { return constant(true); }, [&] {
    Node* is_nil = send(sym("__nil?"), g_.self(), {recv}, kSendFunctional);
    return branch(is_nil, [&] { return constant(false); }, [&] { return constant(true); });
  });
  return branch(sends, [&] { return call_on(n, recv); }, [&] { return nil(); });
}

// The call `n` with its receiver's value (null: self, no receiver written).
Node* Builder::call_on(const AstNode* n, Node* recv_value) {
  const AstNode* recv_ast = frontend::call_receiver(n);
  if (!recv_ast && n->text == "block_given?" && frontend::call_argc(n) == 0 && !n->has(frontend::kWithBlock))
    return g_.make(Op::Truthy, {nullptr, method_block()});
  std::uint8_t flags = 0;
  Node* recv;
  if (recv_ast) {
    recv = recv_value;
  } else {
    recv = g_.self();
    flags |= kSendFunctional;
    if (n->has(frontend::kVCall)) flags |= kSendVCall;
  }
  std::vector<const AstNode*> arg_asts(n->kids.begin() + 1, n->kids.begin() + 1 + frontend::call_argc(n));
  if (has_splat(arg_asts))
    return splat_send(n, n->text, recv, spread(arg_asts), (flags & kSendFunctional) ? kSplatFunctional : 0, nil());
  std::vector<Node*> args;
  for (const AstNode* a : arg_asts) args.push_back(expr(a));
  if (n->has(frontend::kWithBlock)) return send_with_block(n, sym(n->text), recv, std::move(args), flags);
  // The prelude's Proc#call yields to its receiver.
  if (scope_.builtin && !recv_ast && n->text == "__yield_self") {
    args.insert(args.begin(), g_.self());
    Node* result = effect(Op::Yield, std::move(args));
    pass_breaks_on(result);
    return result;
  }
  Node* result = send(sym(n->text), recv, std::move(args), flags);
  // A break or return out of a block called through Proc#call (or yield,
  // not `[]`, which would cost every Array index a test) comes back
  // from the call as the marker, which goes on up as a yield's does, or
  // ends here when it is a return from this method (or lambda).
  if (recv_ast && (n->text == "call" || n->text == "yield")) {
    if (scope_.returns_in_blocks && scope_.returns_home()) catch_returns(result);
    else pass_breaks_on(result);
  }
  return result;
}

// `f(a, *b)`, `f(*b) { }`, `super(*b)`: the arguments spread into one
// Array, then __splat_send. A block goes through the prelude's
// __splat_send_block, whose own block it is, so that a break out of it is
// caught where it is written, as any block send's.
Node* Builder::splat_send(const AstNode* n, const std::string& name, Node* recv, Node* spread_args,
                          std::int64_t splat_flags, Node* owner) {
  std::vector<Node*> args{recv, literal(name, LiteralKind::Symbol), spread_args,
                          g_.constant(Imm::of_fixnum(splat_flags)), owner};
  if (n->has(frontend::kWithBlock)) return send_with_block(n, sym("__splat_send_block"), g_.self(), std::move(args), kSendFunctional);
  if (splat_flags & kSplatSuper) {
    // Without a block literal, super passes the method's own block on.
    std::vector<Node*> inputs{g_.self(), method_block()};
    inputs.insert(inputs.end(), args.begin(), args.end());
    Node* result = effect(Op::SendBlock, std::move(inputs), Payload::send(sym("__splat_send_block"), kSendFunctional));
    pass_breaks_on(result);
    return result;
  }
  args.push_back(nil());
  return send(sym("__splat_send"), g_.self(), std::move(args), kSendFunctional);
}

bool Builder::has_splat(const std::vector<const AstNode*>& items) {
  for (const AstNode* a : items)
    if (a->kind == Kind::Splat) return true;
  return false;
}

// The values of `items` in one new Array, each Splat's spread in place:
// runs of plain values become Arrays, and __splat_concat joins them with
// the splatted values.
Node* Builder::spread(const std::vector<const AstNode*>& items) {
  std::vector<Node*> parts;
  std::vector<Node*> run;
  for (const AstNode* a : items) {
    if (a->kind != Kind::Splat) {
      run.push_back(expr(a));
      continue;
    }
    if (!run.empty()) parts.push_back(effect(Op::NewArray, std::move(run)));
    run.clear();
    parts.push_back(expr(a->kids[0]));
  }
  if (!run.empty()) parts.push_back(effect(Op::NewArray, std::move(run)));
  return send(sym("__splat_concat"), g_.self(), std::move(parts), kSendFunctional);
}

std::uint32_t Builder::build_method(const AstNode* n, bool own_method) {
  const AstNode* params = frontend::def_params(n);
  MethodInfo info;
  info.name = sym(n->text);
  info.line = n->range.begin.line;
  info.file = scope_.file;
  for (const AstNode* p : params->kids) {
    if (p->kind == Kind::BlockParam) continue;
    info.params.push_back(sym(p->text));
    if (p->has(frontend::kRestParam)) info.rest = true;
    else if (p->kids[0]) ++info.optional;
    else ++info.required;
  }
  info.own_method = own_method;
  info.self_on_heap = !own_method;
  if (!scope_.lexical_class.empty() && !own_method) {
    info.class_member = true;
    info.owner = sym(scope_.lexical_class);
    info.singleton = n->has(frontend::kSingleton);
    if (scope_.classes && !info.singleton) {
      const auto entry = scope_.classes->classes.find(scope_.lexical_class);
      if (entry != scope_.classes->classes.end() && entry->second.module) info.self_on_heap = false;
    }
  }
  std::uint32_t index = program_.add_method(std::move(info));
  Method& method = program_.methods[index];
  Builder inner(program_, method.graph, collect_locals(params, frontend::def_body(n)), nullptr, n->text);
  inner.set_classes(scope_.classes, scope_.lexical_class);
  inner.set_file(scope_.file);
  inner.set_frozen_literals(scope_.frozen_literals);
  inner.build_body(params, frontend::def_body(n));
  return index;
}

Node* Builder::define_method(const AstNode* n) {
  // `def self.name` outside a class body is main's own method.
  if (n->has(frontend::kSingleton) && scope_.lexical_class.empty()) return define_own_method(g_.self(), n);
  return effect(Op::DefineMethod, {}, Payload::of_index(build_method(n, false)));
}

Node* Builder::define_own_method(Node* target, const AstNode* def) {
  const std::uint32_t index = build_method(def, true);
  Node* method = g_.constant(Imm::of_fixnum(index));
  return send(sym("__define_singleton_method"), g_.self(), {target, method}, kSendFunctional);
}

Node* Builder::seq(const AstNode* n, bool used) {
  Node* value = nil();
  for (std::size_t i = 0; i < n->kids.size(); ++i) {
    bool last = i + 1 == n->kids.size();
    value = expr(n->kids[i], used && last);
    if (!ctrl_) break;  // the rest of the sequence is unreachable
  }
  return value;
}

Node* Builder::expr(const AstNode* n, bool used) {
  if (!n) return nil();
  if (!ctrl_) return nil();
  // Nodes take the line of the innermost expression being built; the
  // enclosing expression's line comes back once its operands are built.
  struct LineScope {
    Graph& g;
    std::uint32_t saved;
    ~LineScope() { g.set_line(saved); }
  } scope{g_, g_.current_line()};
  g_.set_line(n->range.begin.line);
  switch (n->kind) {
    case Kind::Program: return expr(frontend::program_body(n), used);
    case Kind::Seq: return seq(n, used);
    case Kind::Int: return g_.constant(Imm::of_fixnum(n->value));
    case Kind::BigInt: return literal(n->text, LiteralKind::Bignum);
    case Kind::Sym: return literal(n->text, LiteralKind::Symbol);
    case Kind::Float: return literal(n->text, LiteralKind::Float);
    case Kind::Nil: return nil();
    case Kind::True: return g_.constant(Imm::of_bool(true));
    case Kind::False: return g_.constant(Imm::of_bool(false));
    case Kind::Self: return g_.self();
    // Under `# frozen_string_literal: true` a literal is one frozen String.
    case Kind::Str:
      return scope_.frozen_literals ? literal(n->text, LiteralKind::FrozenString) : string_literal(n->text);
    case Kind::DStr: return interpolation(n);
    // A literal regexp is one object for the whole run, made from its
    // inspect text; one with interpolation is compiled each time it is
    // reached, from the String its parts make (runtime/regexp.h).
    case Kind::Regex: {
      std::string text = "/" + n->text + "/";
      if (n->value & 1) text += 'i';
      if (n->value & 4) text += 'm';
      if (n->value & 2) text += 'x';
      return literal(text, LiteralKind::Regexp);
    }
    case Kind::DRegex:
      return send(sym("__regexp_new"), g_.self(),
                  {interpolation(n), g_.constant(Imm::of_fixnum(n->value))}, kSendFunctional);
    case Kind::Array: {
      if (const std::vector<const AstNode*> items(n->kids.begin(), n->kids.end()); has_splat(items)) return spread(items);
      std::vector<Node*> elements;
      for (const AstNode* e : n->kids) elements.push_back(expr(e));
      return effect(Op::NewArray, std::move(elements));
    }
    case Kind::Hash: {
      // A private helper of the runtime makes it (runtime/hash.h); each
      // `**h` among the pairs (a Splat key) is merged in where it stands.
      std::vector<Node*> parts;
      Node* hash = nullptr;  // what the pairs so far make, once a `**` has come
      auto flush = [&] {
        Node* made = send(sym("__hash_new"), g_.self(), std::move(parts), kSendFunctional);
        parts.clear();
        hash = hash ? send(sym("__hash_splat"), g_.self(), {hash, made}, kSendFunctional) : made;
      };
      for (std::size_t i = 0; i + 1 < n->kids.size(); i += 2) {
        const AstNode* key = n->kids[i];
        if (key->kind == Kind::Splat) {
          if (!hash || !parts.empty()) flush();
          hash = send(sym("__hash_splat"), g_.self(), {hash, expr(key->kids[0])}, kSendFunctional);
          continue;
        }
        parts.push_back(expr(key));
        parts.push_back(expr(n->kids[i + 1]));
      }
      if (!hash) return send(sym("__hash_new"), g_.self(), std::move(parts), kSendFunctional);
      if (!parts.empty()) flush();
      return hash;
    }
    case Kind::Range: {
      // A private helper of the runtime makes it (runtime/range.h).
      Node* low = expr(n->kids[0]);
      Node* high = expr(n->kids[1]);
      Node* exclusive = g_.constant(Imm::of_bool(n->text == "..."));
      return send(sym("__range_new"), g_.self(), {low, high, exclusive}, kSendFunctional);
    }
    case Kind::LocalVar: return read_local(n);
    case Kind::Yield: return yield(n);
    case Kind::LocalAsgn: return local_assign(n);
    case Kind::Const: return effect(Op::ConstGet, {}, Payload::symbol(sym(constant_name(n->text))));
    case Kind::ScopedConst: return effect(Op::ConstGet, {}, Payload::symbol(sym(scoped_constant_name(n))));
    case Kind::ConstAsgn: {
      Node* value = expr(frontend::assigned_value(n));
      effect(Op::ConstSet, {value}, Payload::symbol(sym(assigned_constant_name(n->text))));
      return value;
    }
    // A global is a slot of the constant table named with its `$`, nil
    // until assigned (runtime/interpreter_support.h).
    case Kind::GVar:
      if (n->text == "$!") return send(sym("__errinfo"), g_.self(), {}, kSendFunctional);
      return effect(Op::ConstGet, {}, Payload::symbol(sym(n->text)));
    case Kind::GVarAsgn: {
      Node* value = expr(frontend::assigned_value(n));
      effect(Op::ConstSet, {value}, Payload::symbol(sym(n->text)));
      return value;
    }
    case Kind::IVar: return ivar_get(n->text);
    case Kind::CVar: return cvar_get(n->text, true);
    case Kind::CVarAsgn: return cvar_set(n->text, expr(frontend::assigned_value(n)));
    case Kind::IVarAsgn: return ivar_set(n->text, expr(frontend::assigned_value(n)));
    case Kind::Call: return n->has(frontend::kSuper) ? super_call(n) : call(n);
    case Kind::IndexAsgn: return index_assign(n);
    case Kind::OpAsgn: return op_assign(n);
    case Kind::MultiAsgn: return multi_assign(n, used);
    case Kind::And:
    case Kind::Or: return short_circuit(n);
    case Kind::Not: {
      Node* v = expr(n->kids[0]);
      return g_.make(Op::Not, {nullptr, v});
    }
    case Kind::Defined: return defined(n->kids[0]);
    case Kind::If: return if_expr(frontend::if_cond(n), frontend::if_then(n), frontend::if_else(n));
    case Kind::While: return while_loop(n);
    case Kind::Case: return case_expr(n);
    case Kind::Break:
    case Kind::Next:
    case Kind::Return: return jump(n);
    // Run as the program reaches them, on the class being defined (or
    // Object at the top level).
    case Kind::Alias:
      return send(sym("__alias"), g_.self(),
                  {literal(n->text, LiteralKind::Symbol), literal(n->kids[0]->text, LiteralKind::Symbol)}, kSendFunctional);
    case Kind::Undef:
      return send(sym("__undef_method"), g_.self(), {literal(n->text, LiteralKind::Symbol)}, kSendFunctional);
    case Kind::Rescue: return rescue(n);
    case Kind::Ensure: return ensure(n);
    case Kind::Retry: return retry(n);
    case Kind::Def: return define_method(n);
    case Kind::SingletonDef: return define_own_method(expr(n->kids[0]), n->kids[1]);
    case Kind::Class:
      if (scope_.classes) return define_class(n);
      break;  // the prelude's, built by add_prelude
    case Kind::Interp:
    case Kind::Targets:
    case Kind::When:
    case Kind::Params:
    case Kind::Param:
    case Kind::BlockParam:
    case Kind::BlockPass:
    case Kind::Splat:  // spread by the call or Array it is in
    case Kind::RescueClause:  // built by its Rescue
      break;
    case Kind::Block:  // a lambda is a value; any other block is built by the call it belongs to
      if (n->has(frontend::kLambda)) return block_literal(n);
      break;
    case Kind::Unsupported:
      // What the subset checks let through to run time (frontend::kAtRunTime).
      if (n->has(frontend::kAtRunTime))
        return send(sym("__not_implemented"), g_.self(),
                    {string_literal(n->text + (n->text.ends_with('s') ? " are" : " is") + " not supported by rhz yet")},
                    kSendFunctional);
      break;
  }
  RHZ_IR_CHECK(false, "the builder met a node the subset checks should have refused");
  return nil();
}

Program build_program(const frontend::Ast& ast, std::string_view file_name) {
  Program program;
  program.files.push_back(program.symbols.intern(file_name));
  Method& main = program.main();
  const ClassTable classes = ClassTable::collect(ast);
  Builder builder(program, main.graph, Builder::collect_locals(nullptr, ast.root), nullptr, "<main>");
  builder.set_classes(&classes, "");
  builder.set_frozen_literals(ast.root->has(frontend::kFrozenStringLiterals));
  builder.build_body(nullptr, ast.root);
  // Each required file's top level: a method of its own, run by
  // require_relative (runtime/require.cpp) when the program first loads it.
  for (const frontend::RequiredRoot& r : ast.required) {
    const auto file = static_cast<std::uint32_t>(program.files.size());
    program.files.push_back(program.symbols.intern(r.path));
    MethodInfo info;
    info.name = program.symbols.intern(r.path);
    info.file = file;
    info.file_top = true;
    info.self_on_heap = true;
    const std::uint32_t index = program.add_method(std::move(info));
    Builder top(program, program.methods[index].graph, Builder::collect_locals(nullptr, r.root), nullptr,
                "<top (required)>");
    top.set_classes(&classes, "");
    top.set_file(file);
    top.set_frozen_literals(r.root->has(frontend::kFrozenStringLiterals));
    top.build_body(nullptr, r.root);
  }
  add_prelude(program, ast);
  // The builder leaves values nobody uses (a statement's dropped result, a
  // phi of a local never read again); sweep them so that every graph comes
  // out verified. Nothing else is simplified before the optimizer runs.
  for (Method& m : program.methods) dce(m.graph);
  return program;
}

}  // namespace rhz::ir
