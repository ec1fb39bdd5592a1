// The `balanced` policy: register pressure weighed against latency and
// machine resources, after LLVM's GenericScheduler.
//
// Top-down list scheduling over a simulated issue clock (the same in-order
// issue model as estimate_cycles, machine_model.h). Every ready node gets a
// cost, and the cheapest is scheduled next (ties by source order). Where
// GenericScheduler compares candidates by a fixed sequence of tie-breakers,
// the terms here are added with weights, so a large latency gain can
// outweigh a small pressure increase and the other way round:
//
//   pressure  excess over the register file (per register: very expensive),
//             raising the pressure above a reference peak, that of the
//             minreg order (expensive), and the plain delta of the live set
//             (cheap); plus a small cost for running ahead of the minreg
//             order, the guide that keeps a greedy pass from walking into
//             pressure it cannot get out of;
//   latency   cycles the node would stall the issue clock;
//   resources a node running on the critical port group (the most
//             work left per port) is preferred while that group is behind;
//   height    the longest latency path from the node to the end of the
//             block, normalised: critical-path nodes go first.
//
// With pressure far below the register file only the cheap terms apply and
// the order hides latency; near the register file the excess term takes
// over and the policy behaves like a pressure-first scheduler.
#include <algorithm>
#include <limits>
#include <vector>

#include "sched/machine_model.h"
#include "sched/policy.h"
#include "sched/pressure.h"

namespace rhz::sched {
namespace {

// Weights, in "cost units" (one unit ~ one cycle of stall).
// Tuned on the public DAGs for the trade-off in doc/scheduler.md: about 40%
// fewer estimated cycles than minreg, and (almost) never over the register
// file where minreg stays under it.
constexpr int kExcessWeight = 64;      // per register over the register file
constexpr int kCriticalMaxWeight = 6;  // per register above the reference peak
constexpr int kDeltaWeight = 1;        // per register of live-set growth
constexpr int kStallWeight = 2;        // per cycle the issue clock would wait
constexpr int kResourceWeight = 2;     // for using the critical port group
constexpr int kHeightWeight = 8;       // for the whole critical path
constexpr int kGuideQuarters = 3;      // per 4 positions ahead of the minreg order

}  // namespace

Schedule schedule_balanced(const Dag& dag) {
  const MachineModel& model = x86_64_model();
  const std::size_t n = dag.size();
  std::vector<const OpCost*> cost(n);
  for (NodeId v = 0; v < n; ++v) cost[v] = &model.cost_of(dag.node(v).label);

  // Height: longest latency path to a sink, successors first.
  const Schedule topo = schedule_source(dag);
  std::vector<int> height(n, 0);
  int max_height = 1;
  for (auto it = topo.rbegin(); it != topo.rend(); ++it) {
    int below = 0;
    for (NodeId s : dag.succs(*it)) below = std::max(below, height[s]);
    height[*it] = below + cost[*it]->latency;
    max_height = std::max(max_height, height[*it]);
  }
  // Work left per port group, in port-cycles per port.
  std::vector<int> work(model.groups.size(), 0);
  for (NodeId v = 0; v < n; ++v) work[static_cast<std::size_t>(cost[v]->group)] += cost[v]->occupancy;

  // The pressure reference: the order of minreg's list heuristics and its
  // peak. Raising the pressure above that peak is what costs
  // (GenericScheduler's critical max), going over the register file costs
  // much more (its excess); and straying ahead of the reference order costs
  // a little, so the order does not walk into pressure it cannot get out
  // of. Full minreg as the reference would cost some 30 times as much, for
  // 1 instead of 4 public DAGs above 16 registers.
  const Schedule guide = schedule_minreg_lists(dag);
  const int reference = std::max(max_rp(dag, guide), 0);
  std::vector<int> guide_rank(n);
  for (std::size_t k = 0; k < n; ++k) guide_rank[guide[k]] = static_cast<int>(k);
  std::vector<bool> done(n, false);
  std::size_t next_guide = 0;
  ForwardPressure pressure(dag);
  std::vector<int> ready_at(n, 0);  // cycle the operands are available
  std::vector<NodeId> ready;
  for (NodeId v = 0; v < n; ++v)
    if (pressure.ready(v)) ready.push_back(v);
  std::vector<int> issued_in;
  std::vector<std::vector<int>> free_at;
  for (const PortGroup& g : model.groups) free_at.emplace_back(static_cast<std::size_t>(g.ports), 0);
  auto first_issue = [&](NodeId v, int from) {
    const OpCost& c = *cost[v];
    const auto& ports = free_at[static_cast<std::size_t>(c.group)];
    int t = std::max(from, ready_at[v]);
    t = std::max(t, *std::min_element(ports.begin(), ports.end()));
    while (static_cast<std::size_t>(t) < issued_in.size() &&
           issued_in[static_cast<std::size_t>(t)] + std::min(c.uops, model.issue_width) > model.issue_width)
      ++t;
    return t;
  };

  Schedule order;
  order.reserve(n);
  int clock = 0, peak = 0;
  std::vector<NodeId> fresh;
  while (!ready.empty()) {
    // The critical port group: most work left per port.
    std::size_t critical = 0;
    for (std::size_t g = 1; g < work.size(); ++g)
      if (work[g] * model.groups[critical].ports > work[critical] * model.groups[g].ports) critical = g;

    std::size_t best = 0;
    long best_cost = std::numeric_limits<long>::max();
    for (std::size_t i = 0; i < ready.size(); ++i) {
      const NodeId v = ready[i];
      const int live = pressure.live(), after = live + pressure.delta(v);
      const int excess = std::max(0, after - model.registers) - std::max(0, live - model.registers);
      const int raise = std::max(0, after - std::max({peak, live, reference}));
      const int ahead = guide_rank[v] - static_cast<int>(next_guide);
      const int stall = first_issue(v, clock) - clock;
      const bool on_critical = static_cast<std::size_t>(cost[v]->group) == critical;
      const long total = long{kExcessWeight} * excess + long{kCriticalMaxWeight} * raise +
                         long{kDeltaWeight} * (after - live) + long{kStallWeight} * stall -
                         (on_critical ? kResourceWeight : 0) - kHeightWeight * height[v] / max_height +
                         long{kGuideQuarters} * ahead / 4;
      if (total < best_cost || (total == best_cost && v < ready[best])) best_cost = total, best = i;
    }
    const NodeId v = ready[best];
    ready[best] = ready.back();
    ready.pop_back();

    // Issue v on the clock.
    peak = std::max(peak, pressure.live());
    const OpCost& c = *cost[v];
    clock = first_issue(v, clock);
    if (issued_in.size() <= static_cast<std::size_t>(clock)) issued_in.resize(static_cast<std::size_t>(clock) + 1, 0);
    issued_in[static_cast<std::size_t>(clock)] += std::min(c.uops, model.issue_width);
    auto& ports = free_at[static_cast<std::size_t>(c.group)];
    *std::min_element(ports.begin(), ports.end()) = clock + c.occupancy;
    work[static_cast<std::size_t>(c.group)] -= c.occupancy;
    for (NodeId s : dag.consumers(v)) ready_at[s] = std::max(ready_at[s], clock + c.latency);
    for (NodeId s : dag.dep_succs(v)) ready_at[s] = std::max(ready_at[s], clock + 1);

    fresh.clear();
    pressure.schedule(v, &fresh);
    ready.insert(ready.end(), fresh.begin(), fresh.end());
    order.push_back(v);
    done[v] = true;
    while (next_guide < n && done[guide[next_guide]]) ++next_guide;
  }
  return order;
}

}  // namespace rhz::sched
