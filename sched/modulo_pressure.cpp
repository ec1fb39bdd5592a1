// The register-pressure pass of the `sms` policy: a valid modulo schedule
// is improved one node at a time. Each node may move anywhere its placed
// neighbours and the reservation table allow; the move taken is the one
// that lowers MaxLive most, then the sum of the lifetimes (which is what
// MaxLive averages over the kernel slots), and passes repeat until none
// helps. Moving v changes only the lifetimes of v's value and of the values
// v reads, so each candidate costs a few lifetimes, not a whole schedule.
#include <algorithm>
#include <climits>
#include <utility>

#include "sched/modulo_bounds.h"
#include "sched/modulo_reservation.h"
#include "sched/modulo_schedule.h"

namespace rhz::sched::detail {

namespace {

class PressurePass {
 public:
  PressurePass(const LoopGraph& g, int ii, std::vector<int>& t) : g_(g), ii_(ii), t_(t), mrt_(g, ii), live_(ii, 0) {
    for (int v = 0; v < g.size(); ++v) {
      mrt_.add(v, t[v]);
      count(v, +1);
    }
    for (int v = 0; v < g.size(); ++v) {
      for (int k : g.in[v]) {
        const LoopEdge& e = g.edges[k];
        if (e.data && e.from != v && std::find(operands_[v].begin(), operands_[v].end(), e.from) == operands_[v].end())
          operands_[v].push_back(e.from);
      }
    }
  }

  // One pass over the nodes, then over pairs; true if some move was taken.
  bool improve() {
    bool moved = false;
    for (int v = 0; v < g_.size(); ++v) moved = improve(v) || moved;
    for (int v = 0; v < g_.size(); ++v)
      for (int u = v + 1; u < g_.size(); ++u) moved = swap(u, v) || moved;
    return moved;
  }

 private:
  using Cost = std::pair<int, long>;  // MaxLive, sum of lifetimes

  Cost cost() const { return {*std::max_element(live_.begin(), live_.end()), total_}; }

  // Adds (sign +1) or removes (-1) u's value's lifetime.
  void count(int u, int sign) {
    const int lt = lifetime(g_, ii_, t_, u);
    fold_lifetime(live_, t_[u], lt, sign);
    total_ += sign * lt;
  }

  // The values whose lifetimes depend on v's cycle: its own and its
  // operands'.
  void recount(int v, int sign) {
    count(v, sign);
    for (int u : operands_[v]) count(u, sign);
  }
  // The same for two nodes, each value once.
  void recount(int v, int w, int sign) {
    std::vector<int> values{v, w};
    for (int x : {v, w})
      for (int u : operands_[x]) values.push_back(u);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    for (int x : values) count(x, sign);
  }

  Cost cost_at(int v, int c) {
    const int old = t_[v];
    recount(v, -1);
    t_[v] = c;
    recount(v, +1);
    const Cost result = cost();
    recount(v, -1);
    t_[v] = old;
    recount(v, +1);
    return result;
  }

  bool improve(int v) {
    long lo = LONG_MIN / 4, hi = LONG_MAX / 4;
    for (int k : g_.in[v]) {
      const LoopEdge& e = g_.edges[k];
      if (e.from != v) lo = std::max(lo, static_cast<long>(t_[e.from]) + e.latency - static_cast<long>(ii_) * e.distance);
    }
    for (int k : g_.out[v]) {
      const LoopEdge& e = g_.edges[k];
      if (e.to != v) hi = std::min(hi, static_cast<long>(t_[e.to]) - e.latency + static_cast<long>(ii_) * e.distance);
    }
    // Beyond a kernel turn from either end a move only stretches lifetimes.
    if (lo == LONG_MIN / 4) lo = std::max<long>(hi - ii_ + 1, t_[v] - ii_);
    if (hi == LONG_MAX / 4) hi = std::min<long>(lo + ii_ - 1, t_[v] + ii_);
    Cost best = cost();
    int best_cycle = t_[v];
    mrt_.remove(v, t_[v]);
    auto consider = [&](long c) {
      if (c == t_[v] || !mrt_.fits(v, static_cast<int>(c))) return;
      const Cost here = cost_at(v, static_cast<int>(c));
      if (here < best) {
        best = here;
        best_cycle = static_cast<int>(c);
      }
    };
    for (long c = lo; c <= hi && c < lo + ii_; ++c) consider(c);
    for (long c = std::max(lo + ii_, hi - ii_ + 1); c <= hi; ++c) consider(c);
    const bool moved = best_cycle != t_[v];
    if (moved) {
      recount(v, -1);
      t_[v] = best_cycle;
      recount(v, +1);
    }
    mrt_.add(v, t_[v]);
    return moved;
  }

