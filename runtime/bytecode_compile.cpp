// Instruction selection for tier 1. Each linear instruction becomes at most
// one bytecode instruction:
// - Phis produce nothing: the allocation's end-of-block moves become Moves
//   before the block's closing jump.
// - A Send whose name and argument count have a fixnum fast path becomes
//   the specialised opcode (Add, Lt, Aref, ...); its inline cache still
//   serves every other receiver, so behaviour never depends on the choice.
// - A comparison whose only use is the branch right after it is fused into
//   a compare-and-branch.
// - A jump to a block laid out earlier (a loop's back edge, or `next`)
//   becomes LoopJump with its own iteration counter.
#include "runtime/bytecode_compile.h"

#include <algorithm>
#include <climits>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include "regalloc/branch_plan.h"
#include "runtime/literal_object.h"
#include "runtime/builtins.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

using ir::Node;
using ir::Op;
using sched::LinearInstr;

// Sends with a fast path, by name, for argc 1 (Aset: argc 2), and their
// forms with an immediate right operand and fused with a branch.
struct Specialised {
  std::string_view name;
  Opcode op;
  Opcode op_immediate;   // op itself when there is no immediate form
  Opcode branch_unless;  // the fused forms when the result only feeds a branch
  Opcode branch_if;
  Opcode branch_unless_immediate;
  Opcode branch_if_immediate;
};
#define ARITH_OP(name, op) {name, Opcode::op, Opcode::op##I, Opcode::op, Opcode::op, Opcode::op, Opcode::op}
#define COMPARE_OP(name, op)                                                                                   \
  {name, Opcode::op, Opcode::op##I, Opcode::BranchUnless##op, Opcode::BranchIf##op, Opcode::BranchUnless##op##I, \
   Opcode::BranchIf##op##I}
constexpr Specialised kSpecialised[] = {
    ARITH_OP("+", Add),    ARITH_OP("-", Sub),    ARITH_OP("*", Mul),   ARITH_OP("/", Div),
    ARITH_OP("%", Mod),    COMPARE_OP("<", Lt),   COMPARE_OP("<=", Le), COMPARE_OP(">", Gt),
    COMPARE_OP(">=", Ge),  COMPARE_OP("==", Eq),  COMPARE_OP("!=", Ne),
    {"[]", Opcode::Aref, Opcode::Aref, Opcode::Aref, Opcode::Aref, Opcode::Aref, Opcode::Aref},
};
constexpr Specialised kAset{"[]=", Opcode::Aset, Opcode::Aset, Opcode::Aset, Opcode::Aset, Opcode::Aset, Opcode::Aset};
#undef ARITH_OP
#undef COMPARE_OP

bool is_comparison(Opcode op) { return op >= Opcode::Lt && op <= Opcode::Ne; }

class MethodCompiler {
 public:
  MethodCompiler(const ir::Program& program, const ir::Method& method, const sched::MethodSchedule& schedule,
                 const regalloc::Allocation& alloc, BytecodeProgram& out, Code& code)
      : program_(program), method_(method), schedule_(schedule), alloc_(alloc), out_(out), code_(code) {}

  void compile() {
    const sched::LinearMethod& lm = schedule_.linear;
    block_pc_.assign(lm.blocks.size(), 0);
    for (std::size_t k = 0; k < lm.blocks.size(); ++k) {
      block_pc_[k] = static_cast<std::uint32_t>(code_.words.size());
      if (k > 0 && jumped_over(k - 1)) continue;  // its only jump became block k-1's branch
      compile_block(k);
    }
    for (const Fixup& f : fixups_) code_.words[f.word] = block_pc_[f.block_position];
  }

 private:
  struct Fixup {
    std::size_t word;
    std::size_t block_position;
  };

  std::uint32_t slot(const Node* n) const {
    regalloc::Location loc = alloc_.location(n);
    if (loc.kind != regalloc::Location::Kind::Slot)
      throw std::logic_error("bytecode: a value without a frame slot (node " + std::to_string(n->id()) + ")");
    return loc.index;
  }

  void begin(Opcode op, std::uint32_t line) {
    line_ = line;
    word(static_cast<std::uint32_t>(op));
  }
  void word(std::uint32_t w) {
    code_.words.push_back(w);
    code_.lines.push_back(line_);
  }
  void target(sched::BlockId b) {
    fixups_.push_back({code_.words.size(), schedule_.linear.position[b]});
    word(0);
  }
  std::uint32_t constant(Value v) {
    for (std::size_t i = 0; i < code_.constants.size(); ++i)
      if (code_.constants[i] == v) return static_cast<std::uint32_t>(i);
    code_.constants.push_back(v);
    return static_cast<std::uint32_t>(code_.constants.size() - 1);
  }
  std::uint32_t cache(const Node* send) {
    InlineCache ic;
    ic.name = intern(program_.symbols.name(ir::send_name(send)));
    ic.flags = ir::call_site_flags(send);
    code_.caches.push_back(ic);
    return static_cast<std::uint32_t>(code_.caches.size() - 1);
  }
  std::uint32_t ivar_cache(const Node* n) {
    InlineCache ic;
    ic.name = intern(program_.symbols.name(ir::ivar_name(n)));
    code_.caches.push_back(ic);
    return static_cast<std::uint32_t>(code_.caches.size() - 1);
  }
  std::uint32_t branch_profile() {
    code_.branches.emplace_back();
    return static_cast<std::uint32_t>(code_.branches.size() - 1);
  }
  std::uint32_t constant_index(ir::SymbolId name) {
    std::string_view text = program_.symbols.name(name);
    for (std::size_t i = 0; i < out_.constant_names.size(); ++i)
      if (out_.constant_names[i] == text) return static_cast<std::uint32_t>(i);
    out_.constant_names.emplace_back(text);
    return static_cast<std::uint32_t>(out_.constant_names.size() - 1);
  }

  static Value immediate(ir::Imm v) {
    switch (v.kind) {
      case ir::ImmKind::Fixnum: return fixnum(v.fixnum);
      case ir::ImmKind::Nil: return kNil;
      case ir::ImmKind::True: return kTrue;
      case ir::ImmKind::False: return kFalse;
    }
    return kNil;
  }

  bool jumped_over(std::size_t k) const { return regalloc::jumped_over(schedule_.linear, alloc_, k); }
  regalloc::BranchPlan plan_branch(std::size_t k, const LinearInstr& branch) const {
    return regalloc::plan_branch(schedule_.linear, alloc_, k, branch);
  }

  void compile_block(std::size_t k) {
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
          if (fuse_compare_branch(k, li.node, i + 1 < instrs.size() ? &instrs[i + 1] : nullptr) ||
              fuse_break_branch(k, li.node, i + 1 < instrs.size() ? &instrs[i + 1] : nullptr)) {
            ++i;
            moves_done = true;  // a block ending in a branch has no phi moves
            break;
          }
          node(li.node);
          break;
        case LinearInstr::Kind::Jump: jump(k, li.target); break;
        case LinearInstr::Kind::BranchIf:
        case LinearInstr::Kind::BranchUnless: {
          regalloc::BranchPlan plan = plan_branch(k, li);
          begin(plan.if_taken ? Opcode::BranchIf : Opcode::BranchUnless, method_.graph.line(li.node));
          word(slot(ir::cond(li.node)));
          target(plan.target);
          word(branch_profile());
          break;
        }
      }
    }
    if (!moves_done) end_moves(lb.block);
  }

  void end_moves(sched::BlockId b) {
    for (const regalloc::Move& m : alloc_.moves_at_end(b)) {
      begin(Opcode::Move, line_);
      word(m.to.index);
      word(m.from.index);
    }
  }

  // Emits no code: only phis and folded values, and no end moves (the
  // linearizer keeps empty blocks; a jump over them is a jump to the next
  // instruction).
  bool emits_nothing(std::size_t position) const {
    const sched::LinearBlock& lb = schedule_.linear.blocks[position];
    for (const LinearInstr& li : lb.instrs)
      if (li.kind != LinearInstr::Kind::Node || (li.node->op() != Op::Phi && !folded(li.node))) return false;
    return alloc_.moves_at_end(lb.block).empty();
  }

  void jump(std::size_t from_position, sched::BlockId to) {
    std::size_t to_position = schedule_.linear.position[to];
    if (to_position > from_position) {
      std::size_t between = from_position + 1;
      while (between < to_position && emits_nothing(between)) ++between;
      if (between == to_position) return;  // falls through to the target
    }
    if (to_position <= from_position) {
      begin(Opcode::LoopJump, line_);
      target(to);
      code_.loop_counters.push_back(0);
      code_.loop_headers.push_back(0);  // filled below, once the target pc is known
      loop_targets_.push_back(to_position);
      word(static_cast<std::uint32_t>(code_.loop_counters.size() - 1));
    } else {
      begin(Opcode::Jump, line_);
      target(to);
    }
  }

  // `x.length` or `x.size`: SendLength, whose receiver is always in a slot.
  bool is_length_send(const Node* send) const {
    if (send->op() != Op::Send || ir::argc(send) != 0) return false;
    std::string_view name = program_.symbols.name(ir::send_name(send));
    return name == "length" || name == "size";
  }

  // `x.at(i)` with an explicit receiver: SendAt (`at(i)` to self may name
  // a private method, which only a send to self may call).
  bool is_at_send(const Node* send) const {
    return send->op() == Op::Send && ir::argc(send) == 1 && ir::receiver(send)->op() != Op::Self &&
           program_.symbols.name(ir::send_name(send)) == "at";
  }

  // `x & y`, `|`, `^`, `<<`, `>>` with an explicit receiver: their Send
  // with a fixnum fast path (a send to self may name a private method).
  std::optional<Opcode> bit_send(const Node* send) const {
    if (send->op() != Op::Send || ir::argc(send) != 1 || ir::receiver(send)->op() == Op::Self) return std::nullopt;
    std::string_view name = program_.symbols.name(ir::send_name(send));
    if (name == "&") return Opcode::SendAnd;
    if (name == "|") return Opcode::SendOr;
    if (name == "^") return Opcode::SendXor;
    if (name == "<<") return Opcode::SendShl;
    if (name == ">>") return Opcode::SendShr;
    return std::nullopt;
  }

  const Specialised* specialised(const Node* send) const {
    std::string_view name = program_.symbols.name(ir::send_name(send));
    if (name == "[]=" && ir::argc(send) == 2) return &kAset;
    if (ir::argc(send) != 1) return nullptr;
    for (const Specialised& s : kSpecialised)
      if (s.name == name) return &s;
    return nullptr;
  }

  // A fixnum constant small enough to be an immediate operand: its tagged
  // Value fits in 32 signed bits.
  static bool immediate(const Node* n, std::uint32_t* out) {
    if (!ir::is_fixnum_constant(n)) return false;
    std::int64_t tagged = static_cast<std::int64_t>(fixnum(ir::imm(n).fixnum).bits);
    if (tagged < INT32_MIN || tagged > INT32_MAX) return false;
    *out = static_cast<std::uint32_t>(static_cast<std::int32_t>(tagged));
    return true;
  }

  // The immediate right operand of a specialised send, if it has one.
  bool immediate_argument(const Node* send, const Specialised& s, std::uint32_t* out) const {
    return s.op_immediate != s.op && immediate(ir::args(send)[0], out);
  }

  // Needs no instruction of its own: a constant that every user takes as an
  // immediate, or self when every user is a send to self.
  bool folded(const Node* n) const {
    if (n->op() != Op::Constant && n->op() != Op::Self) return false;
    for (const ir::Use& u : n->uses()) {
      const Node* user = u.user;
      if (user->op() != Op::Send) return false;
      const Specialised* s = specialised(user);
      std::uint32_t imm;
      bool ok = n->op() == Op::Constant
                    ? s && u.slot == 2 && ir::receiver(user) != n && immediate_argument(user, *s, &imm)
                    : !s && !is_length_send(user) && u.slot == 1 &&
                          std::count(user->inputs().begin() + 2, user->inputs().end(), n) == 0;
      if (!ok) return false;
    }
    return true;
  }

  // IsBreak used only by the branch right after it: one instruction.
  bool fuse_break_branch(std::size_t k, const Node* n, const LinearInstr* next) {
    if (n->op() != Op::IsBreak || !next || next->kind == LinearInstr::Kind::Node ||
        next->kind == LinearInstr::Kind::Jump || ir::cond(next->node) != n || n->num_uses() != 1)
      return false;
    regalloc::BranchPlan plan = plan_branch(k, *next);
    begin(plan.if_taken ? Opcode::BranchIfBreak : Opcode::BranchUnlessBreak, method_.graph.line(next->node));
    word(slot(ir::operand(n)));
    target(plan.target);
    word(branch_profile());
    return true;
  }

  bool fuse_compare_branch(std::size_t k, const Node* n, const LinearInstr* next) {
    if (n->op() != Op::Send || !next || next->kind == LinearInstr::Kind::Node || next->kind == LinearInstr::Kind::Jump)
      return false;
    // The branch's If must be the only user (a Send is also the control
    // input of the next fixed node, which here is that same If).
    if (ir::cond(next->node) != n) return false;
    for (const ir::Use& u : n->uses())
      if (u.user != next->node) return false;
    const Specialised* s = specialised(n);
    if (!s || !is_comparison(s->op)) return false;
    regalloc::BranchPlan plan = plan_branch(k, *next);
    bool if_taken = plan.if_taken;
    std::uint32_t imm;
    bool is_immediate = immediate_argument(n, *s, &imm);
    if (is_immediate) begin(if_taken ? s->branch_if_immediate : s->branch_unless_immediate, method_.graph.line(n));
    else begin(if_taken ? s->branch_if : s->branch_unless, method_.graph.line(n));
    word(slot(ir::receiver(n)));
    word(is_immediate ? imm : slot(ir::args(n)[0]));
    target(plan.target);
    word(cache(n));
    word(branch_profile());
    return true;
  }

  void node(const Node* n) {
    if (folded(n)) return;
    std::uint32_t line = method_.graph.line(n);
    switch (n->op()) {
      case Op::Constant:
        begin(Opcode::LoadK, line);
        word(slot(n));
        word(constant(immediate(ir::imm(n))));
        break;
      case Op::Param:
        // The caller wrote argument i into slot i; the allocator keeps it there.
        if (slot(n) != ir::param_index(n)) {
          begin(Opcode::Move, line);
          word(slot(n));
          word(ir::param_index(n));
        }
        break;
      case Op::ArgGiven:
        begin(Opcode::ArgGiven, line);
        word(slot(n));
        word(ir::param_index(n));
        break;
      case Op::Self:
        begin(Opcode::Self, line);
        word(slot(n));
        break;
      case Op::Phi: break;
      case Op::Truthy:
      case Op::Not:
      case Op::ToAry:
        begin(n->op() == Op::Truthy ? Opcode::Truthy : n->op() == Op::Not ? Opcode::Not : Opcode::ToAry, line);
        word(slot(n));
        word(slot(ir::operand(n)));
        break;
      case Op::Send:
      case Op::SendBlock: send(n, line); break;
      case Op::Yield:
        begin(Opcode::Yield, line);
        word(slot(n));
        word(slot(ir::yielded_block(n)));
        word(static_cast<std::uint32_t>(ir::argc(n)));
        for (const Node* a : ir::args(n)) word(slot(a));
        break;
      case Op::MakeBlock:
        begin(Opcode::MakeBlock, line);
        word(slot(n));
        word(ir::method_index(n));
        word(slot(ir::env_of(n)));
        break;
      case Op::FrameBlock:
        begin(Opcode::FrameBlock, line);
        word(slot(n));
        break;
      case Op::BlockEnv:
        begin(Opcode::BlockEnv, line);
        word(slot(n));
        break;
      case Op::OuterEnv:
      case Op::IsBreak:
        begin(n->op() == Op::OuterEnv ? Opcode::OuterEnv : Opcode::IsBreak, line);
        word(slot(n));
        word(slot(n->input(1)));
        break;
      case Op::NewEnv:
      case Op::EnvLoad:
        begin(n->op() == Op::NewEnv ? Opcode::NewEnv : Opcode::EnvLoad, line);
        word(slot(n));
        word(slot(ir::env_of(n)));
        word(ir::env_slot(n));
        break;
      case Op::EnvStore:
        begin(Opcode::EnvStore, line);
        word(slot(n));
        word(slot(ir::env_of(n)));
        word(slot(ir::stored_value(n)));
        word(ir::env_slot(n));
        break;
      case Op::BlockBreak:
      case Op::CatchBreak:
        begin(n->op() == Op::BlockBreak ? Opcode::BlockBreak : Opcode::CatchBreak, line);
        word(slot(n));
        word(slot(n->input(1)));
        word(slot(n->input(2)));
        break;
      case Op::NewString:
        begin(Opcode::NewString, line);
        word(slot(n));
        word(ir::literal_index(n));
        break;
      case Op::Literal:
        begin(Opcode::LoadK, line);
        word(slot(n));
        word(constant(literal_object(program_.strings[ir::literal_index(n)], ir::literal_kind(n))));
        break;
      case Op::Interpolate:
      case Op::NewArray: {
        begin(n->op() == Op::Interpolate ? Opcode::Interpolate : Opcode::NewArray, line);
        word(slot(n));
        std::span<Node* const> parts = n->inputs().subspan(1);
        word(static_cast<std::uint32_t>(parts.size()));
        for (const Node* p : parts) word(slot(p));
        break;
      }
      case Op::DefineMethod:
        begin(Opcode::DefineMethod, line);
        word(slot(n));
        word(ir::method_index(n));
        break;
      case Op::ConstGet:
        begin(Opcode::ConstGet, line);
        word(slot(n));
        word(constant_index(ir::const_name(n)));
        break;
      case Op::ConstSet:
        begin(Opcode::ConstSet, line);
        word(slot(n));
        word(constant_index(ir::const_name(n)));
        word(slot(ir::operand(n)));
        break;
      case Op::DefineClass:
        begin(Opcode::DefineClass, line);
        word(slot(n));
        word(slot(ir::operand(n)));
        word(ir::method_index(n));
        word(ir::class_has_super(n) ? 1 : 0);
        // Its name (a constant) and its body's name, for the runtime.
        constant_index(program_.methods[ir::method_index(n)].info.owner);
        break;
      case Op::GetIvar:
        begin(Opcode::GetIvar, line);
        word(slot(n));
        word(slot(n->input(1)));
        word(ivar_cache(n));
        break;
      case Op::SetIvar:
        begin(Opcode::SetIvar, line);
        word(slot(n));
        word(slot(n->input(1)));
        word(slot(n->input(2)));
        word(ivar_cache(n));
        break;
      case Op::Return:
        // The Return is built after the body: it takes its value's line.
        begin(Opcode::Return, line ? line : method_.graph.line(ir::ret_value(n)));
        word(slot(ir::ret_value(n)));
        break;
      default:
        throw std::logic_error(std::string("bytecode: no tier-1 instruction for ") + std::string(ir::op_name(n->op())));
    }
  }

  void send(const Node* n, std::uint32_t line) {
    const bool with_block = n->op() == Op::SendBlock;
    if (const Specialised* s = with_block ? nullptr : specialised(n)) {
      std::uint32_t imm = 0;
      bool is_immediate = immediate_argument(n, *s, &imm);
      begin(is_immediate ? s->op_immediate : s->op, line);
      word(slot(n));
      word(slot(ir::receiver(n)));
      if (is_immediate) word(imm);
      else
        for (const Node* a : ir::args(n)) word(slot(a));
      word(cache(n));
      return;
    }
    const std::optional<Opcode> bits = bit_send(n);
    if (is_length_send(n) || is_at_send(n) || bits) {
      // Laid out as the Send each falls back to.
      begin(bits ? *bits : is_length_send(n) ? Opcode::SendLength : Opcode::SendAt, line);
      word(slot(n));
      word(slot(ir::receiver(n)));
      word(cache(n));
      word(static_cast<std::uint32_t>(ir::argc(n)));
      for (const Node* a : ir::args(n)) word(slot(a));
      return;
    }
    bool to_self = ir::receiver(n)->op() == Op::Self;
    if (with_block) begin(to_self ? Opcode::SendSelfBlock : Opcode::SendBlock, line);
    else begin(to_self ? Opcode::SendSelf : Opcode::Send, line);
    word(slot(n));
    if (!to_self) word(slot(ir::receiver(n)));
    if (with_block) word(slot(ir::sent_block(n)));
    word(cache(n));
    word(static_cast<std::uint32_t>(ir::argc(n)));
    for (const Node* a : ir::args(n)) word(slot(a));
  }

 public:
  void finish_loop_headers() {
    for (std::size_t i = 0; i < loop_targets_.size(); ++i) code_.loop_headers[i] = block_pc_[loop_targets_[i]];
  }

 private:
  const ir::Program& program_;
  const ir::Method& method_;
  const sched::MethodSchedule& schedule_;
  const regalloc::Allocation& alloc_;
  BytecodeProgram& out_;
  Code& code_;
  std::vector<std::uint32_t> block_pc_;
  std::vector<Fixup> fixups_;
  std::vector<std::size_t> loop_targets_;
  std::uint32_t line_ = 0;
};

}  // namespace

