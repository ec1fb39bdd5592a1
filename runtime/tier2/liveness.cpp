// Slot liveness over tier-1 bytecode (see liveness.h).
#include "runtime/tier2/liveness.h"

#include <cstring>

namespace rhz::rt::tier2 {

namespace {

bool is_branch_operand(char kind) { return kind == 't'; }

// Calls def(slot) and use(slot) for the instruction at pc.
template <typename Def, typename Use>
void for_each_slot(const Code& code, std::uint32_t pc, Def def, Use use) {
  const std::uint32_t* w = code.words.data() + pc;
  const char* kinds = opcode_operands(static_cast<Opcode>(w[0]));
  std::uint32_t i = 1;
  for (const char* k = kinds; *k; ++k, ++i) {
    switch (*k) {
      case 'd': def(w[i]); break;
      case 's': use(w[i]); break;
      case 'n': {
        std::uint32_t count = w[i];
        for (std::uint32_t j = 0; j < count; ++j) use(w[i + 1 + j]);
        i += count;
        break;
      }
      default: break;
    }
  }
}

}  // namespace

std::vector<std::uint32_t> successors(const Code& code, std::uint32_t pc) {
  const std::uint32_t* w = code.words.data() + pc;
  const auto op = static_cast<Opcode>(w[0]);
  std::vector<std::uint32_t> out;
  const char* kinds = opcode_operands(op);
  for (std::uint32_t i = 1; kinds[i - 1]; ++i)
    if (is_branch_operand(kinds[i - 1])) out.push_back(w[i]);
  bool falls_through = op != Opcode::Jump && op != Opcode::LoopJump && op != Opcode::EnterExecutor && op != Opcode::Return;
  if (falls_through) out.push_back(pc + instruction_length(w));
  return out;
}

SlotLiveness::SlotLiveness(const Code& code) {
  slots_ = code.frame_size;
  words_ = (slots_ + 63) / 64;
  if (words_ == 0) words_ = 1;
  const auto size = static_cast<std::uint32_t>(code.words.size());
  bits_.assign(static_cast<std::size_t>(size + 1) * words_, 0);
  std::vector<std::uint32_t> starts;
  for (std::uint32_t pc = 0; pc < size; pc += instruction_length(code.words.data() + pc)) starts.push_back(pc);
  find_constants(code, starts);
  std::vector<std::uint64_t> set(words_);
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = starts.rbegin(); it != starts.rend(); ++it) {
      const std::uint32_t pc = *it;
      std::fill(set.begin(), set.end(), 0);
      for (std::uint32_t s : successors(code, pc))
        for (std::uint32_t k = 0; k < words_; ++k) set[k] |= bits_[static_cast<std::size_t>(s) * words_ + k];
      for_each_slot(code, pc, [&](std::uint32_t d) { set[d / 64] &= ~(std::uint64_t{1} << (d % 64)); },
                    [](std::uint32_t) {});
      for_each_slot(code, pc, [](std::uint32_t) {}, [&](std::uint32_t u) { set[u / 64] |= std::uint64_t{1} << (u % 64); });
      std::uint64_t* mine = &bits_[static_cast<std::size_t>(pc) * words_];
      if (std::memcmp(mine, set.data(), words_ * sizeof(std::uint64_t)) != 0) {
        std::memcpy(mine, set.data(), words_ * sizeof(std::uint64_t));
        changed = true;
      }
    }
  }
}

void SlotLiveness::find_constants(const Code& code, const std::vector<std::uint32_t>& starts) {
  constexpr std::uint32_t kUnwritten = kNotConstant - 1;
  constants_.assign(code.frame_size, kUnwritten);
  for (std::uint32_t s = 0; s < code.num_params && s < code.frame_size; ++s) constants_[s] = kNotConstant;
  for (std::uint32_t pc : starts) {
    const std::uint32_t* w = code.words.data() + pc;
    const bool load_k = static_cast<Opcode>(w[0]) == Opcode::LoadK;
    for_each_slot(code, pc, [&](std::uint32_t d) {
      std::uint32_t& c = constants_[d];
      if (load_k && (c == kUnwritten || c == w[2])) c = w[2];
      else c = kNotConstant;
    }, [](std::uint32_t) {});
  }
  for (std::uint32_t& c : constants_)
    if (c == kUnwritten) c = kNotConstant;
}

std::vector<std::uint32_t> SlotLiveness::live_slots(std::uint32_t pc) const {
  std::vector<std::uint32_t> out;
  for (std::uint32_t s = 0; s < slots_; ++s)
    if (live(pc, s)) out.push_back(s);
  return out;
}

}  // namespace rhz::rt::tier2
