// The checks, in the order they run:
//   1. edges: use/def symmetry, no edge to or from a killed node;
//   2. shape: arity, slot-0 rules (control for pinned nodes, null for
//      floating ones, a merge for phis), data inputs are values, phi/merge
//      agreement, Loop shape, If with exactly its two projections, one
//      control successor per control node, locked nodes are pure;
//   3. reachability: every control node is reached from Start along control
//      edges, every other node feeds (transitively) a reached control node,
//      and every loop's back edge is reached from its header.
#include "ir/verify.h"

#include <sstream>
#include <unordered_set>

#include "ir/node_map.h"

namespace rhz::ir {
namespace {

class Verifier {
 public:
  explicit Verifier(const Graph& g) : g_(g) {}

  std::vector<std::string> run() {
    nodes_ = live_nodes(g_);
    if (g_.start()->is_dead() || g_.start()->op() != Op::Start) problem(g_.start(), "Start is missing");
    check_killed();
    check_edges();
    for (const Node* n : nodes_) check_shape(n);
    check_reachability();
    return std::move(problems_);
  }

 private:
  // problem(n, "text ", value, " more text", ...): one line about node n.
  template <typename... Parts>
  void problem(const Node* n, const Parts&... parts) {
    std::ostringstream line;
    line << "node " << n->id() << " (" << op_name(n->op()) << "): ";
    (line << ... << parts);
    problems_.push_back(line.str());
  }

  void check_killed() {
    for (NodeId i = 0; i < g_.id_limit(); ++i) {
      const Node* n = g_.node(i);
      if (!n->is_dead()) continue;
      if (n->num_uses() != 0) problem(n, "killed but still used by node ", n->uses()[0].user->id());
      for (const Node* in : n->inputs()) {
        if (in != nullptr) problem(n, "killed but still has input node ", in->id());
      }
    }
  }

  void check_edges() {
    NodeMap<std::size_t> edges_in(g_);
    for (const Node* n : nodes_) {
      for (std::size_t s = 0; s < n->num_inputs(); ++s) {
        const Node* d = n->input(s);
        if (d == nullptr) continue;
        if (d->is_dead()) problem(n, "input ", s, " is killed node ", d->id());
        ++edges_in[d];
      }
    }
    std::unordered_set<std::uint64_t> seen;
    for (const Node* d : nodes_) {
      seen.clear();
      for (const Use& u : d->uses()) {
        if (u.user->is_dead()) {
          problem(d, "used by killed node ", u.user->id());
        } else if (u.slot >= u.user->num_inputs() || u.user->input(u.slot) != d) {
          problem(d, "use list names node ", u.user->id(), " slot ", u.slot, ", which is not an edge to it");
        } else if (!seen.insert((std::uint64_t{u.user->id()} << 32) | u.slot).second) {
          problem(d, "use list names node ", u.user->id(), " slot ", u.slot, " twice");
        }
      }
      if (d->num_uses() != edges_in.get(d)) {
        problem(d, d->num_uses(), " uses listed but ", edges_in.get(d), " input edges point to it");
      }
    }
  }

  void check_value_input(const Node* n, std::size_t s) {
    const Node* d = n->input(s);
    if (d == nullptr) {
      problem(n, "input ", s, " is missing");
    } else if (!is_value(d->op())) {
      problem(n, "input ", s, " is node ", d->id(), " (", op_name(d->op()), "), which is not a value");
    }
  }

  void check_shape(const Node* n) {
    Op op = n->op();
    if (!arity_ok(op, n->num_inputs())) {
      problem(n, "has ", n->num_inputs(), " inputs, the op takes ", is_variadic(op) ? "at least " : "", int{op_info(op).inputs});
      return;
    }
    if (n->is_locked() && !is_pure(op)) problem(n, "is in the GVN table but not pure");
    const Node* c = n->input(0);
    if (is_pinned(op)) {
      if (c == nullptr) {
        problem(n, "has no control input");
      } else if (is_projection(op) ? c->op() != Op::If : !is_control(c->op())) {
        problem(n, "control input is node ", c->id(), " (", op_name(c->op()), "), which is not ", is_projection(op) ? "an If" : "control");
      }
    } else if (is_phi(op)) {
      if (c == nullptr || !is_merge(c->op())) {
        problem(n, "input 0 is not a Region or Loop");
      } else if (n->num_inputs() != c->num_inputs()) {
        problem(n, "has ", n->num_inputs() - 1, " values but its ", op_name(c->op()), " ", c->id(), " has ", num_preds(c), " predecessors");
      }
    } else if (c != nullptr) {
      problem(n, "is ", is_merge(op) ? "a merge" : "floating", " but has input 0 (node ", c->id(), ")");
    }
    if (is_merge(op)) {
      for (std::size_t s = 1; s < n->num_inputs(); ++s) {
        const Node* p = n->input(s);
        if (p == nullptr) {
          problem(n, "predecessor ", s, " is missing");
        } else if (!is_control(p->op())) {
          problem(n, "predecessor ", s, " is node ", p->id(), " (", op_name(p->op()), "), which is not control");
        }
      }
    } else {
      for (std::size_t s = 1; s < n->num_inputs(); ++s) check_value_input(n, s);
    }
    if (op == Op::If) check_if(n);
    if (op == Op::Constant && n->payload().kind > static_cast<std::uint8_t>(ImmKind::False)) {
      problem(n, "constant of unknown kind ", int{n->payload().kind});
    }
    if (is_control(op)) {
      std::size_t succ = 0;
      for (const Use& u : n->uses()) succ += is_control_edge(u.user, u.slot);
      // An exit that is always taken (a Guard on a constant that fails) may
      // end a specialised path.
      bool ends_path = succ == 0 && op == Op::Guard && is_constant(cond(n)) &&
                       imm(cond(n)).truthy() == guard_negated(n);
      if (succ != 1 && !ends_path) problem(n, "has ", succ, " control successors, expected 1");
    }
  }