BytecodeProgram compile_bytecode(const ir::Program& program, const std::vector<sched::MethodSchedule>& schedules,
                                 const std::vector<regalloc::Allocation>& allocations) {
  init_runtime();  // constants may be runtime objects (Bignum literals)
  BytecodeProgram out;
  out.literals = program.strings;
  out.methods.resize(program.methods.size());
  for (std::size_t i = 0; i < program.methods.size(); ++i) {
    const ir::Method& m = program.methods[i];
    Code& code = out.methods[i];
    code.name = m.info.file_top ? "<top (required)>" : std::string(program.symbols.name(m.info.name));
    code.file = std::string(program.symbols.name(program.files.at(m.info.file)));
    code.file_top = m.info.file_top;
    code.def_line = m.info.line;
    code.required = m.info.required;
    code.num_params = m.info.required + m.info.optional + (m.info.rest ? 1 : 0);
    code.rest = m.info.rest;
    code.frame_size = std::max(allocations[i].frame_size, code.num_params);
    code.is_block = m.info.is_block;
    code.is_lambda = m.info.is_lambda;
    code.protected_body = m.info.protected_body;
    code.builtin = m.info.builtin;
    code.class_member = m.info.class_member;
    if (code.builtin || code.class_member) code.owner = std::string(program.symbols.name(m.info.owner));
    code.singleton = m.info.singleton;
    for (ir::SymbolId a : m.info.aliases) code.aliases.push_back(intern(program.symbols.name(a)));
    out.method_names.push_back(intern(program.symbols.name(m.info.name)));
    MethodCompiler mc(program, m, schedules[i], allocations[i], out, code);
    mc.compile();
    mc.finish_loop_headers();
  }
  return out;
}

}  // namespace rhz::rt
