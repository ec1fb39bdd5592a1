// Seeded random DAGs (see dag_random.h). Nodes are created in a topological
// order, so declaration order is a valid (and register-hungry) schedule.
#include "sched/dag_random.h"

#include <algorithm>
#include <string>
#include <vector>

namespace rhz::sched {
namespace {

class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n).
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  bool chance(int percent) { return below(100) < static_cast<std::size_t>(percent); }

 private:
  std::uint64_t state_;
};

const char* const kUnary[] = {"neg", "abs", "sqrt", "cvt", "exp", "rcp"};
const char* const kBinary[] = {"add", "sub", "mul", "min", "max", "and"};

struct Builder {
  DagBuilder dag;
  Random& rng;
  NodeId count = 0;

  NodeId node(int size, const char* label) {
    dag.add_node(size, label);
    return count++;
  }
  int value_size() { return rng.chance(6) ? 2 : 1; }
  NodeId op(std::span<const NodeId> operands) {
    const char* label = operands.size() == 1 ? kUnary[rng.below(6)]
                        : operands.size() == 2 ? kBinary[rng.below(6)]
                                               : "fma";
    const NodeId v = node(value_size(), label);
    for (NodeId p : operands) dag.add_edge(p, v);
    return v;
  }
};

// A random expression tree of about `budget` nodes; returns its root.
NodeId tree(Builder& b, std::size_t budget) {
  if (budget <= 1) return b.node(b.value_size(), b.rng.chance(15) ? "const" : "load");
  if (budget == 2 || b.rng.chance(15)) {
    const NodeId p = tree(b, budget - 1);
    return b.op(std::vector<NodeId>{p});
  }
  const std::size_t left = 1 + b.rng.below(budget - 2);
  const NodeId l = tree(b, left), r = tree(b, budget - 1 - left);
  return b.op(std::vector<NodeId>{l, r});
}

}  // namespace

Dag random_dag(DagShape shape, std::size_t nodes, std::uint64_t seed) {
  Random rng(seed);
  const char* names[] = {"tree", "expr", "layered", "wide"};
  Builder b{DagBuilder(std::string(names[static_cast<int>(shape)]) + "_" + std::to_string(nodes) + "_" +
                       std::to_string(seed)),
            rng};
  nodes = std::max<std::size_t>(nodes, 4);
  std::vector<NodeId> stores;
  auto store = [&](NodeId v) {
    const NodeId s = b.node(0, "store");
    b.dag.add_edge(v, s);
    if (!stores.empty()) b.dag.add_dep(stores.back(), s);  // memory order
    stores.push_back(s);
  };

  switch (shape) {
    case DagShape::Tree:
      while (b.count + 2 < nodes) store(tree(b, std::min<std::size_t>(nodes - b.count - 1, 20 + rng.below(40))));
      break;
    case DagShape::Expr: {
      // Trees whose leaves are, half the time, earlier values.
      std::vector<NodeId> values;
      while (b.count + 2 < nodes) {
        const std::size_t size = std::min<std::size_t>(nodes - b.count - 1, 3 + rng.below(8));
        std::vector<NodeId> leaves;
        for (std::size_t i = 0; i < size / 2 + 1; ++i)
          leaves.push_back(!values.empty() && rng.chance(50) ? values[values.size() - 1 - rng.below(std::min<std::size_t>(values.size(), 12))]
                                                            : b.node(1, "load"));
        while (leaves.size() > 1 && b.count + 2 < nodes) {
          const std::size_t i = rng.below(leaves.size() - 1);
          const NodeId v = b.op(std::vector<NodeId>{leaves[i], leaves[i + 1]});
          leaves.erase(leaves.begin() + static_cast<std::ptrdiff_t>(i), leaves.begin() + static_cast<std::ptrdiff_t>(i) + 2);
          leaves.insert(leaves.begin() + static_cast<std::ptrdiff_t>(i), v);
          values.push_back(v);
        }
        if (b.count + 1 < nodes) store(leaves.front());
      }
      break;
    }
    case DagShape::Layered: {
      std::vector<NodeId> previous, all;
      while (b.count + 2 < nodes) {
        const std::size_t width = 3 + rng.below(6);
        std::vector<NodeId> layer;
        for (std::size_t i = 0; i < width && b.count + 2 < nodes; ++i) {
          if (previous.empty() || rng.chance(15)) {
            layer.push_back(b.node(1, "load"));
            continue;
          }
          std::vector<NodeId> operands{previous[rng.below(previous.size())]};
          if (rng.chance(60)) operands.push_back(all[all.size() - 1 - rng.below(std::min<std::size_t>(all.size(), 16))]);
          std::sort(operands.begin(), operands.end());
          operands.erase(std::unique(operands.begin(), operands.end()), operands.end());
          layer.push_back(b.op(operands));
        }
        all.insert(all.end(), layer.begin(), layer.end());
        previous = layer;
      }
      if (b.count < nodes) store(previous.back());
      break;
    }
    case DagShape::Wide: {
      const NodeId base = b.node(2, "base");
      while (b.count + 2 < nodes) {
        std::vector<NodeId> terms;
        const std::size_t group = std::min<std::size_t>((nodes - b.count - 1) / 2, 4 + rng.below(12));
        for (std::size_t i = 0; i < group && b.count + 3 < nodes; ++i) {
          const NodeId load = b.node(b.value_size(), "load");
          b.dag.add_edge(base, load);
          terms.push_back(rng.chance(20) ? b.op(std::vector<NodeId>{load}) : load);
        }
        while (terms.size() > 1 && b.count + 2 < nodes) {
          std::vector<NodeId> next;
          for (std::size_t i = 0; i + 1 < terms.size(); i += 2) next.push_back(b.op(std::vector<NodeId>{terms[i], terms[i + 1]}));
          if (terms.size() % 2) next.push_back(terms.back());
          terms = next;
        }
        if (terms.empty()) break;
        store(terms.front());
        b.dag.add_edge(base, stores.back());
      }
      break;
    }
  }
  while (b.count < nodes) b.node(1, "load");  // pad to the exact size
  DagError error;
  return *b.dag.finish(&error);
}

}  // namespace rhz::sched
