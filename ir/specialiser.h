// The Specialiser (ir/specialise.h): one superblock's graph, built by
// walking its path once per attempt. Its translation of each instruction
// is ir/specialise_instr.cpp; the rest (entry guards, loops, forks, exits,
// the typed values the path knows) is here.
#pragma once

#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "ir/optimize.h"
#include "ir/specialise.h"

namespace rhz::ir::detail {

inline bool is_typed_arith(SbOp op) { return op >= SbOp::Add && op <= SbOp::BitXor; }

class Specialiser {
 public:
  Specialiser(const Superblock& sb, const SpecialiseOptions& options) : sb_(sb) {
    end_ = sb.instrs.size();
    closes_ = sb.closes_loop;
    if (options.stress_seed != 0 && !sb.instrs.empty()) {
      // splitmix64: a well-spread position from any seed.
      std::uint64_t z = options.stress_seed + 0x9e3779b97f4a7c15ull;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      z ^= z >> 31;
      std::size_t at = static_cast<std::size_t>(z % (sb.instrs.size() + 1));
      while (at < sb.instrs.size() && sb.instrs[at].completes_call) ++at;
      if (at < sb.instrs.size()) {
        end_ = at;
        closes_ = false;
        stress_exit_ = true;
      }
    }
    plan_entry_guards();
  }

  SpecialisedGraph run() {
    phi_types_.assign(sb_.frame_size, SbType::Unknown);
    for (std::uint32_t s = 0; s < sb_.frame_size; ++s) phi_types_[s] = entry_guard_[s];
    // Each retry gives up at least one assumption about a phi (a type, or an
    // inner loop's double): at most a few per slot and loop.
    std::size_t loops = 1;
    for_each_instr(end_, [&](const SbInstr& in) { loops += in.op == SbOp::InnerLoop; });
    for (std::uint32_t attempt = 1;; ++attempt) {
      if (build()) {
        out_.builds = attempt;
        break;
      }
      if (attempt > 2 * loops * (sb_.frame_size + 1)) throw std::logic_error("specialise: phi types did not converge");
    }
    Graph& g = out_.program.methods[0].graph;
    optimize(g, out_.program.symbols);
    if (eliminate_redundant_guards(g)) optimize(g, out_.program.symbols);
    mark_doubles(g);
    return std::move(out_);
  }

  // Which frame-state values of the final graph are unboxed doubles.
  void mark_doubles(const Graph& g) {
    for (NodeId id = 0; id < g.id_limit(); ++id) {
      const Node* n = g.node(id);
      if (n->is_dead() || !is_guard(n->op())) continue;
      ExitState& e = out_.exits[exit_index(n)];
      const std::size_t begin = frame_state_begin(n);
      for (std::size_t j = 0; j < e.slots.size(); ++j)
        if (is_double(n->input(begin + j))) e.doubles.push_back(e.slots[j]);
    }
  }

 private:
  // Entry guards: a slot the path reads before writing it, as an operand
  // that must be a fixnum or an Array, is checked once on entry when it
  // held that type at projection.
  void plan_entry_guards() {
    entry_guard_.assign(sb_.frame_size, SbType::Unknown);
    std::vector<bool> written(sb_.frame_size, false);
    auto need = [&](const SbOperand& o, SbType t) {
      if (!o.is_slot() || o.slot >= sb_.entry_types.size() || written[o.slot]) return;
      if (sb_.entry_types[o.slot] == t) entry_guard_[o.slot] = t;
    };
    for_each_instr(end_, [&](const SbInstr& in) {
      if ((is_typed_arith(in.op) || in.op == SbOp::CompareBranch || (in.op == SbOp::Fork && in.compare)) &&
          !in.identity) {
        // Float operations want flonums, which a loop can then carry
        // unboxed from the start.
        need(in.a, in.flonums && !(in.fixnum_operands & 1) ? SbType::Flonum : SbType::Fixnum);
        need(in.b, in.flonums && !(in.fixnum_operands & 2) ? SbType::Flonum : SbType::Fixnum);
      } else if (in.op == SbOp::ArrayRef || in.op == SbOp::ArraySet) {
        need(in.a, SbType::Array);
        need(in.b, SbType::Fixnum);
      } else if (in.op == SbOp::CheckClass && in.a.kind == SbOperand::Kind::Self) {
        self_class_ = in.klass;  // self never changes while the executor runs
      }
      if (writes(in)) written[in.dst] = true;
    });
  }

