// Projection of superblocks from tier-1 bytecode (see projection.h).
#include "runtime/tier2/projection.h"

#include <algorithm>

#include "runtime/block.h"
#include "runtime/object.h"
#include "runtime/tier2/bytecode_reading.h"
#include "runtime/vm_stack.h"

namespace rhz::rt::tier2 {

namespace {

using ir::SbInstr;
using ir::SbOp;
using ir::SbOperand;
using namespace reading;

// One frame of the path: the superblock's own, or one inlined into it.
struct PathFrame {
  const Code* code;
  const SlotLiveness* liveness;
  std::uint32_t index;   // in Superblock::frames
  std::uint32_t offset;  // of its slot 0
  std::uint32_t dst;     // the caller's slot for the result (inlined frames)
};

class Projector {
 public:
  Projector(const BytecodeProgram& program, const Value* constants, const Code& code, const LivenessOf& liveness,
            const ProjectionLimits& limits)
      : program_(program), constants_(constants), liveness_(liveness), limits_(limits) {
    stack_.push_back({&code, &liveness(code), 0, 0, 0});
    out_.frame_codes.push_back(&code);
  }

  Projection run(std::uint32_t start_pc, const Value* frame) {
    const Code& code = *stack_[0].code;
    frame_ = frame;
    sb_.method = code.name;
    sb_.start_pc = start_pc;
    sb_.start_line = code.lines[start_pc];
    sb_.frame_size = code.frame_size;
    sb_.constant_names = program_.constant_names;
    sb_.literals = program_.literals;
    sb_.frames.push_back({code.name, 0, 0, 0, 0, 0});
    for (std::uint32_t s = 0; s < code.frame_size; ++s) sb_.entry_types.push_back(type_of(frame[s]));
    sb_.live_at_start = stack_[0].liveness->live_slots(start_pc);
    walk(start_pc);
    if (floats_) {
      out_.failure = "Float arithmetic (tier 1 is faster)";
      return std::move(out_);
    }
    // A path into a loop (whose executor its end links to) does real work.
    const std::uint32_t min_path = reaches_loop_ ? 2 : limits_.min_path;
    if (!sb_.closes_loop && count_ < min_path) {
      out_.failure = count_ < 2 ? (count_ == 0 ? "empty" : "unsupported instruction at start") : "path too short";
      return std::move(out_);
    }
    out_.superblock = std::move(sb_);
    return std::move(out_);
  }

 private:
  const PathFrame& top() const { return stack_.back(); }
  SbOperand slot(std::uint32_t s) const { return SbOperand::of_slot(s + top().offset); }
  // The running frame's self: the superblock's own, or an inlined frame's
  // word below its slots.
  SbOperand self() const { return stack_.size() == 1 ? SbOperand::self() : SbOperand::of_slot(top().offset - 1); }

