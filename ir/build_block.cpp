// Blocks, yield and shared locals (see ir/builder.h).
//
// A block's `break` and `next` leave the block's graph: `next v` returns v
// to the yield, `break v` records the break (BlockBreak) and returns its
// marker. Every Yield is followed by a test that returns a marker at once,
// so it travels up through the methods that yielded to the send the block
// was passed to, where CatchBreak turns it into the break's value. A send
// whose block never breaks needs no CatchBreak; a scope none of whose
// blocks yields never sees a marker come out of its sends.
//
// A lambda is a block made as a value: its graph is a block's, but its
// own `return` and `break` return from it, and a `return` in a block
// inside it is a non-local return to it, as to a method.

#include "ir/builder.h"

namespace rhz::ir {

using frontend::Kind;

namespace {

// What a scope's blocks do with it: which of its locals they use, whether
// they yield.
struct BlockUses {
  std::vector<std::string> shared;  // in first-use order
  bool yields = false;              // a yield or block_given? inside a block
  bool returns = false;             // a `return` inside a block (a non-local return to the scope)
};

bool is_lambda(const AstNode* n) { return n->kind == Kind::Block && n->has(frontend::kLambda); }

bool is_block_given(const AstNode* n) {
  return n->kind == Kind::Call && !frontend::call_receiver(n) && n->text == "block_given?" &&
         frontend::call_argc(n) == 0 && !n->has(frontend::kWithBlock);
}

BlockUses block_uses(const AstNode* params, const AstNode* body) {
  BlockUses uses;
  std::unordered_map<std::string, bool> seen;
  struct Item {
    const AstNode* node;
    std::int64_t depth;  // blocks entered since the scope
    bool in_lambda;      // a lambda entered: its returns are its own
  };
  std::vector<Item> stack;
  stack.push_back({body, 0, false});
  if (params)
    for (const AstNode* p : params->kids) stack.push_back({p, 0, false});
  while (!stack.empty()) {
    auto [n, depth, in_lambda] = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def || n->kind == Kind::Class) continue;
    if (depth > 0) {
      if ((n->kind == Kind::LocalVar || n->kind == Kind::LocalAsgn) && n->value == depth &&
          seen.emplace(n->text, true).second)
        uses.shared.push_back(n->text);
      if (n->kind == Kind::Yield || is_block_given(n)) uses.yields = true;
      if (n->kind == Kind::Return && !in_lambda) uses.returns = true;
    }
    const std::int64_t inner = depth + (n->kind == Kind::Block ? 1 : 0);
    const bool inner_lambda = in_lambda || is_lambda(n);
    for (std::size_t i = n->kids.size(); i-- > 0;) stack.push_back({n->kids[i], inner, inner_lambda});
  }
  return uses;
}

// Does the block, or a block inside it, `return` from the method (or
// lambda) it is written in?
bool returns_out(const AstNode* block) {
  std::vector<const AstNode*> stack{frontend::block_body(block)};
  while (!stack.empty()) {
    const AstNode* n = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def || n->kind == Kind::Class || is_lambda(n)) continue;
    if (n->kind == Kind::Return) return true;
    for (const AstNode* k : n->kids) stack.push_back(k);
  }
  return false;
}

// Does the block leave its send with `break` (one outside any loop or
// block inside it)?
bool breaks_out(const AstNode* block) {
  std::vector<const AstNode*> stack{frontend::block_body(block)};
  while (!stack.empty()) {
    const AstNode* n = stack.back();
    stack.pop_back();
    if (!n || n->kind == Kind::Def || n->kind == Kind::Block || n->kind == Kind::While) continue;
    if (n->kind == Kind::Break) return true;
    for (const AstNode* k : n->kids) stack.push_back(k);
  }
  return false;
}

// The name of a scope's frames: the method's, or CRuby's for a block
// `levels` deep in it.
std::string frame_name(const std::string& method_name, std::uint32_t levels) {
  if (levels == 0) return method_name;
  if (levels == 1) return "block in " + method_name;
  return "block (" + std::to_string(levels) + " levels) in " + method_name;
}

}  // namespace

void Builder::open_scope(const AstNode* params, const AstNode* body) {
  BlockUses uses = block_uses(params, body);
  std::uint32_t next = 1;  // slot 0 links to the environment further out
  for (const std::string& name : uses.shared) scope_.shared.emplace(name, next++);
  scope_.yields_in_blocks = uses.yields;
  scope_.returns_in_blocks = uses.returns;
  if (uses.yields && !scope_.outer) scope_.block_slot = next++;
  // A method (or lambda) whose blocks return from it needs an environment
  // even with no shared local: it is the activation a `return` in a block
  // names.
  const bool home_of_returns = uses.returns && scope_.returns_home();
  if (next == 1 && !home_of_returns) return;
  scope_.env_slots = next;
  Node* around = scope_.outer ? outer_env() : nil();
  own_env_ = effect(Op::NewEnv, {around}, Payload::of_index(next));
  if (scope_.block_slot)
    effect(Op::EnvStore, {own_env_, g_.make(Op::FrameBlock, {nullptr})}, Payload::of_index(scope_.block_slot));
}

