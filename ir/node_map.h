// NodeMap<T>: a side table indexed by node id, for per-pass data.
//
// Passes keep what they learn about nodes (block, order, register, "queued")
// here instead of on Node. The map grows on demand as the graph does, and
// reading an id it has not seen yet gives the default value. Flags are
// NodeMap<std::uint8_t>: std::vector<bool> cannot hand out references.
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

#include "ir/graph.h"

namespace rhz::ir {

template <typename T>
class NodeMap {
  static_assert(!std::is_same_v<T, bool>, "use NodeMap<std::uint8_t> for flags");

 public:
  NodeMap() = default;
  explicit NodeMap(const Graph& g, T init = T{}) : init_(init), data_(g.id_limit(), init) {}

  T& operator[](const Node* n) {
    if (n->id() >= data_.size()) data_.resize(n->id() + 1, init_);
    return data_[n->id()];
  }
  T get(const Node* n) const { return n->id() < data_.size() ? data_[n->id()] : init_; }
  void clear() { data_.clear(); }

 private:
  T init_{};
  std::vector<T> data_;
};

}  // namespace rhz::ir
