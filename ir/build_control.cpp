// Control flow: branches and their merges, short-circuit operators, case,
// loops with break and next, and returns (see ir/builder.h).

#include "ir/builder.h"

namespace rhz::ir {

using frontend::Kind;

Node* Builder::merge(std::vector<Path> paths, std::vector<Node*> values) {
  std::vector<std::size_t> live;
  for (std::size_t i = 0; i < paths.size(); ++i)
    if (paths[i].ctrl) live.push_back(i);
  if (live.empty()) {
    ctrl_ = nullptr;
    return nil();
  }
  if (live.size() == 1) {
    ctrl_ = paths[live[0]].ctrl;
    env_ = std::move(paths[live[0]].env);
    return values.empty() ? nil() : values[live[0]];
  }
  std::vector<Node*> preds;
  for (std::size_t i : live) preds.push_back(paths[i].ctrl);
  Node* region = make_region(g_, preds);
  // One phi per local whose values differ along the live paths.
  auto merged = [&](auto value_of) {
    Node* first = value_of(live[0]);
    bool same = true;
    std::vector<Node*> inputs;
    for (std::size_t i : live) {
      inputs.push_back(value_of(i));
      same = same && inputs.back() == first;
    }
    return same ? first : make_phi(g_, region, inputs);
  };
  std::vector<Node*> env(env_.size());
  for (std::size_t s = 0; s < env.size(); ++s) env[s] = merged([&](std::size_t i) { return paths[i].env[s]; });
  Node* value = values.empty() ? nil() : merged([&](std::size_t i) { return values[i]; });
  ctrl_ = region;
  env_ = std::move(env);
  return value;
}

Node* Builder::branch(Node* cond, const std::function<Node*()>& on_true, const std::function<Node*()>& on_false) {
  if (!ctrl_) return nil();
  Branch br = make_if(g_, ctrl_, cond);
  std::vector<Node*> saved = env_;
  ctrl_ = br.if_true;
  Node* true_value = on_true();
  Path true_path = here();
  ctrl_ = br.if_false;
  env_ = std::move(saved);
  Node* false_value = on_false();
  Path false_path = here();
  return merge({std::move(true_path), std::move(false_path)}, {true_value, false_value});
}

Node* Builder::if_expr(const AstNode* cond, const AstNode* then_part, const AstNode* else_part) {
  Node* c = expr(cond);
  return branch(c, [&] { return expr(then_part); }, [&] { return expr(else_part); });
}

// `a && b` is a when a is falsy, else b; `a || b` the reverse. Only the
// value decides (no `!` or `to_bool` is called), as in Ruby.
Node* Builder::short_circuit(const AstNode* n) {
  Node* left = expr(n->kids[0]);
  auto keep = [&] { return left; };
  auto right = [&] { return expr(n->kids[1]); };
  if (n->kind == Kind::And) return branch(left, right, keep);
  return branch(left, keep, right);
}

// Each `when` tests its patterns in order (`pattern === subject`, or the
// pattern's truthiness without a subject); the paths that match meet before
// the body, so a body is built once however many patterns it has.
Node* Builder::case_expr(const AstNode* n) {
  const AstNode* subject_ast = frontend::case_subject(n);
  Node* subject = subject_ast ? expr(subject_ast) : nullptr;
  std::vector<Path> done;
  std::vector<Node*> done_values;
  for (std::size_t w = 2; w < n->kids.size() && ctrl_; ++w) {
    const AstNode* when = n->kids[w];
    std::vector<Path> matched;
    for (std::size_t p = 0; p + 1 < when->kids.size() && ctrl_; ++p) {
      Node* pattern = expr(when->kids[p]);
      Node* test = subject ? send("===", pattern, {subject}) : pattern;
      if (!ctrl_) break;
      Branch br = make_if(g_, ctrl_, test);
      matched.push_back(Path{br.if_true, env_});
      ctrl_ = br.if_false;
    }
    Path no_match = here();
    merge(std::move(matched), {});
    Node* value = expr(frontend::when_body(when));
    done.push_back(here());
    done_values.push_back(value);
    ctrl_ = no_match.ctrl;
    env_ = std::move(no_match.env);
  }
  Node* else_value = expr(frontend::case_else(n));
  done.push_back(here());
  done_values.push_back(else_value);
  return merge(std::move(done), std::move(done_values));
}

Builder::LoopHeader Builder::open_loop() {
  LoopHeader h{ctrl_, env_, make_loop(g_, ctrl_), std::vector<Node*>(env_.size())};
  for (std::size_t s = 0; s < env_.size(); ++s) env_[s] = h.phis[s] = make_loop_phi(g_, h.loop, h.entry_env[s]);
  ctrl_ = h.loop;
  return h;
}

void Builder::close_loop(const LoopHeader& h, std::vector<Path>& exits, std::vector<Node*>& exit_values) {
  if (ctrl_) {
    set_back_edge(g_, h.loop, ctrl_);
    for (std::size_t s = 0; s < h.phis.size(); ++s) set_phi_back(g_, h.phis[s], env_[s]);
    return;
  }
  // No path comes back: the body runs at most once, so the header is
  // straight-line code and each phi is its entry value — also in the
  // paths and values recorded while the body was built. A path that left
  // before any node of the loop (a break or return first thing in a
  // condition, or in a do-while's body) has the header as its control.
  auto entry_value = [&](Node*& v) {
    for (std::size_t s = 0; s < h.phis.size(); ++s)
      if (v == h.phis[s]) v = h.entry_env[s];
  };
  for (std::vector<Path>* paths : {&exits, &returns_})
    for (Path& p : *paths) {
      if (p.ctrl == h.loop) p.ctrl = h.entry;
      for (Node*& v : p.env) entry_value(v);
    }
  for (Node*& v : return_values_) entry_value(v);
  for (Node*& v : exit_values) entry_value(v);
  for (std::size_t s = 0; s < h.phis.size(); ++s) {
    g_.replace_all_uses(h.phis[s], h.entry_env[s]);
    g_.kill(h.phis[s]);
  }
  g_.replace_all_uses(h.loop, h.entry);
  g_.kill(h.loop);
}

Node* Builder::while_loop(const AstNode* n) {
  bool until = n->has(frontend::kUntil);
  const LoopHeader header = open_loop();

  LoopContext context;
  loops_.push_back(&context);
  // Tests the condition: the path that leaves becomes `exit`, the one that
  // goes on is the current one.
  Path exit{nullptr, {}};
  auto test = [&] {
    Node* c = expr(frontend::while_cond(n));
    exit.env = env_;
    if (!ctrl_) return;
    Branch br = make_if(g_, ctrl_, c);
    exit.ctrl = until ? br.if_true : br.if_false;
    ctrl_ = until ? br.if_false : br.if_true;
  };
  // A `next` goes on to the condition: the header of a while loop, the
  // test after the body of a do-while (`begin ... end while c`).
  auto go_on = [&] {
    std::vector<Path> paths = std::move(context.nexts);
    context.nexts.clear();
    paths.push_back(here());
    merge(std::move(paths), {});
  };
  if (n->has(frontend::kDoWhile)) {
    expr(frontend::while_body(n), false);
    go_on();
    test();
  } else {
    test();
    expr(frontend::while_body(n), false);
  }
  loops_.pop_back();
  go_on();
  std::vector<Path> exits = std::move(context.breaks);
  std::vector<Node*> exit_values = std::move(context.break_values);
  exits.push_back(std::move(exit));
  exit_values.push_back(nil());
  close_loop(header, exits, exit_values);
  return merge(std::move(exits), std::move(exit_values));
}

Node* Builder::jump(const AstNode* n) {
  switch (n->kind) {
    case Kind::Break: {
      if (loops_.empty()) return block_jump(n);
      Node* value = expr(n->kids[0]);
      if (!ctrl_) return nil();
      restore_errinfo(loops_.size());
      loops_.back()->breaks.push_back(here());
      loops_.back()->break_values.push_back(value);
      break;
    }
    case Kind::Next:
      if (loops_.empty()) return block_jump(n);
      expr(n->kids[0]);  // a loop's `next value` drops the value
      if (!ctrl_) return nil();
      restore_errinfo(loops_.size());
      loops_.back()->nexts.push_back(here());
      break;
    default: {
      if (scope_.outer) return block_jump(n);  // a non-local return
      Node* value = expr(n->kids[0]);
      if (!ctrl_) return nil();
      restore_errinfo(0);
      returns_.push_back(here());
      return_values_.push_back(value);
    }
  }
  ctrl_ = nullptr;
  return nil();
}

void Builder::optional_params(const AstNode* params) {
  std::uint32_t index = 0;
  for (const AstNode* p : params->kids) {
    if (p->kind == Kind::BlockParam) continue;
    if (const AstNode* default_value = p->kids[0]) {
      Node* given = g_.make(Op::ArgGiven, {nullptr}, Payload::of_index(index));
      Node* value = branch(given, [&] { return g_.param(index); }, [&] { return expr(default_value); });
      write_local(p, value);
    }
    ++index;
  }
}

}  // namespace rhz::ir
