// The bytecode instructions that become one superblock instruction each
// (see projector.h): moves and constants, ivars through their cache's
// shape, Array [] and []= on the fast path, allocations, environments and
// the frame's block.
#include "runtime/tier2/projector.h"

namespace rhz::rt::tier2::detail {

bool Projector::simple(SbInstr& in, Opcode op, const std::uint32_t* w) {
  const Code& code = *top().code;
  switch (op) {
    case Opcode::GetIvar:
    case Opcode::SetIvar: {
      // The shape the cache last saw (none yet: the ivar was never set).
      const bool get = op == Opcode::GetIvar;
      const InlineCache& ic = code.caches[get ? w[3] : w[4]];
      if (!ic.shape || ic.slot > 255) return false;
      in.op = get ? SbOp::GetIvar : SbOp::SetIvar;
      in.dst = w[1] + top().offset;
      in.a = slot(w[2]);
      if (!get) in.b = slot(w[3]);
      in.klass = reinterpret_cast<std::uint64_t>(ic.shape);
      in.other_shape = reinterpret_cast<std::uint64_t>(get ? ic.shape : ic.shape_after);
      in.index = ic.slot;
      in.name = std::string(sym_name(ic.name));
      return true;
    }
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
      if (stack_.size() == 1) {
        in.op = SbOp::ArgGiven;
        in.dst = w[1];
        in.index = w[2];
        return true;
      }
      // An inlined call passes every parameter.
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
    case Opcode::NewEnv:
      in.op = SbOp::NewEnv;
      in.dst = w[1] + top().offset;
      in.a = slot(w[2]);
      in.index = w[3];
      return true;
    case Opcode::Interpolate:
    case Opcode::NewArray:
      in.op = op == Opcode::Interpolate ? SbOp::Interpolate : SbOp::NewArray;
      in.dst = w[1] + top().offset;
      for (std::uint32_t i = 0; i < w[2]; ++i) in.args.push_back(slot(w[3 + i]));
      return true;
    case Opcode::FrameBlock:
      if (stack_.size() == 1) {
        in.op = SbOp::FrameBlock;
        in.dst = w[1];
        return true;
      }
      // In an inlined block's frame: the block, below its self.
      if (!sb_.frames[top().index].block) return false;
      in.op = SbOp::Load;
      in.dst = w[1] + top().offset;
      in.a = SbOperand::of_slot(top().offset - 2);
      return true;
    case Opcode::BlockEnv:
      if (stack_.size() == 1) {
        in.op = SbOp::BlockEnv;
        in.dst = w[1];
        return true;
      }
      // In an inlined block's frame: the env of the block below its self.
      if (!sb_.frames[top().index].block) return false;
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

}  // namespace rhz::rt::tier2::detail