Node* Builder::outer_env() {
  if (!outer_env_) outer_env_ = g_.make(Op::BlockEnv, {nullptr});
  return outer_env_;
}

Node* Builder::env_at(std::uint32_t level) {
  if (level == 0) return own_env_;
  const ScopeInfo* target = &scope_;
  for (std::uint32_t i = 0; i < level; ++i) target = target->outer;
  Node* env = outer_env();
  for (const ScopeInfo* holder = scope_.outer_env_holder(); holder != target; holder = holder->outer_env_holder())
    env = g_.make(Op::OuterEnv, {nullptr, env});
  return env;
}

Node* Builder::env_for_blocks() {
  if (own_env_) return own_env_;
  if (scope_.outer && scope_.outer_env_holder()) return outer_env();
  return nil();
}

Node* Builder::read_local(const AstNode* var) {
  auto level = static_cast<std::uint32_t>(var->value);
  const ScopeInfo* owner = &scope_;
  for (std::uint32_t i = 0; i < level; ++i) owner = owner->outer;
  auto it = owner->shared.find(var->text);
  if (it == owner->shared.end()) return env_[slot(var->text)];
  return effect(Op::EnvLoad, {env_at(level)}, Payload::of_index(it->second));
}

void Builder::write_local(const AstNode* target, Node* value) {
  auto level = static_cast<std::uint32_t>(target->value);  // 0 for a Param
  const ScopeInfo* owner = &scope_;
  for (std::uint32_t i = 0; i < level; ++i) owner = owner->outer;
  auto it = owner->shared.find(target->text);
  if (it == owner->shared.end()) {
    bind_local(target->text, value);
    return;
  }
  effect(Op::EnvStore, {env_at(level), value}, Payload::of_index(it->second));
}

Node* Builder::method_block() {
  if (!scope_.outer) return g_.make(Op::FrameBlock, {nullptr});
  // A block's yield calls its method's block, which the method keeps in
  // its environment.
  const ScopeInfo* method = &scope_;
  std::uint32_t level = 0;
  while (method->outer) {
    method = method->outer;
    ++level;
  }
  return effect(Op::EnvLoad, {env_at(level)}, Payload::of_index(method->block_slot));
}

void Builder::pass_breaks_on(Node* result) {
  if (!ctrl_) return;
  Node* breaking = g_.make(Op::IsBreak, {nullptr, result});
  Branch br = make_if(g_, ctrl_, breaking);
  ctrl_ = br.if_true;
  returns_.push_back(here());
  return_values_.push_back(result);
  ctrl_ = br.if_false;
}

Node* Builder::yield(const AstNode* n) {
  const std::vector<const AstNode*> arg_asts(n->kids.begin(), n->kids.end());
  if (has_splat(arg_asts)) {
    // `yield(a, *b)`: the block called with the values spread from one Array.
    Node* result = send(sym("__yield_splat"), g_.self(), {method_block(), spread(arg_asts)}, kSendFunctional);
    pass_breaks_on(result);
    return result;
  }
  std::vector<Node*> inputs{method_block()};
  for (const AstNode* a : n->kids) inputs.push_back(expr(a));
  Node* result = effect(Op::Yield, std::move(inputs));
  pass_breaks_on(result);
  return result;
}

Node* Builder::block_literal(const AstNode* block) {
  const AstNode* params = frontend::block_params(block);
  const AstNode* body = frontend::block_body(block);
  MethodInfo info;
  const bool protected_body = block->has(frontend::kProtectedBody);
  info.name = sym(frame_name(scope_.method_name, scope_.named_level + (protected_body ? 0 : 1)));
  info.line = block->range.begin.line;
  info.is_block = true;
  info.is_lambda = is_lambda(block);
  info.protected_body = protected_body;
  info.file = scope_.file;
  info.builtin = scope_.builtin;  // a prelude method's block reports its caller's line too
  for (const AstNode* p : params->kids) {
    info.params.push_back(sym(p->text));
    // A lambda's parameters without a default are required.
    if (p->has(frontend::kRestParam)) info.rest = true;  // the last
    else if (info.is_lambda && !p->kids[0]) ++info.required;
    else ++info.optional;
  }
  std::uint32_t index = program_.add_method(std::move(info));
  Builder inner(program_, program_.methods[index].graph, collect_locals(params, body), &scope_, scope_.method_name);
  if (protected_body) inner.mark_protected_body();
  if (is_lambda(block)) inner.mark_lambda();
  inner.build_body(params, body);
  return effect(Op::MakeBlock, {env_for_blocks()}, Payload::of_index(index));
}

