// Machine code in its selected form: per block, the machine operations of
// codegen/mops.def with operands in x86 registers, frame slots or
// immediates. Instruction selection (codegen/select.h) produces it and
// emission (codegen/emit.cpp) turns each operation into x86-64.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "codegen/abi.h"
#include "ir/node.h"
#include "sched/cfg.h"

namespace rhz::codegen {

enum class MOp : std::uint8_t {
#define MOP(name) name,
#include "codegen/mops.def"
#undef MOP
};

std::string_view mop_name(MOp op);

// Where an operand is. Reg indexes codegen/registers.h's machine registers.
struct Operand {
  enum class Kind : std::uint8_t { None, Reg, Slot, Imm };
  Kind kind = Kind::None;
  std::uint32_t index = 0;  // register or slot number
  std::int64_t imm = 0;     // a tagged word for Imm

  static Operand reg(std::uint32_t r) { return {Kind::Reg, r, 0}; }
  static Operand slot(std::uint32_t s) { return {Kind::Slot, s, 0}; }
  static Operand immediate(std::int64_t v) { return {Kind::Imm, 0, v}; }
  bool is_none() const { return kind == Kind::None; }
  bool is_imm() const { return kind == Kind::Imm; }
  bool operator==(const Operand&) const = default;
};

// Signed comparisons of tagged fixnums (2n+1 keeps the order of n).
enum class Cond : std::uint8_t { Lt, Le, Gt, Ge, Eq, Ne };

struct MInstr {
  MOp op = MOp::Move;
  Operand dst, a, b;
  std::vector<Operand> args;
  std::int64_t imm = 0;
  Cond cond = Cond::Eq;
  bool if_taken = true;             // Branch / FixCompareBranch: jump when true
  bool receiver_is_self = false;    // Send: the receiver is self, a heap object (see emit_Send)
  std::uint8_t literal_kind = 0;    // Literal: ir::LiteralKind
  sched::BlockId target = sched::kNoBlock;
  std::uint64_t saved = 0;          // inline ops: caller-saved registers live across (their slow path saves them)
  std::uint32_t site = 0;           // SendSite index
  std::uint32_t line = 0;           // source line (for the frame record and listings)
  std::uint32_t exit = 0;           // tier-2 guards: the exit taken when the check fails
  const ir::Node* node = nullptr;   // the IR node it came from (null for moves and jumps)
};

struct MBlock {
  sched::BlockId block = sched::kNoBlock;
  std::vector<MInstr> instrs;
};

// An executor's exit: where its frame state is as it leaves, and the tier-1
// slot each value goes back to.
struct ExitCode {
  bool used = false;
  std::vector<std::pair<std::uint32_t, Operand>> state;  // (slot, value)
  // (slot, the tier-1 slot whose value on entry it gets): parameters only
  // exits read, copied within the tier-1 frame by the exit itself.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> copies;
};

struct MachineMethod {
  std::string name;
  std::vector<MBlock> blocks;                   // layout order
  std::vector<std::size_t> position;            // block id -> index in blocks
  std::vector<SendSite> sites;                  // name, argc, flags, line; the runtime adds caches
  std::vector<std::string> site_names;          // the method name of each site, for listings
  std::vector<std::int64_t> site_tags;          // each site's send's payload imm (tier 2: its call's number)
  std::vector<std::string> leaf_names;          // the method name of each CallLeaf, for listings
  std::uint32_t num_params = 0;
  bool reads_argc = false;                      // ArgGiven (optional parameters) tests it
  bool reads_block = false;                     // FrameBlock reads the block it was called with
  std::uint32_t frame_slots = 0;                // values, spills and parameters
  std::uint32_t max_call_args = 0;              // words of the outgoing argv area
  std::uint32_t spills = 0;
  std::uint32_t linear_instrs = 0;              // linear IR instructions selected from
  // Tier-2 executors: argv is the tier-1 frame; only the parameters in
  // param_slots (the slots the code reads) are copied in, and every way out
  // is an exit.
  bool executor = false;
  std::uint32_t executor_id = 0;                // in the high half of what it returns
  std::uint64_t record_code = 0;                // compile_executor's record_code
  std::vector<std::uint32_t> param_slots;
  std::vector<ExitCode> exits;                  // by exit index
};

}  // namespace rhz::codegen
