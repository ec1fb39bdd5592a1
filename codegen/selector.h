// The instruction selector (codegen/select.h for the rules): one method's
// scheduled, allocated graph walked block by block into machine
// operations. Its tier-2 part, the guards and checked operations of
// executors, is select_tier2.cpp.
#pragma once

#include <algorithm>
#include <climits>
#include <set>
#include <stdexcept>
#include <string>

#include "codegen/conditions.h"
#include "codegen/registers.h"
#include "codegen/select.h"
#include "regalloc/branch_plan.h"
#include "regalloc/liveness.h"
#include "regalloc/x86_64.h"

namespace rhz::codegen::detail {

using ir::Node;
using ir::Op;
using sched::LinearInstr;

using regalloc::x86::InlineOp;

// The machine operation of an inline send, and its condition (comparisons).
inline MOp inline_mop(InlineOp op) {
  switch (op) {
    case InlineOp::Add: return MOp::FixAdd;
    case InlineOp::Sub: return MOp::FixSub;
    case InlineOp::Mul: return MOp::FixMul;
    case InlineOp::Div: return MOp::FixDiv;
    case InlineOp::Mod: return MOp::FixMod;
    case InlineOp::ArrayRef: return MOp::ArrayRef;
    case InlineOp::ArraySet: return MOp::ArraySet;
    default: return MOp::FixCompare;
  }
}

inline Cond inline_cond(InlineOp op) {
  switch (op) {
    case InlineOp::Lt: return Cond::Lt;
    case InlineOp::Le: return Cond::Le;
    case InlineOp::Gt: return Cond::Gt;
    case InlineOp::Ge: return Cond::Ge;
    case InlineOp::Ne: return Cond::Ne;
    default: return Cond::Eq;
  }
}

inline std::uint64_t tagged(ir::Imm v) {
  switch (v.kind) {
    case ir::ImmKind::Fixnum: return (static_cast<std::uint64_t>(v.fixnum) << 1) | 1;
    case ir::ImmKind::Nil: return kNilBits;
    case ir::ImmKind::True: return kTrueBits;
    case ir::ImmKind::False: return kFalseBits;
  }
  return kNilBits;
}

class Selector {
 public:
  Selector(const ir::Program& program, std::size_t method_index, const sched::MethodSchedule& schedule,
           const regalloc::Allocation& alloc, const std::vector<std::vector<std::uint32_t>>* exit_slots)
      : program_(program), method_(program.methods[method_index]), schedule_(schedule), alloc_(alloc),
        inline_sends_(program.symbols), exit_slots_(exit_slots) {}

  MachineMethod run() {
    const sched::LinearMethod& lm = schedule_.linear;
    out_.name = std::string(program_.symbols.name(method_.info.name));
    out_.num_params = static_cast<std::uint32_t>(method_.info.params.size());
    out_.frame_slots = std::max(alloc_.frame_size, out_.num_params);
    out_.spills = alloc_.spilled;
    out_.position = lm.position;
    if (exit_slots_) {
      out_.executor = true;
      out_.exits.resize(exit_slots_->size());
      for (const Node* n : ir::live_nodes(method_.graph))
        if (n->op() == Op::Param) (only_exits_read(n) ? exit_only_params_ : param_read_).insert(ir::param_index(n));
    }
    count_live_registers();
    for (std::size_t k = 0; k < lm.blocks.size(); ++k) {
      out_.blocks.push_back({lm.blocks[k].block, {}});
      out_.linear_instrs += static_cast<std::uint32_t>(lm.blocks[k].instrs.size());
      if (k > 0 && jumped_over(k - 1)) continue;  // its only jump became block k-1's branch
      select_block(k);
    }
    out_.param_slots.assign(param_read_.begin(), param_read_.end());
    return std::move(out_);
  }

 private:
  // Where n is defined.
  Operand loc(const Node* n) const {
    Operand o = operand_of(alloc_.location(n));
    if (o.is_none()) throw std::logic_error("codegen: a value without a location (node " + std::to_string(n->id()) + ")");
    return o;
  }
  // Where `user` reads its input `slot` (after the moves before it).
  Operand use(const Node* user, std::size_t slot) const {
    Operand o = operand_of(alloc_.use_location(user, slot));
    if (o.is_none()) throw std::logic_error("codegen: an operand without a location (node " + std::to_string(user->id()) + ")");
    return o;
  }

