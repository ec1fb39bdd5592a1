// Helpers for the tests of the AST → graph builder (ir/build.h): run the
// frontend and the builder on a string, and query or render the graphs
// compactly so that expectations stay readable.
//
//   build(code)      parse, check (no diagnostics allowed), build; every
//                    method's graph must verify
//   optimized(code)  the same, then optimize every method and verify again
//   graph_of(p, "f") the graph of method f ("<main>" for the top level)
//
// Queries: nodes_of(g, op), count_of, sends_of(p, g, name), the_only(g, op)
// and the_send(p, g, name) (exactly one, else the test fails), block_of(n)
// (the node that starts n's basic block), reaches(a, b) (b follows a on the
// control chain), if_of / projection_of (an If and its projections),
// phi_value_from(phi, pred) (a phi's value along one predecessor).
//
// Rendering (chain_of, value_of): a value prints as a small expression —
//   1 nil true false   constants          self  p0  given1   Self, Param, ArgGiven
//   recv.name(args)    a Send             name(args)  a functional Send
//   name               a VCall (bare name) "lit"   NewString
//   [a, b]             NewArray           interp(a, b)  to_ary(x)  !x  truthy(x)
//   get(A) set(A, v)   ConstGet/ConstSet  def(f)  DefineMethod
//   phi(a, b)          a Phi
//   ^Op                a node met again inside its own rendering (a loop cycle)
// chain_of(p, g) follows the control chain from Start while it is straight:
// each fixed node gets a label %1, %2, ... in program order and prints as
// `%k = VALUE`; a value already labelled prints as its label. The chain ends
// with `return VALUE`, or `if VALUE`, `region`, `loop` where it stops being
// straight.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "frontend/parse.h"
#include "ir/build.h"
#include "ir/optimize.h"
#include "ir/print.h"
#include "ir/program.h"
#include "ir/verify.h"
#include "test/frontend/ast_helpers.h"

