// Instruction selection (see select.h for the rules).
#include "codegen/select.h"

#include <algorithm>
#include <climits>
#include <stdexcept>
#include <string>

#include "codegen/registers.h"
#include "regalloc/branch_plan.h"

namespace rhz::codegen {

namespace {

using ir::Node;
using ir::Op;
using sched::LinearInstr;

struct Specialised {
  std::string_view name;
  MOp op;
  Cond cond;  // FixCompare only
};
constexpr Specialised kSpecialised[] = {
    {"+", MOp::FixAdd, Cond::Eq},      {"-", MOp::FixSub, Cond::Eq},      {"*", MOp::FixMul, Cond::Eq},
    {"<", MOp::FixCompare, Cond::Lt},  {"<=", MOp::FixCompare, Cond::Le}, {">", MOp::FixCompare, Cond::Gt},
    {">=", MOp::FixCompare, Cond::Ge}, {"==", MOp::FixCompare, Cond::Eq}, {"!=", MOp::FixCompare, Cond::Ne},
    {"/", MOp::FixDiv, Cond::Eq},      {"%", MOp::FixMod, Cond::Eq},      {"[]", MOp::ArrayRef, Cond::Eq},
};

std::uint64_t tagged(ir::Imm v) {
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
           const regalloc::Allocation& alloc)
      : program_(program), method_(program.methods[method_index]), schedule_(schedule), alloc_(alloc) {}

  MachineMethod run() {
    const sched::LinearMethod& lm = schedule_.linear;
    out_.name = std::string(program_.symbols.name(method_.info.name));
    out_.num_params = static_cast<std::uint32_t>(method_.info.params.size());
    out_.frame_slots = std::max(alloc_.frame_size, out_.num_params);
    out_.registers_used = alloc_.registers_used;
    out_.spills = alloc_.spilled;
    out_.position = lm.position;
    for (std::size_t k = 0; k < lm.blocks.size(); ++k) {
      out_.blocks.push_back({lm.blocks[k].block, {}});
      out_.linear_instrs += static_cast<std::uint32_t>(lm.blocks[k].instrs.size());
      if (k > 0 && jumped_over(k - 1)) continue;  // its only jump became block k-1's branch
      select_block(k);
    }
    return std::move(out_);
  }

 private:
  Operand loc(const Node* n) const {
    Operand o = operand_of(alloc_.location(n));
    if (o.is_none()) throw std::logic_error("codegen: a value without a location (node " + std::to_string(n->id()) + ")");
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
    SendSite s;
    s.name = static_cast<std::uint32_t>(ir::send_name(send));
    s.argc = static_cast<std::uint32_t>(ir::argc(send));
    s.flags = ir::call_site_flags(send);
    s.line = line_of(send);
    out_.sites.push_back(s);
    out_.site_names.emplace_back(program_.symbols.name(ir::send_name(send)));
    return static_cast<std::uint32_t>(out_.sites.size() - 1);
  }

  void call_args(std::uint32_t n) { out_.max_call_args = std::max(out_.max_call_args, n); }

  const Specialised* specialised(const Node* send) const {
    if (send->op() != Op::Send || ir::argc(send) != 1) return nullptr;
    std::string_view name = program_.symbols.name(ir::send_name(send));
    for (const Specialised& s : kSpecialised)
      if (s.name == name) return &s;
    return nullptr;
  }

  // A fixnum constant whose tagged word fits an x86 imm32.
  static bool immediate(const Node* n, std::int64_t* out) {
    if (!ir::is_fixnum_constant(n)) return false;
    std::int64_t t = static_cast<std::int64_t>(tagged(ir::imm(n)));
    if (t < INT32_MIN || t > INT32_MAX) return false;
    *out = t;
    return true;
  }

  // The right operand of a specialised send: an immediate when it can be.
  Operand right(const Node* send) const { return index_operand(ir::args(send)[0], send); }
  Operand index_operand(const Node* arg, const Node* send) const {
    std::int64_t v;
    if (immediate(arg, &v) && ir::receiver(send) != arg) return Operand::immediate(v);
    return loc(arg);
  }
  bool is_array_set(const Node* send) const {
    return send->op() == Op::Send && ir::argc(send) == 2 && program_.symbols.name(ir::send_name(send)) == "[]=";
  }

  // A constant every user takes as an immediate (the right operand of a
  // specialised send, the index of []=).
  bool folded(const Node* n) const {
    if (n->op() != Op::Constant || n->num_uses() == 0) return false;
    for (const ir::Use& u : n->uses()) {
      bool as_right = specialised(u.user) && u.slot == 2 && right(u.user).is_imm();
      bool as_index = is_array_set(u.user) && u.slot == 2 && index_operand(n, u.user).is_imm();
      if (!as_right && !as_index) return false;
    }
    return true;
  }

  bool jumped_over(std::size_t k) const { return regalloc::jumped_over(schedule_.linear, alloc_, k); }
  regalloc::BranchPlan plan_branch(std::size_t k, const LinearInstr& branch) const {
    return regalloc::plan_branch(schedule_.linear, alloc_, k, branch);
  }

