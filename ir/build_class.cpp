// Classes: `class Name < Super ... end`, instance variables, `super` and
// the resolution of constant names.
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
  // Classes are defined at the top level only (the subset checks), so a
  // walk of everything but method and block bodies meets every one.
  std::vector<std::pair<const AstNode*, const AstNode*>> stack{{ast.root, nullptr}};  // node, its class
  for (const frontend::RequiredRoot& r : ast.required) stack.push_back({r.root, nullptr});
  while (!stack.empty()) {
    auto [n, cls] = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def) continue;
    if (n->kind == Kind::Class) {
      Entry& e = table.classes[n->text];
      const AstNode* super = frontend::class_superclass(n);
      if (super && super->kind == Kind::Const && super->text != "Object") e.super = super->text;
      cls = n;
    }
    if (n->kind == Kind::ConstAsgn && cls) table.classes[cls->text].constants.insert(n->text);
    for (const AstNode* k : n->kids) stack.push_back({k, cls});
  }
  return table;
}

std::string ClassTable::resolve(const std::string& scope, const std::string& name, bool scoped) const {
  // The class and its superclasses (a cycle, which Ruby cannot build,
  // ends the walk).
  std::size_t steps = 0;
  for (std::string c = scope; !c.empty() && steps <= classes.size(); ++steps) {
    auto it = classes.find(c);
    if (it == classes.end()) break;
    if (it->second.constants.count(name)) return c + "::" + name;
    c = it->second.super;
  }
  return scoped ? scope + "::" + name : name;
}

std::string Builder::constant_name(const std::string& name) const {
  if (!scope_.classes) return name;  // the prelude's
  return scope_.classes->resolve(scope_.lexical_class, name, false);
}

std::string Builder::scoped_constant_name(const AstNode* n) const {
  return scope_.classes->resolve(n->kids[0]->text, n->text, true);
}

std::string Builder::assigned_constant_name(const std::string& name) const {
  return scope_.lexical_class.empty() ? name : scope_.lexical_class + "::" + name;
}

Node* Builder::define_class(const AstNode* n) {
  const AstNode* super_ast = frontend::class_superclass(n);
  const bool has_super = super_ast && !(super_ast->kind == Kind::Const && super_ast->text == "Object");
  Node* super = has_super ? expr(super_ast) : nil();
  MethodInfo info;
  info.name = sym("<class:" + n->text + ">");
  info.line = n->range.begin.line;
  info.owner = sym(n->text);
  info.class_member = true;
  info.class_body = true;
  info.file = scope_.file;
  const SymbolId body_name = info.name;
  const std::uint32_t index = program_.add_method(std::move(info));
  const AstNode* body = frontend::class_body(n);
  Builder inner(program_, program_.methods[index].graph, collect_locals(nullptr, body), nullptr,
                "<class:" + n->text + ">");
  inner.set_classes(scope_.classes, n->text);
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
    // The method's own parameters, as they are now.
    if (params_)
      for (const AstNode* p : params_->kids)
        if (p->kind == Kind::Param) args.push_back(read_local(p));
  } else {
    for (std::size_t i = 0; i < frontend::call_argc(n); ++i) args.push_back(expr(frontend::call_arg(n, i)));
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
