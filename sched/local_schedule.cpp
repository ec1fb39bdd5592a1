// Local scheduling (see local_schedule.h).
#include "sched/local_schedule.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <ostream>
#include <string>
#include <unordered_map>

#include "sched/list_schedule.h"

namespace rhz::sched {

using ir::Node;
using ir::Op;

namespace {

// Is this input slot a value the node reads in its own block?
bool is_value_slot(const Node* n, std::size_t slot) {
  if (ir::is_phi(n->op())) return false;
  return !ir::is_control_edge(n, slot) && n->input(slot) != nullptr;
}

std::string label_of(const Node* n) {
  std::string s(ir::op_name(n->op()));
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

BlockDag build_block_dag(const ir::Graph&, const Cfg& cfg, const Placement& pl, BlockId b,
                         const std::string& name) {
  const Block& blk = cfg.block(b);
  BlockDag out;
  std::vector<const Node*> phis, body;
  for (const Node* n : pl.nodes[b]) {
    if (n == blk.head) continue;
    if (ir::is_phi(n->op())) phis.push_back(n);
    else if (n != blk.tail()) body.push_back(n);
  }
  const Node* tail = blk.tail();
  bool real_end = tail->op() == Op::If || tail->op() == Op::Return;
  if (!real_end && tail != blk.head) body.push_back(tail);
  std::sort(body.begin(), body.end(), [](const Node* x, const Node* y) { return x->id() < y->id(); });

  DagBuilder db(name);
  auto add = [&](const Node* n) {
    out.nodes.push_back(n);
    int size = ir::is_value(n->op()) ? 1 : 0;
    db.add_node(std::to_string(n->id()), size, label_of(n));
  };
  for (const Node* n : phis) add(n);
  for (const Node* n : body) add(n);
  std::string end_id;
  if (real_end) {
    add(tail);
    end_id = std::to_string(tail->id());
  } else {
    out.nodes.push_back(nullptr);
    end_id = "jump";
    db.add_node(end_id, 0, "jump");
  }
  auto id = [](const Node* n) { return std::to_string(n->id()); };

  // Data edges inside the block, live-outs to the end.
  std::vector<std::uint8_t> has_pred(out.nodes.size(), 0), has_succ(out.nodes.size(), 0);
  // A hash map, not a NodeMap: a NodeMap per block would cost the whole
  // graph's size per block.
  std::unordered_map<const Node*, int> where;
  for (std::size_t i = 0; i < out.nodes.size(); ++i)
    if (out.nodes[i]) where[out.nodes[i]] = static_cast<int>(i);
  auto index_of = [&](const Node* n) {
    auto it = where.find(n);
    return it == where.end() ? -1 : it->second;
  };
  const std::size_t end = out.nodes.size() - 1;
  for (std::size_t i = 0; i < out.nodes.size(); ++i) {
    const Node* n = out.nodes[i];
    if (!n) continue;
    for (std::size_t s = 0; s < n->num_inputs(); ++s) {
      if (!is_value_slot(n, s)) continue;
      int j = index_of(n->input(s));
      if (j < 0) continue;
      db.add_edge(id(n->input(s)), id(n));
      has_pred[i] = has_succ[static_cast<std::size_t>(j)] = 1;
    }
    if (i == end || !ir::is_value(n->op())) continue;
    bool live_out = false;
    for (const ir::Use& u : n->uses())
      if (!ir::is_control_edge(u.user, u.slot) &&
          (use_block(cfg, pl.block, u.user, u.slot) != b || (ir::is_phi(u.user->op()) && u.slot > 0))) {
        live_out = true;
        break;
      }
    if (live_out) {
      db.add_edge(id(n), end_id);
      has_succ[i] = has_pred[end] = 1;
    }
  }
  // The control chain.
  const Node* prev = nullptr;
  for (const Node* x : blk.chain) {
    if (x == blk.head) continue;
    if (prev) {
      db.add_dep(id(prev), id(x));
      has_pred[static_cast<std::size_t>(index_of(x))] = 1;
      has_succ[static_cast<std::size_t>(index_of(prev))] = 1;
    }
    prev = x;
  }
  // Phis first, the end last.
  for (std::size_t i = 1; i < phis.size(); ++i) db.add_dep(id(phis[i - 1]), id(phis[i]));
  if (!phis.empty())
    for (std::size_t i = phis.size(); i < end; ++i) db.add_dep(id(phis.back()), id(out.nodes[i]));
  for (std::size_t i = 0; i < end; ++i)
    if (!has_succ[i]) db.add_dep(id(out.nodes[i]), end_id);
  DagError err;
  std::optional<Dag> dag = db.finish(&err);
  if (!dag) std::abort();  // the graph's dependences are acyclic within a block
  out.dag = std::move(*dag);
  return out;
}

namespace {

// The block's order by the given issue cycles, or none if it has no node
// with one.
std::optional<Schedule> given_order(const BlockDag& bd, const IssueCycles& issue) {
  constexpr std::int64_t kAfter = std::int64_t{1} << 40;
  std::vector<std::int64_t> key(bd.nodes.size(), kAfter);
  bool any = false;
  for (std::size_t v = 0; v < bd.nodes.size(); ++v)
    if (bd.nodes[v])
      if (auto it = issue.find(bd.nodes[v]->id()); it != issue.end()) {
        key[v] = it->second;
        any = true;
      }
  if (!any) return std::nullopt;
  return top_down_by_key(bd.dag, key);
}

}  // namespace

LocalSchedule schedule_local(const ir::Graph& g, const Cfg& cfg, const Placement& placement,
                             const PolicyInfo& policy, const IssueCycles* issue) {
  LocalSchedule ls;
  ls.order.resize(cfg.blocks.size());
  for (BlockId b = 0; b < cfg.blocks.size(); ++b) {
    BlockDag bd = build_block_dag(g, cfg, placement, b, "b" + std::to_string(b));
    std::optional<Schedule> given = issue ? given_order(bd, *issue) : std::nullopt;
    Schedule s = given ? std::move(*given) : policy.run(bd.dag);
    for (NodeId v : s)
      if (bd.nodes[v]) ls.order[b].push_back(bd.nodes[v]);
  }
  return ls;
}

void write_block_dags(std::ostream& out, const ir::Graph& g, const Cfg& cfg, const Placement& placement,
                      const std::string& method) {
  for (BlockId b = 0; b < cfg.blocks.size(); ++b)
    write_dag(out, build_block_dag(g, cfg, placement, b, method + ".b" + std::to_string(b)).dag);
}

}  // namespace rhz::sched
