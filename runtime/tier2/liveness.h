// Liveness of tier-1 frame slots over a method's bytecode: which slots the
// method may still read before writing them, at every instruction start.
// Tier 2 writes back at an exit only the slots live where tier 1 resumes,
// and gives a loop header phis only for the slots live there.
//
// Computed once per method on demand (a backward data-flow to a fixed
// point over Code::words); operand kinds come from runtime/opcodes.def.
//
// It also finds the slots that hold one constant for the whole method: the
// tier-1 compiler gives a constant a slot of its own, loaded once at entry
// (`load_k s3, k1`), and every read of that slot reads the constant. A slot
// every write of which is a load_k of the same constant, and which is not a
// parameter, is such a slot (bytecode comes from SSA graphs: a read never
// comes before the write it reads); projection treats it as the constant.
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/bytecode.h"

namespace rhz::rt::tier2 {

class SlotLiveness {
 public:
  explicit SlotLiveness(const Code& code);

  bool live(std::uint32_t pc, std::uint32_t slot) const {
    return (bits_[pc * words_ + slot / 64] >> (slot % 64)) & 1;
  }
  // The live slots before the instruction at pc, in increasing order.
  std::vector<std::uint32_t> live_slots(std::uint32_t pc) const;
  // The index of the tier-1 constant the slot always holds, if it does.
  static constexpr std::uint32_t kNotConstant = ~std::uint32_t{0};
  std::uint32_t constant(std::uint32_t slot) const { return slot < constants_.size() ? constants_[slot] : kNotConstant; }

 private:
  std::uint32_t words_ = 0;       // 64-bit words per set
  std::uint32_t slots_ = 0;
  std::vector<std::uint64_t> bits_;  // live-in set of each pc (instruction starts only)
  std::vector<std::uint32_t> constants_;  // per slot: its constant, or kNotConstant

  void find_constants(const Code& code, const std::vector<std::uint32_t>& starts);
};

// The successors of the instruction at pc (branch targets and fall-through).
std::vector<std::uint32_t> successors(const Code& code, std::uint32_t pc);

}  // namespace rhz::rt::tier2
