// Machine models: what an operation costs on a core, as data.
//
// A model lists execution-port groups and, per operation name, its latency,
// its micro-ops and which port group runs them for how many cycles
// (occupancy: 1 for pipelined units, more for the divider-like ones).
// Nodes of a Dag are matched by the first word of their label ("load",
// "mul", ...); unknown labels fall back to the model's "op" entry. The
// balanced policy weighs these against register pressure; estimate_cycles
// measures how latency-friendly an order is.
//
// Nothing here knows about x86 encodings: the tables describe throughput
// and latency only, in the spirit of LLVM's scheduling models.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "sched/dag.h"

namespace rhz::sched {

struct PortGroup {
  std::string_view name;  // e.g. "vec-alu"
  int ports;              // identical ports in the group
};

struct OpCost {
  std::string_view op;  // label's first word
  int latency;          // cycles until the result can be read
  int uops;             // issue slots taken
  int group;            // index into MachineModel::groups
  int occupancy;        // cycles one port of the group stays busy
};

struct MachineModel {
  std::string_view name;
  int issue_width;                  // micro-ops issued per cycle
  int registers;                    // allocatable registers of the value class
  std::span<const PortGroup> groups;
  std::span<const OpCost> ops;      // ops[0] is the fallback "op"

  const OpCost& cost_of(std::string_view label) const;
};

// A current out-of-order x86-64 core (Golden Cove / Zen 4 class) running
// the DAGs' values as 256-bit vector registers.
const MachineModel& x86_64_model();

// Cycles to run `order` issuing in that order: each node issues at the
// first cycle >= its predecessor's issue where its operands are ready, an
// issue slot is free and a port of its group is free. A static measure of
// how well the order hides latency, not a simulation of the core.
int estimate_cycles(const Dag& dag, std::span<const NodeId> order, const MachineModel& model);

}  // namespace rhz::sched