  MInstr& emit(MOp op, const Node* n) {
    MInstr& m = out_.blocks.back().instrs.emplace_back();
    m.op = op;
    m.node = n;
    if (n) line_ = line_of(n);
    m.line = line_;
    return m;
  }

  std::uint32_t line_of(const Node* n) const {
    std::uint32_t l = method_.graph.line(n);
    // The Return is built after the body: it takes its value's line.
    if (l == 0 && n->op() == Op::Return) l = method_.graph.line(ir::ret_value(n));
    return l ? l : line_;
  }

  std::uint32_t site(const Node* send) {
    return add_site(ir::send_name(send), static_cast<std::uint32_t>(ir::argc(send)),
                    ir::call_site_flags(send) | (send->op() == Op::SendBlock ? kSiteBlock : 0u), line_of(send),
                    send->payload().imm);
  }

  // An ivar access's site: its cache is the shape and slot (kSiteIvar).
  std::uint32_t ivar_site(const Node* n) { return add_site(ir::ivar_name(n), 0, kSiteIvar, line_of(n), 0); }

  std::uint32_t add_site(ir::SymbolId name, std::uint32_t argc, std::uint32_t flags, std::uint32_t line,
                         std::int64_t tag) {
    SendSite s;
    s.name = static_cast<std::uint32_t>(name);
    s.argc = argc;
    s.flags = flags;
    s.line = line;
    out_.sites.push_back(s);
    out_.site_names.emplace_back(program_.symbols.name(name));
    out_.site_tags.push_back(tag);
    return static_cast<std::uint32_t>(out_.sites.size() - 1);
  }

  void call_args(std::uint32_t n) { out_.max_call_args = std::max(out_.max_call_args, n); }

  // ---- registers a slow path must preserve ----------------------------------

  // For every position p, the caller-saved registers holding a value live
  // across the instruction at p (in its register at p and still at p + 1):
  // what an inline operation's slow path saves around its runtime call.
  // Per register, a difference array over the segments' [from, to - 1).
  void count_live_registers() {
    std::uint32_t end = 0;
    for (const auto& segs : alloc_.segments)
      for (const regalloc::Segment& sg : segs) end = std::max(end, sg.to);
    // Only caller-saved registers get a count; the others stay empty.
    live_count_.assign(regalloc::x86::kNumRegisters, {});
    for (std::uint32_t r = 0; r < regalloc::x86::kNumRegisters; ++r)
      if (regalloc::x86::kCallerSaved & regalloc::x86::kAllocatable & regalloc::reg_bit(r))
        live_count_[r].assign(end + 1, 0);
    for (const auto& segs : alloc_.segments)
      for (const regalloc::Segment& sg : segs) {
        if (sg.loc.kind != regalloc::Location::Kind::Register || sg.to < sg.from + 2) continue;
        if (live_count_[sg.loc.index].empty()) continue;
        live_count_[sg.loc.index][sg.from] += 1;
        live_count_[sg.loc.index][sg.to - 1] -= 1;
      }
    for (auto& counts : live_count_)
      for (std::size_t p = 1; p < counts.size(); ++p) counts[p] += counts[p - 1];
  }

  std::uint64_t live_across(std::uint32_t p) const {
    std::uint64_t mask = 0;
    for (std::uint32_t r = 0; r < live_count_.size(); ++r)
      if (p < live_count_[r].size() && live_count_[r][p] > 0) mask |= regalloc::reg_bit(r);
    return mask;
  }

  // ---- operands -------------------------------------------------------------

  // A fixnum constant whose tagged word fits an x86 imm32.
  static bool immediate(const Node* n, std::int64_t* out) {
    if (!ir::is_fixnum_constant(n)) return false;
    std::int64_t t = static_cast<std::int64_t>(tagged(ir::imm(n)));
    if (t < INT32_MIN || t > INT32_MAX) return false;
    *out = t;
    return true;
  }

  // The right operand of an inline send (input slot 2: its first
  // argument): an immediate when it can be.
  Operand right(const Node* send) const {
    std::int64_t v;
    const Node* arg = ir::args(send)[0];
    if (immediate(arg, &v) && ir::receiver(send) != arg) return Operand::immediate(v);
    return use(send, 2);
  }

