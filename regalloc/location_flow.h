// The forward dataflow both allocation verifiers run: which value each
// location holds at the start of every block, simulated through the
// method's code until nothing changes, then once more to report.
//
// The meet keeps only what every known predecessor agrees on; a block's
// state only shrinks once set, so the iteration reaches a fixed point.
// Problems are reported only in the last pass (report = true), when every
// state is final.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

#include <string>

#include "ir/node.h"
#include "regalloc/allocation.h"
#include "sched/linearize.h"

namespace rhz::regalloc {

using LocationContents = std::map<std::uint64_t, ir::NodeId>;  // location key -> the value it holds

// A location as one number (its kind above its index): LocationContents' key.
inline std::uint64_t location_key(Location l) {
  return (std::uint64_t{static_cast<std::uint8_t>(l.kind)} << 32) | l.index;
}
// How the verifiers' messages name a value: "r" and its node id.
inline std::string value_name(ir::NodeId id) { return "r" + std::to_string(id); }

// along_edge(contents at the end of pred, pred, succ, report) -> contents
// entering succ; run_block(layout index, contents at entry, report) ->
// contents at its end.
template <typename AlongEdge, typename RunBlock>
void simulate_locations(const sched::MethodSchedule& s, const LocationContents& entry, AlongEdge along_edge,
                        RunBlock run_block) {
  using sched::BlockId;
  if (s.linear.blocks.empty()) return;
  std::vector<std::optional<LocationContents>> out(s.cfg.blocks.size());
  const BlockId first = s.linear.blocks.front().block;
  auto entry_of = [&](BlockId b, bool report) -> std::optional<LocationContents> {
    if (b == first) return entry;
    std::optional<LocationContents> acc;
    for (BlockId p : s.cfg.block(b).preds) {
      if (!out[p]) continue;
      LocationContents e = along_edge(*out[p], p, b, report);
      if (!acc) {
        acc = std::move(e);
        continue;
      }
      for (auto it = acc->begin(); it != acc->end();) {
        auto f = e.find(it->first);
        it = (f == e.end() || f->second != it->second) ? acc->erase(it) : std::next(it);
      }
    }
    return acc;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t k = 0; k < s.linear.blocks.size(); ++k) {
      const BlockId b = s.linear.blocks[k].block;
      std::optional<LocationContents> e = entry_of(b, false);
      if (!e) continue;
      LocationContents o = run_block(k, *e, false);
      if (!out[b] || *out[b] != o) {
        out[b] = std::move(o);
        changed = true;
      }
    }
  }
  for (std::size_t k = 0; k < s.linear.blocks.size(); ++k)
    if (std::optional<LocationContents> e = entry_of(s.linear.blocks[k].block, true)) run_block(k, *e, true);
}

}  // namespace rhz::regalloc
