// Projection of superblocks from tier-1 bytecode (see projection.h).
#include "runtime/tier2/projection.h"

#include <set>

#include "runtime/object.h"

namespace rhz::rt::tier2 {

namespace {

using ir::SbInstr;
using ir::SbOp;
using ir::SbOperand;

std::optional<ir::Imm> immediate(Value v) {
  if (is_fixnum(v)) return ir::Imm::of_fixnum(fixnum_value(v));
  if (v == kNil) return ir::Imm::nil();
  if (v == kTrue) return ir::Imm::of_bool(true);
  if (v == kFalse) return ir::Imm::of_bool(false);
  return std::nullopt;
}

// The word of an immediate operand ('v'): a tagged fixnum, sign-extended.
SbOperand immediate_operand(std::uint32_t word) {
  auto bits = static_cast<std::int64_t>(static_cast<std::int32_t>(word));
  return SbOperand::of_imm(ir::Imm::of_fixnum(bits >> 1));
}

// The profile says the operation only ever took its fixnum (or Array) fast
// path: it never needed the generic send.
bool only_fast_path(const InlineCache& ic, bool array) {
  return ic.misses == 0 && (array ? ic.saw_array : ic.saw_fixnum);
}

struct OpInfo {
  SbOp op;
  bool immediate;  // the right operand is an immediate word
};

std::optional<OpInfo> arith(Opcode op) {
  switch (op) {
#define CASE(name)                                       \
  case Opcode::name: return OpInfo{SbOp::name, false};   \
  case Opcode::name##I: return OpInfo{SbOp::name, true};
    CASE(Add) CASE(Sub) CASE(Mul) CASE(Div) CASE(Mod)
    CASE(Lt) CASE(Le) CASE(Gt) CASE(Ge) CASE(Eq) CASE(Ne)
#undef CASE
    default: return std::nullopt;
  }
}

// Fused compare-and-branch: the comparison, whether the branch is taken
// when it holds (BranchIf) or fails (BranchUnless), and the immediate form.
struct CompareBranch {
  SbOp cmp;
  bool taken_if_true;
  bool immediate;
};

std::optional<CompareBranch> compare_branch(Opcode op) {
  switch (op) {
#define CASE(name)                                                        \
  case Opcode::BranchUnless##name: return CompareBranch{SbOp::name, false, false}; \
  case Opcode::BranchIf##name: return CompareBranch{SbOp::name, true, false};      \
  case Opcode::BranchUnless##name##I: return CompareBranch{SbOp::name, false, true}; \
  case Opcode::BranchIf##name##I: return CompareBranch{SbOp::name, true, true};
    CASE(Lt) CASE(Le) CASE(Gt) CASE(Ge) CASE(Eq) CASE(Ne)
#undef CASE
    default: return std::nullopt;
  }
}

ir::SbType type_of(Value v) {
  if (is_fixnum(v)) return ir::SbType::Fixnum;
  if (is_array(v)) return ir::SbType::Array;
  return ir::SbType::Unknown;
}

}  // namespace

Projection project(const BytecodeProgram& program, const Code& code, const SlotLiveness& liveness,
                   std::uint32_t start_pc, const Value* frame, const ProjectionLimits& limits) {
  ir::Superblock sb;
  sb.method = code.name;
  sb.start_pc = start_pc;
  sb.start_line = code.lines[start_pc];
  sb.frame_size = code.frame_size;
  sb.constant_names = program.constant_names;
  for (std::uint32_t s = 0; s < code.frame_size; ++s) sb.entry_types.push_back(type_of(frame[s]));
  std::set<std::uint32_t> targets{start_pc};

  const std::uint32_t* words = code.words.data();
  std::uint32_t pc = start_pc;
  auto slot = [](std::uint32_t s) { return SbOperand::of_slot(s); };
  auto end_here = [&] {
    SbInstr in;
    in.op = SbOp::Exit;
    in.pc = pc;
    in.line = code.lines[pc];
    sb.instrs.push_back(in);
    targets.insert(pc);
  };

  // Jumps add no instruction; the step bound keeps a path of jumps finite.
  for (std::uint32_t steps = 0;; ++steps) {
    if (sb.instrs.size() >= limits.max_instrs || steps > 4 * limits.max_instrs) {
      end_here();
      break;
    }
    const std::uint32_t* w = words + pc;
    const auto op = static_cast<Opcode>(w[0]);
    SbInstr in;
    in.pc = pc;
    in.line = code.lines[pc];
    const std::uint32_t next = pc + instruction_length(w);
    targets.insert(pc);

    if (op == Opcode::Jump) {
      pc = w[1];
      continue;
    }
    if (op == Opcode::LoopJump || op == Opcode::EnterExecutor) {
      if (w[1] == start_pc) {
        sb.closes_loop = true;
        break;
      }
      end_here();  // another loop's back edge: its own executor takes over there
      break;
    }
    if (op == Opcode::BranchIf || op == Opcode::BranchUnless) {
      const BranchProfile& bp = code.branches[w[3]];
      bool taken = bp.count[1] >= bp.count[0];
      bool truthy_when_taken = op == Opcode::BranchIf;
      in.op = SbOp::Branch;
      in.a = slot(w[1]);
      in.expect = taken == truthy_when_taken;
      in.other = taken ? next : w[2];
      sb.instrs.push_back(in);
      targets.insert(in.other);
      pc = taken ? w[2] : next;
      continue;
    }
    if (auto cb = compare_branch(op)) {
      if (!only_fast_path(code.caches[w[4]], false)) {
        end_here();
        break;
      }
      const BranchProfile& bp = code.branches[w[5]];
      bool taken = bp.count[1] >= bp.count[0];
      in.op = SbOp::CompareBranch;
      in.cmp = cb->cmp;
      in.a = slot(w[1]);
      in.b = cb->immediate ? immediate_operand(w[2]) : slot(w[2]);
      in.expect = taken == cb->taken_if_true;
      in.other = taken ? next : w[3];
      sb.instrs.push_back(in);
      targets.insert(in.other);
      pc = taken ? w[3] : next;
      continue;
    }
    if (auto a = arith(op)) {
      if (!only_fast_path(code.caches[w[4]], false)) {
        end_here();
        break;
      }
      in.op = a->op;
      in.dst = w[1];
      in.a = slot(w[2]);
      in.b = a->immediate ? immediate_operand(w[3]) : slot(w[3]);
      sb.instrs.push_back(in);
      pc = next;
      continue;
    }
    bool supported = true;
    switch (op) {
      case Opcode::LoadK:
        if (auto v = immediate(code.constants[w[2]])) {
          in.op = SbOp::Load;
          in.dst = w[1];
          in.a = SbOperand::of_imm(*v);
        } else {
          supported = false;
        }
        break;
      case Opcode::Move:
        in.op = SbOp::Load;
        in.dst = w[1];
        in.a = slot(w[2]);
        break;
      case Opcode::Self:
        in.op = SbOp::Self;
        in.dst = w[1];
        break;
      case Opcode::Truthy:
      case Opcode::Not:
        in.op = op == Opcode::Truthy ? SbOp::Truthy : SbOp::Not;
        in.dst = w[1];
        in.a = slot(w[2]);
        break;
      case Opcode::Aref:
        supported = only_fast_path(code.caches[w[4]], true);
        in.op = SbOp::ArrayRef;
        in.dst = w[1];
        in.a = slot(w[2]);
        in.b = slot(w[3]);
        break;
      case Opcode::Aset:
        supported = only_fast_path(code.caches[w[5]], true);
        in.op = SbOp::ArraySet;
        in.dst = w[1];
        in.a = slot(w[2]);
        in.b = slot(w[3]);
        in.c = slot(w[4]);
        break;
      case Opcode::ConstGet:
        in.op = SbOp::ConstGet;
        in.dst = w[1];
        in.index = w[2];
        break;
      default: supported = false; break;
    }
    if (!supported) {
      end_here();
      break;
    }
    sb.instrs.push_back(in);
    pc = next;
  }

  for (std::uint32_t t : targets) sb.live[t] = liveness.live_slots(t);
  Projection out;
  // A path that exits before doing anything is not worth an executor.
  if (!sb.closes_loop && sb.instrs.size() < 2) {
    out.failure = sb.instrs.empty() ? "empty" : "unsupported instruction at start";
    return out;
  }
  out.superblock = std::move(sb);
  return out;
}

}  // namespace rhz::rt::tier2
