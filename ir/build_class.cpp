// Classes and modules: `class Name < Super ... end`, `module Name ... end`,
// instance variables, `super` and the resolution of constant names.
//
// A class body is a graph of its own, like a method's: DefineClass makes
// (or reopens) the class and registers the body as a method of it named
// "<class:Name>", and a send of that name runs it with the class as self,
// so every mode runs class bodies as it runs any method. A `def` inside
// the body is a method of the class (MethodInfo::class_member).

#include "ir/builder.h"

namespace rhz::ir {

using frontend::Kind;

ClassTable ClassTable::collect(const frontend::Ast& ast) {
  ClassTable table;
  // Classes and modules are defined in class and module bodies and at the
  // top level only (the subset checks), so a walk of everything but method
  // bodies meets every one.
  std::vector<std::pair<const AstNode*, std::string>> stack{{ast.root, ""}};  // node, the class it is in
  for (const frontend::RequiredRoot& r : ast.required) stack.push_back({r.root, ""});
  while (!stack.empty()) {
    auto [n, scope] = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def) continue;
    if (n->kind == Kind::Class) {
      const std::string name = scope.empty() ? n->text : scope + "::" + n->text;
      Entry& e = table.classes[name];
      e.parent = scope;
      e.module = n->has(frontend::kModule);
      const AstNode* super = frontend::class_superclass(n);
      if (super && super->kind == Kind::Const && super->text != "Object") e.super = super->text;
      if (!scope.empty()) table.classes[scope].constants.insert(n->text);
      scope = name;
    }
    if (n->kind == Kind::ConstAsgn && !scope.empty()) table.classes[scope].constants.insert(n->text);
    if (n->kind == Kind::Call && n->text == "include" && !frontend::call_receiver(n) && !scope.empty())
      for (std::size_t i = 0; i < frontend::call_argc(n); ++i)
        if (frontend::call_arg(n, i)->kind == Kind::Const)
          table.classes[scope].includes.push_back(frontend::call_arg(n, i)->text);
    // Kids pushed in reverse, so that includes are met in source order.
    for (auto k = n->kids.rbegin(); k != n->kids.rend(); ++k) stack.push_back({*k, scope});
  }
  return table;
}

std::string ClassTable::find_in_ancestors(const std::string& cls, const std::string& name, std::size_t depth) const {
  // A cycle (which Ruby cannot build, and a wrong program can write) ends
  // the walk.
  if (depth > classes.size()) return "";
  auto it = classes.find(cls);
  if (it == classes.end()) return "";
  const Entry& e = it->second;
  if (e.constants.count(name)) return cls + "::" + name;
  // The module included last comes first, as in Ruby's ancestors.
  for (auto m = e.includes.rbegin(); m != e.includes.rend(); ++m) {
    std::string found = find_in_ancestors(resolve_lexically(cls, *m), name, depth + 1);
    if (!found.empty()) return found;
  }
  if (e.super.empty()) return "";
  return find_in_ancestors(resolve_lexically(e.parent, e.super), name, depth + 1);
}

std::string ClassTable::resolve_lexically(const std::string& scope, const std::string& name) const {
  for (std::string s = scope; !s.empty();) {
    auto it = classes.find(s);
    if (it == classes.end()) break;
    if (it->second.constants.count(name)) return s + "::" + name;
    s = it->second.parent;
  }
  return name;
}

std::string ClassTable::resolve(const std::string& scope, const std::string& name, bool scoped) const {
  if (!scoped) {
    const std::string lexical = resolve_lexically(scope, name);
    if (lexical != name) return lexical;
  }
  std::string found = find_in_ancestors(scope, name, 0);
  if (!found.empty()) return found;
  return scoped ? scope + "::" + name : name;
}

std::string Builder::constant_name(const std::string& name) const {
  if (!scope_.classes) return name;  // the prelude's
  return scope_.classes->resolve(scope_.lexical_class, name, false);
}

std::string Builder::scoped_constant_name(const AstNode* n) const {
  const AstNode* scope = n->kids[0];
  const std::string qualified = scope->kind == Kind::ScopedConst ? scoped_constant_name(scope) : constant_name(scope->text);
  return scope_.classes->resolve(qualified, n->text, true);
}

