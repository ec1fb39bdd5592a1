// Incremental scheduled prefix with its exact reductions (see
// prefix_state.h).
#include "sched/prefix_state.h"

#include <algorithm>
#include <functional>

#include "sched/sethi_ullman.h"

namespace rhz::sched {
namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

constexpr std::uint32_t kNotReady = ~std::uint32_t{0};
// Blocks larger than this are not checked (the check enumerates subsets).
constexpr std::size_t kMaxBlock = 10;
// First steps tried per block search.
constexpr std::size_t kMaxBlockTrials = 48;

}  // namespace

PrefixState::PrefixState(const Dag& dag)
    : dag_(dag),
      topo_(topological_order(dag)),
      source_(dag.size()),
      zobrist_(dag.size()),
      waiting_(dag.size()),
      open_(dag.size(), 0),
      pending_(dag.size()),
      bits_((dag.size() + 63) / 64, 0),
      ready_pos_(dag.size(), kNotReady) {
  std::uint64_t seed = 0x5eed;  // fixed: hashes, hence table layouts, are reproducible
  for (auto& z : zobrist_) z = splitmix64(seed);
  for (NodeId v = 0; v < dag.size(); ++v) source_[v] = dag.preds(v).empty() && !dag.succs(v).empty();
  for (NodeId v = 0; v < dag.size(); ++v) {
    waiting_[v] = static_cast<int>(dag.preds(v).size());
    pending_[v] = static_cast<int>(dag.consumers(v).size());
    for (NodeId p : dag.preds(v)) open_[v] += !source_[p];
    if (!source_[v] && open_[v] == 0) {
      ready_pos_[v] = static_cast<std::uint32_t>(ready_.size());
      ready_.push_back(v);
    }
  }
  order_.reserve(dag.size());
}

int PrefixState::delta(NodeId c) const {
  int d = dag_.consumers(c).empty() ? 0 : dag_.value_size(c);
  for (NodeId q : dag_.operands(c)) {
    if (scheduled(q)) {
      if (pending_[q] == 1) d -= dag_.value_size(q);
    } else if (pending_[q] > 1) {
      d += dag_.value_size(q);  // a source of the step still needed later
    }
  }
  for (NodeId q : dag_.dep_preds(c))
    if (!scheduled(q) && pending_[q] > 0) d += dag_.value_size(q);
  return d;
}

int PrefixState::step_peak(NodeId c) const {
  int peak = live_;
  for (NodeId q : dag_.preds(c))
    if (!scheduled(q) && pending_[q] > 0) peak += dag_.value_size(q);
  return peak;
}

void PrefixState::place(NodeId v) {
  int d = dag_.consumers(v).empty() ? 0 : dag_.value_size(v);
  for (NodeId p : dag_.operands(v))
    if (pending_[p]-- == 1) d -= dag_.value_size(p);
  live_ += d;
  if (ready_pos_[v] != kNotReady) {
    const std::uint32_t pos = ready_pos_[v];
    ready_[pos] = ready_.back();
    ready_pos_[ready_[pos]] = pos;
    ready_.pop_back();
    ready_pos_[v] = kNotReady;
  }
  waiting_[v] = -1;
  for (NodeId s : dag_.succs(v)) {
    --waiting_[s];
    if (!source_[v] && --open_[s] == 0) {
      ready_pos_[s] = static_cast<std::uint32_t>(ready_.size());
      ready_.push_back(s);
    }
  }
  bits_[v / 64] |= std::uint64_t{1} << (v % 64);
  hash_ ^= zobrist_[v];
  order_.push_back(v);
}

void PrefixState::take(NodeId c) {
  for (NodeId p : dag_.preds(c))
    if (source_[p] && !scheduled(p)) place(p);
  place(c);
}

