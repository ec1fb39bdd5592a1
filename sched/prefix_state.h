// A scheduled prefix S of a Dag, grown and shrunk incrementally: the state
// of the searches in sched/ (peak_search.h, optimal.h).
//
// RP at a step depends only on the set S scheduled before it (pressure.h),
// so S, kept as a bitset with a Zobrist hash, is the whole search state;
// live() is L(S). Three exact reductions keep the searches small; each says
// "if some completion of S keeps MaxRP within K, one of this shape does":
//
//  1. Sources go last. A node without predecessors (a load, a constant) can
//     be delayed to just before its first successor: that only shortens its
//     own live range, it has no operands to keep alive. So the searches
//     branch on *steps*: a step takes a non-source node c whose non-source
//     predecessors are scheduled, preceded by its still-unscheduled sources
//     (in NodeId order). take(c) schedules a step.
//
//  2. Dominant blocks. Let X be nodes schedulable from S with every step's
//     RP within K such that L(S u X) <= L(S u Y) for every Y in X with S u Y
//     downward closed (Y empty included). Then some completion within K
//     starts with X. Move X to the front of any completion within K: a
//     prefix T of it holding Y = T n X becomes T u X, and
//       L(T u X) - L(T) <= L(S u X) - L(S u Y) <= 0,
//     because what X frees can only grow with the base set while what X
//     adds is fixed (X's consumers are never in T). Blocks keep sources
//     just before their first successor, so 1 and 2 combine.
//
//  3. Forced steps, the blocks found cheaply: a step whose delta is <= 0
//     (it frees at least what it adds) and whose own RP is within K. Its
//     proper parts are its sources alone, which only add.
//
// close(limit) applies 3 and then the blocks it can find (a step, the forced
// steps it opens and at most one more step bringing L back to where it
// started, checked against every Y by enumeration) until none applies. It
// depends only on the set and the limit, never on how the set was reached:
// replaying a search path reproduces its sets exactly.
//
// Invariant: candidates() holds exactly the unscheduled non-source nodes
// whose non-source predecessors are all in S (plus isolated nodes); order()
// lists S in the order scheduled, so undo_to(k) restores that prefix.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "sched/dag.h"

namespace rhz::sched {

class PrefixState {
 public:
  explicit PrefixState(const Dag& dag);

  const Dag& dag() const { return dag_; }
  std::size_t words() const { return bits_.size(); }
  std::size_t length() const { return order_.size(); }
  bool complete() const { return order_.size() == dag_.size(); }
  int live() const { return live_; }
  bool scheduled(NodeId v) const { return waiting_[v] < 0; }
  std::span<const NodeId> candidates() const { return ready_; }
  std::span<const NodeId> order() const { return order_; }
  std::span<const std::uint64_t> bits() const { return bits_; }
  std::uint64_t hash() const { return hash_; }

  // For a candidate c: L after its step minus L now, and the RP at c's own
  // step (L with its sources added). The step's cost is
  // max(step_peak(c), live() + delta(c)).
  int delta(NodeId c) const;
  int step_peak(NodeId c) const;
  void take(NodeId c);
  // Applies reductions 3 and (with `blocks`) 2 within `limit`; returns the
  // largest RP of the steps it scheduled (0 if none). The block search costs
  // a trial step for each of the (at most 48) cheapest candidates.
  int close(int limit, bool blocks = true);
  // close() for a set that was closed at `limit` before the nodes
  // order()[since..] were scheduled: only what they touched is re-examined
  // for forced steps. Deterministic in the set, `since`'s nodes and limit.
  int close_after(std::size_t since, int limit, bool blocks = true);
  // Appends the candidates whose delta() or step_peak() may have fallen
  // because the nodes order()[since..] were scheduled (with repeats).
  void touched_since(std::size_t since, std::vector<NodeId>& out) const {
    for (std::size_t i = since; i < order_.size(); ++i) touched_by(order_[i], out);
  }
  bool candidate(NodeId v) const { return ready_pos_[v] != ~std::uint32_t{0}; }
  void undo_to(std::size_t length);
  // Makes the current set `bits` (a downward-closed set), scheduled in
  // topological order; close() is not applied.
  void load(std::span<const std::uint64_t> bits);

 private:
  bool is_source(NodeId v) const { return source_[v]; }
  void place(NodeId v);  // one node, whose predecessors are all scheduled
  void touched_by(NodeId v, std::vector<NodeId>& out) const;
  void take_closed(NodeId c, int limit);  // take(c), then forced steps it opens
  int close_forced(int limit);            // forced steps from the worklist work_
  bool apply_block(int limit, int* peak);
  bool dominates(std::size_t base);
  bool subsets_stay_above(std::uint32_t mask, int target);

  const Dag& dag_;
  std::vector<NodeId> topo_;  // a fixed topological order, for load()
  std::vector<bool> source_;  // no predecessors but some successor
  std::vector<std::uint64_t> zobrist_;
  std::vector<NodeId> order_;
  std::vector<int> waiting_;  // unscheduled preds; -1 once scheduled
  std::vector<int> open_;     // unscheduled non-source preds
  std::vector<int> pending_;  // unscheduled consumers
  std::vector<std::uint64_t> bits_;
  std::uint64_t hash_ = 0;
  int live_ = 0;
  std::vector<NodeId> ready_;
  std::vector<std::uint32_t> ready_pos_;
  // Scratch of close(): a min-heap of nodes to re-check, and the block
  // search's lists.
  std::vector<NodeId> work_;
  int step_peak_of_forced_ = 0;  // peak of the forced steps of the last take_closed
  std::vector<NodeId> refused_;
  std::vector<std::pair<int, NodeId>> firsts_;
  std::vector<NodeId> block_, seconds_;
  std::vector<bool> seen_masks_;
};

}  // namespace rhz::sched