  // A constant every user takes as an immediate selects nothing. (The
  // allocator still gave it a register, which nothing reads.)
  bool folded(const Node* n) const {
    if (n->op() != Op::Constant || n->num_uses() == 0) return false;
    for (const ir::Use& u : n->uses()) {
      if (ir::is_guard(u.user->op()) && u.slot >= ir::frame_state_begin(u.user)) continue;  // exits store immediates
      if (u.user->op() == Op::Guard && u.slot == 1) continue;  // a constant condition: it always exits
      if (takes_immediate(u.user) && u.slot == 2 && typed_right(u.user).is_imm()) continue;
      const InlineOp op = inline_sends_.of(u.user);
      if (op == InlineOp::None || u.slot != 2 || !right(u.user).is_imm()) return false;
    }
    return true;
  }

  // ---- tier 2 -----------------------------------------------------------------

  // Typed operations whose second operand may be an immediate.
  static bool takes_immediate(const Node* n) {
    switch (n->op()) {
      case Op::IntAddOvf:
      case Op::IntSubOvf:
      case Op::IntMulOvf:
      case Op::IntDiv:
      case Op::IntMod:
      case Op::IntLt:
      case Op::IntLe:
      case Op::IntEq:
      case Op::IntAnd:
      case Op::IntOr:
      case Op::IntXor:
      case Op::GuardIntLt:
      case Op::GuardIntLe:
      case Op::GuardIntEq:
      case Op::ArrayLoad:
      case Op::ArrayStore: return true;
      default: return false;
    }
  }

  Operand typed_right(const Node* n) const {
    std::int64_t v;
    if (immediate(n->input(2), &v) && n->input(1) != n->input(2)) return Operand::immediate(v);
    return use(n, 2);
  }

  static bool only_exits_read(const Node* n) {
    for (const ir::Use& u : n->uses())
      if (!ir::is_guard(u.user->op()) || u.slot < ir::frame_state_begin(u.user)) return false;
    return true;
  }

  // The exit of a guard, with its frame state where the values are now.
  // A parameter that only exits read is never copied in: its exits copy
  // it within the tier-1 frame, which still holds it (an executor writes
  // the frame only as it leaves) - unless the same exit overwrites its
  // slot, when the prologue copies it in after all.
  void exit_of(MInstr& m, const Node* n) {
    m.exit = ir::exit_index(n);
    if (!exit_slots_ || m.exit >= out_.exits.size()) throw std::logic_error("codegen: a guard outside an executor");
    const std::vector<std::uint32_t>& slots = (*exit_slots_)[m.exit];
    ExitCode& e = out_.exits[m.exit];
    e.used = true;
    e.state.clear();
    e.copies.clear();
    std::size_t begin = ir::frame_state_begin(n);
    for (std::size_t j = 0; j < slots.size(); ++j) {
      const Node* v = n->input(begin + j);
      if (v->op() == Op::Param) {
        const std::uint32_t from = ir::param_index(v);
        if (exit_only_params_.count(from) && std::find(slots.begin(), slots.end(), from) == slots.end()) {
          e.copies.emplace_back(slots[j], from);
          continue;
        }
        param_read_.insert(from);
      }
      e.state.emplace_back(slots[j], ir::is_constant(v) ? Operand::immediate(static_cast<std::int64_t>(tagged(ir::imm(v))))
                                                        : use(n, begin + j));
    }
  }

  static Cond int_cond(Op op) {
    switch (op) {
      case Op::IntLt:
      case Op::GuardIntLt: return Cond::Lt;
      case Op::IntLe:
      case Op::GuardIntLe: return Cond::Le;
      default: return Cond::Eq;
    }
  }

  // true if n is a tier-2 operation (guards, checked operations, leaves:
  // select_tier2.cpp), selected here.
  bool tier2(const Node* n);

  bool jumped_over(std::size_t k) const { return regalloc::jumped_over(schedule_.linear, alloc_, k); }
  regalloc::BranchPlan plan_branch(std::size_t k, const LinearInstr& branch) const {
    return regalloc::plan_branch(schedule_.linear, alloc_, k, branch);
  }

  // ---- blocks ---------------------------------------------------------------

