// The projector: the state and the walk of one projection (projection.h),
// shared by projection.cpp (the walk along the path, forks),
// projection_inlining.cpp (calls inlined, early returns, yields),
// projection_blocks.cpp (blocks through the runtime), projection_sends.cpp
// (sends specialised in place), projection_simple.cpp (instructions that
// translate one to one) and projection_compare.cpp. Internal to tier 2.
#pragma once

#include <algorithm>

#include "runtime/block.h"
#include "runtime/float.h"
#include "runtime/object.h"
#include "runtime/shape.h"
#include "runtime/tier2/bytecode_reading.h"
#include "runtime/tier2/projection.h"
#include "runtime/vm_stack.h"

namespace rhz::rt::tier2::detail {

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
  // Class#new inlined: initialize's frame, whose caller gets the object (in
  // this caller's slot) instead of initialize's result.
  std::uint32_t constructed = kNotConstructed;
  static constexpr std::uint32_t kNotConstructed = ~std::uint32_t{0};
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
      out_.failure = "Float arithmetic on operands of varying kinds (tier 1 is faster)";
      return std::move(out_);
    }
    // A path into a loop (whose executor its end links to) does real work.
    const std::uint32_t min_path = reaches_loop_ ? 2 : limits_.min_path;
    if (!sb_.closes_loop && count_ < min_path) {
      out_.failure = count_ < 2 ? (count_ == 0 ? "empty" : "unsupported instruction at start") : "path too short";
      return std::move(out_);
    }
    out_.direct_only = !sb_.closes_loop && !reaches_loop_ && count_ < limits_.min_entered_path;
    out_.superblock = std::move(sb_);
    return std::move(out_);
  }

 private:
  const PathFrame& top() const { return stack_.back(); }
  // An operand read from slot s of the running frame: the constant itself
  // when the slot holds one for the whole method (SlotLiveness::constant).
  SbOperand slot(std::uint32_t s) const {
    if (const std::uint32_t k = top().liveness->constant(s); k != SlotLiveness::kNotConstant) {
      const Value v = top().code->constants[k];
      if (auto imm = immediate(v)) return SbOperand::of_imm(*imm);
      if (lasting_object(v)) return SbOperand::of_object(v.bits, k);
    }
    return SbOperand::of_slot(s + top().offset);
  }
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
    // Nothing in an inlined initialize may exit (constructor_inline):
    // JIT stress never cuts the path there either.
    for (const PathFrame& f : stack_)
      if (f.constructed != PathFrame::kNotConstructed) in.completes_call = true;
    ++count_;
    out_list_->push_back(std::move(in));
  }
  // Continue while `receiver` is a heap object of class `klass` (what an
  // inline cache saw), as the inlined code after it assumes.
  void check_class(std::uint32_t pc, SbOperand receiver, const RClass* klass) {
    SbInstr check = make(SbOp::CheckClass, pc);
    check.a = receiver;
    check.klass = reinterpret_cast<std::uint64_t>(klass);
    push(check);
  }
  void check_value(std::uint32_t pc, SbOperand operand, ir::Imm value) {
    SbInstr check = make(SbOp::CheckValue, pc);
    check.a = operand;
    check.b = SbOperand::of_imm(value);
    push(check);
  }
  // Before == or != compares words (reading::identity_comparison): the
  // receiver's class checked (nil, true and false: the value). A def of ==
  // (which != calls) or != invalidates.
  void identity_check(std::uint32_t pc, SbOperand receiver, const RClass* klass) {
    if (auto v = immediate_of_class(klass)) check_value(pc, receiver, *v);
    else check_class(pc, receiver, klass);
    out_.inlined.push_back(intern("=="));
    out_.inlined.push_back(intern("!="));
  }
  // A comparison of Strings (`"\n" == @current`, `a < b`) fused with its
  // branch, as a call of String's method and a branch on its result
  // (projection_compare.cpp); false when it does not apply.
  bool compare_by_call(SbInstr in, const InlineCache& ic, const CompareBranch& cb, std::uint32_t pc,
                       std::uint32_t next, const std::uint32_t* w);
  // A slot for a value only the superblock sees (projection_compare.cpp).
  std::uint32_t scratch_slot(std::uint32_t pc);
  // An operator that took its Float fast path: on doubles, its operands
  // typed as the profile saw them. When an operand's kind varied (or the
  // send ran too) the path is not compiled at all: tier 1's fast paths beat
  // a call through the runtime per operation.
  bool float_operation(SbInstr& in, const InlineCache& ic) {
    const auto fixnums = fixnums_among_floats(ic);
    if (!fixnums) {
      floats_ = true;
      return false;
    }
    in.flonums = true;
    in.fixnum_operands = *fixnums;
    return true;
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
  // Tier 1 resumes at `resume` (the next instruction unless given) when
  // the executor must leave right after the call.
  bool call_send(SbInstr in, const InlineCache& ic, std::uint32_t next, std::uint32_t dst, SbOperand receiver,
                 std::vector<SbOperand> args, std::optional<std::uint32_t> resume = std::nullopt) {
    if (leaf_call(in, ic, dst + top().offset, receiver, args)) return true;
    return call_runtime(Projection::CallKind::Send, ic.name, ic.flags, &ic, in, next, dst, receiver, std::move(args),
                        resume);
  }
  // The same for any kind of call (Projection::CallKind); a send's inline
  // cache says which Ruby method it always reached, if one.
  bool call_runtime(Projection::CallKind kind, Sym name, std::uint8_t flags, const InlineCache* ic, SbInstr in,
                    std::uint32_t next, std::uint32_t dst, SbOperand receiver, std::vector<SbOperand> args,
                    std::optional<std::uint32_t> resume = std::nullopt, std::uint32_t method = 0) {
    if (stack_.size() > 1) return false;
    in.op = SbOp::Call;
    in.dst = dst;
    in.a = receiver;
    in.args = std::move(args);
    in.name = std::string(sym_name(name));
    in.flags = flags;
    in.index = static_cast<std::uint32_t>(out_.calls.size());
    in.other = resume.value_or(next);
    in.live_other = live_at(in.other);
    const auto argc = static_cast<std::uint32_t>(in.args.size());
    // A send or yield calls its callee's executor directly when it can
    // (codegen/abi.h, DirectCall), starting with the method the profile
    // saw the send always reach.
    const Code* target = kind == Projection::CallKind::Send ? ruby_target(*ic, argc) : nullptr;
    if (kind == Projection::CallKind::Send) in.flags |= ir::kSendDirect;
    if (kind == Projection::CallKind::SendBlock) in.flags |= ir::kSendDirect | ir::kSendWithBlock;
    if (kind == Projection::CallKind::Yield) in.flags |= ir::kSendDirect | ir::kSendYield;
    out_.calls.push_back({kind, method, name, flags, in.pc, next - in.pc, target, ic ? ic->klass : nullptr,
                          ic ? ic->super_owner : nullptr});
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

  // Gone one way mostly, but the other at least once.
  static bool rarely(const BranchProfile& bp) { return bp.count[0] > 0 && bp.count[1] > 0 && !both_ways(bp); }

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
  bool returning_fork(SbInstr in, Side side, std::uint32_t side_pc, bool when_true, std::uint32_t continue_at) {
    if (side_) return false;  // only on the path itself
    in.op = SbOp::Fork;
    in.other = ir::kNoJoin;
    in.index = side_pc;
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

  // A branch that rarely goes the `rare` way, where that way soon returns
  // (`return true unless x` in a loop, the `false` after a while loop):
  // a returning fork, out of line, which costs the usual way nothing and
  // keeps the method's way out of exits (a direct call's callee that exits
  // is finished through the runtime).
  bool rare_return_fork(const SbInstr& in, std::uint32_t rare, std::uint32_t usual, bool rare_if_true) {
    if (side_ || fork_depth_ >= kMaxForkDepth) return false;
    Side probe = walk_side(rare, nullptr);
    if (!probe.returned) return false;
    return returning_fork(in, std::move(probe), rare, rare_if_true, usual);
  }

  // Projects both sides of the branch at the running pc up to where they
  // meet; false (nothing recorded) when they do not meet soon enough.
  bool fork(SbInstr in, std::uint32_t if_true, std::uint32_t if_false) {
    Side probe = walk_side(if_true, nullptr);
    if (probe.returned) return returning_fork(std::move(in), std::move(probe), if_true, true, if_false);
    if (fork_depth_ == 0) {
      Side other_way = walk_side(if_false, nullptr);
      if (other_way.returned) return returning_fork(std::move(in), std::move(other_way), if_false, false, if_true);
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

  // ---- inner loops ----------------------------------------------------------

  // The back edge at `pc` of a loop whose header the path passed through,
  // in the starting frame: when the header is the loop's test (a branch
  // whose other way leaves past the back edge), the path since the header
  // becomes an InnerLoop and goes on where the test leaves (*after). Loops
  // nest one deep: the body holds no InnerLoop of its own.
  bool nest_loop(std::uint32_t header, std::uint32_t pc, std::uint32_t* after);  // projection.cpp

  // ---- inlining: calls, early returns, yields (projection_inlining.cpp) ----
  const Code* inlinable(const InlineCache& ic, std::uint32_t argc) const;
  static bool array_length(const InlineCache& ic);
  const Code* ruby_target(const InlineCache& ic, std::uint32_t argc) const;
  bool followable(const Code& code, std::vector<const Code*>& calling) const;
  std::optional<std::vector<SbInstr>> early_return(std::uint32_t pc);
  bool straight(SbInstr& in, Opcode op, const std::uint32_t* w);
  bool early_return_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t length, std::uint32_t dst,
                           const SbOperand& receiver, const std::uint32_t* args, std::uint32_t argc);
  void inline_call(const Code& callee, const InlineCache& ic, std::uint32_t pc, std::uint32_t length, std::uint32_t dst,
                   SbOperand receiver, const std::uint32_t* args, std::uint32_t argc);
  bool inline_yield(std::uint32_t pc, std::uint32_t length, const std::uint32_t* w);

  // ---- blocks through the runtime (projection_blocks.cpp) -------------------
  bool call_yield(const SbInstr& in, std::uint32_t next, const std::uint32_t* w);
  bool block_instruction(SbInstr& in, Opcode op, std::uint32_t next, const std::uint32_t* w);
  void enter_frame(const Code& callee, std::uint32_t pc, std::uint32_t length, std::uint32_t dst, SbOperand receiver,
                   const std::uint32_t* args, std::uint32_t argc, std::uint32_t constructed);
  // Where a callee's slots start: after the running frame's and the gap.
  std::uint32_t callee_offset() const { return top().offset + top().code->frame_size + kFrameGapWords; }

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
        if (std::uint32_t after; nest_loop(w[1], pc, &after)) {
          pc = after;
          continue;
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
        result.a = callee.constructed != PathFrame::kNotConstructed ? SbOperand::of_slot(callee.constructed)
                                                                     : SbOperand::of_slot(w[1] + callee.offset);
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
        if (rarely(bp) && rare_return_fork(in, taken ? next : w[2], taken ? w[2] : next,
                                           taken != (op == Opcode::BranchIf))) {
          pc = fork_continue_;
          continue;
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
        if (code.caches[w[4]].float_operands) {
          // Floats (or a Float and an Integer) compared as doubles; operands
          // whose kind varied are not compiled (tier 1 compares inline too).
          if (!float_operation(in, code.caches[w[4]])) return end_at(pc);
        } else if (!only_fast_path(code.caches[w[4]], false)) {
          const InlineCache& ic = code.caches[w[4]];
          if (!identity_comparison(ic, cb->cmp)) {
            if (!compare_by_call(in, ic, *cb, pc, next, w)) return end_at(pc);
            pc = next_after_;
            continue;
          }
          // `s == :name`, `node != nil`, `nil == x`: the receiver's class
          // checked, then the words compared.
          identity_check(pc, in.a, ic.klass);
          in.identity = true;
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
        if (rarely(bp)) {
          in.compare = true;
          if (rare_return_fork(in, taken ? next : w[3], taken ? w[3] : next, taken != cb->taken_if_true)) {
            pc = fork_continue_;
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
        // A Float modulo (tier 1's fast path) is a call: executors have no fmod.
        const bool modulo_call = a->op == SbOp::Mod && code.caches[w[4]].float_operands;
        if (code.caches[w[4]].float_operands && !modulo_call) {
          // Float arithmetic (an Integer operand converted) runs in SSE
          // registers.
          if (!float_operation(in, code.caches[w[4]])) return end_at(pc);
        } else if (!modulo_call && !code.caches[w[4]].saw_fixnum && identity_comparison(code.caches[w[4]], a->op)) {
          // `x == :sym`, `node != nil` as a value: as in a branch (below).
          identity_check(pc, slot(w[2]), code.caches[w[4]].klass);
          in.identity = true;
        } else if (modulo_call || !only_fast_path(code.caches[w[4]], false)) {
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
      if (op == Opcode::SendSelf || laid_out_as_send(op)) {
        const bool explicit_receiver = op != Opcode::SendSelf;
        const std::uint32_t cache = explicit_receiver ? w[3] : w[2];
        const std::uint32_t argc = explicit_receiver ? w[4] : w[3];
        const std::uint32_t* args = w + (explicit_receiver ? 5 : 4);
        if (op == Opcode::SendAt && only_fast_path(code.caches[cache], true)) {
          // Array#at that only ever met Arrays: Aref's element load.
          in.op = SbOp::ArrayRef;
          in.dst = w[1] + top().offset;
          in.a = slot(w[2]);
          in.b = slot(args[0]);
          push(in);
          pc = next;
          continue;
        }
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
        if (explicit_receiver && constructor_inline(in, code.caches[cache], pc, length, w[1], slot(w[2]), args, argc)) {
          pc = 0;
          continue;
        }
        if (argc == 1 && explicit_receiver && sqrt_inline(in, code.caches[cache], pc, w[1], slot(w[2]), slot(args[0]))) {
          pc = next;
          continue;
        }
        if (attribute_inline(in, code.caches[cache], pc, w[1], explicit_receiver ? slot(w[2]) : self(), args, argc) ||
            undef_inline(in, code.caches[cache], w[1], args, argc) ||
            intrinsic_inline(in, code.caches[cache], pc, w[1], explicit_receiver ? slot(w[2]) : self(), args, argc)) {
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
        if (inline_yield(pc, length, w)) {
          pc = 0;
          continue;
        }
        if (!call_yield(in, next, w)) return end_at(pc);
        pc = next;
        continue;
      }
      if (op == Opcode::SendBlock || op == Opcode::SendSelfBlock || op == Opcode::MakeBlock ||
          op == Opcode::CatchBreak) {
        if (!block_instruction(in, op, next, w)) return end_at(pc);
        pc = next;
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

  // Class#new of the one class the send made objects of, when its
  // initialize only stores its arguments and constants into ivars: the
  // receiver checked to be that class, the allocation, and initialize's
  // code inlined on the new object, which the send then gives. Such an
  // initialize cannot exit: the object's shape is known from the empty one
  // on, and it was allocated with room for every ivar initialize gives it
  // (the class's ivar_hint only grows), so no exit ever needs initialize's
  // frame rebuilt under a frame for `new`.
  bool constructor_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t length,
                          std::uint32_t dst, SbOperand receiver, const std::uint32_t* args, std::uint32_t argc);

  // Math.sqrt, which the send always reached on the Math module: the
  // receiver's class checked, then sqrtsd on a flonum.
  bool sqrt_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t dst,
                   SbOperand receiver, SbOperand arg);

  // The prelude's `__undef` (a parameter's default) is the object it
  // stands for, and `__undef?(x)` a comparison of x's word with it: Proc#call
  // asks seven times per call whether its arguments were given.
  bool undef_inline(SbInstr in, const InlineCache& ic, std::uint32_t dst, const std::uint32_t* args,
                    std::uint32_t argc);
  // Whether the send is `__undef` or `__undef?(x)`, the prelude's.
  static bool undef_helper(const InlineCache& ic, std::uint32_t argc);

  // A built-in with an intrinsic (MethodEntry::intrinsic) the send always
  // reached on one class: its receiver's class checked where it needs to
  // be, then a word compare, a fixnum operation or a field load instead of
  // the call.
  bool intrinsic_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t dst,
                        SbOperand receiver, const std::uint32_t* args, std::uint32_t argc);
  // The intrinsic the send can use (Intrinsic::None: none).
  static Intrinsic usable_intrinsic(const InlineCache& ic, std::uint32_t argc);

  // A built-in leaf (MethodEntry::leaf) the send always reached on one
  // class: its receiver's class checked, then the built-in called straight
  // from the executor (SbOp::CallLeaf) into slot dst (of the superblock's
  // numbering). Unlike a call through the runtime it may be made from an
  // inlined frame: it never needs the frame to exist.
  bool leaf_call(SbInstr in, const InlineCache& ic, std::uint32_t dst, SbOperand receiver,
                 std::vector<SbOperand> args);
  static bool usable_leaf(const InlineCache& ic, std::uint32_t argc);

  // An attribute method (attr_reader, attr_writer) the send always
  // reached, with objects of one shape: the receiver's class checked, then
  // the ivar's load or store, as if the ivar were read where the send is.
  bool attribute_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t pc, std::uint32_t dst,
                        SbOperand receiver, const std::uint32_t* args, std::uint32_t argc);

  // The instructions that translate one to one; false for the rest.
  bool simple(SbInstr& in, Opcode op, const std::uint32_t* w);

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
  std::uint32_t next_after_ = 0;     // where the path goes on after compare_by_call's branch or fork
  bool reaches_loop_ = false;        // the path ends at another loop's back edge
  bool floats_ = false;              // met Float arithmetic on operands of varying kinds: not compiled
  std::uint32_t stop_pc_ = 0;
  const std::vector<std::uint32_t>* stop_ = nullptr;
  std::vector<std::uint32_t>* visited_ = nullptr;
};

}  // namespace rhz::rt::tier2::detail
