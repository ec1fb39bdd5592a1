// The edge API. Every function keeps the use lists exact; see ir/graph.h.
#include "ir/graph.h"

#include <algorithm>

#include "ir/check.h"

namespace rhz::ir {

Graph::Graph() { start_ = make(Op::Start, {nullptr}); }

Node* Graph::make(Op op, std::span<Node* const> inputs, Payload payload) {
  RHZ_IR_CHECK(arity_ok(op, inputs.size()), "wrong number of inputs for the op");
  RHZ_IR_CHECK(op != Op::Return || ret_ == nullptr, "a method has one Return");
  RHZ_IR_CHECK(op != Op::Start || start_ == nullptr, "a graph has one Start");
  auto id = static_cast<NodeId>(nodes_.size());
  Node* n = &nodes_.emplace_back(Node(id, op, payload));
  lines_.push_back(line_);
  n->inputs_.assign(inputs.size(), nullptr);
  n->use_pos_.assign(inputs.size(), 0);
  for (std::size_t s = 0; s < inputs.size(); ++s) {
    if (inputs[s] != nullptr) set_input(n, s, inputs[s]);
  }
  ++live_nodes_;
  if (op == Op::Return) ret_ = n;
  return n;
}

Node* Graph::leaf(Op op, Payload p) {
  Node* inputs[] = {nullptr};
  GvnKey key{op, &p, inputs};
  if (auto it = gvn_.find(key); it != gvn_.end()) return *it;
  Node* n = make(op, inputs, p);
  return gvn_insert(n);
}

Node* Graph::constant(Imm v) { return leaf(Op::Constant, Payload::constant(v)); }
Node* Graph::param(std::uint32_t index) { return leaf(Op::Param, Payload::of_index(index)); }
Node* Graph::self() { return leaf(Op::Self, Payload{}); }

void Graph::add_use(Node* def, Node* user, std::uint32_t slot) {
  RHZ_IR_CHECK(!def->dead_, "an edge to a killed node");
  user->use_pos_[slot] = static_cast<std::uint32_t>(def->uses_.size());
  def->uses_.push_back({user, slot});
  ++live_edges_;
}

void Graph::remove_use(Node* def, Node* user, std::uint32_t slot) {
  std::uint32_t pos = user->use_pos_[slot];
  RHZ_IR_CHECK(pos < def->uses_.size() && def->uses_[pos].user == user && def->uses_[pos].slot == slot,
               "use list out of step with the inputs");
  Use moved = def->uses_.back();
  def->uses_[pos] = moved;
  moved.user->use_pos_[moved.slot] = pos;
  def->uses_.pop_back();
  --live_edges_;
}

void Graph::set_input(Node* n, std::size_t slot, Node* def) {
  RHZ_IR_CHECK(!n->dead_, "editing a killed node");
  RHZ_IR_CHECK(!n->locked_, "editing a node in the GVN table: gvn_remove it first");
  RHZ_IR_CHECK(slot < n->inputs_.size(), "input slot out of range");
  Node* old = n->inputs_[slot];
  if (old == def) return;
  auto s = static_cast<std::uint32_t>(slot);
  if (old != nullptr) remove_use(old, n, s);
  n->inputs_[slot] = def;
  if (def != nullptr) add_use(def, n, s);
}

void Graph::add_input(Node* n, Node* def) {
  RHZ_IR_CHECK(is_variadic(n->op()), "add_input on a fixed-arity op");
  RHZ_IR_CHECK(!n->locked_, "editing a node in the GVN table: gvn_remove it first");
  n->inputs_.push_back(nullptr);
  n->use_pos_.push_back(0);
  set_input(n, n->inputs_.size() - 1, def);
}

void Graph::remove_input(Node* n, std::size_t slot) {
  RHZ_IR_CHECK(is_variadic(n->op()), "remove_input on a fixed-arity op");
  RHZ_IR_CHECK(n->inputs_.size() > op_info(n->op()).inputs, "remove_input below the minimum arity");
  RHZ_IR_CHECK(!n->locked_, "editing a node in the GVN table: gvn_remove it first");
  RHZ_IR_CHECK(slot < n->inputs_.size(), "input slot out of range");
  // Shift later inputs down one slot, moving each edge so its use records
  // the new slot. O(arity), which is small for merges and phis.
  std::size_t last = n->inputs_.size() - 1;
  for (std::size_t s = slot; s < last; ++s) set_input(n, s, n->inputs_[s + 1]);
  set_input(n, last, nullptr);
  n->inputs_.pop_back();
  n->use_pos_.pop_back();
}

void Graph::drop_inputs(Node* n) {
  gvn_remove(n);
  for (std::size_t s = 0; s < n->inputs_.size(); ++s) set_input(n, s, nullptr);
}

void Graph::set_payload(Node* n, Payload p) {
  RHZ_IR_CHECK(!n->locked_, "editing a node in the GVN table: gvn_remove it first");
  n->payload_ = p;
}

void Graph::replace_all_uses(Node* old, Node* replacement) {
  RHZ_IR_CHECK(old != replacement, "replacing a node by itself");
  while (!old->uses_.empty()) {
    Use u = old->uses_.back();
    gvn_remove(u.user);
    set_input(u.user, u.slot, replacement);
  }
}

void Graph::bypass(Node* fixed, Node* value) {
  RHZ_IR_CHECK(is_pinned(fixed->op()) && is_control(fixed->op()), "bypass of a node outside the control chain");
  Node* ctrl = control(fixed);
  while (!fixed->uses_.empty()) {
    Use u = fixed->uses_.back();
    gvn_remove(u.user);
    set_input(u.user, u.slot, is_control_edge(u.user, u.slot) ? ctrl : value);
  }
}

void Graph::kill(Node* n) {
  RHZ_IR_CHECK(!n->dead_, "killing a node twice");
  RHZ_IR_CHECK(n->uses_.empty(), "killing a node that still has uses");
  RHZ_IR_CHECK(n != start_, "killing Start");
  drop_inputs(n);
  n->dead_ = true;
  --live_nodes_;
  if (n == ret_) ret_ = nullptr;
}

// ---- GVN ------------------------------------------------------------------

std::size_t Graph::GvnHash::operator()(const GvnKey& k) const {
  std::size_t h = static_cast<std::size_t>(k.op) * 0x9e3779b97f4a7c15ull;
  auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001b3ull + (h >> 29); };
  mix(static_cast<std::uint64_t>(k.payload->imm));
  mix(k.payload->index);
  mix(k.payload->kind);
  for (const Node* in : k.inputs) mix(in == nullptr ? ~0ull : in->id());
  return h;
}
std::size_t Graph::GvnHash::operator()(const Node* n) const { return (*this)(key_of(n)); }

