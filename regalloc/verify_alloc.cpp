// verify_alloc: range and constraint checks, an interference check from
// its own (set-based) liveness, and a forward simulation of location
// contents to a fixpoint over the CFG.
#include "regalloc/verify_alloc.h"

#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "regalloc/liveness.h"
#include "regalloc/location_flow.h"
#include "regalloc/verify_split.h"

namespace rhz::regalloc {

using sched::BlockId;
using sched::LinearInstr;

namespace {

std::string loc_name(Location l) {
  switch (l.kind) {
    case Location::Kind::None: return "_";
    case Location::Kind::Slot: return "s" + std::to_string(l.index);
    case Location::Kind::Register: return "R" + std::to_string(l.index);
  }
  return "?";
}



using Contents = LocationContents;

class Verifier {
 public:
  Verifier(const ir::Graph& g, const sched::MethodSchedule& s, const Target& t, const Allocation& a)
      : g_(g), s_(s), t_(t), a_(a) {}

  std::vector<std::string> run() {
    if (a_.locations.size() < g_.id_limit() || a_.end_moves.size() < s_.cfg.blocks.size()) {
      problems_.push_back("allocation tables are smaller than the graph or the CFG");
      return problems_;
    }
    check_locations();
    check_interference();
    simulate();
    return problems_;
  }

 private:
  Location loc(const ir::Node* n) const { return a_.locations[n->id()]; }
  std::string where(std::size_t k) const { return "block" + std::to_string(k) + ": "; }

  void check_one(const ir::Node* n, std::size_t k) {
    Location l = loc(n);
    if (l.is_none()) return problem(where(k) + value_name(n->id()) + " has no location");
    if (l.kind == Location::Kind::Slot && l.index >= a_.frame_size)
      problem(where(k) + value_name(n->id()) + " in " + loc_name(l) + " beyond the frame size " +
              std::to_string(a_.frame_size));
    if (l.kind == Location::Kind::Register && l.index >= t_.num_registers)
      problem(where(k) + value_name(n->id()) + " in " + loc_name(l) + " but the target has " +
              std::to_string(t_.num_registers) + " registers");
    if (t_.fixed_location) {
      Location f = t_.fixed_location(n);
      if (!f.is_none() && !(f == l))
        problem(where(k) + value_name(n->id()) + " must live in " + loc_name(f) + ", not " + loc_name(l));
    }
  }

  void check_locations() {
    for (std::size_t k = 0; k < s_.linear.blocks.size(); ++k)
      for (const LinearInstr& li : s_.linear.blocks[k].instrs) {
        if (defines_value(li)) check_one(li.node, k);
        for_each_read(li, [&](const ir::Node* r) { check_one(r, k); });
      }
  }

  // ---- interference from an independent liveness -------------------------

  std::set<ir::NodeId> live_out(BlockId b, const std::vector<std::set<ir::NodeId>>& in) const {
    std::set<ir::NodeId> out;
    for (BlockId succ : s_.cfg.block(b).succs) {
      out.insert(in[succ].begin(), in[succ].end());
      for (const LinearInstr& li : s_.linear.blocks[s_.linear.position[succ]].instrs)
        if (is_phi_instr(li))
          if (const ir::Node* v = phi_input(s_.cfg, li.node, b)) out.insert(v->id());
    }
    return out;
  }

  void distinct(const std::set<ir::NodeId>& live, std::size_t k, const char* what) {
    std::map<std::uint64_t, ir::NodeId> owner;
    for (ir::NodeId id : live) {
      Location l = a_.locations[id];
      if (l.is_none()) continue;
      auto [it, fresh] = owner.emplace(location_key(l), id);
      if (!fresh)
        problem(where(k) + value_name(it->second) + " and " + value_name(id) + " are both live " + what + " in " + loc_name(l));
    }
  }

