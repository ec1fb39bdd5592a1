// Helpers for hand-made graphs in the IR tests.
//
// TestGraph keeps a "current control" like a real builder does: send()
// appends to the control chain, branch()/merge() split and join it. Tests
// check the verifier after every step with REQUIRE_VERIFIED.
#pragma once

#include <catch2/catch.hpp>

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "ir/construct.h"
#include "ir/graph.h"
#include "ir/print.h"
#include "ir/symbols.h"
#include "ir/verify.h"

namespace rhz::ir::test {

struct TestGraph {
  SymbolTable symbols;
  Graph g;
  Node* ctrl = g.start();

  Node* c(std::int64_t v) { return g.constant(Imm::of_fixnum(v)); }
  Node* nil() { return g.constant(Imm::nil()); }
  Node* boolean(bool b) { return g.constant(Imm::of_bool(b)); }
  Node* param(std::uint32_t i) { return g.param(i); }
  SymbolId sym(std::string_view s) { return symbols.intern(s); }

  Node* send(std::string_view name, Node* recv, std::initializer_list<Node*> args = {}) {
    ctrl = make_send(g, ctrl, sym(name), recv, std::span<Node* const>(args.begin(), args.size()));
    return ctrl;
  }
  Node* fcall(std::string_view name, std::initializer_list<Node*> args = {}) {
    ctrl = make_send(g, ctrl, sym(name), g.self(), std::span<Node* const>(args.begin(), args.size()),
                     kSendFunctional);
    return ctrl;
  }
  // Splits the current control; the caller picks the arm to continue on.
  Branch branch(Node* cond) { return make_if(g, ctrl, cond); }
  Node* merge(std::initializer_list<Node*> preds) {
    ctrl = make_region(g, std::span<Node* const>(preds.begin(), preds.size()));
    return ctrl;
  }
  Node* phi(Node* region, std::initializer_list<Node*> values) {
    return make_phi(g, region, std::span<Node* const>(values.begin(), values.size()));
  }
  Node* ret(Node* v) { return make_return(g, ctrl, v); }

  std::string text() const { return print_text(g, &symbols); }
};

inline std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

#define REQUIRE_VERIFIED(graph)                                 \
  do {                                                          \
    auto problems_ = ::rhz::ir::verify_graph(graph);            \
    INFO(::rhz::ir::test::join_lines(problems_));               \
    REQUIRE(problems_.empty());                                 \
  } while (0)

// Runs fn in a child process; true if the child aborted (an RHZ_IR_CHECK
// fired) rather than returning normally.
bool dies(const std::function<void()>& fn);

// Use lists are exactly the reverse of the inputs, for every live node.
bool uses_exact(const Graph& g);

}  // namespace rhz::ir::test
