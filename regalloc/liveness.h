// Liveness over the linear IR: which values are live into and out of every
// block, and the instruction-level facts the rest of regalloc shares.
//
// Conventions (the allocator, the verifier and the pressure count all use
// these, so they must agree):
// - A value is the node of a Node instruction whose op has the Value flag
//   (phis included). Branches read the If's condition; Return reads its
//   value; every other instruction reads its non-control value inputs.
// - A phi is defined at the start of its block; its input along pred P is
//   read at the end of P (live-out of P), not in the phi's block.
// - A Param is defined at method entry, where the caller put it; its `arg`
//   instruction reads it (and writes its destination, which for a fixed
//   Param is the same slot). So a Param is live from entry to its last use.
// - Loops need no special case: the fixpoint makes a value that is live at
//   a loop header and defined outside the loop live in every block of it.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/graph.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

// A set of node ids (a bitset sized by the graph's id limit).
class ValueSet {
 public:
  ValueSet() = default;
  explicit ValueSet(std::size_t ids) : words_((ids + 63) / 64, 0) {}
  bool has(ir::NodeId id) const { return (words_[id / 64] >> (id % 64)) & 1; }
  void add(ir::NodeId id) { words_[id / 64] |= std::uint64_t{1} << (id % 64); }
  void remove(ir::NodeId id) { words_[id / 64] &= ~(std::uint64_t{1} << (id % 64)); }
  void add_all(const ValueSet& o) {
    for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= o.words_[i];
  }
  std::size_t count() const;
  std::vector<ir::NodeId> ids() const;  // ascending
  bool operator==(const ValueSet&) const = default;

 private:
  std::vector<std::uint64_t> words_;
};

// Does this instruction define a value (and so need a location)?
bool defines_value(const sched::LinearInstr& li);

inline bool is_phi_instr(const sched::LinearInstr& li) {
  return li.kind == sched::LinearInstr::Kind::Node && li.node && ir::is_phi(li.node->op());
}

// The values an instruction reads where it stands (a phi reads nothing
// here: its inputs are read at the ends of the predecessors). Includes a
// Param's own `arg` instruction reading the Param.
template <typename F>
void for_each_read(const sched::LinearInstr& li, F f) {
  const ir::Node* n = li.node;
  if (!n) return;
  if (li.kind != sched::LinearInstr::Kind::Node) {
    if (const ir::Node* c = ir::cond(n)) f(c);
    return;
  }
  if (ir::is_phi(n->op())) return;
  if (n->op() == ir::Op::Param) {
    f(n);
    return;
  }
  for (std::size_t s = 0; s < n->num_inputs(); ++s) {
    const ir::Node* in = n->input(s);
    if (in && !ir::is_control_edge(n, s) && ir::is_value(in->op())) f(in);
  }
}

// The same reads with the user and input slot they come from, for targets
// whose masks differ per operand: a branch reads slot 1 of its If, a
// Param's `arg` instruction reads "slot 0" of the Param itself.
template <typename F>
void for_each_operand(const sched::LinearInstr& li, F f) {
  const ir::Node* n = li.node;
  if (!n) return;
  if (li.kind != sched::LinearInstr::Kind::Node) {
    if (const ir::Node* c = ir::cond(n)) f(c, n, std::size_t{1});
    return;
  }
  if (ir::is_phi(n->op())) return;
  if (n->op() == ir::Op::Param) {
    f(n, n, std::size_t{0});
    return;
  }
  for (std::size_t s = 0; s < n->num_inputs(); ++s) {
    const ir::Node* in = n->input(s);
    if (in && !ir::is_control_edge(n, s) && ir::is_value(in->op())) f(in, n, s);
  }
}

// The input of `phi` along the edge from `pred` (null if none).
const ir::Node* phi_input(const sched::Cfg& cfg, const ir::Node* phi, sched::BlockId pred);

// Is `n` defined at method entry rather than at its instruction?
inline bool defined_at_entry(const ir::Node* n) { return n->op() == ir::Op::Param; }

struct Liveness {
  std::vector<ValueSet> live_in, live_out;  // by block id
};

Liveness compute_liveness(const ir::Graph& g, const sched::MethodSchedule& s);

// Register pressure as the allocator sees it: the most values that must
// hold distinct locations at once. At an instruction that is the values
// live into it, and the values live out of it plus its result (plus its
// dying operands when the result may not reuse them). Phis of a block all
// count at its start. Allocation on the frame target reaches exactly this
// (or the highest fixed slot + 1 if that is more), plus a scratch slot
// when a phi copy has a cycle.
std::size_t max_pressure(const ir::Graph& g, const sched::MethodSchedule& s, bool result_may_reuse_operand = true);

}  // namespace rhz::regalloc