Node* Builder::send_with_block(const AstNode* n, SymbolId name, Node* recv, std::vector<Node*> args,
                               std::uint8_t flags) {
  const AstNode* block_ast = frontend::call_block(n);
  if (name == sym("new") && !n->has(frontend::kSuper)) return new_with_block(block_ast, recv, std::move(args), flags);
  if (block_ast->kind == Kind::BlockPass) {
    // `f(&b)`: b itself (a block, or nil for none), whose break or return,
    // from wherever it was written, comes back as the marker.
    Node* block = send(sym("__block_arg"), g_.self(), {expr(block_ast->kids[0])}, kSendFunctional);
    std::vector<Node*> inputs{recv, block};
    inputs.insert(inputs.end(), args.begin(), args.end());
    Node* result = effect(Op::SendBlock, std::move(inputs), Payload::send(name, flags));
    pass_breaks_on(result);
    return result;
  }
  Node* block = block_literal(block_ast);
  std::vector<Node*> inputs{recv, block};
  inputs.insert(inputs.end(), args.begin(), args.end());
  Node* result = effect(Op::SendBlock, std::move(inputs), Payload::send(name, flags));
  if (breaks_out(block_ast)) result = effect(Op::CatchBreak, {result, block});
  after_block_send(block_ast, result);
  return result;
}

void Builder::after_block_send(const AstNode* block_ast, Node* result) {
  if (returns_out(block_ast) && scope_.returns_home()) catch_returns(result);
  else if (scope_.yields_in_blocks || returns_out(block_ast)) pass_breaks_on(result);
}

// `C.new(args) { ... }` (or `&b`): Class#new passes its block on to
// initialize, which a built-in cannot do; so where `new` is Class#new
// (__plain_new?), the graph makes the object and sends initialize with the
// block itself, and elsewhere (Array.new, a class's own `def self.new`) it
// sends `new` with the block. The block is made once, for either path; a
// `break` out of it ends initialize, and its value is new's.
Node* Builder::new_with_block(const AstNode* block_ast, Node* recv, std::vector<Node*> args, std::uint8_t flags) {
  const bool passed = block_ast->kind == Kind::BlockPass;
  const bool breaks = !passed && breaks_out(block_ast);
  Node* block = passed ? send(sym("__block_arg"), g_.self(), {expr(block_ast->kids[0])}, kSendFunctional)
                       : block_literal(block_ast);
  // The send's raw result and its value once this block's break is caught.
  auto send_block = [&](SymbolId name, Node* to, std::uint8_t send_flags) {
    std::vector<Node*> inputs{to, block};
    inputs.insert(inputs.end(), args.begin(), args.end());
    Node* raw = effect(Op::SendBlock, std::move(inputs), Payload::send(name, send_flags));
    Node* value = breaks ? effect(Op::CatchBreak, {raw, block}) : raw;
    if (!passed && returns_out(block_ast) && scope_.returns_home()) catch_returns(value);
    else if (passed || scope_.yields_in_blocks || returns_out(block_ast)) pass_breaks_on(value);
    return std::pair{raw, value};
  };
  Node* plain = send(sym("__plain_new?"), g_.self(), {recv}, kSendFunctional);
  return branch(
      plain,
      [&] {
        Node* obj = send(sym("__allocate"), g_.self(), {recv}, kSendFunctional);
        auto [raw, value] = send_block(sym("initialize"), obj, kSendFunctional);
        if (!breaks || !ctrl_) return obj;
        return branch(g_.make(Op::IsBreak, {nullptr, raw}), [&] { return value; }, [&] { return obj; });
      },
      [&] { return send_block(sym("new"), recv, flags).second; });
}

void Builder::catch_returns(Node* result) {
  if (!ctrl_) return;
  Node* marker = g_.make(Op::IsBreak, {nullptr, result});
  Branch br = make_if(g_, ctrl_, marker);
  ctrl_ = br.if_true;
  // A return out of one of this activation's blocks becomes the method's
  // value; any other marker goes on up.
  Node* value = effect(Op::CatchBreak, {result, own_env_});
  returns_.push_back(here());
  return_values_.push_back(value);
  ctrl_ = br.if_false;
}

Node* Builder::block_jump(const AstNode* n) {
  Node* value = expr(n->kids[0]);
  if (!ctrl_) return nil();
  restore_errinfo(0);
  // A lambda's own `break` and `return` return from it, as `next` does.
  if (n->kind == Kind::Break && !scope_.lambda)
    value = effect(Op::BlockBreak, {g_.make(Op::FrameBlock, {nullptr}), value});
  // `return` names the activation of the method (or lambda) the block is
  // written in by that scope's environment.
  if (n->kind == Kind::Return && !scope_.lambda)
    value = effect(Op::BlockBreak, {env_at(scope_.return_level), value});
  returns_.push_back(here());
  return_values_.push_back(value);
  ctrl_ = nullptr;
  return nil();
}

}  // namespace rhz::ir
