// Assignments: locals, index targets (`a[i] = v`), operator-assignment
// (`x += 1`, `a[i] ||= v`, evaluating `a` and `i` once) and multiple
// assignment with Ruby 3.1's order: the targets' receivers and indices,
// then the right side, then the stores from left to right.

#include <algorithm>

#include "ir/builder.h"

namespace rhz::ir {

using frontend::Kind;

namespace {

// What an index or attribute target calls to store.
const char* writer(const AstNode* target) { return target->text.empty() ? "[]=" : target->text.c_str(); }

}  // namespace

SymbolId Builder::writer_name(const AstNode* n) { return sym(writer(n)); }

Node* Builder::local_assign(const AstNode* n) {
  Node* value = expr(frontend::assigned_value(n));
  write_local(n, value);
  return value;
}

Node* Builder::index_assign(const AstNode* n) {
  Node* recv = expr(n->kids[0]);
  std::vector<Node*> args;
  for (std::size_t i = 1; i + 1 < n->kids.size(); ++i) args.push_back(expr(n->kids[i]));
  Node* value = expr(frontend::assigned_value(n));
  args.push_back(value);
  send(writer_name(n), recv, std::move(args));
  return value;
}

Node* Builder::op_assign(const AstNode* n) {
  const AstNode* target = frontend::opasgn_target(n);
  const AstNode* value_ast = frontend::assigned_value(n);
  const std::string& op = n->text;

  // Where the target is read from and written to.
  std::function<Node*()> read;
  std::function<void(Node*)> write;
  Node* recv = nullptr;
  std::vector<Node*> index;
  if (target->kind == Kind::LocalVar) {
    read = [&] { return read_local(target); };
    write = [&](Node* v) { write_local(target, v); };
  } else if (target->kind == Kind::IVar) {
    read = [&] { return ivar_get(target->text); };
    write = [&](Node* v) { ivar_set(target->text, v); };
  } else if (target->kind == Kind::CVar) {
    read = [&] { return cvar_get(target->text, op != "||"); };
    write = [&](Node* v) { cvar_set(target->text, v); };
  } else if (target->kind == Kind::GVar) {
    read = [&] { return effect(Op::ConstGet, {}, Payload::symbol(sym(target->text))); };
    write = [&](Node* v) { effect(Op::ConstSet, {v}, Payload::symbol(sym(target->text))); };
  } else if (target->has(frontend::kAttribute)) {  // recv.name
    recv = expr(frontend::call_receiver(target));
    read = [&] { return send(sym(target->text), recv, {}); };
    write = [&](Node* v) { send(sym(target->text + "="), recv, {v}); };
  } else {  // recv[index...]
    recv = expr(frontend::call_receiver(target));
    for (std::size_t i = 0; i < frontend::call_argc(target); ++i) index.push_back(expr(frontend::call_arg(target, i)));
    read = [&] { return send("[]", recv, index); };
    write = [&](Node* v) {
      std::vector<Node*> args = index;
      args.push_back(v);
      send("[]=", recv, std::move(args));
    };
  }
  Node* current = read();
  if (op == "||" || op == "&&") {
    auto assign = [&] {
      Node* v = expr(value_ast);
      write(v);
      return v;
    };
    auto keep = [&] { return current; };
    if (op == "||") return branch(current, keep, assign);
    return branch(current, assign, keep);
  }
  Node* v = expr(value_ast);
  Node* result = send(sym(op), current, {v});
  write(result);
  return result;
}

// 1. The receivers and indices of a target list's index targets, left to
// right (a nested list's are its own, taken when it is assigned).
std::vector<Builder::TargetStore> Builder::target_stores(const AstNode* targets) {
  std::vector<TargetStore> stores(targets->kids.size());
  for (std::size_t t = 0; t < targets->kids.size(); ++t) {
    const AstNode* target = targets->kids[t];
    if (target->kind == Kind::Splat) target = target->kids[0];
    if (target->kind != Kind::IndexAsgn) continue;
    stores[t].recv = expr(target->kids[0]);
    for (std::size_t i = 1; i + 1 < target->kids.size(); ++i) stores[t].index.push_back(expr(target->kids[i]));
  }
  return stores;
}

Node* Builder::multi_assign(const AstNode* n, bool used) {
  const AstNode* targets = frontend::masgn_targets(n);
  const AstNode* value_ast = frontend::masgn_value(n);
  std::vector<TargetStore> stores = target_stores(targets);

  // 2. The right side: a list evaluated in full, or one value destructured.
  // A splat on either side makes it one Array the targets take apart.
  std::vector<Node*> values;
  Node* whole = nullptr;
  Node* ary = nullptr;
  const std::vector<const AstNode*> listed(value_ast->kids.begin(), value_ast->kids.end());
  const bool splat_target = std::any_of(targets->kids.begin(), targets->kids.end(),
                                        [](const AstNode* t) { return t->kind == Kind::Splat; });
  if (n->has(frontend::kRhsList) && (has_splat(listed) || splat_target)) {
    whole = has_splat(listed) ? spread(listed) : effect(Op::NewArray, [&] {
      std::vector<Node*> items;
      for (const AstNode* e : listed) items.push_back(expr(e));
      return items;
    }());
    ary = whole;
  } else if (n->has(frontend::kRhsList)) {
    for (const AstNode* e : value_ast->kids) values.push_back(expr(e));
  } else {
    whole = expr(value_ast);
    ary = effect(Op::ToAry, {whole});
  }
  assign_targets(targets, stores, ary, values);
  if (whole) return whole;
  values.resize(value_ast->kids.size());  // the result is the right side's list
  return used ? effect(Op::NewArray, std::move(values)) : nil();
}

// A nested target list takes its value apart as a multiple assignment of
// one value would (`(a, *b), c = [1, 2], 3`).
void Builder::destructure(const AstNode* targets, Node* value) {
  std::vector<TargetStore> stores = target_stores(targets);
  assign_targets(targets, stores, effect(Op::ToAry, {value}), {});
}

void Builder::assign_targets(const AstNode* targets, const std::vector<TargetStore>& stores, Node* ary,
                             std::vector<Node*> values) {
  // 3. The values, all read before the first store: a destructured array
  // may itself be a target's receiver (`x[1], y = x`). With a splat target,
  // a helper deals the elements out: those before it, the Array it takes,
  // those after it.
  const auto splat = std::find_if(targets->kids.begin(), targets->kids.end(),
                                  [](const AstNode* t) { return t->kind == Kind::Splat; });
  if (ary && splat != targets->kids.end()) {
    const auto before = static_cast<std::int64_t>(splat - targets->kids.begin());
    const auto after = static_cast<std::int64_t>(targets->kids.end() - splat - 1);
    ary = send(sym("__splat_targets"), g_.self(),
               {ary, g_.constant(Imm::of_fixnum(before)), g_.constant(Imm::of_fixnum(after))}, kSendFunctional);
  }
  if (ary)
    for (std::size_t t = 0; t < targets->kids.size(); ++t)
      values.push_back(send("[]", ary, {g_.constant(Imm::of_fixnum(static_cast<std::int64_t>(t)))}));
  values.resize(std::max(values.size(), targets->kids.size()), nil());

  // 4. The stores, left to right.
  for (std::size_t t = 0; t < targets->kids.size(); ++t) {
    const AstNode* target = targets->kids[t];
    if (target->kind == Kind::Splat) target = target->kids[0];
    Node* v = values[t];
    switch (target->kind) {
      case Kind::LocalAsgn: write_local(target, v); break;
      case Kind::ConstAsgn: effect(Op::ConstSet, {v}, Payload::symbol(sym(assigned_constant_name(target->text)))); break;
      case Kind::IVarAsgn: ivar_set(target->text, v); break;
      case Kind::CVarAsgn: cvar_set(target->text, v); break;
      case Kind::GVarAsgn: effect(Op::ConstSet, {v}, Payload::symbol(sym(target->text))); break;
      case Kind::Targets: destructure(target, v); break;  // `(a, b), c = ...`
      default: {
        std::vector<Node*> args = stores[t].index;
        args.push_back(v);
        send(writer_name(target), stores[t].recv, std::move(args));
      }
    }
  }
}

}  // namespace rhz::ir