  // Every instruction of the first `count` and of the Forks and InnerLoops
  // among them, in path order (a Fork, then its sides).
  template <typename Fn>
  void for_each_instr(std::size_t count, Fn fn) const {
    for_each_in(sb_.instrs, count, fn);
  }
  template <typename Fn>
  void for_each_in(const std::vector<SbInstr>& list, std::size_t count, Fn& fn) const {
    for (std::size_t i = 0; i < count; ++i) {
      fn(list[i]);
      if (list[i].op == SbOp::Fork || list[i].op == SbOp::InnerLoop)
        for_each_in(sb_.bodies[list[i].then_body], sb_.bodies[list[i].then_body].size(), fn);
      if (list[i].op == SbOp::Fork)
        for_each_in(sb_.bodies[list[i].else_body], sb_.bodies[list[i].else_body].size(), fn);
    }
  }

  static bool writes(const SbInstr& in) {
    return in.op != SbOp::Branch && in.op != SbOp::CompareBranch && in.op != SbOp::Exit && in.op != SbOp::CheckClass &&
           in.op != SbOp::CheckValue && in.op != SbOp::Fork && in.op != SbOp::InnerLoop;
  }

  // One attempt; false when a phi's assumed type did not hold.
  bool build() {
    out_ = SpecialisedGraph{};
    unstable_ = false;
    MethodInfo info;
    info.name = out_.program.symbols.intern(sb_.method + "@" + std::to_string(sb_.start_pc));
    for (std::uint32_t s = 0; s < sb_.frame_size; ++s) info.params.push_back(out_.program.symbols.intern("s" + std::to_string(s)));
    info.required = sb_.frame_size;
    info.line = sb_.start_line;
    // The Program starts with <main>; the executor's graph takes its place.
    out_.program.methods[0].info = info;
    out_.program.strings = sb_.literals;
    g_ = &out_.program.methods[0].graph;
    g_->set_line(sb_.start_line);
    ctrl_ = g_->start();
    env_.assign(sb_.frame_size, nullptr);
    known_.clear();
    classes_.clear();
    shapes_.clear();

    static const std::vector<std::uint32_t> kNothingChanged;
    for (std::uint32_t s = 0; s < sb_.frame_size; ++s) {
      if (entry_guard_[s] == SbType::Unknown) continue;
      Node* p = g_->param(s);
      const Op guard = entry_guard_[s] == SbType::Fixnum   ? Op::GuardFixnum
                       : entry_guard_[s] == SbType::Flonum ? Op::GuardFlonum
                                                           : Op::GuardArray;
      check(guard, {p}, exit_to(kNothingChanged, sb_.start_pc, ExitKind::Entry, "entry", 0));
      known_[p] = entry_guard_[s];
    }
    if (self_class_) {
      check(Op::GuardClass, {g_->self()}, exit_to(kNothingChanged, sb_.start_pc, ExitKind::Entry, "entry", 0),
            0, static_cast<std::int64_t>(self_class_));
      classes_[g_->self()] = self_class_;
    }

    Node* loop = nullptr;
    std::vector<std::pair<std::uint32_t, Node*>> phis;
    if (closes_) {
      loop = g_->make(Op::Loop, {nullptr, ctrl_, nullptr});
      ctrl_ = loop;
      shapes_.clear();  // each iteration checks shapes again: the last one may have changed them
      std::vector<bool> written(sb_.frame_size, false);
      for_each_instr(end_, [&](const SbInstr& in) {
        if (writes(in)) written[in.dst] = true;
      });
      for (std::uint32_t s : sb_.live_at_start) {
        if (!written[s]) continue;
        // A Float that enters as a flonum goes round the loop unboxed
        // until the back edge is found to bring something else.
        Node* entry = value(SbOperand::of_slot(s));
        const bool doubles = phi_types_[s] == SbType::Flonum && !boxed_phis_.count(top_loop_key(s));
        if (doubles) entry = g_->make(Op::UnboxFloat, {nullptr, entry});
        Node* phi = g_->make(Op::Phi, {loop, entry, nullptr}, Payload{0, 0, doubles ? kDoublePhi : std::uint8_t{0}});
        env_[s] = phi;
        if (!doubles && phi_types_[s] != SbType::Unknown) known_[phi] = phi_types_[s];
        phis.emplace_back(s, phi);
      }
      interrupt_poll(sb_.live_at_start, sb_.start_pc, 0);
    }

    for (std::size_t i = 0; i < end_; ++i) instr(sb_.instrs[i]);
    if (stress_exit_) {
      const SbInstr& at = sb_.instrs[end_];
      g_->set_line(at.line);
      always_exit(exit_to(at.live, at.pc, ExitKind::End, "stress", at.frame));
    }

    if (!closes_) return !unstable_;
    g_->set_input(loop, 2, ctrl_);
    bool stable = true;
    for (auto& [s, phi] : phis) {
      Node* back = back_value(phi, env_[s], top_loop_key(s));
      if (!is_double(phi) && phi_types_[s] != SbType::Unknown && type_of(back) != phi_types_[s]) {
        phi_types_[s] = SbType::Unknown;
        stable = false;
      }
      g_->set_input(phi, 2, back);
    }
    return stable && !unstable_;
  }

