// Projection of the block instructions an executor hands to the runtime
// (see projector.h): making a block, a send that passes one, the catch of a
// break after it, and a yield that is not inlined. Each is a call from the
// starting frame (ir::SbOp::Call of a Projection::CallKind), so a method
// that passes a block or yields to whatever block comes stays in its
// executor instead of ending the path there.
#include "runtime/tier2/projector.h"

namespace rhz::rt::tier2::detail {

// A yield the path does not inline (the method's yields met several blocks,
// or the frame holds none now): a call of whatever block the frame holds,
// made as tier 1 makes it (arguments spread, a lambda's count checked, no
// block raising LocalJumpError). A break out of the block comes back as the
// marker, which the BranchIfBreak after every yield passes on.
bool Projector::call_yield(const SbInstr& in, std::uint32_t next, const std::uint32_t* w) {
  std::vector<SbOperand> args;
  for (std::uint32_t i = 0; i < w[3]; ++i) args.push_back(slot(w[4 + i]));
  static const Sym yield = intern("yield");
  return call_runtime(Projection::CallKind::Yield, yield, 0, nullptr, in, next, w[1], slot(w[2]), std::move(args));
}

bool Projector::block_instruction(SbInstr& in, Opcode op, std::uint32_t next, const std::uint32_t* w) {
  const Code& code = *top().code;
  switch (op) {
    case Opcode::MakeBlock: {
      // block_new(method, env, self): an allocation, made by the runtime.
      static const Sym make_block = intern("make_block");
      return call_runtime(Projection::CallKind::MakeBlock, make_block, 0, nullptr, in, next, w[1], self(),
                          {slot(w[3])}, std::nullopt, w[2]);
    }
    case Opcode::SendBlock:
    case Opcode::SendSelfBlock: {
      // The send with its block as one argument more; never a direct call
      // (those pass no block).
      const bool explicit_receiver = op == Opcode::SendBlock;
      const std::uint32_t* operands = w + (explicit_receiver ? 3 : 2);  // block, cache, argc, args...
      const InlineCache& ic = code.caches[operands[1]];
      std::vector<SbOperand> args;
      for (std::uint32_t i = 0; i < operands[2]; ++i) args.push_back(slot(operands[3 + i]));
      args.push_back(slot(operands[0]));
      return call_runtime(Projection::CallKind::SendBlock, ic.name, ic.flags, &ic, in, next, w[1],
                          explicit_receiver ? slot(w[2]) : self(), std::move(args));
    }
    case Opcode::CatchBreak: {
      // catch_break(result, block): a result that is the break marker
      // leaves for tier 1, which catches it at this instruction; any other
      // result is the send's value.
      if (side_) return false;
      in.op = SbOp::Branch;
      in.on_break = true;
      in.a = slot(w[2]);
      in.expect = false;
      in.other = in.pc;
      in.live_other = live_at(in.other);
      push(in);
      SbInstr result = make(SbOp::Load, in.pc);
      result.dst = w[1] + top().offset;
      result.a = slot(w[2]);
      push(result);
      return true;
    }
    default: return false;
  }
}

}  // namespace rhz::rt::tier2::detail