  void check_if(const Node* n) {
    int t = 0, f = 0, other = 0;
    for (const Use& u : n->uses()) {
      if (u.user->op() == Op::IfTrue) ++t;
      else if (u.user->op() == Op::IfFalse) ++f;
      else ++other;
    }
    if (t != 1 || f != 1 || other != 0) {
      problem(n, "needs exactly one IfTrue and one IfFalse, has ", t, " IfTrue, ", f, " IfFalse, ", other, " other uses");
    }
  }

  // Control successors of c along control edges, then the value closure.
  void check_reachability() {
    NodeMap<std::uint8_t> control(g_, 0);
    std::vector<const Node*> stack{g_.start()};
    control[g_.start()] = 1;
    while (!stack.empty()) {
      const Node* c = stack.back();
      stack.pop_back();
      for (const Use& u : c->uses()) {
        if (is_control_edge(u.user, u.slot) && !control.get(u.user)) {
          control[u.user] = 1;
          stack.push_back(u.user);
        }
      }
    }
    NodeMap<std::uint8_t> live(g_, 0);
    for (const Node* n : nodes_) {
      if (control.get(n)) {
        live[n] = 1;
        stack.push_back(n);
      } else if (!is_floating(n->op())) {
        problem(n, "is not reachable from Start");
      }
    }
    while (!stack.empty()) {
      const Node* n = stack.back();
      stack.pop_back();
      for (const Node* in : n->inputs()) {
        if (in != nullptr && !in->is_dead() && !live.get(in)) {
          live[in] = 1;
          stack.push_back(in);
        }
      }
    }
    for (const Node* n : nodes_) {
      if (is_floating(n->op()) && !live.get(n)) problem(n, "is dead: no reachable node uses it");
      if (n->op() == Op::Loop && control.get(n)) check_loop(n);
    }
  }

  // The back edge must come from the loop body: reached from the header
  // along control edges without leaving through the header again.
  void check_loop(const Node* loop) {
    const Node* back = loop_back(loop);
    if (loop_entry(loop) == nullptr || back == nullptr) return;  // reported by check_shape
    NodeMap<std::uint8_t> seen(g_, 0);
    std::vector<const Node*> stack{loop};
    seen[loop] = 1;
    while (!stack.empty()) {
      const Node* c = stack.back();
      stack.pop_back();
      if (c == back) return;
      for (const Use& u : c->uses()) {
        if (is_control_edge(u.user, u.slot) && u.user != loop && !seen.get(u.user)) {
          seen[u.user] = 1;
          stack.push_back(u.user);
        }
      }
    }
    problem(loop, "back edge node ", back->id(), " is not reached from the loop header");
  }

  const Graph& g_;
  std::vector<const Node*> nodes_;
  std::vector<std::string> problems_;
};

}  // namespace

std::vector<std::string> verify_frame_states(const Graph& g, std::span<const std::size_t> state_sizes) {
  std::vector<std::string> problems;
  std::vector<NodeId> owner(state_sizes.size(), 0);
  for (const Node* n : live_nodes(g)) {
    if (!is_guard(n->op())) continue;
    std::string where = "node " + std::to_string(n->id()) + " (" + std::string(op_name(n->op())) + "): ";
    std::uint32_t e = exit_index(n);
    if (e >= state_sizes.size()) {
      problems.push_back(where + "exit " + std::to_string(e) + " is not in the exit table");
      continue;
    }
    if (owner[e] != 0) problems.push_back(where + "shares exit " + std::to_string(e) + " with node " + std::to_string(owner[e]));
    owner[e] = n->id();
    if (frame_state(n).size() != state_sizes[e])
      problems.push_back(where + "has " + std::to_string(frame_state(n).size()) + " frame-state values, its exit writes " +
                         std::to_string(state_sizes[e]) + " slots");
  }
  return problems;
}

std::vector<std::string> verify_graph(const Graph& g) { return Verifier(g).run(); }

}  // namespace rhz::ir