  // The value a loop phi takes along its back edge. A double phi meeting a
  // boxed value gives its assumption up (`key` joins boxed_phis_ and the
  // graph is built again with the phi boxed; a placeholder unbox keeps this
  // attempt's graph well formed); a boxed phi takes the value boxed.
  Node* back_value(Node* phi, Node* back, std::uint64_t key) {
    if (!is_double(phi)) return box(back);
    if (is_double(back)) return back;
    boxed_phis_.insert(key);
    unstable_ = true;
    return g_->make(Op::UnboxFloat, {nullptr, back});
  }

  // The superblock's own loop keys its double phis apart from nested loops'
  // (which key theirs by the header's pc).
  static std::uint64_t top_loop_key(std::uint32_t slot) { return std::uint64_t{0xffffffffu} << 32 | slot; }

  // A loop nested in the path: a Loop with a phi for each slot its body
  // writes, the header's test as an If whose staying side runs the body
  // back to the Loop, and the path going on from the leaving side with the
  // values the slots had at the header. As for the superblock's own loop, a
  // phi is first assumed to keep the type (or the unboxed double) it enters
  // with, and the graph is built again without the assumption when the back
  // edge brings something else.
  void inner_loop(const SbInstr& in) {
    const std::vector<SbInstr>& body = sb_.bodies[in.then_body];
    const SbInstr& test = body[in.index];
    std::vector<bool> written(sb_.frame_size, false);
    auto note = [&](const SbInstr& x) {
      if (writes(x)) written[x.dst] = true;
    };
    for_each_in(body, body.size(), note);
    Node* loop = g_->make(Op::Loop, {nullptr, ctrl_, nullptr});
    ctrl_ = loop;
    shapes_.clear();
    struct LoopPhi {
      std::uint32_t slot;
      Node* phi;
      SbType assumed;
    };
    std::vector<LoopPhi> phis;
    for (std::uint32_t s = 0; s < sb_.frame_size; ++s) {
      if (!written[s]) continue;
      const std::uint64_t key = std::uint64_t{in.pc} << 32 | s;
      Node* entry = value(SbOperand::of_slot(s));
      const bool doubles = is_double(entry) && !boxed_phis_.count(key);
      if (!doubles) entry = box(entry);
      Node* phi = g_->make(Op::Phi, {loop, entry, nullptr}, Payload{0, 0, doubles ? kDoublePhi : std::uint8_t{0}});
      SbType t = doubles || untyped_phis_.count(key) ? SbType::Unknown : type_of(entry);
      if (t != SbType::Unknown) known_[phi] = t;
      env_[s] = phi;
      phis.push_back({s, phi, t});
    }
    interrupt_poll(body.front().live, body.front().pc, body.front().frame);
    for (std::size_t i = 0; i < in.index; ++i) instr(body[i]);
    Node* cond;
    if (test.op == SbOp::CompareBranch) {
      auto [x, y] = compared(test);
      cond = comparison(test.cmp, x, y, test.flonums);
    } else {
      cond = boxed(test.a);
    }
    Node* branch = g_->make(Op::If, {ctrl_, cond});
    const Knowledge at_head = knowledge();
    ctrl_ = g_->make(test.expect ? Op::IfTrue : Op::IfFalse, {branch});
    for (std::size_t i = in.index + 1; i < body.size(); ++i) instr(body[i]);
    g_->set_input(loop, 2, ctrl_);
    for (const LoopPhi& lp : phis) {
      const std::uint64_t key = std::uint64_t{in.pc} << 32 | lp.slot;
      Node* back = back_value(lp.phi, env_[lp.slot], key);
      if (!is_double(lp.phi) && lp.assumed != SbType::Unknown && type_of(back) != lp.assumed) {
        untyped_phis_.insert(key);
        unstable_ = true;
      }
      g_->set_input(lp.phi, 2, back);
    }
    restore(at_head);
    ctrl_ = g_->make(test.expect ? Op::IfFalse : Op::IfTrue, {branch});
    g_->set_line(in.line);
  }