  void select_block(std::size_t k) {
    const sched::LinearBlock& lb = schedule_.linear.blocks[k];
    const auto& instrs = lb.instrs;
    bool moves_done = false;
    for (std::size_t i = 0; i < instrs.size(); ++i) {
      const LinearInstr& li = instrs[i];
      if (li.kind != LinearInstr::Kind::Node && !moves_done) {
        end_moves(lb.block);
        moves_done = true;
      }
      switch (li.kind) {
        case LinearInstr::Kind::Node:
          if (fuse_compare_branch(k, li.node, i + 1 < instrs.size() ? &instrs[i + 1] : nullptr)) {
            ++i;
            moves_done = true;  // a block ending in a branch has no phi moves
            break;
          }
          node(li.node);
          break;
        case LinearInstr::Kind::Jump:
          if (schedule_.linear.position[li.target] != k + 1) emit(MOp::Jump, nullptr).target = li.target;
          break;
        case LinearInstr::Kind::BranchIf:
        case LinearInstr::Kind::BranchUnless: {
          regalloc::BranchPlan plan = plan_branch(k, li);
          MInstr& m = emit(MOp::Branch, li.node);
          m.a = loc(ir::cond(li.node));
          m.if_taken = plan.if_taken;
          m.target = plan.target;
          break;
        }
      }
    }
    if (!moves_done) end_moves(lb.block);
  }

  void end_moves(sched::BlockId b) {
    for (const regalloc::Move& mv : alloc_.moves_at_end(b)) {
      MInstr& m = emit(MOp::Move, nullptr);
      m.dst = operand_of(mv.to);
      m.a = operand_of(mv.from);
    }
  }

  bool fuse_compare_branch(std::size_t k, const Node* n, const LinearInstr* next) {
    if (n->op() != Op::Send || !next || next->kind == LinearInstr::Kind::Node ||
        next->kind == LinearInstr::Kind::Jump)
      return false;
    if (ir::cond(next->node) != n) return false;
    for (const ir::Use& u : n->uses())
      if (u.user != next->node) return false;
    const Specialised* s = specialised(n);
    if (!s || s->op != MOp::FixCompare) return false;
    regalloc::BranchPlan plan = plan_branch(k, *next);
    MInstr& m = emit(MOp::FixCompareBranch, n);
    m.a = loc(ir::receiver(n));
    m.b = right(n);
    m.cond = s->cond;
    m.if_taken = plan.if_taken;
    m.target = plan.target;
    m.site = site(n);
    call_args(1);
    return true;
  }

  // A call into the runtime whose operands are the node's value inputs.
  void runtime_call(MOp op, const Node* n, std::span<Node* const> inputs) {
    MInstr& m = emit(op, n);
    m.dst = loc(n);
    for (const Node* in : inputs) m.args.push_back(loc(in));
    call_args(static_cast<std::uint32_t>(inputs.size()));
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
      case Op::Param: {
        // The prologue copies argument i into slot i, where the allocator
        // keeps Param i; a move only if it put the value elsewhere.
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
        m.a = loc(ir::operand(n));
        break;
      }
      case Op::Send: send(n); break;
      case Op::NewString: {
        MInstr& m = emit(MOp::NewString, n);
        m.dst = loc(n);
        m.imm = ir::literal_index(n);
        break;
      }
      case Op::Interpolate: runtime_call(MOp::Interpolate, n, ir::parts(n)); break;
      case Op::NewArray: runtime_call(MOp::NewArray, n, ir::elements(n)); break;
      case Op::ToAry: {
        MInstr& m = emit(MOp::ToAry, n);
        m.dst = loc(n);
        m.a = loc(ir::operand(n));
        break;
      }
      case Op::DefineMethod: {
        MInstr& m = emit(MOp::DefineMethod, n);
        m.dst = loc(n);
        m.imm = ir::method_index(n);
        break;
      }
      case Op::ConstGet:
      case Op::ConstSet: {
        MInstr& m = emit(n->op() == Op::ConstGet ? MOp::ConstGet : MOp::ConstSet, n);
        m.dst = loc(n);
        m.imm = static_cast<std::int64_t>(ir::const_name(n));
        if (n->op() == Op::ConstSet) m.a = loc(ir::operand(n));
        break;
      }
      case Op::Return: emit(MOp::Return, n).a = loc(ir::ret_value(n)); break;
      default:
        throw std::logic_error(std::string("codegen: no x86-64 selection for ") + std::string(ir::op_name(n->op())));
    }
  }

  void send(const Node* n) {
    if (ir::argc(n) == 2 && program_.symbols.name(ir::send_name(n)) == "[]=") {
      MInstr& m = emit(MOp::ArraySet, n);
      m.dst = loc(n);
      m.a = loc(ir::receiver(n));
      m.b = index_operand(ir::args(n)[0], n);
      m.args.push_back(loc(ir::args(n)[1]));
      m.site = site(n);
      call_args(2);
      return;
    }
    if (const Specialised* s = specialised(n)) {
      MInstr& m = emit(s->op, n);
      m.dst = loc(n);
      m.a = loc(ir::receiver(n));
      m.b = right(n);
      m.cond = s->cond;
      m.site = site(n);
      call_args(1);
      return;
    }
    MInstr& m = emit(MOp::Send, n);
    m.dst = loc(n);
    m.a = loc(ir::receiver(n));
    m.receiver_is_self = ir::receiver(n)->op() == Op::Self;
    for (const Node* a : ir::args(n)) m.args.push_back(loc(a));
    m.site = site(n);
    call_args(static_cast<std::uint32_t>(ir::argc(n)));
  }

  const ir::Program& program_;
  const ir::Method& method_;
  const sched::MethodSchedule& schedule_;
  const regalloc::Allocation& alloc_;
  MachineMethod out_;
  std::uint32_t line_ = 0;
};

}  // namespace

std::string_view mop_name(MOp op) {
  switch (op) {
#define MOP(name) \
  case MOp::name: return #name;
#include "codegen/mops.def"
#undef MOP
  }
  return "?";
}

MachineMethod select_method(const ir::Program& program, std::size_t method_index,
                            const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc) {
  return Selector(program, method_index, schedule, alloc).run();
}

}  // namespace rhz::codegen
