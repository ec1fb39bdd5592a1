// Tier 2's runtime pieces on their own: slot liveness over bytecode and the
// rule that keeps linked executors making progress.
#include <catch2/catch.hpp>

#include "runtime/tier2/executor.h"
#include "runtime/tier2/liveness.h"

namespace rhz::rt::tier2 {

namespace {

// words: an instruction stream; frame_size: slots.
Code make_code(std::vector<std::uint32_t> words, std::uint32_t frame_size) {
  Code c;
  c.name = "test";
  c.frame_size = frame_size;
  c.lines.assign(words.size(), 1);
  c.words = std::move(words);
  return c;
}

std::uint32_t op(Opcode o) { return static_cast<std::uint32_t>(o); }

}  // namespace

TEST_CASE("tier2: an exit back to its own executor's start never links", "[tier2][progress]") {
  using ir::ExitKind;
  // Guard and End exits that moved the pc link; one that resumes where the
  // executor started has run nothing, so linking it could let executors
  // pass control round without tier 1 ever running an instruction.
  CHECK(may_link(ExitKind::Guard, 40, 12, false));
  CHECK(may_link(ExitKind::End, 40, 12, false));
  CHECK_FALSE(may_link(ExitKind::Guard, 12, 12, false));
  CHECK_FALSE(may_link(ExitKind::End, 12, 12, false));
  // Nothing to continue, or frames tier 1 must rebuild first.
  CHECK_FALSE(may_link(ExitKind::Entry, 40, 12, false));
  CHECK_FALSE(may_link(ExitKind::Unlikely, 40, 12, false));
  CHECK_FALSE(may_link(ExitKind::Return, 40, 12, false));
  CHECK_FALSE(may_link(ExitKind::Guard, 40, 12, true));
}

TEST_CASE("tier2: slot liveness follows branches and loops", "[tier2][liveness]") {
  // 0: LoadK s1 <- k0          (s1 written before read: not live at 0)
  // 3: BranchUnless s0 -> 13   (s0 read)
  // 7: Move s2 <- s1
  // 10: Jump -> 16
  // 12..: Move s2 <- s0 at 13
  // 16: Return s2
  std::vector<std::uint32_t> w = {
      op(Opcode::LoadK), 1, 0,                 // 0
      op(Opcode::BranchUnless), 0, 13, 0,      // 3
      op(Opcode::Move), 2, 1,                  // 7
      op(Opcode::Jump), 16,                    // 10
      op(Opcode::Move), 0, 0,                  // 12 (unreached filler)
      op(Opcode::Move), 2, 0,                  // 15 -> retargeted below
      op(Opcode::Return), 2,                   // 18
  };
  // Fix the targets to the real starts: the else arm is the Move at 15, the
  // join the Return at 18.
  w[5] = 15;
  w[11] = 18;
  Code code = make_code(w, 3);
  SlotLiveness live(code);
  CHECK(live.live_slots(0) == std::vector<std::uint32_t>{0});
  CHECK(live.live_slots(3) == std::vector<std::uint32_t>{0, 1});
  CHECK(live.live_slots(7) == std::vector<std::uint32_t>{1});
  CHECK(live.live_slots(15) == std::vector<std::uint32_t>{0});
  CHECK(live.live_slots(18) == std::vector<std::uint32_t>{2});
  CHECK(successors(code, 3) == std::vector<std::uint32_t>{15, 7});
  CHECK(successors(code, 18).empty());
}

}  // namespace rhz::rt::tier2