  // Each instruction's moves_before run just before it. A block closes with
  // the moves after its last instruction, then its end moves (phi copies),
  // then its jump; a block ending in a branch has neither kind.
  void select_block(std::size_t k) {
    k_ = k;
    const sched::LinearBlock& lb = schedule_.linear.blocks[k];
    const auto& instrs = lb.instrs;
    bool closed = false;
    // AOT loops poll for SIGINT once an iteration (executors' loops have a
    // GuardEpoch at their headers instead: ir/specialise.cpp).
    if (const ir::Node* head = schedule_.cfg.block(lb.block).head; !exit_slots_ && head->op() == Op::Loop)
      emit(MOp::PollInterrupt, head);
    for (std::size_t i = 0; i < instrs.size(); ++i) {
      const LinearInstr& li = instrs[i];
      if (regalloc::is_phi_instr(li)) continue;
      i_ = i;
      moves(alloc_.moves_before_instr(k, i));
      switch (li.kind) {
        case LinearInstr::Kind::Node:
          if (fuse_compare_branch(k, i, li.node, i + 1 < instrs.size() ? &instrs[i + 1] : nullptr)) {
            ++i;
            closed = true;
            break;
          }
          node(li.node);
          break;
        case LinearInstr::Kind::Jump:
          close_block(k);
          closed = true;
          if (schedule_.linear.position[li.target] != k + 1) emit(MOp::Jump, nullptr).target = li.target;
          break;
        case LinearInstr::Kind::BranchIf:
        case LinearInstr::Kind::BranchUnless: {
          require_no_closing_moves(k);
          closed = true;
          regalloc::BranchPlan plan = plan_branch(k, li);
          MInstr& m = emit(MOp::Branch, li.node);
          m.a = use(li.node, 1);
          m.if_taken = plan.if_taken;
          m.target = plan.target;
          break;
        }
      }
    }
    if (!closed) close_block(k);
  }

  void close_block(std::size_t k) {
    moves(alloc_.moves_before_instr(k, schedule_.linear.blocks[k].instrs.size()));
    moves(alloc_.moves_at_end(schedule_.linear.blocks[k].block));
  }

  void require_no_closing_moves(std::size_t k) const {
    if (!alloc_.moves_before_instr(k, schedule_.linear.blocks[k].instrs.size()).empty() ||
        !alloc_.moves_at_end(schedule_.linear.blocks[k].block).empty())
      throw std::logic_error("codegen: moves after a two-way branch");
  }

  void moves(const std::vector<regalloc::Move>& list) {
    for (const regalloc::Move& mv : list) {
      MInstr& m = emit(MOp::Move, nullptr);
      m.dst = operand_of(mv.to);
      m.a = operand_of(mv.from);
    }
  }

  // The caller-saved registers an inline operation's slow path preserves.
  void preserve_live(MInstr& m) { m.saved = live_across(alloc_.positions[k_][i_]); }

  bool fuse_compare_branch(std::size_t k, std::size_t i, const Node* n, const LinearInstr* next) {
    const bool typed = n->op() == Op::IntLt || n->op() == Op::IntLe || n->op() == Op::IntEq;
    if ((n->op() != Op::Send && !typed) || !next || next->kind == LinearInstr::Kind::Node ||
        next->kind == LinearInstr::Kind::Jump)
      return false;
    if (ir::cond(next->node) != n) return false;
    for (const ir::Use& u : n->uses())
      if (u.user != next->node) return false;
    if (typed) {
      // Tier 2: the operands are known fixnums; a compare and a jump.
      if (!alloc_.moves_before_instr(k, i + 1).empty()) return false;
      require_no_closing_moves(k);
      regalloc::BranchPlan plan = plan_branch(k, *next);
      MInstr& m = emit(MOp::IntCompareBranch, n);
      m.a = use(n, 1);
      m.b = typed_right(n);
      m.cond = int_cond(n->op());
      m.if_taken = plan.if_taken;
      m.target = plan.target;
      return true;
    }
    const InlineOp op = inline_sends_.of(n);
    if (!regalloc::x86::is_comparison(op)) return false;
    if (!alloc_.moves_before_instr(k, i + 1).empty()) return false;  // they run between the two
    require_no_closing_moves(k);
    regalloc::BranchPlan plan = plan_branch(k, *next);
    MInstr& m = emit(MOp::FixCompareBranch, n);
    m.a = use(n, 1);
    m.b = right(n);
    m.cond = inline_cond(op);
    m.if_taken = plan.if_taken;
    m.target = plan.target;
    m.site = site(n);
    preserve_live(m);
    call_args(1);
    return true;
  }

