// The machine model tables and the in-order issue estimate (see
// machine_model.h).
#include "sched/machine_model.h"

#include <algorithm>
#include <array>
#include <vector>

namespace rhz::sched {
namespace {

// Port groups of a Golden Cove-class core: three load ports, two store
// (address + data) pairs, three vector ALU ports of which two multiply/FMA,
// and the integer ALUs that compute addresses and constants.
constexpr std::array kX86Groups = {
    PortGroup{"int-alu", 5},   // 0
    PortGroup{"load", 3},      // 1
    PortGroup{"store", 2},     // 2
    PortGroup{"vec-alu", 3},   // 3: add, logic, min/max, blends
    PortGroup{"vec-fma", 2},   // 4: multiply, FMA, conversions
    PortGroup{"vec-div", 1},   // 5: divide/sqrt unit, partly pipelined
};

// Latencies and occupancies from the vendors' optimisation manuals and
// uops.info, rounded; 256-bit forms. `exp` has no instruction: it stands
// for a short polynomial sequence (about 8 dependent FMAs), `clamp` for a
// min and a max, `rcp` for the approximate reciprocal.
constexpr std::array kX86Ops = {
    OpCost{"op", 1, 1, 0, 1},  // fallback
    OpCost{"base", 1, 1, 0, 1},
    OpCost{"const", 5, 1, 1, 1},  // a load from the constant pool
    OpCost{"load", 5, 1, 1, 1},
    OpCost{"store", 1, 2, 2, 1},
    OpCost{"add", 3, 1, 3, 1},
    OpCost{"sub", 3, 1, 3, 1},
    OpCost{"min", 3, 1, 3, 1},
    OpCost{"max", 3, 1, 3, 1},
    OpCost{"and", 1, 1, 3, 1},
    OpCost{"abs", 1, 1, 3, 1},
    OpCost{"neg", 1, 1, 3, 1},
    OpCost{"select", 2, 1, 3, 1},
    OpCost{"clamp", 6, 2, 3, 2},
    OpCost{"mul", 4, 1, 4, 1},
    OpCost{"fma", 4, 1, 4, 1},
    OpCost{"mad", 4, 1, 4, 1},
    OpCost{"cvt", 4, 1, 4, 1},
    OpCost{"rcp", 4, 1, 4, 1},
    OpCost{"exp", 24, 8, 4, 8},
    OpCost{"sqrt", 15, 1, 5, 6},
};

constexpr MachineModel kX86{"x86-64 (Golden Cove class)", 6, 16, kX86Groups, kX86Ops};

}  // namespace

const OpCost& MachineModel::cost_of(std::string_view label) const {
  const std::string_view op = label.substr(0, label.find(' '));
  for (const OpCost& cost : ops)
    if (cost.op == op) return cost;
  return ops[0];
}

const MachineModel& x86_64_model() { return kX86; }

int estimate_cycles(const Dag& dag, std::span<const NodeId> order, const MachineModel& model) {
  std::vector<int> issued_at(dag.size(), 0);
  std::vector<int> issued_in;  // uops issued per cycle
  // Per group, the cycle at which each of its ports is next free.
  std::vector<std::vector<int>> free_at;
  for (const PortGroup& g : model.groups) free_at.emplace_back(static_cast<std::size_t>(g.ports), 0);
  int cycle = 0, end = 0;
  for (NodeId v : order) {
    const OpCost& cost = model.cost_of(dag.node(v).label);
    int start = cycle;  // in order: never before the previous node
    for (NodeId p : dag.operands(v))
      start = std::max(start, issued_at[p] + model.cost_of(dag.node(p).label).latency);
    for (NodeId p : dag.dep_preds(v)) start = std::max(start, issued_at[p] + 1);
    auto& ports = free_at[static_cast<std::size_t>(cost.group)];
    for (;; ++start) {
      if (issued_in.size() <= static_cast<std::size_t>(start)) issued_in.resize(static_cast<std::size_t>(start) + 1, 0);
      // A sequence wider than the issue width starts in an empty cycle.
      const bool slot = issued_in[static_cast<std::size_t>(start)] + std::min(cost.uops, model.issue_width) <=
                        model.issue_width;
      if (slot && *std::min_element(ports.begin(), ports.end()) <= start) break;
    }
    *std::min_element(ports.begin(), ports.end()) = start + cost.occupancy;
    issued_in[static_cast<std::size_t>(start)] += std::min(cost.uops, model.issue_width);
    issued_at[v] = cycle = start;
    end = std::max(end, start + cost.latency);
  }
  return end;
}

}  // namespace rhz::sched
