// The parallel-copy sequentialisation (the classic worklist of Leroy's
// "Tilting at windmills with Coq" and Boissinot et al., with one scratch).
#include "regalloc/parallel_move.h"

#include <algorithm>

namespace rhz::regalloc {

Sequence sequentialize(std::vector<Move> parallel, Location scratch, RegMask cycle_registers, Location register_scratch) {
  Sequence out;
  std::vector<Move> pending;
  for (const Move& m : parallel)
    if (!(m.from == m.to)) pending.push_back(m);
  auto is_read = [&](Location l) {
    return std::any_of(pending.begin(), pending.end(), [&](const Move& m) { return m.from == l; });
  };
  while (!pending.empty()) {
    bool progress = false;
    for (std::size_t i = 0; i < pending.size(); ++i) {
      if (is_read(pending[i].to)) continue;
      out.moves.push_back(pending[i]);
      pending.erase(pending.begin() + static_cast<std::ptrdiff_t>(i));
      progress = true;
      break;
    }
    if (progress) continue;
    // Only cycles remain: free the first pending destination by parking
    // its current value in the scratch.
    const Location blocked = pending.front().to;
    const bool in_register = blocked.kind == Location::Kind::Register && blocked.index < 64 &&
                             (cycle_registers & reg_bit(blocked.index)) != 0;
    const Location park = in_register ? register_scratch : scratch;
    out.moves.push_back({blocked, park});
    out.used_scratch |= !in_register;
    for (Move& m : pending)
      if (m.from == blocked) m.from = park;
  }
  return out;
}

}  // namespace rhz::regalloc
