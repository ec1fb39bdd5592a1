#include "ir/constants.h"

#include <unordered_map>

#include "ir/optimize.h"

namespace rhz::ir {

namespace {

struct Assignments {
  std::size_t count = 0;
  bool literal = true;
  Imm value{};
};

template <typename F>
void for_each_live(Graph& g, Op op, F f) {
  for (NodeId id = 0; id < g.id_limit(); ++id) {
    Node* n = g.node(id);
    if (!n->is_dead() && n->op() == op) f(n);
  }
}

}  // namespace

std::size_t propagate_literal_constants(Program& program) {
  std::unordered_map<std::uint32_t, Assignments> assignments;  // by constant name
  for (Method& m : program.methods)
    for_each_live(m.graph, Op::ConstSet, [&](Node* n) {
      Assignments& a = assignments[static_cast<std::uint32_t>(const_name(n))];
      ++a.count;
      if (is_constant(operand(n))) a.value = imm(operand(n));
      else a.literal = false;
    });
  std::size_t rewritten = 0;
  for (Method& m : program.methods) {
    Graph& g = m.graph;
    std::size_t before = rewritten;
    for_each_live(g, Op::ConstGet, [&](Node* n) {
      auto it = assignments.find(static_cast<std::uint32_t>(const_name(n)));
      if (it == assignments.end() || it->second.count != 1 || !it->second.literal) return;
      std::vector<Use> value_uses;
      for (const Use& u : n->uses())
        if (!is_control_edge(u.user, u.slot)) value_uses.push_back(u);
      if (value_uses.empty()) return;  // a read whose value nothing uses: no literal to leave dead
      Node* literal = g.constant(it->second.value);
      for (const Use& u : value_uses) {
        g.gvn_remove(u.user);
        g.set_input(u.user, u.slot, literal);
        ++rewritten;
      }
    });
    if (rewritten != before) optimize(g, program.symbols);
  }
  return rewritten;
}

}  // namespace rhz::ir