  void check_interference() {
    const std::size_t nb = s_.cfg.blocks.size();
    std::vector<std::set<ir::NodeId>> in(nb);
    auto walk = [&](bool report) {
      bool changed = false;
      for (std::size_t k = s_.linear.blocks.size(); k-- > 0;) {
        const sched::LinearBlock& lb = s_.linear.blocks[k];
        std::set<ir::NodeId> live = live_out(lb.block, in);
        if (report) distinct(live, k, "at the block end");
        std::set<ir::NodeId> phis;
        for (std::size_t i = lb.instrs.size(); i-- > 0;) {
          const LinearInstr& li = lb.instrs[i];
          if (is_phi_instr(li)) {
            phis.insert(li.node->id());
            continue;
          }
          if (defines_value(li) && !defined_at_entry(li.node)) {
            live.insert(li.node->id());  // the result, live or not, is written here
            if (report) distinct(live, k, "after an instruction");
            live.erase(li.node->id());
          }
          std::set<ir::NodeId> before = live;
          for_each_read(li, [&](const ir::Node* r) { before.insert(r->id()); });
          if (report) distinct(before, k, "into an instruction");
          if (report && !t_.result_may_reuse_operand && defines_value(li)) {
            before.insert(li.node->id());
            distinct(before, k, "at an instruction that may not reuse operands");
            before.erase(li.node->id());
          }
          live = std::move(before);
        }
        if (report) {
          std::set<ir::NodeId> start = live;
          start.insert(phis.begin(), phis.end());
          distinct(start, k, "at the block start");
        }
        for (ir::NodeId p : phis) live.erase(p);
        if (live != in[lb.block]) {
          in[lb.block] = std::move(live);
          changed = true;
        }
      }
      return changed;
    };
    while (walk(false)) {
    }
    walk(true);
  }

  // ---- simulation of location contents ------------------------------------

  // What the locations hold on entry to `succ` along the edge from `pred`,
  // given what they hold at the end of pred: the end moves run in order,
  // then each phi's location is renamed to the phi (after checking that it
  // got the right input).
  Contents along_edge(Contents c, BlockId pred, BlockId succ, bool report) {
    for (const Move& m : a_.moves_at_end(pred)) {
      auto it = c.find(location_key(m.from));
      if (it == c.end()) c.erase(location_key(m.to));
      else c[location_key(m.to)] = it->second;
    }
    for (const LinearInstr& li : s_.linear.blocks[s_.linear.position[succ]].instrs) {
      if (!is_phi_instr(li)) continue;
      const ir::Node* v = phi_input(s_.cfg, li.node, pred);
      Location l = loc(li.node);
      if (!v || l.is_none()) continue;
      auto it = c.find(location_key(l));
      if (report && (it == c.end() || it->second != v->id()))
        problem("edge block" + std::to_string(s_.linear.position[pred]) + " -> block" +
                std::to_string(s_.linear.position[succ]) + ": phi " + value_name(li.node->id()) + " in " + loc_name(l) +
                " should get " + value_name(v->id()) + " but gets " + (it == c.end() ? "nothing known" : value_name(it->second)));
    }
    for (const LinearInstr& li : s_.linear.blocks[s_.linear.position[succ]].instrs)
      if (is_phi_instr(li) && !loc(li.node).is_none()) c[location_key(loc(li.node))] = li.node->id();
    return c;
  }

  // Runs one block from its entry contents; reports wrong reads if asked.
  Contents run_block(std::size_t k, Contents c, bool report) {
    for (const LinearInstr& li : s_.linear.blocks[k].instrs) {
      if (is_phi_instr(li)) continue;
      for_each_read(li, [&](const ir::Node* r) {
        Location l = loc(r);
        if (l.is_none()) return;
        auto it = c.find(location_key(l));
        if (report && (it == c.end() || it->second != r->id()))
          problem(where(k) + "reads " + value_name(r->id()) + " from " + loc_name(l) + ", which holds " +
                  (it == c.end() ? "nothing known" : value_name(it->second)));
      });
      if (defines_value(li) && !loc(li.node).is_none()) c[location_key(loc(li.node))] = li.node->id();
    }
    return c;
  }

  void simulate() {
    Contents entry;
    for (const sched::LinearBlock& lb : s_.linear.blocks)
      for (const LinearInstr& li : lb.instrs)
        if (defines_value(li) && defined_at_entry(li.node) && !loc(li.node).is_none())
          entry[location_key(loc(li.node))] = li.node->id();
    simulate_locations(
        s_, entry, [&](const Contents& c, BlockId p, BlockId b, bool report) { return along_edge(c, p, b, report); },
        [&](std::size_t k, const Contents& c, bool report) { return run_block(k, c, report); });
  }

  void problem(std::string p) { problems_.push_back(std::move(p)); }

  const ir::Graph& g_;
  const sched::MethodSchedule& s_;
  const Target& t_;
  const Allocation& a_;
  std::vector<std::string> problems_;
};

}  // namespace

std::vector<std::string> verify_alloc(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target,
                                      const Allocation& a) {
  if (target.has_masks()) return verify_split_alloc(g, s, target, a);
  return Verifier(g, s, target, a).run();
}

}  // namespace rhz::regalloc