void PrefixState::undo_to(std::size_t length) {
  while (order_.size() > length) {
    const NodeId v = order_.back();
    order_.pop_back();
    for (NodeId s : dag_.succs(v)) {
      ++waiting_[s];
      if (!source_[v] && open_[s]++ == 0) {
        const std::uint32_t pos = ready_pos_[s];
        ready_[pos] = ready_.back();
        ready_pos_[ready_[pos]] = pos;
        ready_.pop_back();
        ready_pos_[s] = kNotReady;
      }
    }
    int d = dag_.consumers(v).empty() ? 0 : dag_.value_size(v);
    for (NodeId p : dag_.operands(v))
      if (++pending_[p] == 1) d -= dag_.value_size(p);
    live_ -= d;
    waiting_[v] = 0;
    if (!source_[v]) {
      ready_pos_[v] = static_cast<std::uint32_t>(ready_.size());
      ready_.push_back(v);
    }
    bits_[v / 64] &= ~(std::uint64_t{1} << (v % 64));
    hash_ ^= zobrist_[v];
  }
}

// After v is placed, only these candidates can have a smaller delta: v's
// successors (newly ready, or their step lost a shared source), and the
// last pending consumer of each operand of v. Appends them to `out`.
void PrefixState::touched_by(NodeId v, std::vector<NodeId>& out) const {
  for (NodeId s : dag_.succs(v))
    if (ready_pos_[s] != kNotReady) out.push_back(s);
  for (NodeId p : dag_.operands(v))
    if (pending_[p] == 1)
      for (NodeId c : dag_.consumers(p))
        if (ready_pos_[c] != kNotReady) out.push_back(c);
}

void PrefixState::take_closed(NodeId c, int limit) {
  const std::size_t first = order_.size();
  take(c);
  work_.clear();
  for (std::size_t i = first; i < order_.size(); ++i) touched_by(order_[i], work_);
  step_peak_of_forced_ = close_forced(limit);
}

int PrefixState::close_forced(int limit) {
  // Steps from the worklist, smallest NodeId first, so the result depends
  // only on the set, the limit and the worklist. A step's peak also falls
  // with live(), which touched_by() does not follow: steps refused only for
  // their peak are tried again once live() has fallen below its value then.
  int peak = 0;
  std::make_heap(work_.begin(), work_.end(), std::greater<>());
  for (;;) {
    int refused_at = -1;  // lowest live() at which a step was refused for its peak
    refused_.clear();
    while (!work_.empty()) {
      std::pop_heap(work_.begin(), work_.end(), std::greater<>());
      const NodeId c = work_.back();
      work_.pop_back();
      if (ready_pos_[c] == kNotReady || delta(c) > 0) continue;
      const int step = step_peak(c);
      if (step > limit) {
        refused_at = refused_at < 0 ? live_ : std::min(refused_at, live_);
        refused_.push_back(c);
        continue;
      }
      peak = std::max(peak, step);
      const std::size_t first = order_.size();
      take(c);
      const std::size_t mark = work_.size();
      for (std::size_t i = first; i < order_.size(); ++i) touched_by(order_[i], work_);
      for (std::size_t i = mark; i < work_.size(); ++i)
        std::push_heap(work_.begin(), work_.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::greater<>());
    }
    if (refused_at < 0 || live_ >= refused_at) return peak;
    work_.assign(refused_.begin(), refused_.end());
    std::make_heap(work_.begin(), work_.end(), std::greater<>());
  }
}

int PrefixState::close(int limit, bool blocks) {
  const std::size_t before = order_.size();
  work_.assign(ready_.begin(), ready_.end());
  int peak = close_forced(limit);
  while (blocks && apply_block(limit, &peak)) {
    work_.assign(ready_.begin(), ready_.end());
    peak = std::max(peak, close_forced(limit));
  }
  return order_.size() > before ? peak : 0;
}

int PrefixState::close_after(std::size_t since, int limit, bool blocks) {
  const std::size_t before = order_.size();
  work_.clear();
  for (std::size_t i = since; i < order_.size(); ++i) touched_by(order_[i], work_);
  int peak = close_forced(limit);
  while (blocks && apply_block(limit, &peak)) {
    work_.assign(ready_.begin(), ready_.end());
    peak = std::max(peak, close_forced(limit));
  }
  return order_.size() > before ? peak : 0;
}