std::string Builder::assigned_constant_name(const std::string& name) const {
  return scope_.lexical_class.empty() ? name : scope_.lexical_class + "::" + name;
}

Node* Builder::define_class(const AstNode* n) {
  const AstNode* super_ast = frontend::class_superclass(n);
  const bool has_super = super_ast && !(super_ast->kind == Kind::Const && super_ast->text == "Object");
  Node* super = has_super ? expr(super_ast) : nil();
  // The body's frame is named as CRuby names it; the runtime tells a
  // module's body by that name (rt::Globals::define_class).
  const std::string label = (n->has(frontend::kModule) ? "<module:" : "<class:") + n->text + ">";
  const std::string qualified = assigned_constant_name(n->text);
  MethodInfo info;
  info.name = sym(label);
  info.line = n->range.begin.line;
  info.owner = sym(qualified);
  info.class_member = true;
  info.class_body = true;
  info.self_on_heap = true;  // the class itself
  info.file = scope_.file;
  const SymbolId body_name = info.name;
  const std::uint32_t index = program_.add_method(std::move(info));
  const AstNode* body = frontend::class_body(n);
  Builder inner(program_, program_.methods[index].graph, collect_locals(nullptr, body), nullptr, label);
  inner.set_classes(scope_.classes, qualified);
  inner.set_file(scope_.file);
  inner.set_frozen_literals(scope_.frozen_literals);
  inner.build_body(nullptr, body);
  Node* cls = effect(Op::DefineClass, {super}, Payload{0, index, has_super ? kClassHasSuper : std::uint8_t{0}});
  return send(body_name, cls, {});
}

Node* Builder::lexical_class() {
  if (scope_.lexical_class.empty()) return nil();
  return effect(Op::ConstGet, {}, Payload::symbol(sym(scope_.lexical_class)));
}

Node* Builder::cvar_get(const std::string& name, bool strict) {
  return send(sym("__cvar_get"), g_.self(),
              {lexical_class(), literal(name, LiteralKind::Symbol), g_.constant(Imm::of_bool(strict))}, kSendFunctional);
}

Node* Builder::cvar_set(const std::string& name, Node* v) {
  send(sym("__cvar_set"), g_.self(), {lexical_class(), literal(name, LiteralKind::Symbol), v}, kSendFunctional);
  return v;
}

Node* Builder::super_call(const AstNode* n) {
  std::vector<Node*> args;
  if (n->has(frontend::kZSuper)) {
    // The method's own parameters, as they are now; a splat parameter's
    // values spread again.
    std::vector<Node*> parts;
    bool rest = false;
    if (params_)
      for (const AstNode* p : params_->kids) {
        if (p->kind != Kind::Param) continue;
        if (!p->has(frontend::kRestParam)) {
          args.push_back(read_local(p));
          continue;
        }
        if (!args.empty()) parts.push_back(effect(Op::NewArray, std::move(args)));
        args.clear();
        parts.push_back(read_local(p));
        rest = true;
      }
    if (rest) {
      Node* spread_args = send(sym("__splat_concat"), g_.self(), std::move(parts), kSendFunctional);
      return splat_send(n, scope_.method_name, g_.self(), spread_args, kSplatFunctional | kSplatSuper, lexical_class());
    }
  } else {
    std::vector<const AstNode*> arg_asts;
    for (std::size_t i = 0; i < frontend::call_argc(n); ++i) arg_asts.push_back(frontend::call_arg(n, i));
    if (has_splat(arg_asts))
      return splat_send(n, scope_.method_name, g_.self(), spread(arg_asts), kSplatFunctional | kSplatSuper,
                        lexical_class());
    for (const AstNode* a : arg_asts) args.push_back(expr(a));
  }
  const std::uint8_t flags = kSendFunctional | kSendSuper;
  const SymbolId name = sym(scope_.method_name);
  if (n->has(frontend::kWithBlock)) return send_with_block(n, name, g_.self(), std::move(args), flags);
  // Without a block literal, super passes the method's own block on.
  std::vector<Node*> inputs{g_.self(), method_block()};
  inputs.insert(inputs.end(), args.begin(), args.end());
  Node* result = effect(Op::SendBlock, std::move(inputs), Payload::send(name, flags));
  pass_breaks_on(result);
  return result;
}

}  // namespace rhz::ir