  SbType type_of(const Node* n) const {
    if (is_fixnum_constant(n)) return SbType::Fixnum;
    if (n->op() == Op::ObjectConstant && (static_cast<std::uint64_t>(n->payload().imm) & 3) == 2) return SbType::Flonum;
    auto it = known_.find(n);
    return it == known_.end() ? SbType::Unknown : it->second;
  }

  Node* value(const SbOperand& o) {
    if (o.kind == SbOperand::Kind::Imm) return g_->constant(o.imm);
    if (o.kind == SbOperand::Kind::Self) return g_->self();
    if (o.kind == SbOperand::Kind::Object)
      return g_->make(Op::ObjectConstant, {nullptr}, Payload{static_cast<std::int64_t>(o.object), o.slot, 0});
    if (o.kind != SbOperand::Kind::Slot || o.slot >= sb_.frame_size)
      throw std::logic_error("specialise: an operand that is not a slot or an immediate");
    Node*& v = env_[o.slot];
    if (!v) v = g_->param(o.slot);
    return v;
  }

  // An exit resuming at pc in frame `frame`: the live slots whose value the
  // path changed.
  std::uint32_t exit_to(const std::vector<std::uint32_t>& live, std::uint32_t pc, ExitKind kind, const char* reason,
                        std::uint32_t frame) {
    ExitState e;
    e.target_pc = pc;
    e.kind = kind;
    e.reason = reason;
    e.frame = frame;
    for (std::uint32_t s : live) {
      Node* v = env_[s];
      if (!v || (v->op() == Op::Param && param_index(v) == s)) continue;
      e.slots.push_back(s);
    }
    out_.exits.push_back(std::move(e));
    return static_cast<std::uint32_t>(out_.exits.size() - 1);
  }

  // A guard or checked operation, next in the control chain, with the
  // frame state of its exit as inputs after its operands.
  Node* check(Op op, std::initializer_list<Node*> operands, std::uint32_t exit, std::uint8_t kind = 0,
              std::int64_t imm = 0) {
    std::vector<Node*> inputs{ctrl_};
    inputs.insert(inputs.end(), operands.begin(), operands.end());
    for (std::uint32_t s : out_.exits[exit].slots) inputs.push_back(env_[s]);
    Node* n = g_->make(op, inputs, Payload{imm, exit, kind});
    ctrl_ = n;
    return n;
  }

  // A loop polls the epoch once an iteration, at its header: SIGINT moves
  // it (runtime/interrupt.h), and the loop leaves for tier 1 there, which
  // raises Interrupt at its next back edge.
  void interrupt_poll(const std::vector<std::uint32_t>& live, std::uint32_t pc, std::uint32_t frame) {
    check(Op::GuardEpoch, {}, exit_to(live, pc, ExitKind::Unlikely, "interrupt", frame));
  }

