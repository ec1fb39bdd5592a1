// A modulo schedule turned into a prologue and a kernel (modulo_expand.h).
#include "sched/modulo_expand.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <unordered_map>

#include "ir/optimize.h"

namespace rhz::sched {

namespace {

using ir::Node;
using ir::Op;

// Operations that may run for an iteration that never comes: they read
// only registers, cannot fault, call or exit, and their results are
// dropped if the iteration does not happen.
bool may_run_ahead(Op op) {
  switch (op) {
    case Op::IntAdd:
    case Op::IntSub:
    case Op::IntMul:
    case Op::IntLt:
    case Op::IntLe:
    case Op::IntEq:
    case Op::IntAnd:
    case Op::IntOr:
    case Op::IntXor:
    case Op::IsFixnum:
    case Op::Truthy:
    case Op::Not:
    case Op::UnboxFloat:
    case Op::IntToFloat:
    case Op::FloatAdd:
    case Op::FloatSub:
    case Op::FloatMul:
    case Op::FloatDiv:
    case Op::FloatLt:
    case Op::FloatLe:
    case Op::FloatEq: return true;
    default: return false;
  }
}

int floor_div(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

class Expander {
 public:
  Expander(ir::Graph& g, const ExtractedLoop& loop, const PipelineStages& st,
           const std::function<std::uint32_t(std::uint32_t)>& clone_exit)
      : g_(g), st_(st), clone_exit_(clone_exit) {
    for (std::size_t v = 0; v < loop.nodes.size(); ++v) {
      Node* n = g.node(loop.nodes[v]->id());
      nodes_.push_back(n);
      index_[n] = static_cast<int>(v);
      if (ir::is_pinned(n->op())) fixed_.push_back(static_cast<int>(v));
    }
    header_ = fixed_.empty() ? nullptr : nodes_[fixed_.front()]->input(0);
    if (!header_ || header_->op() != Op::Loop) throw std::logic_error("pipelining: the loop's first fixed node does not follow its header");
    clones_.assign(static_cast<std::size_t>(st.count - 1), std::vector<Node*>(nodes_.size(), nullptr));
  }

  void run() {
    // The prologue: turns 0 … S−2; from turn F on, each runs the fixed
    // nodes of iteration turn − F, after the fixed nodes of the turn
    // before. Pure nodes are copied as something needs them.
    Node* control = header_->input(1);
    for (int turn = st_.fixed_stage; turn <= st_.count - 2; ++turn)
      for (int v : fixed_) control = clone(v, turn, control);
    // The kernel's operands, all worked out before any is changed (the
    // copies above and the rotation phis' entry values read the loop as
    // it was).
    struct Rewire {
      Node* user;
      std::size_t slot;
      Node* value;
    };
    std::vector<Rewire> rewires;
    for (std::size_t v = 0; v < nodes_.size(); ++v) {
      Node* n = nodes_[v];
      for (std::size_t slot = 1; slot < n->num_inputs(); ++slot) {
        Node* x = n->input(slot);
        if (!x) continue;
        Node* value = kernel_value(x, st_.stage[v]);
        if (value != x) rewires.push_back({n, slot, value});
      }
    }
    // (Working out a back value may make more rotations.)
    for (std::size_t k = 0; k < pending_backs_.size(); ++k) {
      const auto [phi, back] = pending_backs_[k];
      g_.set_input(phi, 2, kernel_value(back.first, back.second));
    }
    for (const Rewire& r : rewires) {
      g_.gvn_remove(r.user);
      g_.set_input(r.user, r.slot, r.value);
    }
    g_.set_input(header_, 1, control);
    ir::dce(g_);
  }

 private:
  int stage(int v) const { return st_.stage[static_cast<std::size_t>(v)]; }

  // The value of x in iteration j (j ≥ 0) as the prologue has it.
  Node* prologue_value(Node* x, int j) {
    if (auto it = index_.find(x); it != index_.end()) {
      const int v = it->second;
      const int turn = j + stage(v);
      if (turn > st_.count - 2) throw std::logic_error("pipelining: a prologue value from the kernel");
      Node*& c = clones_[static_cast<std::size_t>(turn)][static_cast<std::size_t>(v)];
      if (!c) {
        if (ir::is_pinned(x->op())) throw std::logic_error("pipelining: a fixed node's copy is read before it runs");
        c = clone(v, turn, nullptr);
      }
      return c;
    }
    if (ir::is_phi(x->op()) && x->input(0) == header_) return j == 0 ? x->input(1) : prologue_value(x->input(2), j - 1);
    return x;  // defined before the loop
  }

  // Copies loop node v for prologue turn `turn` (iteration turn − stage):
  // a fixed node after `control`, through a fresh exit if it is a guard.
  Node* clone(int v, int turn, Node* control) {
    Node* n = nodes_[static_cast<std::size_t>(v)];
    const int j = turn - stage(v);
    std::vector<Node*> inputs(n->num_inputs(), nullptr);
    inputs[0] = control;
    for (std::size_t slot = 1; slot < n->num_inputs(); ++slot)
      if (Node* x = n->input(slot)) inputs[slot] = prologue_value(x, j);
    ir::Payload payload = n->payload();
    if (ir::is_guard(n->op())) payload.index = clone_exit_(ir::exit_index(n));
    g_.set_line(g_.line(n));  // a copy reports its original's line
    Node* c = g_.make(n->op(), inputs, payload);
    clones_[static_cast<std::size_t>(turn)][static_cast<std::size_t>(v)] = c;
    return c;
  }

  // The value that, in every kernel turn T, is x's in iteration T − a.
  Node* kernel_value(Node* x, int a) {
    if (auto it = index_.find(x); it != index_.end()) {
      const int delta = a - stage(it->second);
      if (delta < 0) throw std::logic_error("pipelining: an operand from a later turn");
      if (delta == 0) return x;
      return rotation(x, a, a - 1);
    }
    if (ir::is_phi(x->op()) && x->input(0) == header_) {
      // In the kernel T ≥ S − 1, so iteration T − a is not the first one
      // unless a = S − 1 (then the first turn takes the loop's entry value).
      if (a <= st_.count - 2) return kernel_value(x->input(2), a + 1);
      return rotation(x, a, a - 1);
    }
    return x;
  }

  // A phi at the header: on entry x's value in iteration S − 1 − a, then
  // what kernel_value(x, back_a) was in the turn before.
  Node* rotation(Node* x, int a, int back_a) {
    const auto key = std::make_pair(x, a);
    if (auto it = rotations_.find(key); it != rotations_.end()) return it->second;
    Node* entry = prologue_value(x, st_.count - 1 - a);
    ir::Payload payload;
    if (ir::is_double(x)) payload.kind = ir::kDoublePhi;
    Node* phi = g_.make(Op::Phi, {header_, entry, nullptr}, payload);
    rotations_[key] = phi;
    pending_backs_.emplace_back(phi, std::make_pair(x, back_a));
    // The back value is set once every rotation exists (it may be another
    // rotation, even this one).
    return phi;
  }

  ir::Graph& g_;
  const PipelineStages& st_;
  const std::function<std::uint32_t(std::uint32_t)>& clone_exit_;
  std::vector<Node*> nodes_;
  std::unordered_map<const Node*, int> index_;
  std::vector<int> fixed_;  // program order
  Node* header_ = nullptr;
  std::vector<std::vector<Node*>> clones_;  // [turn][loop node]
  std::map<std::pair<Node*, int>, Node*> rotations_;
  std::vector<std::pair<Node*, std::pair<Node*, int>>> pending_backs_;
};

}  // namespace

std::variant<PipelineStages, std::string> pipeline_stages(const ExtractedLoop& loop, const ModuloSchedule& s) {
  if (!loop.has_graph()) return loop.not_candidate;
  if (!loop.not_candidate.empty()) return loop.not_candidate;
  const int n = loop.graph.size();
  int first_fixed = -1;
  for (int v = 0; v < n && first_fixed < 0; ++v)
    if (ir::is_pinned(loop.nodes[v]->op())) first_fixed = v;
  if (first_fixed < 0) return std::string("it has no fixed node");
  PipelineStages st;
  st.ii = s.ii;
  const int t_min = *std::min_element(s.times.begin(), s.times.end());
  const int base = s.times[first_fixed];
  st.fixed_stage = (base - t_min + s.ii - 1) / s.ii;
  const int origin = st.origin = base - st.fixed_stage * s.ii;
  for (int v = 0; v < n; ++v) {
    const int stage = floor_div(s.times[v] - origin, s.ii);
    st.stage.push_back(stage);
    st.slot.push_back(s.times[v] - origin - stage * s.ii);
    st.count = std::max(st.count, stage + 1);
  }
  for (int v = 0; v < n; ++v) {
    const Node* node = loop.nodes[v];
    if (ir::is_pinned(node->op()) && st.stage[v] != st.fixed_stage)
      return std::string("its fixed nodes do not fit in one stage");
    if (st.stage[v] < st.fixed_stage && !may_run_ahead(node->op()))
      return "r" + std::to_string(node->id()) + " would run ahead of its iteration's guards";
  }
  if (st.count < 2) return std::string("one stage: no iterations overlap");
  return st;
}

void expand_pipelined_loop(ir::Graph& g, const ExtractedLoop& loop, const PipelineStages& stages,
                           const std::function<std::uint32_t(std::uint32_t)>& clone_exit) {
  Expander(g, loop, stages, clone_exit).run();
}

}  // namespace rhz::sched
