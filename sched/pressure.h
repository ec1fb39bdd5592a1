// Register pressure of a schedule, exactly as the min-reg literature defines
// it (and shared/dags/README.md):
//
//   At step t (1..n) a value is live if its producer is scheduled before t
//   and at least one of its consumers at or after t. RP(t) sums the sizes of
//   the live values; MaxRP is the maximum over all steps. A value with no
//   consumer is never live; a node's own result does not count at its own
//   step, its operands do. Dep edges order nodes but carry no value.
//
// Consequence used throughout sched/: RP(t) depends only on the *set* S of
// nodes scheduled before t, not on their order:
//
//   L(S) = sum of size(v) for v in S with a consumer outside S,
//
// and MaxRP = max over the prefixes S_0..S_{n-1} of L(S_k). Symmetrically,
// for the suffix P = V \ S, L(S) = sum of size(v) for v outside P with a
// consumer inside P, so a schedule can equally be built from the end.
// ForwardPressure and BackwardPressure track L incrementally for schedulers
// that grow a prefix or a suffix.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sched/dag.h"

namespace rhz::sched {

// Why `order` is not a topological order naming every node once, or nullopt.
std::optional<std::string> check_order(const Dag& dag, std::span<const NodeId> order);

// RP(t) for t = 1..n, at index t-1. `order` must pass check_order.
std::vector<int> pressure_profile(const Dag& dag, std::span<const NodeId> order);

// max_t RP(t), 0 for an empty DAG. `order` must pass check_order.
int max_rp(const Dag& dag, std::span<const NodeId> order);

// A lower bound on MaxRP valid for every order: at a node's own step all its
// operands are live, so no order beats the largest operand total.
int operand_lower_bound(const Dag& dag);

// L(S) for a growing prefix S. A node is ready when all its predecessors
// (data and dep) are in S.
class ForwardPressure {
 public:
  explicit ForwardPressure(const Dag& dag);

  int live() const { return live_; }  // L(S): RP at the step of the next node
  bool scheduled(NodeId v) const { return waiting_[v] < 0; }
  bool ready(NodeId v) const { return waiting_[v] == 0; }
  // Unscheduled consumers of v's value.
  int pending_consumers(NodeId v) const { return pending_[v]; }
  // L(S + x) - L(S): x's value starts (if consumed), operands whose last
  // pending consumer is x end.
  int delta(NodeId x) const;
  // Adds the ready node x to S; newly ready successors are appended to
  // `became_ready` if given (in NodeId order).
  void schedule(NodeId x, std::vector<NodeId>* became_ready = nullptr);
  // Removes x, which must be the node scheduled last.
  void unschedule(NodeId x);

 private:
  const Dag* dag_;
  std::vector<int> waiting_;  // unscheduled preds; -1 once scheduled
  std::vector<int> pending_;  // unscheduled consumers
  int live_ = 0;
};

// L for a growing suffix P (the schedule built from its end). A node is
// ready when all its successors are in P.
class BackwardPressure {
 public:
  explicit BackwardPressure(const Dag& dag);

  int live() const { return live_; }  // L(V \ P): RP at the step of the node placed last
  bool placed(NodeId v) const { return waiting_[v] < 0; }
  bool ready(NodeId v) const { return waiting_[v] == 0; }
  // Consumers of v already placed.
  int placed_consumers(NodeId v) const { return placed_consumers_[v]; }
  // Change of live() when x is placed just before the current suffix.
  int delta(NodeId x) const;
  void place(NodeId x, std::vector<NodeId>* became_ready = nullptr);
  void unplace(NodeId x);

 private:
  const Dag* dag_;
  std::vector<int> waiting_;           // unplaced succs; -1 once placed
  std::vector<int> placed_consumers_;  // placed consumers of each value
  int live_ = 0;
};

}  // namespace rhz::sched
