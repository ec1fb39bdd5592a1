// verify_alloc for targets with register masks: split allocations are
// checked by simulating what every location holds, instruction by
// instruction, with the moves of the allocation run where they belong.
//
// Checked, for every block reachable in the simulation:
// - every location named is in range (allocatable register, slot below
//   frame_size), every register a value is in belongs to its class, and
//   every definition and operand location is allowed by the target's masks;
// - before each instruction, every value live into it is where
//   location_at says and that location holds it; after it, the same for
//   every value live out of it; so no two live values share a location;
// - every operand location holds the operand when the instruction reads it;
// - nothing live across an instruction sits in a register it clobbers, and
//   nothing at all sits in a register it uses for itself (temps);
// - along every edge, each phi's location receives the right input and
//   every value live into the successor is where the successor expects it.
#include "regalloc/verify_split.h"

#include <bit>
#include <map>
#include <optional>

#include "regalloc/intervals.h"
#include "regalloc/liveness.h"
#include "regalloc/location_flow.h"
#include "regalloc/print_alloc.h"

namespace rhz::regalloc {

using sched::BlockId;
using sched::LinearInstr;

namespace {


using Contents = LocationContents;

class SplitVerifier {
 public:
  SplitVerifier(const ir::Graph& g, const sched::MethodSchedule& s, const Target& t, const Allocation& a)
      : g_(g), s_(s), t_(t), a_(a), lv_(compute_liveness(g, s)),
        num_(number_instructions(s.linear, s.cfg.blocks.size())) {}

  std::vector<std::string> run() {
    const std::size_t nk = s_.linear.blocks.size();
    if (a_.locations.size() < g_.id_limit() || a_.segments.size() < g_.id_limit() ||
        a_.end_moves.size() < s_.cfg.blocks.size() || a_.moves_before.size() < nk || a_.positions.size() < nk) {
      problems_.push_back("allocation tables are smaller than the graph or the CFG");
      return problems_;
    }
    for (std::size_t k = 0; k < nk; ++k)
      if (a_.moves_before[k].size() != s_.linear.blocks[k].instrs.size() + 1 ||
          a_.positions[k].size() != s_.linear.blocks[k].instrs.size()) {
        problems_.push_back("block" + std::to_string(k) + ": moves_before or positions do not match the block");
        return problems_;
      }
    check_ranges();
    simulate();
    return problems_;
  }

 private:
  std::string name(Location l) const { return location_name(l, t_); }
  std::string where(std::size_t k) const { return "block" + std::to_string(k) + ": "; }
  void problem(std::string p) { problems_.push_back(std::move(p)); }

  bool in_range(Location l) const {
    if (l.kind == Location::Kind::Slot) return l.index < a_.frame_size;
    if (l.kind == Location::Kind::Register) return l.index < 64 && (t_.allocatable & reg_bit(l.index));
    return false;
  }

  void check_ranges() {
    for (std::size_t id = 0; id < a_.segments.size(); ++id)
      for (const Segment& sg : a_.segments[id]) {
        if (!in_range(sg.loc)) problem("a segment in " + name(sg.loc) + ", out of range");
        const ir::Node* n = g_.node(static_cast<ir::NodeId>(id));
        if (sg.loc.kind == Location::Kind::Register && t_.register_class && n &&
            !(t_.register_class(n) & reg_bit(sg.loc.index)))
          problem(value_name(n->id()) + " in " + name(sg.loc) + ", outside its register class");
      }
    for (std::size_t k = 0; k < a_.moves_before.size(); ++k)
      for (const auto& gap : a_.moves_before[k])
        for (const Move& m : gap)
          if (!in_range(m.from) || !in_range(m.to))
            problem(where(k) + "a move " + name(m.to) + " <- " + name(m.from) + " out of range");
  }

  void expect(const Contents& c, ir::NodeId v, Location l, const std::string& what) {
    auto it = c.find(location_key(l));
    if (it == c.end() || it->second != v)
      problem(what + ": " + value_name(v) + " should be in " + name(l) + ", which holds " +
              (it == c.end() ? "nothing known" : value_name(it->second)));
  }

  static void run_moves(Contents& c, const std::vector<Move>& moves) {
    for (const Move& m : moves) {
      auto it = c.find(location_key(m.from));
      if (it == c.end()) c.erase(location_key(m.to));
      else c[location_key(m.to)] = it->second;
    }
  }

