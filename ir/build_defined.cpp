// `defined?(e)`: what e is — "local-variable", "method", "constant", ... —
// or nil, without running e, as CRuby 3.1 answers.
//
// Most answers are in the text: a local is a local, a literal an
// "expression", an assignment an "assignment". The rest are asked at run
// time of private helpers (runtime/defined.cpp) that answer true or false,
// and a branch turns true into the word (a frozen String literal, as
// CRuby's). A method call is defined when its arguments are (each asked the
// same way, in order), then its receiver is, and then the receiver's value
// responds to the method: the receiver is the one part that runs, once, so
// `defined?(a.b.c)` calls `a` and `a.b` and asks about `c`.
//
// What rhz's helpers cannot see, CRuby's lists tell: a core constant or a
// method of CRuby's Kernel that rhz lacks is defined
// (frontend/core_methods.def), as it is to CRuby; using it then names rhz's
// limitation.

#include <string_view>
#include <unordered_set>

#include "ir/builder.h"
#include "ir/check.h"

namespace rhz::ir {

using frontend::Kind;

namespace {

// CRuby's core constants (and exception classes), and the methods main
// has, beyond tier A's.
const std::unordered_set<std::string_view>& cruby_constants() {
  static const std::unordered_set<std::string_view> names{
#define RECEIVER(name)
#define SELF(name)
#define CONSTANT(name) name,
#define DERIVABLE(name) name,
#include "frontend/core_methods.def"
#undef RECEIVER
#undef SELF
#undef CONSTANT
#undef DERIVABLE
  };
  return names;
}

const std::unordered_set<std::string_view>& cruby_self_methods() {
  static const std::unordered_set<std::string_view> names{
#define RECEIVER(name)
#define SELF(name) name,
#define CONSTANT(name)
#define DERIVABLE(name)
#include "frontend/core_methods.def"
#undef RECEIVER
#undef SELF
#undef CONSTANT
#undef DERIVABLE
  };
  return names;
}

// The answer the text alone gives, or null when a helper must be asked.
const char* static_answer(const AstNode* e) {
  switch (e->kind) {
    case Kind::Nil: return "nil";
    case Kind::True: return "true";
    case Kind::False: return "false";
    case Kind::Self: return "self";
    case Kind::LocalVar: return "local-variable";
    case Kind::LocalAsgn:
    case Kind::IVarAsgn:
    case Kind::GVarAsgn:
    case Kind::CVarAsgn:
    case Kind::ConstAsgn:
    case Kind::OpAsgn:
    case Kind::MultiAsgn: return "assignment";
    case Kind::IVar:
    case Kind::GVar:
    case Kind::CVar:
    case Kind::Const:
    case Kind::ScopedConst:
    case Kind::Yield:
    case Kind::IndexAsgn:
    case Kind::Not:
    case Kind::Array: return nullptr;
    // A call with a block literal is an expression, whatever it calls.
    case Kind::Call: return frontend::call_block(e) && frontend::call_block(e)->kind == Kind::Block ? "expression" : nullptr;
    case Kind::Seq: return e->kids.empty() ? "nil" : static_answer(e->kids.back());
    default: return "expression";
  }
}

// A call whose receiver the checks may call for its value: a plain call
// (no block, no splat), not super.
bool plain_call(const AstNode* e) {
  if (e->kind != Kind::Call || e->has(frontend::kSuper) || e->has(frontend::kWithBlock)) return false;
  for (std::size_t i = 0; i < frontend::call_argc(e); ++i)
    if (frontend::call_arg(e, i)->kind == Kind::Splat) return false;
  return true;
}

}  // namespace

Node* Builder::defined(const AstNode* e) {
  if (const char* word = static_answer(e)) return literal(word, LiteralKind::FrozenString);
  auto symbol = [&](const std::string& name) { return literal(name, LiteralKind::Symbol); };
  auto ask = [&](const char* helper, std::vector<Node*> args) {
    return send(sym(helper), g_.self(), std::move(args), kSendFunctional);
  };
  switch (e->kind) {
    case Kind::IVar: return defined_if(ask("__defined_ivar", {symbol(e->text)}), "instance-variable");
    case Kind::GVar: return defined_if(ask("__defined_gvar", {symbol(e->text)}), "global-variable");
    case Kind::CVar: return defined_if(ask("__defined_cvar", {lexical_class(), symbol(e->text)}), "class variable");
    case Kind::Const:
    case Kind::ScopedConst: {
      const std::string name = e->kind == Kind::Const ? constant_name(e->text) : scoped_constant_name(e);
      Node* known = g_.constant(Imm::of_bool(cruby_constants().count(name) != 0));
      return defined_if(ask("__defined_const", {symbol(name), known}), "constant");
    }
    case Kind::Yield: return defined_if(g_.make(Op::Truthy, {nullptr, method_block()}), "yield");
    case Kind::Call:
      if (e->has(frontend::kSuper))
        return defined_if(ask("__defined_super", {lexical_class(), symbol(scope_.method_name)}), "super");
      return defined_send(e, e->text, [&](Node*) { return literal("method", LiteralKind::FrozenString); });
    case Kind::IndexAsgn:
      return defined_send(e, e->text.empty() ? "[]=" : e->text,
                          [&](Node*) { return literal("method", LiteralKind::FrozenString); });
    // `!x` is x's method `!`, which every object has.
    case Kind::Not: return defined_then(e->kids[0], [&](Node*) { return literal("method", LiteralKind::FrozenString); });
    case Kind::Array: {
      std::vector<const AstNode*> elements(e->kids.begin(), e->kids.end());
      return defined_all(elements, 0, [&] { return literal("expression", LiteralKind::FrozenString); });
    }
    case Kind::Seq: return defined(e->kids.back());  // `(a; b)` is what b is
    default: break;
  }
  RHZ_IR_CHECK(false, "defined? met a node it has no answer for");
  return nil();
}

Node* Builder::defined_if(Node* cond, const char* word) {
  return branch(cond, [&] { return literal(word, LiteralKind::FrozenString); }, [&] { return nil(); });
}

Node* Builder::defined_all(const std::vector<const AstNode*>& items, std::size_t from, const std::function<Node*()>& then) {
  while (from < items.size() && (!items[from] || static_answer(items[from]))) ++from;
  if (from == items.size()) return then();
  return branch(defined(items[from]), [&] { return defined_all(items, from + 1, then); }, [&] { return nil(); });
}

Node* Builder::defined_then(const AstNode* e, const std::function<Node*(Node*)>& then) {
  if (plain_call(e)) {
    return defined_send(e, e->text, [&](Node* recv) {
      std::vector<Node*> args;
      for (std::size_t i = 0; i < frontend::call_argc(e); ++i) args.push_back(expr(frontend::call_arg(e, i)));
      std::uint8_t flags = 0;
      if (!frontend::call_receiver(e)) flags = kSendFunctional | (e->has(frontend::kVCall) ? kSendVCall : 0);
      return then(send(sym(e->text), recv, std::move(args), flags));
    });
  }
  if (static_answer(e)) return then(expr(e));
  return branch(defined(e), [&] { return then(expr(e)); }, [&] { return nil(); });
}

Node* Builder::defined_send(const AstNode* e, const std::string& name, const std::function<Node*(Node*)>& then) {
  const AstNode* recv_ast = e->kids[0];
  std::vector<const AstNode*> args;
  if (e->kind == Kind::Call) {
    for (std::size_t i = 0; i < frontend::call_argc(e); ++i) args.push_back(frontend::call_arg(e, i));
  } else {
    args.assign(e->kids.begin() + 1, e->kids.end());  // an IndexAsgn's index and value
  }
  auto responds = [&](Node* recv, int mode) {
    Node* name_node = literal(name, LiteralKind::Symbol);
    Node* cond = send(sym("__defined_method"), g_.self(), {recv, name_node, g_.constant(Imm::of_fixnum(mode))},
                      kSendFunctional);
    return branch(cond, [&] { return then(recv); }, [&] { return nil(); });
  };
  return defined_all(args, 0, [&] {
    // Without a receiver private methods count too (not on `self.`, as in
    // CRuby 3.1); CRuby's Kernel methods that rhz lacks are methods all the
    // same.
    // (block_given? is no method to rhz: the graph reads the block itself.)
    if (!recv_ast) return responds(g_.self(), cruby_self_methods().count(name) || name == "block_given?" ? 2 : 1);
    return defined_then(recv_ast, [&](Node* recv) { return responds(recv, 0); });
  });
}

}  // namespace rhz::ir