  void always_exit(std::uint32_t exit) { check(Op::Guard, {g_->constant(Imm::of_bool(false))}, exit); }

  // An ivar access's object, its shape checked unless the path knows it.
  Node* shaped(const SbInstr& in) {
    Node* v = boxed(in.a);
    auto it = shapes_.find(v);
    if (it != shapes_.end() && it->second == in.klass) return v;
    check(Op::GuardShape, {v}, exit_before(in, ExitKind::Guard, "shape"), 0, static_cast<std::int64_t>(in.klass));
    shapes_[v] = in.klass;
    return v;
  }

  // The operand as a Ruby value of kind t (a fixnum, a flonum, an Array),
  // guarded unless the path knows its kind.
  Node* of_kind(const SbOperand& o, const SbInstr& in, SbType t) {
    Node* v = boxed(o);
    if (type_of(v) == t) return v;
    const Op guard = t == SbType::Fixnum ? Op::GuardFixnum : t == SbType::Flonum ? Op::GuardFlonum : Op::GuardArray;
    check(guard, {v}, exit_before(in, ExitKind::Guard, "type"));
    known_[v] = t;
    return v;
  }
  Node* fixnum(const SbOperand& o, const SbInstr& in) { return of_kind(o, in, SbType::Fixnum); }
  Node* array(const SbOperand& o, const SbInstr& in) { return of_kind(o, in, SbType::Array); }

  // The operand as an unboxed double: a flonum's (guarded unless known),
  // or the double an earlier Float operation left in the slot.
  Node* flonum(const SbOperand& o, const SbInstr& in) {
    Node* v = value(o);
    if (is_double(v)) return v;
    return g_->make(Op::UnboxFloat, {nullptr, of_kind(o, in, SbType::Flonum)});
  }

  // An operand of an operation on doubles: a flonum's, or a fixnum's
  // converted as CRuby converts an Integer meeting a Float. A comparison
  // (`exact`) must not round: a fixnum beyond 2^53 exits, and tier 1
  // compares it exactly.
  Node* double_operand(const SbOperand& o, bool is_fixnum, bool exact, const SbInstr& in) {
    if (!is_fixnum) return flonum(o, in);
    Node* v = fixnum(o, in);
    constexpr std::int64_t kExactLimit = std::int64_t{1} << 53;
    const bool exact_constant = is_fixnum_constant(v) && imm(v).fixnum <= kExactLimit && imm(v).fixnum >= -kExactLimit;
    if (exact && !exact_constant) {
      check(Op::GuardIntLe, {v, g_->constant(Imm::of_fixnum(kExactLimit))},
            exit_before(in, ExitKind::Unlikely, "inexact"));
      check(Op::GuardIntLe, {g_->constant(Imm::of_fixnum(-kExactLimit)), v},
            exit_before(in, ExitKind::Unlikely, "inexact"));
    }
    return g_->make(Op::IntToFloat, {nullptr, v});
  }

  // The operand as a Ruby value: a double is boxed (a flonum, or a heap
  // Float out of the flonum range) where something needs the object.
  Node* boxed(const SbOperand& o) { return box(value(o)); }
  Node* box(Node* v) { return is_double(v) ? g_->make(Op::BoxFloat, {nullptr, v}) : v; }

  std::uint32_t exit_before(const SbInstr& in, ExitKind kind, const char* reason) {
    return exit_to(in.live, in.pc, kind, reason, in.frame);
  }
  std::uint32_t exit_other_way(const SbInstr& in) {
    const std::uint32_t exit = exit_to(in.live_other, in.other, ExitKind::Guard, "branch", in.frame);
    out_.exits[exit].branch_pc = in.pc;
    return exit;
  }

  Node* pure(Op op, Node* a, Node* b) { return g_->make(op, {nullptr, a, b}); }

