// Helpers of the modulo scheduler's tests: the hand-made loops of
// data/sample.loop and random loops of every shape the corpus families
// have (streams, reductions, interlocked recurrences, scarce and
// non-pipelined units, memory dependences).
#pragma once

#include <random>
#include <stdexcept>
#include <string>

#include "sched/loop_graph.h"
#include "test/sched/sched_test_util.h"

namespace rhz::sched::test {

inline LoopFile loops_of(const std::string& text) {
  LoopError error;
  auto file = parse_loops(text, &error);
  if (!file) throw std::runtime_error("line " + std::to_string(error.line) + ": " + error.message);
  return std::move(*file);
}

inline LoopFile sample_loops() { return loops_of(read_text(data_path("sample.loop"))); }

inline const LoopGraph& loop_named(const LoopFile& f, const std::string& name) {
  for (const LoopGraph& g : f.loops)
    if (g.name == name) return g;
  throw std::runtime_error("no loop " + name);
}

// A random loop on the x86 machine: an induction update, a body of
// operations each reading one or two earlier ones (or a value of up to
// three iterations before), some of them accumulators, stores, and the
// compare and branch.
inline LoopGraph random_loop(std::mt19937& rng, int body) {
  LoopGraph g;
  g.name = "random";
  g.machine = x86_loop_machine();
  struct Op {
    const char* cls;
    int latency, occupancy;
  };
  static constexpr Op kOps[] = {{"alu", 1, 1}, {"mul", 3, 1}, {"load", 4, 1}, {"fp", 4, 1},
                                {"fp", 4, 1},  {"fdiv", 14, 4}, {"div", 20, 20}, {"alu", 1, 1}};
  auto add = [&](const char* cls, int latency, int occupancy, std::string label) {
    g.nodes.push_back({std::to_string(g.nodes.size()), g.machine->class_index(cls), latency, occupancy, std::move(label)});
    return g.size() - 1;
  };
  auto edge = [&](int from, int to, int distance, bool data = true) {
    g.edges.push_back({from, to, distance, g.nodes[from].latency, data});
  };
  const int iv = add("alu", 1, 1, "iv");
  edge(iv, iv, 1);
  for (int i = 0; i < body; ++i) {
    const Op& op = kOps[rng() % (rng() % 4 == 0 ? 8 : 5)];
    const int v = add(op.cls, op.latency, op.occupancy, op.cls);
    if (g.nodes[v].cls == g.machine->class_index("load") || g.size() == 2) {
      edge(iv, v, rng() % 2);
    } else {
      edge(1 + static_cast<int>(rng() % (v - 1)), v, 0);
      if (rng() % 2) edge(1 + static_cast<int>(rng() % (v - 1)), v, 0);
    }
    if (rng() % 6 == 0) edge(v, v, 1 + static_cast<int>(rng() % 2));  // an accumulator
    if (rng() % 8 == 0) edge(v, 1 + static_cast<int>(rng() % v), 1 + static_cast<int>(rng() % 3));  // a recurrence
    if (rng() % 5 == 0) {
      const int st = add("store", 1, 1, "store");
      edge(v, st, 0);
      edge(iv, st, 1);
      if (rng() % 2) g.edges.push_back({st, 1 + static_cast<int>(rng() % v), 1 + static_cast<int>(rng() % 2), 1, false});
    }
  }
  const int c = add("alu", 1, 1, "cmp");
  edge(iv, c, 0);
  edge(c, add("branch", 1, 1, "br"), 0);
  if (auto problem = g.finish()) throw std::runtime_error(*problem);
  return g;
}

}  // namespace rhz::sched::test
