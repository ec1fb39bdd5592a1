// Helpers shared by the sched tests: test data, small random DAGs and a
// brute-force min-register solver to check the real one against.
#pragma once

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "sched/dag.h"
#include "sched/pressure.h"

namespace rhz::sched::test {

inline std::string data_path(const std::string& name) { return std::string(RHZ_SOURCE_DIR) + "/test/sched/data/" + name; }

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Parses DAG text that must be valid.
inline std::vector<Dag> dags_of(const std::string& text) {
  DagError error;
  auto dags = parse_dags(text, &error);
  if (!dags) throw std::runtime_error("line " + std::to_string(error.line) + ": " + error.message);
  return std::move(*dags);
}

inline Dag dag_of(const std::string& text) { return std::move(dags_of(text).at(0)); }

inline std::vector<Dag> sample_dags() { return dags_of(read_text(data_path("sample.dag"))); }

// The order given by textual ids.
inline Schedule order_of(const Dag& dag, const std::vector<std::string>& ids) {
  Schedule order;
  for (const auto& id : ids) order.push_back(*dag.find(id));
  return order;
}

class SplitMix {
 public:
  explicit SplitMix(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

 private:
  std::uint64_t state_;
};

// A random DAG of `n` nodes: edges only from lower to higher ids (so it is
// acyclic), sizes 0..2, some nodes with many consumers, a few dep edges.
inline Dag random_small_dag(int n, std::uint64_t seed) {
  SplitMix rng(seed);
  DagBuilder b("random_" + std::to_string(seed));
  for (int v = 0; v < n; ++v) {
    const int r = rng.below(10);
    b.add_node(r == 0 ? 0 : r == 1 ? 2 : 1, "op");
  }
  for (int to = 1; to < n; ++to) {
    const int operands = rng.below(4);
    for (int k = 0; k < operands; ++k) b.add_edge(static_cast<NodeId>(rng.below(to)), static_cast<NodeId>(to));
    if (rng.below(8) == 0) b.add_dep(static_cast<NodeId>(rng.below(to)), static_cast<NodeId>(to));
  }
  DagError error;
  return *b.finish(&error);
}

// The minimum MaxRP over all topological orders, by enumeration.
inline int brute_force_min_rp(const Dag& dag) {
  const std::size_t n = dag.size();
  std::vector<int> waiting(n);
  for (NodeId v = 0; v < n; ++v) waiting[v] = static_cast<int>(dag.preds(v).size());
  Schedule order;
  int best = 1 << 30;
  std::function<void()> extend = [&] {
    if (order.size() == n) {
      best = std::min(best, max_rp(dag, order));
      return;
    }
    for (NodeId v = 0; v < n; ++v) {
      if (waiting[v] != 0) continue;
      waiting[v] = -1;
      for (NodeId s : dag.succs(v)) --waiting[s];
      order.push_back(v);
      extend();
      order.pop_back();
      for (NodeId s : dag.succs(v)) ++waiting[s];
      waiting[v] = 0;
    }
  };
  extend();
  return n == 0 ? 0 : best;
}

}  // namespace rhz::sched::test