  Node* comparison(SbOp op, Node* x, Node* y, bool flonums = false) {
    if (flonums) {
      switch (op) {
        case SbOp::Lt: return pure(Op::FloatLt, x, y);
        case SbOp::Le: return pure(Op::FloatLe, x, y);
        case SbOp::Gt: return pure(Op::FloatLt, y, x);
        case SbOp::Ge: return pure(Op::FloatLe, y, x);
        case SbOp::Eq: return pure(Op::FloatEq, x, y);
        default: return g_->make(Op::Not, {nullptr, pure(Op::FloatEq, x, y)});
      }
    }
    switch (op) {
      case SbOp::Lt: return pure(Op::IntLt, x, y);
      case SbOp::Le: return pure(Op::IntLe, x, y);
      case SbOp::Gt: return pure(Op::IntLt, y, x);
      case SbOp::Ge: return pure(Op::IntLe, y, x);
      case SbOp::Eq: return pure(Op::IntEq, x, y);
      default: return g_->make(Op::Not, {nullptr, pure(Op::IntEq, x, y)});
    }
  }

  // The operands of a comparison: fixnums, or any words for an identity
  // comparison (whose receiver's class was checked before).
  std::pair<Node*, Node*> compared(const SbInstr& in) {
    if (in.identity) return {boxed(in.a), boxed(in.b)};
    if (in.flonums) {
      Node* x = double_operand(in.a, in.fixnum_operands & 1, true, in);
      return {x, double_operand(in.b, in.fixnum_operands & 2, true, in)};
    }
    Node* x = fixnum(in.a, in);
    return {x, fixnum(in.b, in)};
  }

  void compare_branch(const SbInstr& in) {
    auto [x, y] = compared(in);
    if (in.flonums) {
      check(Op::Guard, {comparison(in.cmp, x, y, true)}, exit_other_way(in), in.expect ? 0 : kGuardNegated);
      return;
    }
    Op op = Op::GuardIntLt;
    bool negated = !in.expect;
    switch (in.cmp) {
      case SbOp::Lt: break;
      case SbOp::Le: op = Op::GuardIntLe; break;
      case SbOp::Gt: std::swap(x, y); break;
      case SbOp::Ge: op = Op::GuardIntLe; std::swap(x, y); break;
      case SbOp::Eq: op = Op::GuardIntEq; break;
      default: op = Op::GuardIntEq; negated = !negated; break;
    }
    check(op, {x, y}, exit_other_way(in), negated ? kGuardNegated : 0);
  }

  // Both sides, joined by a merge: slots the sides left different get a
  // phi, typed when both sides agree. What a side learned about other
  // values holds only on that side.
  void fork(const SbInstr& in) {
    Node* cond = boxed(in.a);
    if (in.compare) {
      auto [x, y] = compared(in);
      cond = comparison(in.cmp, x, y, in.flonums);
    }
    Node* branch = g_->make(Op::If, {ctrl_, cond});
    if (in.other == kNoJoin) {
      // One side returns; the path goes on along the other, knowing only
      // what it knew before the fork.
      const bool returns_when_true = !sb_.bodies[in.then_body].empty();
      const Knowledge before = knowledge();
      ctrl_ = g_->make(returns_when_true ? Op::IfTrue : Op::IfFalse, {branch});
      for (const SbInstr& x : sb_.bodies[returns_when_true ? in.then_body : in.else_body]) instr(x);
      restore(before);
      ctrl_ = g_->make(returns_when_true ? Op::IfFalse : Op::IfTrue, {branch});
      g_->set_line(in.line);
      return;
    }
    const Knowledge before = knowledge();
    std::vector<Node*> side_env[2];
    std::vector<SbType> side_types[2];  // of each slot as the side leaves it
    Node* side_ctrl[2];
    for (int side = 0; side < 2; ++side) {
      ctrl_ = g_->make(side == 0 ? Op::IfTrue : Op::IfFalse, {branch});
      restore(before);
      for (const SbInstr& x : sb_.bodies[side == 0 ? in.then_body : in.else_body]) instr(x);
      side_env[side] = env_;
      side_ctrl[side] = ctrl_;
      for (Node* v : env_) side_types[side].push_back(v ? type_of(v) : SbType::Unknown);
    }
    restore(before);
    Node* merge = g_->make(Op::Region, {nullptr, side_ctrl[0], side_ctrl[1]});
    ctrl_ = merge;
    for (std::uint32_t s = 0; s < sb_.frame_size; ++s) {
      Node* a = side_env[0][s];
      Node* b = side_env[1][s];
      if (a == b) {
        env_[s] = a;
        continue;
      }
      SbType ta = a ? side_types[0][s] : type_of(g_->param(s));
      SbType tb = b ? side_types[1][s] : type_of(g_->param(s));
      if (!a) a = g_->param(s);
      if (!b) b = g_->param(s);
      // Doubles from both sides meet as a double; a double meeting a
      // Ruby value is boxed (on its side: the box reads only its input).
      const bool doubles = is_double(a) && is_double(b);
      if (!doubles && is_double(a)) {
        a = box(a);
        ta = SbType::Unknown;
      }
      if (!doubles && is_double(b)) {
        b = box(b);
        tb = SbType::Unknown;
      }
      Node* phi = g_->make(Op::Phi, {merge, a, b}, Payload{0, 0, doubles ? kDoublePhi : std::uint8_t{0}});
      env_[s] = phi;
      if (ta == tb && ta != SbType::Unknown) known_[phi] = ta;
    }
    g_->set_line(in.line);
  }

