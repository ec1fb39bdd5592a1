// The loop dependence graphs of a scheduled method's innermost loops: what
// `--dump-loop` writes (in the `.loop` format, so real loops can join a
// corpus) and what `--dump-pipeline` modulo-schedules.
//
// A loop's nodes are the instructions placed in its blocks, phis and
// constants aside; their classes and latencies are those of the x86 loop
// machine (loop_graph.h) for the operation each one performs (an inline
// send for its fast path). Edges:
// - an operand computed in the loop: a value edge at distance 0; one read
//   through a header phi: from the phi's back-edge value, at distance 1
//   (2 through two phis, and so on); a loop invariant: none. A guard's
//   frame state counts as operands (its exit reads them), except values of
//   earlier iterations (an exit completes the iterations in flight first)
//   and of fixed nodes (one that has not run is where the exit resumes);
// - the fixed nodes keep the orders that precise exits and memory need
//   (order_effects in loop_extract.cpp): exits (guards) may pass each other,
//   since an exit resumes tier 1 at the earliest exit of its iteration not
//   yet run; a store comes after every fixed node before it and before the
//   loads after it, and after the fixed nodes of earlier iterations (an
//   exit completes the iterations in flight, which must not see a later
//   store); any other fixed node (a send that may call, a branch) is a
//   barrier; memory accesses keep their order across iterations.
//
// Only a loop whose blocks form one path (exits aside) and that calls
// nothing is a candidate for pipelining; the others say why not.
//
// For emitting pipelined code (LoopUse::Emit, modulo_expand.h) the edges
// are those of code that never finishes iterations in flight at an exit:
// every frame-state operand is an edge, at whatever distance and from
// whatever node (the exit needs its value when it is taken), and the fixed
// nodes keep their program order within and across iterations (each one
// after the one before it, and the first of an iteration one cycle after
// the last of the one before), so that exits, loads and stores happen in
// exactly the order tier 1 would run them. Only a loop of one block is a
// candidate then.
#pragma once

#include <string>
#include <vector>

#include "ir/symbols.h"
#include "sched/linearize.h"
#include "sched/loop_graph.h"

namespace rhz::sched {

struct ExtractedLoop {
  BlockId header = kNoBlock;
  LoopGraph graph;                     // node ids "rN" as in --dump-schedule
  std::vector<const ir::Node*> nodes;  // the IR node of each loop node
  std::string not_candidate;           // empty for a candidate; else why not
  // Whether `graph` is a finished loop graph (a loop that forks inside, or
  // one too large, has none to schedule or print).
  bool has_graph() const { return !graph.out.empty(); }
};

enum class LoopUse { Study, Emit };

// `name` names the loops (NAME.blockN, with characters outside [A-Za-z0-9_@]
// replaced by '_').
std::vector<ExtractedLoop> innermost_loops(const MethodSchedule& s, const ir::SymbolTable& symbols, std::string_view name,
                                          LoopUse use = LoopUse::Study);

}  // namespace rhz::sched
