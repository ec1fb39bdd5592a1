// The Projector's inlining (projector.h): sends to small Ruby methods
// inlined, a method's early return inlined at its call, and yields to the
// block the frame holds inlined into the loop that yields.
#include <algorithm>

#include "runtime/block.h"
#include "runtime/tier2/projector.h"
#include "runtime/vm_stack.h"

namespace rhz::rt::tier2::detail {

// A send to inline, or null: the profile saw one Ruby method, small, not
// already on the path, given every parameter, that the path can follow
// to its return.
const Code* Projector::inlinable(const InlineCache& ic, std::uint32_t argc) const {
  const Code* callee = ruby_target(ic, argc);
  if (!callee || stack_.size() > limits_.max_inline_depth) return nullptr;
  std::vector<const Code*> calling;
  for (const PathFrame& f : stack_) calling.push_back(f.code);
  return followable(*callee, calling) ? callee : nullptr;
}

// A send of `length` or `size` that only ever found Array's own (or, as
// tier 1's SendLength, only ever met Arrays).
bool Projector::array_length(const InlineCache& ic) {
  if (only_fast_path(ic, true)) return true;
  if (ic.klass != c_Array || ic.classes_seen != 1 || ic.state != g_method_state || !ic.entry || !ic.entry->native)
    return false;
  static const Sym kLength = intern("length"), kSize = intern("size");
  return ic.name == kLength || ic.name == kSize;
}

const Code* Projector::ruby_target(const InlineCache& ic, std::uint32_t argc) const {
  const MethodEntry* me = ic.entry;
  if (!me || me->native || !me->code || ic.classes_seen != 1 || ic.state != g_method_state || !ic.klass) return nullptr;
  const Code* callee = me->code;
  // A method with `*rest` packs its arguments as it is entered: called
  // through the runtime only.
  if (callee->rest || argc != callee->num_params || callee->words.size() > limits_.max_inline_words) return nullptr;
  return callee;
}

// Can a path inlining `code` (called from the methods in `calling`) get
// through it without an exit? Only if everything in it specialises: an
// exit inside an inlined method is taken with its frames rebuilt, never
// linked, so a method that always exits (it loops, allocates, calls a
// built-in or recurses) is better called than inlined.
bool Projector::followable(const Code& code, std::vector<const Code*>& calling) const {
  if (std::find(calling.begin(), calling.end(), &code) != calling.end()) return false;
  if (calling.size() > limits_.max_inline_depth) return false;
  calling.push_back(&code);
  const std::uint32_t* words = code.words.data();
  bool ok = true;
  for (std::uint32_t pc = 0; ok && pc < code.words.size(); pc += instruction_length(words + pc)) {
    const std::uint32_t* w = words + pc;
    const auto op = static_cast<Opcode>(w[0]);
    if (arith(op) || compare_branch(op))
      ok = only_fast_path(code.caches[w[4]], false) || fixnums_among_floats(code.caches[w[4]]) ||
           usable_leaf(code.caches[w[4]], 1);
    else if (op == Opcode::Aref) ok = only_fast_path(code.caches[w[4]], true) || usable_leaf(code.caches[w[4]], 1);
    else if (op == Opcode::Aset) ok = only_fast_path(code.caches[w[5]], true);
    else if (op == Opcode::SendLength) ok = array_length(code.caches[w[3]]);
    else if (op == Opcode::SendAt && only_fast_path(code.caches[w[3]], true)) ok = true;
    else if (op == Opcode::GetIvar) ok = code.caches[w[3]].shape != nullptr;
    else if (op == Opcode::SetIvar) ok = code.caches[w[4]].shape != nullptr;
    else if (op == Opcode::SendSelf || laid_out_as_send(op)) {
      const bool explicit_receiver = op != Opcode::SendSelf;
      const InlineCache& ic = code.caches[explicit_receiver ? w[3] : w[2]];
      const std::uint32_t argc = explicit_receiver ? w[4] : w[3];
      const bool attribute = ic.entry && ic.entry->attr != Attr::None && ic.shape && ic.classes_seen == 1;
      const Code* callee = ruby_target(ic, argc);
      ok = attribute || undef_helper(ic, argc) || usable_intrinsic(ic, argc) != Intrinsic::None ||
           usable_leaf(ic, argc) || (callee && followable(*callee, calling));
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
        case Opcode::OuterEnv:
        case Opcode::EnvLoad:
        case Opcode::EnvStore:
        case Opcode::IsBreak:
        case Opcode::BranchIfBreak:
        case Opcode::BranchUnlessBreak:
        case Opcode::Return: break;
        // A block's own block and env are read below its inlined self.
        case Opcode::BlockEnv:
        case Opcode::FrameBlock: ok = code.is_block; break;
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
std::optional<std::vector<SbInstr>> Projector::early_return(std::uint32_t pc) {
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
bool Projector::straight(SbInstr& in, Opcode op, const std::uint32_t* w) {
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
bool Projector::early_return_inline(const SbInstr& send, const InlineCache& ic, std::uint32_t length, std::uint32_t dst,
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
    // The other side of the fork calls the method from its start, which
    // runs the prefix again: it must not write anything but frame slots.
    const auto prefix_op = static_cast<Opcode>(x[0]);
    if (prefix_op == Opcode::SetIvar || prefix_op == Opcode::EnvStore) return undo();
    SbInstr in = make(SbOp::Exit, at);
    if (!straight(in, prefix_op, x)) return undo();
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
void Projector::inline_call(const Code& callee, const InlineCache& ic, std::uint32_t pc, std::uint32_t length, std::uint32_t dst,
                 SbOperand receiver, const std::uint32_t* args, std::uint32_t argc) {
  check_class(pc, receiver, ic.klass);
  enter_frame(callee, pc, length, dst, receiver, args, argc, PathFrame::kNotConstructed);
}

// The callee's frame on the path: self and the arguments copied where tier 1
// would put them (its slots from `callee_offset()`, self in the word below).
void Projector::enter_frame(const Code& callee, std::uint32_t pc, std::uint32_t length, std::uint32_t dst,
                            SbOperand receiver, const std::uint32_t* args, std::uint32_t argc,
                            std::uint32_t constructed) {
  const std::uint32_t offset = callee_offset();
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
  stack_.push_back({&callee, &liveness_(callee), index, offset, dst, constructed});
  sb_.frame_size = std::max(sb_.frame_size, offset + callee.frame_size);
}

// Inlines the yield at pc when the starting frame holds a block there now
// (its method's frame runs it) whose code every path gets through without
// an exit: checked to be the same block's code, the
// block's frame is entered as an inlined method's is, with the block below
// its self. A block of two or more parameters given one value may spread
// an Array over them, and a lambda given a wrong count raises: tier 1
// makes those yields.
bool Projector::inline_yield(std::uint32_t pc, std::uint32_t length, const std::uint32_t* w) {
  if (side_ || stack_.size() != 1 || stack_.size() > limits_.max_inline_depth || top().code->yields_vary) return false;
  const Value block = frame_[w[2]];
  if (!is_block(block)) return false;
  const std::uint32_t method = block_method(as_block(block));
  const Code& body = program_.methods[method];
  const std::uint32_t argc = w[3];
  const bool plain = !body.rest && (body.is_lambda ? accepts_argc(&body, argc) : !(body.num_params > 1 && argc == 1));
  if (!plain || body.words.size() > limits_.max_inline_words) return false;
  // A block that would exit inside (a send it cannot inline, say) is
  // better called, in its own executor, than inlined.
  std::vector<const Code*> calling{top().code};
  if (!followable(body, calling)) return false;
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

}  // namespace rhz::rt::tier2::detail