  // Whether every edge at u or v holds in the current times.
  bool edges_hold(int u, int v) const {
    for (int x : {u, v}) {
      for (int k : g_.in[x]) {
        const LoopEdge& e = g_.edges[k];
        if (t_[e.to] < t_[e.from] + e.latency - ii_ * e.distance) return false;
      }
      for (int k : g_.out[x]) {
        const LoopEdge& e = g_.edges[k];
        if (t_[e.to] < t_[e.from] + e.latency - ii_ * e.distance) return false;
      }
    }
    return true;
  }

  // The cycles nearest to `near`, below and above, in kernel slot `slot`.
  std::pair<int, int> nearest_in_slot(int near, int slot) const {
    const int below = near - kernel_slot(near - slot, ii_);
    return {below, below == near ? near : below + ii_};
  }

  // Exchanges the kernel slots of two nodes of one class and occupancy
  // (where a saturated class leaves no free slot to move to), each at the
  // nearer cycle of the other's slot that keeps the dependences.
  bool swap(int u, int v) {
    const LoopNode &a = g_.nodes[u], &b = g_.nodes[v];
    if (a.cls != b.cls || a.occupancy != b.occupancy) return false;
    const int tu = t_[u], tv = t_[v];
    if (kernel_slot(tu - tv, ii_) == 0) return false;
    const Cost before = cost();
    Cost best = before;
    std::pair<int, int> best_cycles{tu, tv};
    const auto [u_low, u_high] = nearest_in_slot(tu, kernel_slot(tv, ii_));
    const auto [v_low, v_high] = nearest_in_slot(tv, kernel_slot(tu, ii_));
    recount(u, v, -1);
    for (int cu : {u_low, u_high})
      for (int cv : {v_low, v_high}) {
        t_[u] = cu;
        t_[v] = cv;
        if (!edges_hold(u, v)) continue;
        recount(u, v, +1);
        if (cost() < best) {
          best = cost();
          best_cycles = {cu, cv};
        }
        recount(u, v, -1);
      }
    mrt_.remove(u, tu);
    mrt_.remove(v, tv);
    t_[u] = best_cycles.first;
    t_[v] = best_cycles.second;
    mrt_.add(u, t_[u]);
    mrt_.add(v, t_[v]);
    recount(u, v, +1);
    return best < before;
  }

  const LoopGraph& g_;
  int ii_;
  std::vector<int>& t_;
  ModuloReservationTable mrt_;
  std::vector<int> live_;
  long total_ = 0;
  std::vector<std::vector<int>> operands_ = std::vector<std::vector<int>>(g_.nodes.size());
};

}  // namespace

void reduce_pressure(const LoopGraph& g, int ii, std::vector<int>& t) {
  // A pass costs about nodes² (pairs) times II (each candidate's MaxLive):
  // beyond a budget far above any real loop's, the schedule stays as placed.
  const long work = static_cast<long>(g.size()) * g.size() * ii;
  if (work > 200'000'000L) return;
  PressurePass pass(g, ii, t);
  for (int round = 0; round < 16 && pass.improve(); ++round) {
  }
}

}  // namespace rhz::sched::detail
