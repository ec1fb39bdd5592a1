// The modulo reservation table: per unit class and kernel slot, how many
// units are busy. A node issued at cycle t holds one unit of its class in
// the slots of cycles t ... t+occ-1 modulo II (an occupancy longer than II
// holds a slot more than once).
#pragma once

#include <vector>

#include "sched/loop_graph.h"
#include "sched/modulo_bounds.h"

namespace rhz::sched {

class ModuloReservationTable {
 public:
  ModuloReservationTable(const LoopGraph& g, int ii)
      : g_(g), ii_(ii), busy_(g.machine->classes.size(), std::vector<int>(static_cast<std::size_t>(ii), 0)) {}

  bool fits(int v, int t) const {
    const LoopNode& n = g_.nodes[v];
    const int units = g_.machine->units[n.cls];
    const std::vector<int>& row = busy_[n.cls];
    if (n.occupancy <= ii_) {
      for (int c = 0; c < n.occupancy; ++c)
        if (row[kernel_slot(t + c, ii_)] + 1 > units) return false;
      return true;
    }
    // Busy for longer than II: whole turns load every slot alike.
    const int turns = n.occupancy / ii_, rest = n.occupancy % ii_;
    for (int s = 0; s < ii_; ++s)
      if (row[s] + turns + (kernel_slot(s - t, ii_) < rest ? 1 : 0) > units) return false;
    return true;
  }

  void add(int v, int t) { change(v, t, +1); }
  void remove(int v, int t) { change(v, t, -1); }

  int ii() const { return ii_; }

 private:
  void change(int v, int t, int delta) {
    const LoopNode& n = g_.nodes[v];
    for (int c = 0; c < n.occupancy; ++c) busy_[n.cls][kernel_slot(t + c, ii_)] += delta;
  }

  const LoopGraph& g_;
  int ii_;
  std::vector<std::vector<int>> busy_;
};

}  // namespace rhz::sched
