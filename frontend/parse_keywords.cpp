// Keyword parameters: `def f(a, b = 1, *rest, k: 2, j:, **opts, &block)`.
//
// rhz passes arguments by position only, and a call's `k: v` arguments are
// one Hash, its last argument. So a method with keyword parameters takes
// all its arguments as one hidden splat and begins with a prologue that
// does what CRuby's call does before the body runs:
//
//   (pos), (kw) = __keywords((args), required, optional, rest?, [:j])
//   a = (pos)[0]
//   b = (pos).size > 1 ? (pos)[1] : 1
//   rest = (pos).drop(2)
//   __keywords_check((kw), [:j], [:k, :j])     # nil instead of the list with **opts
//   k = (kw).key?(:k) ? (kw)[:k] : 2
//   j = (kw)[:j]
//   opts = __keyword_rest((kw), [:k, :j])
//
// __keywords (runtime/prelude_calls.rb) takes a last Hash argument beyond
// the required positional ones as the keywords and checks the positional
// count with CRuby's message; __keywords_check raises CRuby's "missing
// keyword" and "unknown keyword" errors. A default is evaluated only when
// its keyword is absent, after the parameters before it, as in Ruby. The
// prologue's nodes sit at the parameter list, so its errors are reported
// at the def's line. One difference from Ruby 3 remains: a Hash written with
// braces as the last argument is taken as the keywords when the method has
// room for it (Ruby 3 keeps it positional), as Ruby 2 did.

#include <string>
#include <vector>

#include "frontend/parse_context.h"