bool PrefixState::apply_block(int limit, int* peak) {
  // The current set is closed under forced steps, so after a trial step x
  // only the nodes it touched can be forced or bring L back down.
  const std::size_t base = order_.size();
  const int start = live_;
  // Cheapest trial steps first, and a bounded number of them: a block's
  // first step is rarely expensive, and on wide sets every trial costs.
  firsts_.clear();
  for (NodeId x : ready_) firsts_.emplace_back(std::max(step_peak(x) - live_, delta(x)), x);
  if (firsts_.size() > kMaxBlockTrials) {
    std::nth_element(firsts_.begin(), firsts_.begin() + kMaxBlockTrials, firsts_.end());
    firsts_.resize(kMaxBlockTrials);
  }
  std::sort(firsts_.begin(), firsts_.end());
  for (const auto& [cost, x] : firsts_) {
    // The block's steps: x's (RP step_peak(x), then L(S + x)), the forced
    // steps it opens, and maybe y's.
    int block_peak = std::max(step_peak(x), live_ + delta(x));
    if (block_peak > limit) continue;
    take_closed(x, limit);
    block_peak = std::max(block_peak, step_peak_of_forced_);
    if (live_ <= start) {
      if (dominates(base)) {
        *peak = std::max(*peak, block_peak);
        return true;
      }
    } else if (order_.size() - base < kMaxBlock) {
      const std::size_t middle = order_.size();
      seconds_.clear();
      for (std::size_t i = base; i < middle; ++i) touched_by(order_[i], seconds_);
      std::sort(seconds_.begin(), seconds_.end());
      seconds_.erase(std::unique(seconds_.begin(), seconds_.end()), seconds_.end());
      std::erase_if(seconds_, [&](NodeId y) {
        return ready_pos_[y] == kNotReady || step_peak(y) > limit || live_ + delta(y) > start;
      });
      for (NodeId y : seconds_) {
        const int y_peak = std::max(block_peak, step_peak(y));
        take_closed(y, limit);
        const int total = std::max(y_peak, step_peak_of_forced_);
        if (live_ <= start && dominates(base)) {
          *peak = std::max(*peak, total);
          return true;
        }
        undo_to(middle);
      }
    }
    undo_to(base);
  }
  return false;
}

// Whether X = order_[base..] is a dominant block: no downward-closed part
// of it leaves less live than all of it. Leaves X scheduled either way.
bool PrefixState::dominates(std::size_t base) {
  if (order_.size() - base > kMaxBlock) return false;
  const int target = live_;
  block_.assign(order_.begin() + static_cast<std::ptrdiff_t>(base), order_.end());
  undo_to(base);
  seen_masks_.assign(std::size_t{1} << block_.size(), false);
  const bool ok = subsets_stay_above(0, target);
  undo_to(base);
  for (NodeId v : block_) place(v);
  return ok;
}

// Depth-first over the downward-closed parts of block_ placed on top of the
// base set; `mask` says which are placed now.
bool PrefixState::subsets_stay_above(std::uint32_t mask, int target) {
  if (seen_masks_[mask]) return true;
  seen_masks_[mask] = true;
  const std::uint32_t full = (std::uint32_t{1} << block_.size()) - 1;
  if (mask != full && live_ < target) return false;
  for (std::size_t i = 0; i < block_.size(); ++i) {
    if (mask >> i & 1 || waiting_[block_[i]] != 0) continue;
    const std::size_t length = order_.size();
    place(block_[i]);
    const bool ok = subsets_stay_above(mask | std::uint32_t{1} << i, target);
    undo_to(length);
    if (!ok) return false;
  }
  return true;
}

void PrefixState::load(std::span<const std::uint64_t> bits) {
  undo_to(0);
  for (NodeId v : topo_)
    if (bits[v / 64] >> (v % 64) & 1) place(v);
}

}  // namespace rhz::sched