  // Runs layout block k from its entry contents.
  Contents run_block(std::size_t k, Contents c, bool report) {
    const sched::LinearBlock& lb = s_.linear.blocks[k];
    // Live sets before and after each instruction, backwards from live-out.
    std::vector<ValueSet> before(lb.instrs.size()), after(lb.instrs.size());
    ValueSet live = lv_.live_out[lb.block];
    for (std::size_t i = lb.instrs.size(); i-- > 0;) {
      const LinearInstr& li = lb.instrs[i];
      if (is_phi_instr(li)) continue;
      if (defines_value(li) && !defined_at_entry(li.node)) live.remove(li.node->id());
      after[i] = live;
      for_each_read(li, [&](const ir::Node* r) { live.add(r->id()); });
      before[i] = live;
    }
    for (std::size_t i = 0; i < lb.instrs.size(); ++i) {
      const LinearInstr& li = lb.instrs[i];
      if (is_phi_instr(li)) continue;
      run_moves(c, a_.moves_before[k][i]);
      const std::uint32_t p = a_.positions[k][i];
      const std::string at = where(k) + "at " + std::to_string(p);
      const RegMask temps = li.kind == LinearInstr::Kind::Node && t_.temps ? t_.temps(li.node) : 0;
      const RegMask clobbers = li.kind == LinearInstr::Kind::Node && t_.clobbers ? t_.clobbers(li.node) : 0;
      if (report)
        for (ir::NodeId id : before[i].ids()) {
          const Location l = a_.location_at(g_.node(id), p);
          expect(c, id, l, at + " live in");
          if (l.kind == Location::Kind::Register && (temps & reg_bit(l.index)))
            problem(at + ": " + value_name(id) + " is in " + name(l) + ", which the instruction uses itself");
          if (after[i].has(id) && l.kind == Location::Kind::Register && (clobbers & reg_bit(l.index)))
            problem(at + ": " + value_name(id) + " is live across the call in caller-saved " + name(l));
        }
      for_each_operand(li, [&](const ir::Node* in, const ir::Node* user, std::size_t slot) {
        const Location l = a_.use_location(user, slot);
        if (!report) return;
        expect(c, in->id(), l, at + " operand " + std::to_string(slot) + " of " + value_name(user->id()));
        if (!t_.use_mask(user, slot).allows(l))
          problem(at + ": operand " + std::to_string(slot) + " of " + value_name(user->id()) + " may not be in " + name(l));
        if (l.kind == Location::Kind::Register && (temps & reg_bit(l.index)))
          problem(at + ": an operand of " + value_name(user->id()) + " in " + name(l) + ", which the instruction uses itself");
      });
      for (RegMask m = clobbers | temps; m != 0; m &= m - 1)
        c.erase(location_key(Location::reg(static_cast<std::uint32_t>(std::countr_zero(m)))));
      if (defines_value(li) && !defined_at_entry(li.node)) {
        const Location l = a_.locations[li.node->id()];
        if (report && !t_.def_mask(li.node).allows(l))
          problem(at + ": " + value_name(li.node->id()) + " may not be defined in " + name(l));
        c[location_key(l)] = li.node->id();
      }
      if (report)
        for (ir::NodeId id : after[i].ids()) expect(c, id, a_.location_at(g_.node(id), p + 1), at + " live out");
    }
    run_moves(c, a_.moves_before[k].back());
    return c;
  }

  Contents along_edge(Contents c, BlockId pred, BlockId succ, bool report) {
    run_moves(c, a_.moves_at_end(pred));
    const std::size_t sk = s_.linear.position[succ];
    const std::string edge =
        "edge block" + std::to_string(s_.linear.position[pred]) + " -> block" + std::to_string(sk);
    for (const LinearInstr& li : s_.linear.blocks[sk].instrs) {
      if (!is_phi_instr(li)) continue;
      const ir::Node* v = phi_input(s_.cfg, li.node, pred);
      if (v && report) expect(c, v->id(), a_.locations[li.node->id()], edge + " phi " + value_name(li.node->id()));
    }
    for (const LinearInstr& li : s_.linear.blocks[sk].instrs)
      if (is_phi_instr(li)) {
        if (report && !t_.def_mask(li.node).allows(a_.locations[li.node->id()]))
          problem(edge + ": phi " + value_name(li.node->id()) + " may not be in " + name(a_.locations[li.node->id()]));
        c[location_key(a_.locations[li.node->id()])] = li.node->id();
      }
    // Edges out of a two-way branch are resolved at the successor's start.
    if (report && s_.cfg.block(pred).succs.size() == 1) {
      const std::uint32_t from = num_.blocks[succ].from;
      for (ir::NodeId id : lv_.live_in[succ].ids())
        expect(c, id, a_.location_at(g_.node(id), from), edge + " live in");
    }
    return c;
  }

  void simulate() {
    if (s_.linear.blocks.empty()) return;
    Contents entry;
    for (const sched::LinearBlock& lb : s_.linear.blocks)
      for (const LinearInstr& li : lb.instrs)
        if (defines_value(li) && defined_at_entry(li.node)) {
          const Location l = a_.locations[li.node->id()];
          entry[location_key(l)] = li.node->id();
          if (!t_.def_mask(li.node).allows(l) && !(t_.fixed_location && t_.fixed_location(li.node) == l))
            problem(value_name(li.node->id()) + " arrives in " + name(l) + ", against the convention");
        }
    simulate_locations(
        s_, entry, [&](const Contents& c, BlockId p, BlockId b, bool report) { return along_edge(c, p, b, report); },
        [&](std::size_t k, const Contents& c, bool report) { return run_block(k, c, report); });
  }

  const ir::Graph& g_;
  const sched::MethodSchedule& s_;
  const Target& t_;
  const Allocation& a_;
  Liveness lv_;
  LinearNumbering num_;
  std::vector<std::string> problems_;
};

}  // namespace

std::vector<std::string> verify_split_alloc(const ir::Graph& g, const sched::MethodSchedule& s, const Target& target,
                                            const Allocation& a) {
  return SplitVerifier(g, s, target, a).run();
}

}  // namespace rhz::regalloc
