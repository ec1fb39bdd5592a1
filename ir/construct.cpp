#include "ir/construct.h"

#include <vector>

#include "ir/check.h"

namespace rhz::ir {

Node* make_send(Graph& g, Node* ctrl, SymbolId name, Node* recv, std::span<Node* const> args,
                std::uint8_t flags) {
  std::vector<Node*> inputs{ctrl, recv};
  inputs.insert(inputs.end(), args.begin(), args.end());
  return g.make(Op::Send, inputs, Payload::send(name, flags));
}

Branch make_if(Graph& g, Node* ctrl, Node* cond) {
  Node* n = g.make(Op::If, {ctrl, cond});
  return {n, g.make(Op::IfTrue, {n}), g.make(Op::IfFalse, {n})};
}

Node* make_region(Graph& g, std::span<Node* const> preds) {
  std::vector<Node*> inputs{nullptr};
  inputs.insert(inputs.end(), preds.begin(), preds.end());
  return g.make(Op::Region, inputs);
}

Node* make_phi(Graph& g, Node* region, std::span<Node* const> values) {
  RHZ_IR_CHECK(values.size() == num_preds(region), "a phi has one value per predecessor");
  std::vector<Node*> inputs{region};
  inputs.insert(inputs.end(), values.begin(), values.end());
  return g.make(Op::Phi, inputs);
}

Node* make_loop(Graph& g, Node* entry) { return g.make(Op::Loop, {nullptr, entry, nullptr}); }

void set_back_edge(Graph& g, Node* loop, Node* back) {
  RHZ_IR_CHECK(loop->op() == Op::Loop, "set_back_edge on a non-loop");
  g.set_input(loop, 2, back);
}

Node* make_loop_phi(Graph& g, Node* loop, Node* entry_value) {
  RHZ_IR_CHECK(loop->op() == Op::Loop, "make_loop_phi on a non-loop");
  return g.make(Op::Phi, {loop, entry_value, nullptr});
}

void set_phi_back(Graph& g, Node* phi, Node* back_value) {
  RHZ_IR_CHECK(phi->op() == Op::Phi && phi_region(phi)->op() == Op::Loop, "set_phi_back on a non-loop phi");
  g.set_input(phi, 2, back_value);
}

Node* make_return(Graph& g, Node* ctrl, Node* value) { return g.make(Op::Return, {ctrl, value}); }

}  // namespace rhz::ir
