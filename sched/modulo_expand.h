// Software pipelining as a graph rewrite: a tier-2 loop's modulo schedule
// becomes a prologue and a kernel in the sea of nodes, which the rest of
// the pipeline (placement, local scheduling, allocation, emission) then
// treats like any other graph.
//
// Stage s of iteration i runs in kernel turn i + s. The loop graph is the
// one extracted for emitting (LoopUse::Emit), so:
// - every fixed node (guard, load, store) is in one stage F, in program
//   order: exits and memory accesses happen exactly as in the plain loop,
//   one iteration after the other;
// - an exit has all of its frame state when it is taken, so it just leaves:
//   the older iterations in flight have only pure work left, which nothing
//   needs any more. There is no epilogue (the loop's test is an exit too);
// - stages before F hold only operations that may run ahead for an
//   iteration that never comes (arithmetic that cannot fault or call).
//
// The kernel is the loop's own nodes with their operands rewired: an
// operand made δ turns earlier comes through δ rotation phis at the loop
// header (modulo variable expansion by register copies; the allocator
// turns the phis into moves, or coalesces them). The prologue is turns 0
// to S−2, each with only the stages whose iteration has begun: copies of
// the pure nodes, and from turn F on a copy of the fixed nodes, whose
// guards exit through copies of their exits.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <variant>
#include <vector>

#include "ir/graph.h"
#include "sched/loop_extract.h"
#include "sched/verify_modulo.h"

namespace rhz::sched {

struct PipelineStages {
  int ii = 0;
  int count = 0;        // S
  int fixed_stage = 0;  // F
  int origin = 0;       // the schedule's cycle where stage 0 starts
  std::vector<int> stage;  // per loop node
  std::vector<int> slot;   // per loop node: its cycle within a kernel turn
};

// The stages of `s` for `loop` (extracted with LoopUse::Emit), or why that
// schedule cannot be emitted pipelined.
std::variant<PipelineStages, std::string> pipeline_stages(const ExtractedLoop& loop, const ModuloSchedule& s);

// Rewrites the loop in g (the graph the loop was extracted from) into its
// prologue and kernel. clone_exit(k) makes a new exit index with the state
// of exit k, for a prologue copy of a guard.
void expand_pipelined_loop(ir::Graph& g, const ExtractedLoop& loop, const PipelineStages& stages,
                           const std::function<std::uint32_t(std::uint32_t)>& clone_exit);

}  // namespace rhz::sched