  // A call into the runtime whose operands are the node's value inputs
  // (input slots 1..).
  MInstr& runtime_call(MOp op, const Node* n, std::size_t count) {
    MInstr& m = emit(op, n);
    m.dst = loc(n);
    for (std::size_t j = 0; j < count; ++j) m.args.push_back(use(n, 1 + j));
    call_args(static_cast<std::uint32_t>(count));
    return m;
  }

  void node(const Node* n) {
    if (folded(n)) return;
    switch (n->op()) {
      case Op::Constant: {
        MInstr& m = emit(MOp::LoadImm, n);
        m.dst = loc(n);
        m.imm = static_cast<std::int64_t>(tagged(ir::imm(n)));
        break;
      }
      case Op::ObjectConstant: {
        MInstr& m = emit(MOp::LoadObject, n);
        m.dst = loc(n);
        m.imm = n->payload().imm;
        break;
      }
      case Op::Param: {
        // The prologue copies argument i into slot i, where the target
        // fixes Param i; a move only if the value is expected elsewhere.
        Operand home = Operand::slot(ir::param_index(n));
        if (loc(n) != home) {
          MInstr& m = emit(MOp::Move, n);
          m.dst = loc(n);
          m.a = home;
        }
        break;
      }
      case Op::ArgGiven: {
        out_.reads_argc = true;
        MInstr& m = emit(MOp::ArgGiven, n);
        m.dst = loc(n);
        m.imm = ir::param_index(n);
        break;
      }
      case Op::Self: emit(MOp::LoadSelf, n).dst = loc(n); break;
      case Op::Phi: break;
      case Op::Truthy:
      case Op::Not: {
        MInstr& m = emit(n->op() == Op::Truthy ? MOp::Truthy : MOp::Not, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        break;
      }
      case Op::Send: send(n); break;
      case Op::NewString: {
        MInstr& m = emit(MOp::NewString, n);
        m.dst = loc(n);
        m.imm = ir::literal_index(n);
        break;
      }
      case Op::Literal: {
        MInstr& m = emit(MOp::Literal, n);
        m.dst = loc(n);
        m.imm = ir::literal_index(n);
        m.literal_kind = static_cast<std::uint8_t>(ir::literal_kind(n));
        break;
      }
      case Op::Interpolate: runtime_call(MOp::Interpolate, n, ir::parts(n).size()); break;
      case Op::NewArray:
        // Inline: the block comes off the runtime's free list
        // (emit_alloc.cpp); only the slow path calls the runtime.
        preserve_live(runtime_call(MOp::NewArray, n, ir::elements(n).size()));
        break;
      case Op::ToAry: {
        MInstr& m = emit(MOp::ToAry, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        break;
      }
      case Op::DefineMethod: {
        MInstr& m = emit(MOp::DefineMethod, n);
        m.dst = loc(n);
        m.imm = ir::method_index(n);
        break;
      }
      case Op::DefineClass: {
        MInstr& m = emit(MOp::DefineClass, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        m.imm = ir::method_index(n);
        m.if_taken = ir::class_has_super(n);
        break;
      }
      case Op::GetIvar:
      case Op::SetIvar: {
        MInstr& m = emit(n->op() == Op::GetIvar ? MOp::GetIvar : MOp::SetIvar, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        m.site = ivar_site(n);
        if (n->op() == Op::SetIvar) {
          m.b = use(n, 2);
          call_args(2);
        } else {
          preserve_live(m);
        }
        break;
      }
      case Op::ConstGet:
      case Op::ConstSet: {
        MInstr& m = emit(n->op() == Op::ConstGet ? MOp::ConstGet : MOp::ConstSet, n);
        m.dst = loc(n);
        m.imm = static_cast<std::int64_t>(ir::const_name(n));
        if (n->op() == Op::ConstSet) m.a = use(n, 1);
        else preserve_live(m);
        break;
      }
      case Op::Return: emit(MOp::Return, n).a = use(n, 1); break;
      case Op::SendBlock: {
        MInstr& m = emit(MOp::SendBlock, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        for (std::size_t j = 0; j < ir::argc(n); ++j) m.args.push_back(use(n, 3 + j));
        m.args.push_back(use(n, 2));
        m.site = site(n);
        call_args(static_cast<std::uint32_t>(m.args.size()));
        break;
      }
      case Op::Yield: {
        MInstr& m = emit(MOp::Yield, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        for (std::size_t j = 0; j < ir::argc(n); ++j) m.args.push_back(use(n, 2 + j));
        call_args(static_cast<std::uint32_t>(m.args.size()));
        break;
      }
      case Op::MakeBlock:
      case Op::NewEnv: {
        MInstr& m = emit(n->op() == Op::MakeBlock ? MOp::MakeBlock : MOp::NewEnv, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        m.imm = n->payload().index;
        if (n->op() == Op::NewEnv) preserve_live(m);  // inline, as NewArray
        break;
      }
      case Op::FrameBlock:
        out_.reads_block = true;
        emit(MOp::LoadBlock, n).dst = loc(n);
        break;
      case Op::BlockEnv:
        out_.reads_block = true;
        emit(MOp::LoadBlockEnv, n).dst = loc(n);
        break;
      case Op::OuterEnv:
      case Op::EnvLoad: {
        MInstr& m = emit(MOp::LoadField, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        m.imm = kEnvSlotsOffset + 8 * static_cast<std::int64_t>(n->op() == Op::OuterEnv ? 0 : ir::env_slot(n));
        break;
      }
      case Op::EnvStore: {
        MInstr& m = emit(MOp::StoreField, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        m.b = use(n, 2);
        m.imm = kEnvSlotsOffset + 8 * static_cast<std::int64_t>(ir::env_slot(n));
        break;
      }
      case Op::BlockBreak:
      case Op::CatchBreak: {
        MInstr& m = emit(n->op() == Op::BlockBreak ? MOp::BlockBreak : MOp::CatchBreak, n);
        m.dst = loc(n);
        m.args = {use(n, 1), use(n, 2)};
        call_args(2);
        break;
      }
      case Op::IsBreak: {
        MInstr& m = emit(MOp::IsBreak, n);
        m.dst = loc(n);
        m.a = use(n, 1);
        break;
      }
      default:
        if (tier2(n)) break;
        throw std::logic_error(std::string("codegen: no x86-64 selection for ") + std::string(ir::op_name(n->op())));
    }
  }

  void send(const Node* n) {
    if (const InlineOp op = inline_sends_.of(n); op != InlineOp::None) {
      MInstr& m = emit(inline_mop(op), n);
      m.dst = loc(n);
      m.a = use(n, 1);
      m.b = right(n);
      if (op == InlineOp::ArraySet) m.args.push_back(use(n, 3));
      m.cond = inline_cond(op);
      m.site = site(n);
      preserve_live(m);
      call_args(static_cast<std::uint32_t>(ir::argc(n)));
      return;
    }
    const bool direct = exit_slots_ && (ir::send_flags(n) & ir::kSendDirect);
    MInstr& m = emit(direct ? MOp::CallDirect : MOp::Send, n);
    m.dst = loc(n);
    m.a = use(n, 1);
    // Only a program's own methods and blocks run with self a heap object
    // (main or an object of a user class); the prelude's run on Integers
    // too, and an executor may have been projected from one of those.
    m.receiver_is_self = ir::receiver(n)->op() == Op::Self && !exit_slots_ && method_.info.self_on_heap;
    for (std::size_t j = 0; j < ir::argc(n); ++j) m.args.push_back(use(n, 2 + j));
    m.site = site(n);
    call_args(static_cast<std::uint32_t>(ir::argc(n)));
  }

  const ir::Program& program_;
  const ir::Method& method_;
  const sched::MethodSchedule& schedule_;
  const regalloc::Allocation& alloc_;
  regalloc::x86::InlineSends inline_sends_;
  const std::vector<std::vector<std::uint32_t>>* exit_slots_;
  // Executors: the parameters the code reads (copied in by the prologue),
  // and those only exits read.
  std::set<std::uint32_t> param_read_, exit_only_params_;
  std::vector<std::vector<std::int32_t>> live_count_;  // register -> position -> live values
  MachineMethod out_;
  std::uint32_t line_ = 0;
  std::size_t k_ = 0, i_ = 0;  // the layout block and instruction being selected
};

}  // namespace rhz::codegen::detail