bool Graph::GvnEq::operator()(const GvnKey& a, const GvnKey& b) const {
  return a.op == b.op && *a.payload == *b.payload && a.inputs.size() == b.inputs.size() &&
         std::equal(a.inputs.begin(), a.inputs.end(), b.inputs.begin());
}
bool Graph::GvnEq::operator()(const Node* a, const Node* b) const { return (*this)(key_of(a), key_of(b)); }
bool Graph::GvnEq::operator()(const GvnKey& a, const Node* b) const { return (*this)(a, key_of(b)); }
bool Graph::GvnEq::operator()(const Node* a, const GvnKey& b) const { return (*this)(key_of(a), b); }

Node* Graph::gvn_find(const Node* n) const {
  auto it = gvn_.find(key_of(n));
  return it == gvn_.end() ? nullptr : *it;
}

Node* Graph::gvn_insert(Node* n) {
  RHZ_IR_CHECK(is_pure(n->op()) && !n->dead_, "only live pure nodes are value-numbered");
  if (n->locked_) return n;
  auto [it, inserted] = gvn_.insert(n);
  if (inserted) n->locked_ = true;
  return *it;
}

void Graph::gvn_remove(Node* n) {
  if (!n->locked_) return;
  gvn_.erase(n);
  n->locked_ = false;
}

// ---- iteration ---------------------------------------------------------------

std::vector<Node*> live_nodes(Graph& g) {
  std::vector<Node*> out;
  out.reserve(g.live_nodes());
  for (NodeId i = 0; i < g.id_limit(); ++i) {
    if (!g.node(i)->is_dead()) out.push_back(g.node(i));
  }
  return out;
}

std::vector<const Node*> live_nodes(const Graph& g) {
  std::vector<const Node*> out;
  out.reserve(g.live_nodes());
  for (NodeId i = 0; i < g.id_limit(); ++i) {
    if (!g.node(i)->is_dead()) out.push_back(g.node(i));
  }
  return out;
}

}  // namespace rhz::ir
