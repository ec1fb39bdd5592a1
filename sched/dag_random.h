// Seeded random dependence DAGs, shaped like the blocks of the public DAG
// set, for tests and benchmarks (sizes the public set does not reach, e.g.
// 1,000-node blocks). The same (shape, nodes, seed) always gives the same
// Dag, on every platform: the generator is a fixed splitmix64 stream.
#pragma once

#include <cstddef>
#include <cstdint>

#include "sched/dag.h"

namespace rhz::sched {

enum class DagShape {
  Tree,     // expression trees: every value used once
  Expr,     // expression DAGs: trees with shared subexpressions
  Layered,  // random layers, about 1.6 edges per node, multi-use values
  Wide,     // many loads off one base address feeding reduction trees
};

// About `nodes` nodes (exactly, for nodes >= 4). Stores (size 0) end the
// block; some values have size 2; a few dep edges order the stores.
Dag random_dag(DagShape shape, std::size_t nodes, std::uint64_t seed);

}  // namespace rhz::sched