namespace rhz::ir::test {

inline std::string problems_text(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

inline void require_verified(const Program& p, const char* phase) {
  for (const Method& m : p.methods) {
    auto problems = verify_graph(m.graph);
    INFO(phase << ": method " << p.symbols.name(m.info.name) << "\n" << problems_text(problems) << print_text(p));
    REQUIRE(problems.empty());
  }
}

// Parses and checks code (the frontend must accept it), builds every graph
// and verifies each.
inline Program build(std::string code) {
  frontend::test::Frontend fe(code);
  INFO("code: " << code << "\n" << frontend::test::format_errors(fe.diags));
  REQUIRE_FALSE(fe.diags.has_errors());
  Program p = build_program(*fe.ast);
  require_verified(p, "after build");
  return p;
}

inline void optimize_all(Program& p) {
  for (Method& m : p.methods) optimize(m.graph, p.symbols);
  require_verified(p, "after optimize");
}

// build, then optimize every method and verify again.
inline Program optimized(std::string code) {
  Program p = build(std::move(code));
  optimize_all(p);
  return p;
}

inline Method& method_of(Program& p, std::string_view name) {
  for (Method& m : p.methods)
    if (p.symbols.name(m.info.name) == name) return m;
  FAIL("no method " << name);
  return p.methods.front();
}

inline Graph& graph_of(Program& p, std::string_view name = "<main>") {
  if (name == "<main>") return p.main().graph;
  return method_of(p, name).graph;
}

// ---- queries ---------------------------------------------------------------

inline std::vector<Node*> nodes_of(Graph& g, Op op) {
  std::vector<Node*> out;
  for (Node* n : live_nodes(g))
    if (n->op() == op) out.push_back(n);
  return out;
}

inline std::size_t count_of(Graph& g, Op op) { return nodes_of(g, op).size(); }

inline bool is_send_to(const Program& p, const Node* n, std::string_view name) {
  return n->op() == Op::Send && p.symbols.name(send_name(n)) == name;
}

inline std::vector<Node*> sends_of(const Program& p, Graph& g, std::string_view name) {
  std::vector<Node*> out;
  for (Node* n : live_nodes(g))
    if (is_send_to(p, n, name)) out.push_back(n);
  return out;
}

// The only live node of op; the test fails if there is not exactly one.
inline Node* the_only(Graph& g, Op op) {
  auto found = nodes_of(g, op);
  INFO("nodes of op " << op_name(op) << "\n" << print_text(g));
  REQUIRE(found.size() == 1);
  return found[0];
}

inline Node* the_send(const Program& p, Graph& g, std::string_view name) {
  auto found = sends_of(p, g, name);
  INFO("sends of " << name << "\n" << print_text(g, &p.symbols));
  REQUIRE(found.size() == 1);
  return found[0];
}

// The nodes that take n as their control input (a merge counts once per slot).
inline std::vector<Node*> control_users(const Node* n) {
  std::vector<Node*> out;
  for (const Use& u : n->uses())
    if (is_control_edge(u.user, u.slot)) out.push_back(u.user);
  std::sort(out.begin(), out.end(), [](const Node* a, const Node* b) { return a->id() < b->id(); });
  return out;
}

// The node that starts n's basic block: walks control inputs back to Start,
// a merge or a projection. n must be fixed (or a block start itself).
inline Node* block_of(Node* n) {
  while (!is_block_start(n->op())) n = control(n);
  return n;
}

// Does b follow a along control edges (a == b counts)?
inline bool reaches(const Node* a, const Node* b) {
  std::unordered_set<const Node*> seen{a};
  std::vector<const Node*> stack{a};
  while (!stack.empty()) {
    const Node* n = stack.back();
    stack.pop_back();
    if (n == b) return true;
    for (const Node* u : control_users(n))
      if (seen.insert(u).second) stack.push_back(u);
  }
  return false;
}

inline bool index_of(const Node* region, const Node* pred, std::size_t& i) {
  for (std::size_t k = 0; k < num_preds(region); ++k)
    if (preds(region)[k] == pred) {
      i = k;
      return true;
    }
  return false;
}

// The value of a phi along the predecessor pred of its merge (null if pred
// is not one).
inline Node* phi_value_from(const Node* phi, const Node* pred) {
  std::size_t i = 0;
  if (!index_of(phi_region(phi), pred, i)) return nullptr;
  return phi_values(phi)[i];
}

// The If of a projection.
inline Node* if_of(const Node* projection) { return control(projection); }

inline Node* projection_of(const Node* if_node, Op which) {
  for (Node* u : control_users(if_node))
    if (u->op() == which) return u;
  return nullptr;
}

// ---- rendering ---------------------------------------------------------------

class Renderer {
 public:
  explicit Renderer(const Program& p) : p_(p) {}

  std::string label(const Node* n) {
    std::string l = "%" + std::to_string(labels_.size() + 1);
    labels_.emplace(n, l);
    return l;
  }

  std::string value(const Node* n) {
    if (!n) return "_";
    if (auto it = labels_.find(n); it != labels_.end()) return it->second;
    if (std::find(active_.begin(), active_.end(), n) != active_.end()) return "^" + std::string(op_name(n->op()));
    active_.push_back(n);
    std::string s = render(n);
    active_.pop_back();
    return s;
  }

  // What a fixed node does, ignoring its own label.
  std::string render(const Node* n) {
    auto list = [&](std::span<Node* const> values) {
      std::string s;
      for (const Node* v : values) {
        if (!s.empty()) s += ", ";
        s += value(v);
      }
      return s;
    };
    switch (n->op()) {
      case Op::Constant: {
        Imm v = imm(n);
        switch (v.kind) {
          case ImmKind::Fixnum: return std::to_string(v.fixnum);
          case ImmKind::Nil: return "nil";
          case ImmKind::True: return "true";
          case ImmKind::False: return "false";
        }
        return "?";
      }
      case Op::Param: return "p" + std::to_string(param_index(n));
      case Op::ArgGiven: return "given" + std::to_string(param_index(n));
      case Op::Self: return "self";
      case Op::Phi: return "phi(" + list(phi_values(n)) + ")";
      case Op::Not: return "!" + value(operand(n));
      case Op::Truthy: return "truthy(" + value(operand(n)) + ")";
      case Op::Send: {
        std::string name(p_.symbols.name(send_name(n)));
        std::uint8_t flags = send_flags(n);
        if (flags & kSendVCall) return name;
        std::string call = name + "(" + list(args(n)) + ")";
        if (flags & kSendFunctional) return call;
        return value(receiver(n)) + "." + call;
      }
      case Op::NewString: {
        std::ostringstream out;
        frontend::test::write_sexp_string(out, p_.strings.at(literal_index(n)));
        return out.str();
      }
      case Op::Literal: {
        if (literal_kind(n) != LiteralKind::FrozenString) break;
        std::ostringstream out;
        out << "frozen ";
        frontend::test::write_sexp_string(out, p_.strings.at(literal_index(n)));
        return out.str();
      }
      case Op::NewArray: return "[" + list(elements(n)) + "]";
      case Op::Interpolate: return "interp(" + list(parts(n)) + ")";
      case Op::ToAry: return "to_ary(" + value(operand(n)) + ")";
      case Op::ConstGet: return "get(" + std::string(p_.symbols.name(const_name(n))) + ")";
      case Op::ConstSet:
        return "set(" + std::string(p_.symbols.name(const_name(n))) + ", " + value(operand(n)) + ")";
      case Op::DefineMethod:
        return "def(" + std::string(p_.symbols.name(p_.methods.at(method_index(n)).info.name)) + ")";
      default: break;
    }
    return std::string(op_name(n->op())) + "#" + std::to_string(n->id());
  }

 private:
  const Program& p_;
  std::unordered_map<const Node*, std::string> labels_;
  std::vector<const Node*> active_;
};

inline std::string value_of(const Program& p, const Node* n) { return Renderer(p).value(n); }

// The straight control chain from Start (see the file comment).
inline std::string chain_of(const Program& p, const Graph& g) {
  Renderer r(p);
  std::string out;
  auto add = [&](const std::string& s) {
    if (!out.empty()) out += "; ";
    out += s;
  };
  const Node* n = g.start();
  for (;;) {
    auto next = control_users(n);
    if (next.size() != 1) {
      add(next.empty() ? "end" : "fork");
      return out;
    }
    n = next[0];
    switch (n->op()) {
      case Op::Return: add("return " + r.value(ret_value(n))); return out;
      case Op::If: add("if " + r.value(cond(n))); return out;
      case Op::Region: add("region"); return out;
      case Op::Loop: add("loop"); return out;
      default: {
        std::string what = r.render(n);
        add(r.label(n) + " = " + what);
      }
    }
  }
}

}  // namespace rhz::ir::test
