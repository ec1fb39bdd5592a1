// Lower bound on future pressure (see future_bound.h).
#include "sched/future_bound.h"

#include <algorithm>
#include <bit>

#include "sched/sethi_ullman.h"

namespace rhz::sched {
namespace {

}  // namespace

FutureBound::FutureBound(const Dag& dag, std::size_t max_nodes) : n_(dag.size()), words_((dag.size() + 63) / 64) {
  if (n_ == 0 || n_ > max_nodes) return;
  const std::size_t w = words_;
  auto row = [w](std::vector<std::uint64_t>& m, NodeId v) { return m.data() + v * w; };
  auto set_bit = [](std::uint64_t* r, NodeId bit) { r[bit / 64] |= std::uint64_t{1} << (bit % 64); };

  const Schedule topo = topological_order(dag);
  std::vector<std::uint64_t> desc(n_ * w, 0), anc(n_ * w, 0);
  feeds_.assign(n_ * w, 0);
  // Successors first: desc(u) and the values read by u or below.
  for (auto it = topo.rbegin(); it != topo.rend(); ++it) {
    const NodeId u = *it;
    for (NodeId p : dag.operands(u)) set_bit(row(feeds_, u), p);
    for (NodeId s : dag.succs(u)) {
      set_bit(row(desc, u), s);
      for (std::size_t k = 0; k < w; ++k) {
        row(desc, u)[k] |= row(desc, s)[k];
        row(feeds_, u)[k] |= row(feeds_, s)[k];
      }
    }
  }
  for (NodeId u : topo)
    for (NodeId p : dag.preds(u)) {
      set_bit(row(anc, u), p);
      for (std::size_t k = 0; k < w; ++k) row(anc, u)[k] |= row(anc, p)[k];
    }
  feeding_ancestors_.assign(n_ * w, 0);
  for (NodeId u = 0; u < n_; ++u) {
    // u and its descendants run at or after u's step: never live there.
    set_bit(row(desc, u), u);
    for (std::size_t k = 0; k < w; ++k) {
      row(feeds_, u)[k] &= ~row(desc, u)[k];
      row(feeding_ancestors_, u)[k] = row(feeds_, u)[k] & row(anc, u)[k];
    }
  }
  for (NodeId v = 0; v < n_; ++v) {
    const int size = dag.value_size(v);
    if (size == 0 || dag.consumers(v).empty()) continue;
    auto cls = std::find_if(size_classes_.begin(), size_classes_.end(),
                            [&](const auto& c) { return c.first == size; });
    if (cls == size_classes_.end()) {
      size_classes_.emplace_back(size, std::vector<std::uint64_t>(w, 0));
      cls = size_classes_.end() - 1;
    }
    set_bit(cls->second.data(), v);
  }
  scratch_.resize(w);
  for (NodeId u = 0; u < n_; ++u) by_ceiling_.emplace_back(weight(row(feeds_, u)), u);
  std::sort(by_ceiling_.begin(), by_ceiling_.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
}

// std::popcount compiles to a library call unless the build targets a CPU
// with the instruction; this is the branch-free fallback, inlined.
inline int count_bits(std::uint64_t x) {
#if defined(__POPCNT__)
  return std::popcount(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#endif
}

int FutureBound::weight(const std::uint64_t* set) const {
  int total = 0;
  for (const auto& [size, mask] : size_classes_) {
    int count = 0;
    for (std::size_t k = 0; k < words_; ++k) count += count_bits(set[k] & mask[k]);
    total += size * count;
  }
  return total;
}

int FutureBound::node_bound(NodeId u, std::span<const std::uint64_t> prefix) const {
  const std::uint64_t* feeds = &feeds_[u * words_];
  const std::uint64_t* ancestors = &feeding_ancestors_[u * words_];
  for (std::size_t k = 0; k < words_; ++k) scratch_[k] = ancestors[k] | (feeds[k] & prefix[k]);
  return weight(scratch_.data());
}

int FutureBound::root() const {
  int best = 0;
  if (!enabled()) return best;
  for (NodeId u = 0; u < n_; ++u) best = std::max(best, weight(&feeding_ancestors_[u * words_]));
  return best;
}

int FutureBound::bound(const PrefixState& state) const {
  int best = 0;
  for (const auto& [ceiling, u] : by_ceiling_) {
    if (ceiling <= best) break;
    if (!state.scheduled(u)) best = std::max(best, node_bound(u, state.bits()));
  }
  return best;
}

bool FutureBound::exceeds(const PrefixState& state, int limit) const {
  for (const auto& [ceiling, u] : by_ceiling_) {
    if (ceiling <= limit) break;
    if (!state.scheduled(u) && node_bound(u, state.bits()) > limit) return true;
  }
  return false;
}

}  // namespace rhz::sched