namespace rhz::frontend {

Node* ParseContext::keyword_param(Range r, const std::string& name, Node* default_value) {
  Node* p = ast.make_text(Kind::Param, r, name, {default_value});
  p->flags |= kKeywordParam;
  return p;
}

Node* ParseContext::keyword_rest_param(Range r, const std::string& name) {
  Node* p = ast.make_text(Kind::Param, r, name, {nullptr});
  p->flags |= kKeywordRest;
  return p;
}

Node* ParseContext::method_def(Range r, const std::string& name, Node* params, Node* body) {
  if (!methods.empty()) methods.pop_back();
  bool has_keywords = false;
  for (const Node* p : params->kids)
    if (p->has(kKeywordParam) || p->has(kKeywordRest)) has_keywords = true;
  if (!has_keywords) return ast.make_text(Kind::Def, r, name, {params, body});

  const Range at = params->range;
  const std::string args_name = "(args)", positional = "(pos)", keywords = "(kw)";
  for (const std::string& hidden : {args_name, positional, keywords}) scopes.declare(hidden);
  auto local = [&](const std::string& n) {
    Node* v = ast.make_text(Kind::LocalVar, at, n);
    v->value = scopes.level(n);
    return v;
  };
  auto assign = [&](const std::string& n, Node* value) { return assignable(local(n), value); };
  auto integer = [&](std::int64_t v) {
    Node* n = ast.make(Kind::Int, at);
    n->value = v;
    return n;
  };
  auto symbol = [&](const std::string& n) { return ast.make_text(Kind::Sym, at, n); };
  auto send = [&](Node* recv, const std::string& method, std::vector<Node*> args) {
    return call(at, recv, method, std::move(args), kParens);
  };
  auto symbols = [&](const std::vector<std::string>& names) {
    std::vector<Node*> kids;
    for (const std::string& n : names) kids.push_back(symbol(n));
    return ast.make(Kind::Array, at, std::move(kids));
  };

  std::vector<Node*> positional_params, keyword_params, kept;
  const Node* keyword_rest = nullptr;
  const Node* rest = nullptr;
  std::int64_t required = 0, optional = 0;
  std::vector<std::string> required_keywords, known_keywords;
  for (Node* p : params->kids) {
    if (p->kind != Kind::Param) {
      kept.push_back(p);  // the block parameter, or a construct already named
    } else if (p->has(kKeywordRest)) {
      keyword_rest = p;
    } else if (p->has(kKeywordParam)) {
      keyword_params.push_back(p);
      known_keywords.push_back(p->text);
      if (!p->kids[0]) required_keywords.push_back(p->text);
    } else if (p->has(kRestParam)) {
      rest = p;
    } else {
      positional_params.push_back(p);
      if (p->kids[0]) ++optional;
      else ++required;
    }
  }

  std::vector<Node*> prologue;
  // (pos), (kw) = __keywords((args), required, optional, rest?, [required keywords])
  Node* split = send(nullptr, "__keywords",
                     {local(args_name), integer(required), integer(optional),
                      ast.make(rest ? Kind::True : Kind::False, at), symbols(required_keywords)});
  Node* targets = ast.make(Kind::Targets, at, {assignable(local(positional), nullptr), assignable(local(keywords), nullptr)});
  prologue.push_back(ast.make(Kind::MultiAsgn, at, {targets, split}));
  for (std::size_t i = 0; i < positional_params.size(); ++i) {
    Node* p = positional_params[i];
    Node* value = send(local(positional), "[]", {integer(static_cast<std::int64_t>(i))});
    if (p->kids[0]) {
      Node* present = send(send(local(positional), "size", {}), ">", {integer(static_cast<std::int64_t>(i))});
      value = ast.make(Kind::If, at, {present, value, p->kids[0]});
    }
    prologue.push_back(assign(p->text, value));
  }
  if (rest && rest->text != "*")
    prologue.push_back(assign(rest->text, send(local(positional), "drop", {integer(required + optional)})));
  Node* known = keyword_rest ? ast.make(Kind::Nil, at) : symbols(known_keywords);
  prologue.push_back(send(nullptr, "__keywords_check", {local(keywords), symbols(required_keywords), known}));
  for (Node* p : keyword_params) {
    Node* value = send(local(keywords), "[]", {symbol(p->text)});
    if (p->kids[0]) value = ast.make(Kind::If, at, {send(local(keywords), "key?", {symbol(p->text)}), value, p->kids[0]});
    prologue.push_back(assign(p->text, value));
  }
  if (keyword_rest && keyword_rest->text != "**")
    prologue.push_back(assign(keyword_rest->text, send(nullptr, "__keyword_rest", {local(keywords), symbols(known_keywords)})));

  // A bare super passes the parameters as they are now, the keywords as
  // keywords: it becomes `super(a, b, *rest, k: k, j: j, **opts)`.
  auto super_args = [&] {  // made afresh for each super: the AST is a tree
    std::vector<Node*> args{nullptr};
    for (Node* p : positional_params) args.push_back(local(p->text));
    if (rest && rest->text != "*") args.push_back(ast.make(Kind::Splat, at, {local(rest->text)}));
    std::vector<Node*> pairs;
    for (Node* p : keyword_params) {
      pairs.push_back(symbol(p->text));
      pairs.push_back(local(p->text));
    }
    if (keyword_rest && keyword_rest->text != "**") {
      pairs.push_back(ast.make(Kind::Splat, at, {local(keyword_rest->text)}));
      pairs.push_back(ast.make(Kind::Nil, at));
    }
    if (!pairs.empty()) args.push_back(ast.make(Kind::Hash, at, std::move(pairs)));
    return args;
  };
  std::vector<Node*> stack{body};
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def || n->kind == Kind::SingletonDef || n->kind == Kind::Class) continue;
    if (n->kind == Kind::Call && n->has(kZSuper)) {
      std::vector<Node*> kids = super_args();
      if (n->has(kWithBlock)) kids.push_back(n->kids.back());
      n->kids = std::move(kids);
      n->flags &= ~static_cast<uint32_t>(kZSuper);
    }
    for (Node* k : n->kids) stack.push_back(k);
  }

  std::vector<Node*> new_params{rest_param(at, args_name)};
  new_params.insert(new_params.end(), kept.begin(), kept.end());
  prologue.push_back(body);
  return ast.make_text(Kind::Def, r, name,
                       {ast.make(Kind::Params, params->range, std::move(new_params)), seq(r, std::move(prologue))});
}

}  // namespace rhz::frontend
