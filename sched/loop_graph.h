// Loop dependence graphs: the body of an innermost loop as the modulo
// scheduler sees it. Nodes are operations on a class of functional units
// (with a latency and an occupancy); edges carry a latency and an iteration
// distance (0: the same iteration; d: the value, or the memory access, of d
// iterations earlier). `edge`s are values, `dep`s orderings only (memory
// order); both constrain a schedule, only values occupy registers.
//
// The text format (`.loop`, see doc/pipeliner.md) is the one `rhz
// sched-loop` reads and `--dump-loop` writes:
//
//   machine NAME / unit CLASS COUNT ... / end
//   loop NAME MACHINE
//   node ID CLASS LATENCY [OCC] [label...]
//   edge FROM TO DISTANCE [LATENCY]
//   dep FROM TO DISTANCE [LATENCY]
//   end
//
// Invariants after parsing (or LoopGraph::finish): every edge names nodes
// of the loop, identical edges appear once, no self-loop has distance 0 and
// the distance-0 subgraph is acyclic, so some II satisfies every edge.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rhz::sched {

// What the tools accept (bounds that keep every algorithm's time and
// memory small: the reservation table is II slots per class, MinAvg is
// cubic in the nodes); the corpus's loops are far inside them.
inline constexpr int kMaxLoopNodes = 500;
inline constexpr int kMaxLoopEdges = 20000;
inline constexpr int kMaxLatency = 1000;
inline constexpr int kMaxOccupancy = 64;
inline constexpr int kMaxDistance = 1000;
inline constexpr int kMaxUnits = 1000;
inline constexpr int kMaxUnitClasses = 64;

struct LoopMachine {
  std::string name;
  std::vector<std::string> classes;  // unit classes in declaration order
  std::vector<int> units;            // units per class

  int class_index(std::string_view name) const;  // -1 if unknown
};

struct LoopNode {
  std::string id;     // the node's token in the file
  int cls = 0;        // index into LoopMachine::classes
  int latency = 0;    // cycles after issue until the result can be read
  int occupancy = 1;  // consecutive cycles it holds one unit of its class
  std::string label;  // for people (an opcode name)
};

struct LoopEdge {
  int from = 0, to = 0;
  int distance = 0;
  int latency = 0;
  bool data = true;  // `edge` (a value) or `dep` (ordering only)
  bool operator==(const LoopEdge&) const = default;
};

struct LoopGraph {
  std::string name;
  std::shared_ptr<const LoopMachine> machine;
  std::vector<LoopNode> nodes;
  std::vector<LoopEdge> edges;
  std::string comment;  // printed after the `loop` line (`# ...`), if any

  // Adjacency, by edge index; filled by finish().
  std::vector<std::vector<int>> out, in;

  int size() const { return static_cast<int>(nodes.size()); }
  // Drops duplicate edges and builds the adjacency; the error, if the graph
  // breaks an invariant above.
  std::optional<std::string> finish();
  // Whether node u's value has a consumer (an `edge` from it).
  bool produces(int u) const;
  // A topological order of the distance-0 edges (all the nodes when they
  // are acyclic, as finish() requires of a valid graph).
  std::vector<int> distance_zero_order() const;
};

struct LoopFile {
  std::vector<std::shared_ptr<const LoopMachine>> machines;
  std::vector<LoopGraph> loops;
};

struct LoopError {
  int line = 0;  // 1-based
  std::string message;
};

std::optional<LoopFile> parse_loops(std::string_view text, LoopError* error);

// The machine's and the loop's lines, in the format parse_loops reads.
std::string print_machine(const LoopMachine& m);
std::string print_loop(const LoopGraph& g);

// The units of an x86-64 core as the loops of real programs are scheduled
// on (--dump-loop, --dump-pipeline): alu 4, mul 1, div 1, load 2, store 1,
// branch 1, fp 2, fdiv 1 (the `x86` machine of the loop corpus).
std::shared_ptr<const LoopMachine> x86_loop_machine();

}  // namespace rhz::sched
