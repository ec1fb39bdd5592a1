// Backward dataflow liveness to a fixpoint over the layout order.
#include "regalloc/liveness.h"

#include <algorithm>
#include <bit>

namespace rhz::regalloc {

using sched::BlockId;
using sched::LinearInstr;

std::size_t ValueSet::count() const {
  std::size_t c = 0;
  for (std::uint64_t w : words_) c += static_cast<std::size_t>(std::popcount(w));
  return c;
}

std::vector<ir::NodeId> ValueSet::ids() const {
  std::vector<ir::NodeId> out;
  for (std::size_t i = 0; i < words_.size(); ++i)
    for (std::uint64_t w = words_[i]; w != 0; w &= w - 1)
      out.push_back(static_cast<ir::NodeId>(i * 64 + static_cast<std::size_t>(std::countr_zero(w))));
  return out;
}

bool defines_value(const LinearInstr& li) {
  return li.kind == LinearInstr::Kind::Node && li.node && ir::is_value(li.node->op());
}

const ir::Node* phi_input(const sched::Cfg& cfg, const ir::Node* phi, BlockId pred) {
  const sched::Block& merge = cfg.block(cfg.block_of_node(ir::phi_region(phi)));
  for (std::size_t p = 0; p < merge.preds.size(); ++p)
    if (merge.preds[p] == pred && p + 1 < phi->num_inputs()) return phi->input(p + 1);
  return nullptr;
}

namespace {

// Does the instruction kill its value here (Params are born at entry)?
bool kills_here(const LinearInstr& li) { return defines_value(li) && !defined_at_entry(li.node); }

// live-out of b: the live-ins of its successors and the phi inputs along b's edges.
ValueSet live_out_of(const sched::MethodSchedule& s, const std::vector<ValueSet>& live_in, BlockId b,
                     std::size_t ids) {
  ValueSet out(ids);
  for (BlockId succ : s.cfg.block(b).succs) {
    out.add_all(live_in[succ]);
    for (const LinearInstr& li : s.linear.blocks[s.linear.position[succ]].instrs) {
      if (!is_phi_instr(li)) continue;
      if (const ir::Node* in = phi_input(s.cfg, li.node, b)) out.add(in->id());
    }
  }
  return out;
}

}  // namespace

Liveness compute_liveness(const ir::Graph& g, const sched::MethodSchedule& s) {
  const std::size_t ids = g.id_limit();
  const std::size_t nb = s.cfg.blocks.size();
  Liveness lv;
  lv.live_in.assign(nb, ValueSet(ids));
  lv.live_out.assign(nb, ValueSet(ids));
  // Reverse layout order converges in a few rounds: forward edges go down
  // the layout, so only loops need another pass.
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t k = s.linear.blocks.size(); k-- > 0;) {
      const sched::LinearBlock& lb = s.linear.blocks[k];
      ValueSet live = live_out_of(s, lv.live_in, lb.block, ids);
      lv.live_out[lb.block] = live;
      for (std::size_t i = lb.instrs.size(); i-- > 0;) {
        const LinearInstr& li = lb.instrs[i];
        if (kills_here(li)) live.remove(li.node->id());
        for_each_read(li, [&](const ir::Node* r) { live.add(r->id()); });
      }
      if (!(live == lv.live_in[lb.block])) {
        lv.live_in[lb.block] = std::move(live);
        changed = true;
      }
    }
  }
  return lv;
}

std::size_t max_pressure(const ir::Graph& g, const sched::MethodSchedule& s, bool result_may_reuse_operand) {
  Liveness lv = compute_liveness(g, s);
  std::size_t best = 0;
  for (const sched::LinearBlock& lb : s.linear.blocks) {
    ValueSet live = lv.live_out[lb.block];
    for (std::size_t i = lb.instrs.size(); i-- > 0;) {
      const LinearInstr& li = lb.instrs[i];
      if (is_phi_instr(li)) continue;  // at the start
      std::size_t after = live.count();
      if (kills_here(li)) {
        live.remove(li.node->id());
        after = live.count() + 1;  // the result, even if unused
      }
      ValueSet before = live;
      for_each_read(li, [&](const ir::Node* r) { before.add(r->id()); });
      if (!result_may_reuse_operand && kills_here(li)) after = before.count() + 1;
      best = std::max({best, after, before.count()});
      live = std::move(before);
    }
    // At the block start: the live-ins and every phi of the block.
    std::size_t start = live.count();
    for (const LinearInstr& li : lb.instrs)
      if (is_phi_instr(li) && !live.has(li.node->id()))
        ++start;
    best = std::max(best, start);
  }
  return best;
}

}  // namespace rhz::regalloc