  // The slots live where tier 1 resumes at pc of the running frame: its
  // own, then each inlined frame's self and each caller's slots live after
  // the call returns (its result slot is written by the return).
  std::vector<std::uint32_t> live_at(std::uint32_t pc) const {
    std::vector<std::uint32_t> out;
    for (std::uint32_t s : top().liveness->live_slots(pc)) out.push_back(s + top().offset);
    for (std::size_t k = stack_.size() - 1; k > 0; --k) {
      const PathFrame& callee = stack_[k];
      const PathFrame& caller = stack_[k - 1];
      const ir::SbFrame& f = sb_.frames[callee.index];
      out.push_back(callee.offset - 1);
      if (f.block) out.push_back(callee.offset - 2);
      for (std::uint32_t s : caller.liveness->live_slots(f.send_pc + f.call_length))
        if (s != callee.dst) out.push_back(s + caller.offset);
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  SbInstr make(SbOp op, std::uint32_t pc) const {
    SbInstr in;
    in.op = op;
    in.pc = pc;
    in.line = top().code->lines[pc];
    in.frame = top().index;
    in.live = live_at(pc);
    return in;
  }

  void push(SbInstr in) {
    ++count_;
    out_list_->push_back(std::move(in));
  }
  // The path ends here with an exit; a side of a fork just stops.
  void end_at(std::uint32_t pc) {
    if (side_) return;
    push(make(SbOp::Exit, pc));
  }

  // A send made through the runtime from the starting frame (ir::SbOp::Call),
  // on the path or a side of a fork; false in an inlined frame. (A side is
  // walked more than once: calls recorded by walks that are thrown away
  // stay in the table unused.)
  bool call_send(SbInstr in, const InlineCache& ic, std::uint32_t next, std::uint32_t dst, SbOperand receiver,
                 std::vector<SbOperand> args) {
    if (stack_.size() > 1) return false;
    in.op = SbOp::Call;
    in.dst = dst;
    in.a = receiver;
    in.args = std::move(args);
    in.name = std::string(sym_name(ic.name));
    in.flags = ic.flags;
    in.index = static_cast<std::uint32_t>(out_.calls.size());
    in.other = next;
    in.live_other = live_at(next);
    const auto argc = static_cast<std::uint32_t>(in.args.size());
    const Code* target = ruby_target(ic, argc);
    if (target) {
      in.flags |= ir::kSendDirect;
      out_.inlined.push_back(ic.name);  // a def of it invalidates the executor
    }
    out_.calls.push_back({ic.name, ic.flags, in.pc, next - in.pc, target, ic.klass});
    push(std::move(in));
    return true;
  }

  // ---- forks --------------------------------------------------------------

  // Both directions common enough that exiting on either would be costly;
  // while the profile is young (tier 1 stops updating it once executors run
  // the code), any branch seen going both ways.
  static bool both_ways(const BranchProfile& bp) {
    std::uint64_t total = bp.count[0] + bp.count[1];
    if (total < 16) return bp.count[0] > 0 && bp.count[1] > 0;
    return std::min(bp.count[0], bp.count[1]) * 8 >= total;
  }

  struct Side {
    std::vector<SbInstr> instrs;
    std::vector<std::uint32_t> visited;  // pcs, in order
    bool reached = false;                // stopped at a pc of `stop`
    bool returned = false;               // ended in the starting frame's return
    std::uint32_t join = 0;
  };

  // Walks one side of a fork from pc, in the running frame, until a pc in
  // stop (if given) or anything a side may not hold (a send, a return, a
  // back edge, another fork, the length limit).
  // Sides may hold forks of their own (an if/elsif chain), to a depth.
  Side walk_side(std::uint32_t pc, const std::vector<std::uint32_t>* stop) {
    Side side;
    struct Saved {
      std::vector<SbInstr>* list;
      std::size_t count;
      bool side, hit;
      std::uint32_t stop_pc;
      const std::vector<std::uint32_t>* stop;
      std::vector<std::uint32_t>* visited;
    } saved{out_list_, count_, side_, stop_hit_, stop_pc_, stop_, visited_};
    out_list_ = &side.instrs;
    side_ = true;
    stop_hit_ = false;
    stop_ = stop;
    visited_ = &side.visited;
    ++fork_depth_;
    walk(pc);
    --fork_depth_;
    side.reached = stop_hit_;
    side.join = stop_pc_;
    side.returned = side_returned_;
    side_returned_ = false;
    out_list_ = saved.list;
    count_ = saved.count;
    side_ = saved.side;
    stop_hit_ = saved.hit;
    stop_pc_ = saved.stop_pc;
    stop_ = saved.stop;
    visited_ = saved.visited;
    return side;
  }

  // A side that returns (`if n < 2 then n else ... end`): the fork's
  // `returning` body ends in the Return, and the path goes on along the
  // other direction, which never meets it (other = kNoJoin).
  bool returning_fork(SbInstr in, Side side, bool when_true, std::uint32_t continue_at) {
    if (side_) return false;  // only on the path itself
    in.op = SbOp::Fork;
    in.other = ir::kNoJoin;
    std::uint32_t body = static_cast<std::uint32_t>(sb_.bodies.size());
    sb_.bodies.push_back(std::move(side.instrs));
    sb_.bodies.emplace_back();
    in.then_body = when_true ? body : body + 1;
    in.else_body = when_true ? body + 1 : body;
    count_ += sb_.bodies[body].size();
    push(std::move(in));
    fork_continue_ = continue_at;
    return true;
  }

  // Projects both sides of the branch at the running pc up to where they
  // meet; false (nothing recorded) when they do not meet soon enough.
  bool fork(SbInstr in, std::uint32_t if_true, std::uint32_t if_false) {
    Side probe = walk_side(if_true, nullptr);
    if (probe.returned) return returning_fork(std::move(in), std::move(probe), true, if_false);
    if (fork_depth_ == 0) {
      Side other_way = walk_side(if_false, nullptr);
      if (other_way.returned) return returning_fork(std::move(in), std::move(other_way), false, if_true);
    }
    Side other = walk_side(if_false, &probe.visited);
    if (!other.reached) return false;
    std::vector<std::uint32_t> join{other.join};
    Side then_side = walk_side(if_true, &join);
    if (!then_side.reached) return false;
    in.op = SbOp::Fork;
    in.other = other.join;
    in.then_body = static_cast<std::uint32_t>(sb_.bodies.size());
    sb_.bodies.push_back(std::move(then_side.instrs));
    in.else_body = static_cast<std::uint32_t>(sb_.bodies.size());
    sb_.bodies.push_back(std::move(other.instrs));
    count_ += sb_.bodies[in.then_body].size() + sb_.bodies[in.else_body].size();
    // The sides' pcs are the enclosing side's too (its join is found on them).
    if (visited_) {
      visited_->insert(visited_->end(), probe.visited.begin(), probe.visited.end());
      visited_->insert(visited_->end(), other.visited.begin(), other.visited.end());
    }
    push(std::move(in));
    return true;
  }

  // A send to inline, or null: the profile saw one Ruby method, small, not
  // already on the path, given every parameter, that the path can follow
  // to its return.
  const Code* inlinable(const InlineCache& ic, std::uint32_t argc) const {
    const Code* callee = ruby_target(ic, argc);
    if (!callee || stack_.size() > limits_.max_inline_depth) return nullptr;
    std::vector<const Code*> calling;
    for (const PathFrame& f : stack_) calling.push_back(f.code);
    return followable(*callee, calling) ? callee : nullptr;
  }

  // A send of `length` or `size` that only ever found Array's own (or, as
  // tier 1's SendLength, only ever met Arrays).
  static bool array_length(const InlineCache& ic) {
    if (only_fast_path(ic, true)) return true;
    if (ic.klass != c_Array || ic.classes_seen != 1 || ic.state != g_method_state || !ic.entry || !ic.entry->native)
      return false;
    static const Sym kLength = intern("length"), kSize = intern("size");
    return ic.name == kLength || ic.name == kSize;
  }

  const Code* ruby_target(const InlineCache& ic, std::uint32_t argc) const {
    const MethodEntry* me = ic.entry;
    if (!me || me->native || !me->code || ic.classes_seen != 1 || ic.state != g_method_state || !ic.klass) return nullptr;
    const Code* callee = me->code;
    if (argc != callee->num_params || callee->words.size() > limits_.max_inline_words) return nullptr;
    return callee;
  }

  // Can a path inlining `code` (called from the methods in `calling`) get
  // through it without an exit? Only if everything in it specialises: an
  // exit inside an inlined method is taken with its frames rebuilt, never
  // linked, so a method that always exits (it loops, allocates, calls a
  // built-in or recurses) is better called than inlined.
  bool followable(const Code& code, std::vector<const Code*>& calling) const {
    if (std::find(calling.begin(), calling.end(), &code) != calling.end()) return false;
    if (calling.size() > limits_.max_inline_depth) return false;
    calling.push_back(&code);
    const std::uint32_t* words = code.words.data();
    bool ok = true;
    for (std::uint32_t pc = 0; ok && pc < code.words.size(); pc += instruction_length(words + pc)) {
      const std::uint32_t* w = words + pc;
      const auto op = static_cast<Opcode>(w[0]);
      if (arith(op)) ok = only_fast_path(code.caches[w[4]], false);
      else if (compare_branch(op)) ok = only_fast_path(code.caches[w[4]], false);
      else if (op == Opcode::Aref) ok = only_fast_path(code.caches[w[4]], true);
      else if (op == Opcode::Aset) ok = only_fast_path(code.caches[w[5]], true);
      else if (op == Opcode::SendLength) ok = array_length(code.caches[w[3]]);
      else if (op == Opcode::Send || op == Opcode::SendSelf) {
        const bool explicit_receiver = op == Opcode::Send;
        const Code* callee = ruby_target(code.caches[explicit_receiver ? w[3] : w[2]], explicit_receiver ? w[4] : w[3]);
        ok = callee && followable(*callee, calling);
      } else {
        switch (op) {
          case Opcode::LoadK:
            ok = immediate(code.constants[w[2]]).has_value() || lasting_object(code.constants[w[2]]);
            break;
          case Opcode::Move:
          case Opcode::Self:
          case Opcode::ArgGiven:
          case Opcode::Truthy:
          case Opcode::Not:
          case Opcode::Jump:
          case Opcode::BranchIf:
          case Opcode::BranchUnless:
          case Opcode::ConstGet:
          case Opcode::NewString:
          case Opcode::Interpolate:
          case Opcode::NewArray:
          case Opcode::Return: break;
          default: ok = false; break;
        }
      }
    }
    calling.pop_back();
    return ok;
  }

  // ---- early returns --------------------------------------------------------
  //
  // A method too big to inline often starts by returning early (`return n
  // if n < 2`, the base case of a recursion): the send then becomes a Fork
  // whose one side runs the method's test and early return inline (its
  // frame inlined as for any inlined method) and whose other side makes
  // the call. Half of fib's calls are its base case, and none of them is
  // made any more. (LLVM's partial inliner does this to early returns.)

  // The instructions from pc, in the running frame, to its Return, when
  // they are few and all straight-line: the early return's side, ending in
  // the Load of the result into the caller (the frame popped). Nothing
  // recorded otherwise.
  std::optional<std::vector<SbInstr>> early_return(std::uint32_t pc) {
    std::vector<SbInstr> out;
    for (std::uint32_t steps = 0; steps < kMaxEarlyReturn; ++steps) {
      const Code& code = *top().code;
      const std::uint32_t* w = code.words.data() + pc;
      const auto op = static_cast<Opcode>(w[0]);
      if (op == Opcode::Jump) {
        if (w[1] <= pc) return std::nullopt;
        pc = w[1];
        continue;
      }
      SbInstr in = make(SbOp::Exit, pc);
      if (op == Opcode::Return) {
        const PathFrame& callee = top();
        const ir::SbFrame& f = sb_.frames[callee.index];
        const PathFrame& caller = stack_[stack_.size() - 2];
        SbInstr result = in;
        result.op = SbOp::Load;
        result.completes_call = true;
        result.pc = f.send_pc;
        result.line = caller.code->lines[f.send_pc];
        result.frame = caller.index;
        result.live = caller.liveness->live_slots(f.send_pc);  // unused: a Load cannot exit
        for (std::uint32_t& s : result.live) s += caller.offset;
        result.dst = callee.dst + caller.offset;
        result.a = SbOperand::of_slot(w[1] + callee.offset);
        out.push_back(std::move(result));
        return out;
      }
      if (!straight(in, op, w)) return std::nullopt;
      out.push_back(std::move(in));
      pc += instruction_length(w);
    }
    return std::nullopt;
  }

  // A simple instruction, or an operator the profile saw on fixnums only.
  bool straight(SbInstr& in, Opcode op, const std::uint32_t* w) {
    if (auto a = arith(op)) {
      if (!only_fast_path(top().code->caches[w[4]], false)) return false;
      in.op = a->op;
      in.dst = w[1] + top().offset;
      in.a = slot(w[2]);
      in.b = a->immediate ? immediate_operand(w[3]) : slot(w[3]);
      return true;
    }
    if (op == Opcode::Aref || op == Opcode::Aset || op == Opcode::NewString || op == Opcode::Interpolate ||
        op == Opcode::NewArray)
      return false;  // keep the early path free of allocation and of what may exit often
    return simple(in, op, w);
  }

  // The send at in.pc (made from the starting frame, to `target`) as a Fork
  // on the callee's first branch, when one direction of it returns soon and
  // the profile saw it taken often enough to matter.
  bool early_return_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t length, std::uint32_t dst,
                           const SbOperand& receiver, const std::uint32_t* args, std::uint32_t argc) {
    if (stack_.size() != 1 || fork_depth_ >= kMaxForkDepth) return false;
    const Code* target = ruby_target(ic, argc);
    if (!target) return false;
    // The method's straight-line start, up to its first branch.
    std::uint32_t pc = 0;
    std::uint32_t prefix = 0;
    const std::uint32_t* w = nullptr;
    for (;; ++prefix) {
      if (prefix > kMaxEarlyReturn) return false;
      w = target->words.data() + pc;
      const auto op = static_cast<Opcode>(w[0]);
      if (op == Opcode::BranchIf || op == Opcode::BranchUnless || compare_branch(op)) break;
      if (op == Opcode::Jump || op == Opcode::Return || op == Opcode::LoopJump || op == Opcode::EnterExecutor)
        return false;
      pc += instruction_length(w);
    }
    const auto op = static_cast<Opcode>(w[0]);
    const auto cb = compare_branch(op);
    const BranchProfile& bp = target->branches[cb ? w[5] : w[3]];
    const std::uint32_t jump_to = cb ? w[3] : w[2];
    const std::uint32_t falls_to = pc + instruction_length(w);
    if (cb && !only_fast_path(target->caches[w[4]], false)) return false;

    const std::size_t list_size = out_list_->size();
    const std::size_t count = count_;
    const std::size_t frames = sb_.frames.size();
    const std::size_t inlined = out_.inlined.size();
    const std::uint32_t frame_size = sb_.frame_size;
    auto undo = [&] {
      out_list_->resize(list_size);
      count_ = count;
      sb_.frames.resize(frames);
      out_.frame_codes.resize(frames);
      out_.inlined.resize(inlined);
      sb_.frame_size = frame_size;
      if (stack_.size() > 1) stack_.pop_back();
      return false;
    };
    inline_call(*target, ic, send.pc, length, dst, receiver, args, argc);
    for (std::uint32_t at = 0; at < pc;) {
      const std::uint32_t* x = target->words.data() + at;
      SbInstr in = make(SbOp::Exit, at);
      if (!straight(in, static_cast<Opcode>(x[0]), x)) return undo();
      push(std::move(in));
      at += instruction_length(x);
    }
    // Which direction returns early, and how often the profile saw it.
    std::optional<std::vector<SbInstr>> early;
    bool early_when_jumping = false;
    const std::uint64_t total = bp.count[0] + bp.count[1];
    for (bool jumping : {true, false}) {
      const std::uint64_t seen = bp.count[jumping ? 1 : 0];
      if (seen == 0 || (total >= 16 && seen * 8 < total)) continue;
      if ((early = early_return(jumping ? jump_to : falls_to))) {
        early_when_jumping = jumping;
        break;
      }
    }
    if (!early) return undo();

    SbInstr fork = make(SbOp::Fork, pc);
    fork.a = slot(w[1]);
    if (cb) {
      fork.compare = true;
      fork.cmp = cb->cmp;
      fork.b = cb->immediate ? immediate_operand(w[2]) : slot(w[2]);
    }
    // The fork's condition holds when the branch jumps (BranchIf, or the
    // compare-branch taken when its comparison holds), or falls through.
    const bool jumps_when_true = cb ? cb->taken_if_true : op == Opcode::BranchIf;
    const bool early_when_true = early_when_jumping == jumps_when_true;
    stack_.pop_back();
    const std::uint32_t next = send.pc + length;
    fork.other = next;
    std::vector<SbInstr> call_side;
    std::vector<SbInstr>* saved = out_list_;
    out_list_ = &call_side;
    std::vector<SbOperand> operands;
    for (std::uint32_t i = 0; i < argc; ++i) operands.push_back(slot(args[i]));
    const bool called = call_send(send, ic, next, dst, receiver, operands);
    out_list_ = saved;
    if (!called) return undo();
    fork.then_body = static_cast<std::uint32_t>(sb_.bodies.size());
    fork.else_body = fork.then_body + 1;
    count_ += early->size();
    sb_.bodies.push_back(early_when_true ? std::move(*early) : std::move(call_side));
    sb_.bodies.push_back(early_when_true ? std::move(call_side) : std::move(*early));
    push(std::move(fork));
    return true;
  }

  // Enters the callee: the receiver's class checked, self and the
  // arguments copied where tier 1 would put them.
  void inline_call(const Code& callee, const InlineCache& ic, std::uint32_t pc, std::uint32_t length, std::uint32_t dst,
                   SbOperand receiver, const std::uint32_t* args, std::uint32_t argc) {
    SbInstr check = make(SbOp::CheckClass, pc);
    check.a = receiver;
    check.klass = reinterpret_cast<std::uint64_t>(ic.klass);
    push(check);
    const std::uint32_t offset = top().offset + top().code->frame_size + kFrameGapWords;
    SbInstr self_copy = make(SbOp::Load, pc);
    self_copy.dst = offset - 1;
    self_copy.a = receiver;
    push(self_copy);
    for (std::uint32_t i = 0; i < argc; ++i) {
      SbInstr copy = make(SbOp::Load, pc);
      copy.dst = offset + i;
      copy.a = slot(args[i]);
      push(copy);
    }
    const auto index = static_cast<std::uint32_t>(sb_.frames.size());
    sb_.frames.push_back({callee.name, top().index, pc, length, offset, argc});
    out_.frame_codes.push_back(&callee);
    out_.inlined.push_back(intern(callee.name));
    stack_.push_back({&callee, &liveness_(callee), index, offset, dst});
    sb_.frame_size = std::max(sb_.frame_size, offset + callee.frame_size);
  }

  // Inlines the yield at pc when the starting frame holds a block there now
  // (its method's frame runs it): checked to be the same block's code, the
  // block's frame is entered as an inlined method's is, with the block below
  // its self. A block of two or more parameters given one value may spread
  // an Array over them: tier 1 makes that yield.
  bool inline_yield(std::uint32_t pc, std::uint32_t length, const std::uint32_t* w) {
    if (side_ || stack_.size() != 1 || stack_.size() > limits_.max_inline_depth) return false;
    const Value block = frame_[w[2]];
    if (!is_block(block)) return false;
    const std::uint32_t method = block_method(as_block(block));
    const Code& body = program_.methods[method];
    const std::uint32_t argc = w[3];
    if ((body.num_params > 1 && argc == 1) || body.words.size() > limits_.max_inline_words) return false;
    SbInstr check = make(SbOp::CheckBlock, pc);
    check.a = slot(w[2]);
    check.klass = reinterpret_cast<std::uint64_t>(block_class());
    check.index = method;
    push(check);
    const std::uint32_t offset = top().offset + top().code->frame_size + kFrameGapWords;
    SbInstr block_copy = make(SbOp::Load, pc);
    block_copy.dst = offset - 2;
    block_copy.a = slot(w[2]);
    push(block_copy);
    SbInstr self_copy = make(SbOp::LoadField, pc);
    self_copy.dst = offset - 1;
    self_copy.a = slot(w[2]);
    self_copy.index = 2;  // RBlock::self
    push(self_copy);
    for (std::uint32_t i = 0; i < body.num_params; ++i) {
      SbInstr copy = make(SbOp::Load, pc);
      copy.dst = offset + i;
      copy.a = i < argc ? slot(w[4 + i]) : SbOperand::of_imm(ir::Imm::nil());
      push(copy);
    }
    const auto index = static_cast<std::uint32_t>(sb_.frames.size());
    sb_.frames.push_back({body.name, top().index, pc, length, offset, std::min(argc, body.num_params), true});
    out_.frame_codes.push_back(&body);
    stack_.push_back({&body, &liveness_(body), index, offset, w[1]});
    sb_.frame_size = std::max(sb_.frame_size, offset + body.frame_size);
    return true;
  }

  void walk(std::uint32_t pc) {
    // Jumps add no instruction; the step bound keeps a path of jumps finite.
    const std::uint32_t limit = side_ ? kMaxSide : limits_.max_instrs;
    for (std::uint32_t steps = 0;; ++steps) {
      if (side_) {
        if (stop_ && std::find(stop_->begin(), stop_->end(), pc) != stop_->end()) {
          stop_hit_ = true;
          stop_pc_ = pc;
          return;
        }
        visited_->push_back(pc);
      }
      if ((side_ ? out_list_->size() : count_) >= limit || steps > 4 * limit) return end_at(pc);
      const Code& code = *top().code;
      const std::uint32_t* w = code.words.data() + pc;
      const auto op = static_cast<Opcode>(w[0]);
      const std::uint32_t length = instruction_length(w);
      const std::uint32_t next = pc + length;
      SbInstr in = make(SbOp::Exit, pc);

      if (op == Opcode::Jump) {
        pc = w[1];
        continue;
      }
      if (op == Opcode::LoopJump || op == Opcode::EnterExecutor) {
        if (!side_ && stack_.size() == 1 && w[1] == sb_.start_pc) {
          sb_.closes_loop = true;
          return;
        }
        if (!side_) reaches_loop_ = true;
        return end_at(pc);  // another loop's back edge: its own executor takes over there
      }
      if (op == Opcode::Return) {
        if (side_ && stack_.size() == 1 && !stop_) {
          // A side of a fork in the starting frame may end in its return.
          in.op = SbOp::Return;
          in.a = slot(w[1]);
          push(in);
          side_returned_ = true;
          return;
        }
        if (side_) return end_at(pc);
        if (stack_.size() == 1) {
          in.op = SbOp::Return;
          in.a = slot(w[1]);
          push(in);
          return;
        }
        // Back in the caller, with the result where its send put it.
        PathFrame callee = top();
        const ir::SbFrame& f = sb_.frames[callee.index];
        stack_.pop_back();
        SbInstr result = make(SbOp::Load, f.send_pc);
        result.completes_call = true;
        result.dst = callee.dst + top().offset;
        result.a = SbOperand::of_slot(w[1] + callee.offset);
        push(result);
        pc = f.send_pc + f.call_length;
        continue;
      }
      if (op == Opcode::BranchIfBreak || op == Opcode::BranchUnlessBreak) {
        // After a yield: the path follows the block's normal return; a break
        // exits, and tier 1 passes it on.
        const bool jumps_on_break = op == Opcode::BranchIfBreak;
        in.op = SbOp::Branch;
        in.on_break = true;
        in.a = slot(w[1]);
        in.expect = false;
        in.other = jumps_on_break ? w[2] : next;
        in.live_other = live_at(in.other);
        push(in);
        pc = jumps_on_break ? next : w[2];
        continue;
      }
      if (op == Opcode::BranchIf || op == Opcode::BranchUnless) {
        const BranchProfile& bp = code.branches[w[3]];
        bool taken = bp.count[1] >= bp.count[0];
        in.a = slot(w[1]);
        if (fork_depth_ < kMaxForkDepth && both_ways(bp)) {
          // BranchIf jumps when a is truthy, BranchUnless when it is not.
          bool jumps_if_true = op == Opcode::BranchIf;
          if (fork(in, jumps_if_true ? w[2] : next, jumps_if_true ? next : w[2])) {
            pc = out_list_->back().other == ir::kNoJoin ? fork_continue_ : out_list_->back().other;
            continue;
          }
        }
        in.op = SbOp::Branch;
        in.expect = taken == (op == Opcode::BranchIf);
        in.other = taken ? next : w[2];
        in.live_other = live_at(in.other);
        push(in);
        pc = taken ? w[2] : next;
        continue;
      }
      if (auto cb = compare_branch(op)) {
        in.a = slot(w[1]);
        in.b = cb->immediate ? immediate_operand(w[2]) : slot(w[2]);
        if (!only_fast_path(code.caches[w[4]], false)) {
          if (!identity_comparison(code.caches[w[4]], cb->cmp)) return end_at(pc);
          // `s == :name`: the receiver's class checked, then the words compared.
          SbInstr check = make(SbOp::CheckClass, pc);
          check.a = in.a;
          check.klass = reinterpret_cast<std::uint64_t>(code.caches[w[4]].klass);
          push(check);
          in.identity = true;
          out_.inlined.push_back(code.caches[w[4]].name);  // a def of == or != invalidates
        }
        const BranchProfile& bp = code.branches[w[5]];
        bool taken = bp.count[1] >= bp.count[0];
        in.cmp = cb->cmp;
        if (fork_depth_ < kMaxForkDepth && both_ways(bp)) {
          in.compare = true;
          if (fork(in, cb->taken_if_true ? w[3] : next, cb->taken_if_true ? next : w[3])) {
            pc = out_list_->back().other == ir::kNoJoin ? fork_continue_ : out_list_->back().other;
            continue;
          }
          in.compare = false;
        }
        in.op = SbOp::CompareBranch;
        in.expect = taken == cb->taken_if_true;
        in.other = taken ? next : w[3];
        in.live_other = live_at(in.other);
        push(in);
        pc = taken ? w[3] : next;
        continue;
      }
      if (auto a = arith(op)) {
        if (code.caches[w[4]].saw_flonum) {
          // Float arithmetic: tier 1's flonum fast paths beat a call through
          // the runtime per operation, so the path is not compiled at all
          // (executors have no Float operations yet).
          floats_ = true;
          return end_at(pc);
        }
        if (!only_fast_path(code.caches[w[4]], false)) {
          // Not only fixnums: the send itself, through the runtime.
          SbOperand right = a->immediate ? immediate_operand(w[3]) : slot(w[3]);
          if (!call_send(in, code.caches[w[4]], next, w[1], slot(w[2]), {right})) return end_at(pc);
          pc = next;
          continue;
        }
        in.op = a->op;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        in.b = a->immediate ? immediate_operand(w[3]) : slot(w[3]);
        push(in);
        pc = next;
        continue;
      }
      if (op == Opcode::Send || op == Opcode::SendSelf || op == Opcode::SendLength) {
        const bool explicit_receiver = op != Opcode::SendSelf;
        const std::uint32_t cache = explicit_receiver ? w[3] : w[2];
        const std::uint32_t argc = explicit_receiver ? w[4] : w[3];
        const std::uint32_t* args = w + (explicit_receiver ? 5 : 4);
        if (argc == 0 && array_length(code.caches[cache])) {
          // Array#length (or #size): a load of the length, after an Array guard.
          in.op = SbOp::ArrayLength;
          in.dst = w[1] + top().offset;
          in.a = explicit_receiver ? slot(w[2]) : self();
          out_.inlined.push_back(code.caches[cache].name);
          push(in);
          pc = next;
          continue;
        }
        const Code* callee = side_ ? nullptr : inlinable(code.caches[cache], argc);
        if (!callee) {
          const SbOperand receiver = explicit_receiver ? slot(w[2]) : self();
          if (early_return_inline(in, code.caches[cache], length, w[1], receiver, args, argc)) {
            pc = next;
            continue;
          }
          // Through the runtime, from the starting frame only (a frame
          // inlined into the superblock does not exist for a callee's
          // backtrace or return); a Ruby method the send always reached is
          // called directly.
          std::vector<SbOperand> operands;
          for (std::uint32_t i = 0; i < argc; ++i) operands.push_back(slot(args[i]));
          if (!call_send(in, code.caches[cache], next, w[1], explicit_receiver ? slot(w[2]) : self(), operands))
            return end_at(pc);
          pc = next;
          continue;
        }
        inline_call(*callee, code.caches[cache], pc, length, w[1], explicit_receiver ? slot(w[2]) : self(), args, argc);
        pc = 0;
        continue;
      }
      if (op == Opcode::Yield) {
        if (!inline_yield(pc, length, w)) return end_at(pc);
        pc = 0;
        continue;
      }
      if (!simple(in, op, w)) {
        // [] and []= on what is not an Array: the send.
        bool sent = false;
        if (op == Opcode::Aref) sent = call_send(in, code.caches[w[4]], next, w[1], slot(w[2]), {slot(w[3])});
        if (op == Opcode::Aset) sent = call_send(in, code.caches[w[5]], next, w[1], slot(w[2]), {slot(w[3]), slot(w[4])});
        if (!sent) return end_at(pc);
        pc = next;
        continue;
      }
      push(in);
      pc = next;
    }
  }

  // The instructions that translate one to one; false for the rest.
  bool simple(SbInstr& in, Opcode op, const std::uint32_t* w) {
    const Code& code = *top().code;
    switch (op) {
      case Opcode::LoadK:
        in.op = SbOp::Load;
        in.dst = w[1] + top().offset;
        if (auto v = immediate(code.constants[w[2]])) {
          in.a = SbOperand::of_imm(*v);
          return true;
        }
        if (lasting_object(code.constants[w[2]])) {
          in.a = SbOperand::of_object(code.constants[w[2]].bits, w[2]);
          return true;
        }
        return false;
      case Opcode::Move:
        in.op = SbOp::Load;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        return true;
      case Opcode::Self:
        in.op = stack_.size() == 1 ? SbOp::Self : SbOp::Load;
        in.dst = w[1] + top().offset;
        in.a = self();
        return true;
      case Opcode::ArgGiven:
        // An inlined call passes every parameter.
        if (stack_.size() == 1) return false;
        in.op = SbOp::Load;
        in.dst = w[1] + top().offset;
        in.a = SbOperand::of_imm(ir::Imm::of_bool(sb_.frames[top().index].argc > w[2]));
        return true;
      case Opcode::Truthy:
      case Opcode::Not:
        in.op = op == Opcode::Truthy ? SbOp::Truthy : SbOp::Not;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        return true;
      case Opcode::Aref:
        if (!only_fast_path(code.caches[w[4]], true)) return false;
        in.op = SbOp::ArrayRef;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        in.b = slot(w[3]);
        return true;
      case Opcode::Aset:
        if (!only_fast_path(code.caches[w[5]], true)) return false;
        in.op = SbOp::ArraySet;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        in.b = slot(w[3]);
        in.c = slot(w[4]);
        return true;
      case Opcode::ConstGet:
        in.op = SbOp::ConstGet;
        in.dst = w[1] + top().offset;
        in.index = w[2];
        in.expect = constants_[w[2]] != kUndefined;
        return true;
      case Opcode::NewString:
        in.op = SbOp::NewString;
        in.dst = w[1] + top().offset;
        in.index = w[2];
        return true;
      case Opcode::Interpolate:
      case Opcode::NewArray:
        in.op = op == Opcode::Interpolate ? SbOp::Interpolate : SbOp::NewArray;
        in.dst = w[1] + top().offset;
        for (std::uint32_t i = 0; i < w[2]; ++i) in.args.push_back(slot(w[3 + i]));
        return true;
      case Opcode::FrameBlock:
        // In an inlined block's frame: the block, below its self.
        if (stack_.size() == 1 || !sb_.frames[top().index].block) return false;
        in.op = SbOp::Load;
        in.dst = w[1] + top().offset;
        in.a = SbOperand::of_slot(top().offset - 2);
        return true;
      case Opcode::BlockEnv:
        // In an inlined block's frame: the env of the block below its self.
        if (stack_.size() == 1 || !sb_.frames[top().index].block) return false;
        in.op = SbOp::LoadField;
        in.dst = w[1] + top().offset;
        in.a = SbOperand::of_slot(top().offset - 2);
        in.index = 1;  // RBlock::env
        return true;
      case Opcode::OuterEnv:
      case Opcode::EnvLoad:
        in.op = SbOp::LoadField;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        in.index = op == Opcode::OuterEnv ? 0 : w[3];
        return true;
      case Opcode::EnvStore:
        in.op = SbOp::StoreField;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        in.b = slot(w[3]);
        in.index = w[4];
        return true;
      case Opcode::IsBreak:
        in.op = SbOp::IsBreak;
        in.dst = w[1] + top().offset;
        in.a = slot(w[2]);
        return true;
      default: return false;
    }
  }

  const BytecodeProgram& program_;
  const Value* constants_;
  const LivenessOf& liveness_;
  const ProjectionLimits& limits_;
  std::vector<PathFrame> stack_;
  const Value* frame_ = nullptr;  // the starting frame's slots as they are now
  ir::Superblock sb_;
  Projection out_;
  std::vector<ir::SbInstr>* out_list_ = &sb_.instrs;  // where instructions go: the path, or a side of a fork
  std::size_t count_ = 0;                              // instructions so far, sides included
  // Walking a side of a fork (walk_side).
  static constexpr std::uint32_t kMaxSide = 64;
  static constexpr std::uint32_t kMaxForkDepth = 4;
  static constexpr std::uint32_t kMaxEarlyReturn = 8;  // instructions before and on an early return
  std::uint32_t fork_depth_ = 0;
  bool side_ = false, stop_hit_ = false, side_returned_ = false;
  std::uint32_t fork_continue_ = 0;  // where the path goes on after a returning fork
  bool reaches_loop_ = false;        // the path ends at another loop's back edge
  bool floats_ = false;              // met Float arithmetic: not compiled
  std::uint32_t stop_pc_ = 0;
  const std::vector<std::uint32_t>* stop_ = nullptr;
  std::vector<std::uint32_t>* visited_ = nullptr;
};

}  // namespace

Projection project(const BytecodeProgram& program, const Value* constants, const Code& code,
                   const LivenessOf& liveness, std::uint32_t start_pc, const Value* frame,
                   const ProjectionLimits& limits) {
  return Projector(program, constants, code, liveness, limits).run(start_pc, frame);
}

}  // namespace rhz::rt::tier2
