// The schedule verifier (see verify_schedule.h).
#include "sched/verify_schedule.h"

#include <string>

namespace rhz::sched {

using ir::Node;
using ir::Op;

namespace {

std::string name(const Node* n) { return std::string(ir::op_name(n->op())) + " " + std::to_string(n->id()); }

}  // namespace

std::vector<std::string> verify_schedule(const ir::Graph& g, const MethodSchedule& s) {
  std::vector<std::string> problems;
  const Cfg& cfg = s.cfg;
  ir::NodeMap<BlockId> where(g, kNoBlock);
  ir::NodeMap<int> pos(g, -1);
  ir::NodeMap<int> count(g, 0);

  if (s.linear.blocks.size() != cfg.blocks.size()) problems.push_back("layout does not list every block once");
  for (const LinearBlock& lb : s.linear.blocks) {
    int k = 0;
    for (const LinearInstr& li : lb.instrs) {
      if (li.kind == LinearInstr::Kind::Jump) continue;
      if (li.kind != LinearInstr::Kind::Node && li.node->op() != Op::If) {
        problems.push_back("branch on " + name(li.node) + ", not an If");
        continue;
      }
      ++count[li.node];
      where[li.node] = lb.block;
      pos[li.node] = k++;
    }
  }

  for (const Node* n : ir::live_nodes(g)) {
    BlockId hb = cfg.block_of_node(n);
    bool head = hb != kNoBlock && cfg.block(hb).head == n;
    if (head) {
      if (count.get(n) != 0) problems.push_back(name(n) + " is a block head but scheduled as an instruction");
      continue;
    }
    if (count.get(n) != 1) {
      problems.push_back(name(n) + " is scheduled " + std::to_string(count.get(n)) + " times");
      continue;
    }
    if (where.get(n) != s.placement.block_of(n))
      problems.push_back(name(n) + " is not in the block its placement names");
    if (hb != kNoBlock && where.get(n) != hb) problems.push_back(name(n) + " left its CFG block");
  }

  // The partial order across blocks: a block's head after its forward
  // predecessors' ends.
  for (BlockId b = 0; b < cfg.blocks.size(); ++b)
    for (BlockId p : cfg.block(b).preds)
      if (p != kNoBlock && !cfg.is_back_edge(p, b) &&
          cfg.order.get(cfg.block(b).head) <= cfg.order.get(cfg.block(p).tail()))
        problems.push_back(name(cfg.block(b).head) + " does not follow " + name(cfg.block(p).tail()) +
                           " in the partial order");

  for (const LinearBlock& lb : s.linear.blocks) {
    const BlockId b = lb.block;
    const Block& blk = cfg.block(b);
    bool body_seen = false;
    const Node* last_fixed = nullptr;
    std::size_t k = 0;
    for (const LinearInstr& li : lb.instrs) {
      if (li.kind == LinearInstr::Kind::Jump) continue;
      const Node* n = li.node;
      ++k;
      if (ir::is_phi(n->op())) {
        if (body_seen) problems.push_back(name(n) + " follows a non-phi instruction");
      } else {
        body_seen = true;
      }
      if ((n->op() == Op::If || n->op() == Op::Return) && n != blk.tail())
        problems.push_back(name(n) + " does not end its block");
      if (n == blk.tail() && (n->op() == Op::If || n->op() == Op::Return)) {
        std::size_t rest = 0;
        for (const LinearInstr& x : lb.instrs)
          if (x.kind != LinearInstr::Kind::Jump) ++rest;
        if (k != rest) problems.push_back(name(n) + " is not the last instruction of its block");
      }
      // Uses: definitions dominate them.
      for (std::size_t slot = 0; slot < n->num_inputs(); ++slot) {
        const Node* d = n->input(slot);
        if (!d || ir::is_control_edge(n, slot) || (ir::is_phi(n->op()) && slot == 0)) continue;
        BlockId db = where.get(d) != kNoBlock ? where.get(d) : cfg.block_of_node(d);
        if (db == kNoBlock) {
          problems.push_back(name(n) + " uses unscheduled " + name(d));
          continue;
        }
        if (ir::is_phi(n->op())) {
          const Block& rb = cfg.block(cfg.block_of_node(ir::phi_region(n)));
          BlockId pred = slot - 1 < rb.preds.size() ? rb.preds[slot - 1] : kNoBlock;
          if (pred == kNoBlock || !cfg.dominates(db, pred))
            problems.push_back(name(d) + " does not dominate its use by " + name(n) + " in predecessor " +
                               std::to_string(slot));
        } else if (db == b) {
          if (pos.get(d) >= pos.get(n) && where.get(d) == b)
            problems.push_back(name(d) + " is scheduled after its use by " + name(n));
        } else if (!cfg.dominates(db, b)) {
          problems.push_back(name(d) + " does not dominate its use by " + name(n));
        }
      }
      // Fixed nodes in chain order, partial order increasing.
      if (cfg.block_of_node(n) == b) {
        if (last_fixed) {
          if (ir::control(n) != last_fixed)
            problems.push_back(name(n) + " is out of control order after " + name(last_fixed));
          if (cfg.order.get(n) <= cfg.order.get(last_fixed))
            problems.push_back(name(n) + " breaks the partial order after " + name(last_fixed));
        } else if (blk.chain.size() > 1 && n != blk.chain[1]) {
          problems.push_back(name(n) + " is the first fixed node of block but not its chain's");
        }
        last_fixed = n;
      }
    }
  }
  return problems;
}

}  // namespace rhz::sched