  // A send through the runtime, then a check that nothing it did (an error,
  // a `def` that invalidated this executor) stops the path: if it did, the
  // exit resumes tier 1 after the send with its result in place.
  void call(const SbInstr& in) {
    std::vector<Node*> inputs{ctrl_, boxed(in.a)};
    for (const SbOperand& a : in.args) inputs.push_back(boxed(a));
    Payload p = Payload::send(out_.program.symbols.intern(in.name), in.flags);
    p.imm = in.index;
    Node* send = g_->make(Op::Send, inputs, p);
    ctrl_ = send;
    shapes_.clear();  // the callee may have given any object an ivar
    env_[in.dst] = send;
    known_.erase(send);
    check(Op::GuardEpoch, {}, exit_to(in.live_other, in.other, ExitKind::Unlikely, "call", in.frame));
  }

  // The word `index` of an object's fields (ir::Op::EnvLoad), in order with
  // the stores on the path.
  Node* field(Node* object, std::uint32_t index) {
    Node* n = g_->make(Op::EnvLoad, {ctrl_, object}, Payload::of_index(index));
    ctrl_ = n;
    known_.erase(n);
    return n;
  }

  // One instruction of the path (ir/specialise_instr.cpp).
  void instr(const SbInstr& in);

  const Superblock& sb_;
  std::size_t end_ = 0;
  bool closes_ = false;
  bool stress_exit_ = false;
  std::vector<SbType> entry_guard_;
  std::vector<SbType> phi_types_;
  SpecialisedGraph out_;
  Graph* g_ = nullptr;
  Node* ctrl_ = nullptr;
  std::vector<Node*> env_;
  std::unordered_map<const Node*, SbType> known_;
  std::unordered_map<const Node*, std::uint64_t> classes_;  // values whose class a guard checked
  // Objects whose shape a guard checked since the last point where anything
  // could have changed it (a call, a loop's head, a fork's join).
  std::unordered_map<const Node*, std::uint64_t> shapes_;

  // What the path knows at a point (a fork's sides start from it).
  struct Knowledge {
    std::vector<Node*> env;
    std::unordered_map<const Node*, SbType> known;
    std::unordered_map<const Node*, std::uint64_t> classes;
  };
  Knowledge knowledge() const { return {env_, known_, classes_}; }
  void restore(const Knowledge& k) {
    env_ = k.env;
    known_ = k.known;
    classes_ = k.classes;
    shapes_.clear();
  }
  std::uint64_t self_class_ = 0;  // checked on entry when an inlined send's receiver is self
  // Inner loops' phis (keyed by header pc and slot) that gave up their
  // assumption, and whether the last build had to.
  std::unordered_set<std::uint64_t> boxed_phis_, untyped_phis_;
  bool unstable_ = false;
};

}  // namespace rhz::ir::detail
