// Modulo scheduling (software pipelining) of loop dependence graphs.
//
// Policies (`rhz sched-loop --policy`, doc/pipeliner.md):
// - `sms` (the default): Swing Modulo Scheduling (Llosa et al.): nodes
//   ordered by recurrence sets, swinging between top-down and bottom-up
//   sweeps, each placed as close as it can be to its scheduled
//   neighbours. When the swing placement fails at an II, iterative repair
//   (Rau's eviction, in swing order) tries the same II before raising it;
//   then a register-pressure pass moves single nodes within their slack
//   while MaxLive, then the total lifetime, falls.
// - `sms-plain`: the published algorithm alone: II raised at the first
//   node that finds no slot, no pressure pass.
// - `ims`: Rau's iterative modulo scheduling (height priority, eviction,
//   a budget of steps per node), for comparison.
// - `list`: no pipelining: a list schedule of one iteration, the next
//   issued once every unit is free and every carried value ready.
//
// Every policy returns a valid schedule (verify_modulo_schedule) with its
// earliest node at cycle 0, at the smallest II it found.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "sched/loop_graph.h"
#include "sched/verify_modulo.h"

namespace rhz::sched {

enum class ModuloPolicy { Sms, SmsPlain, Ims, List };

struct ModuloPolicyInfo {
  std::string_view name;
  ModuloPolicy policy;
  std::string_view description;
};

std::span<const ModuloPolicyInfo> modulo_policies();
const ModuloPolicyInfo* find_modulo_policy(std::string_view name);

ModuloSchedule modulo_schedule(const LoopGraph& g, ModuloPolicy policy);

namespace detail {

// Timing of the acyclic part (the distance-0 edges): ASAP (the depth),
// ALAP, their difference (the mobility) and the height (swing_order.cpp).
struct AcyclicTiming {
  std::vector<int> asap, alap, height;
  int mobility(int v) const { return alap[v] - asap[v]; }
};
AcyclicTiming acyclic_timing(const LoopGraph& g);

// The swing order of the nodes (it does not depend on II).
std::vector<int> swing_order(const LoopGraph& g);

// Places the nodes in `order` at II as SMS does; false when one finds no
// slot. `t` gets the issue cycles (not yet shifted to start at 0).
bool swing_place(const LoopGraph& g, int ii, const std::vector<int>& order, std::vector<int>& t);

// Iterative repair at II: Rau's scheduler with eviction, taking nodes by
// `priority` (earlier first), at most `budget` placements. With `swing`,
// a node whose successors only are placed goes as late as they allow, and
// one with no placed neighbour starts at its ASAP, as SMS places them.
bool iterative_place(const LoopGraph& g, int ii, const std::vector<int>& priority, int budget, bool swing,
                     std::vector<int>& t);

// Moves single nodes of a valid schedule within their slack while MaxLive,
// then the sum of the lifetimes, falls (modulo_pressure.cpp).
void reduce_pressure(const LoopGraph& g, int ii, std::vector<int>& t);

}  // namespace detail

}  // namespace rhz::sched
