// Local scheduling policies: each orders the nodes of one Dag.
//
// A policy is a free function from a Dag to a Schedule; the result is always
// a topological order naming every node once (the tests check this on every
// test DAG). Policies never mutate the Dag, so several can run on the same
// block and be compared. They are deterministic: ties are broken by source
// order (NodeId), and any randomness is seeded.
//
// The registry maps the names of `--sched-policy` / `rhz sched-dag --policy`
// to the functions. `optimal` is not a policy: it needs a time limit and may
// fail to prove its answer (optimal.h).
#pragma once

#include <span>
#include <string_view>

#include "sched/dag.h"

namespace rhz::sched {

// Declaration order (made topological if edges point backwards): the
// baseline every other policy is measured against.
Schedule schedule_source(const Dag& dag);
// Top-down list scheduling "as soon as inputs are ready": the node that
// became ready first goes first, ties by source order.
Schedule schedule_early(const Dag& dag);
// Bottom-up list scheduling by Sethi–Ullman numbers generalised to DAGs.
Schedule schedule_sethi_ullman(const Dag& dag);
// Minimum register pressure: heuristics from the min-reg literature, the
// best of several candidates by exact MaxRP, then a bounded search on the
// peak (policy_minreg.cpp).
Schedule schedule_minreg(const Dag& dag);
// minreg's first stage alone: the best of its list heuristics, O(n log n)
// each. What balanced uses as its pressure reference.
Schedule schedule_minreg_lists(const Dag& dag);
// Register pressure balanced against latency and machine resources
// (policy_balanced.cpp, machine_model.h).
Schedule schedule_balanced(const Dag& dag);

struct PolicyInfo {
  std::string_view name;
  std::string_view summary;
  Schedule (*run)(const Dag&);
};

// Every policy, in the order reports list them.
std::span<const PolicyInfo> local_policies();
const PolicyInfo* find_policy(std::string_view name);

}  // namespace rhz::sched
