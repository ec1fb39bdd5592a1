// Projection of superblocks from tier-1 bytecode (see projection.h): the
// walk itself is the Projector's (projector.h); nesting inner loops is here.
#include <algorithm>
#include <iterator>

#include "runtime/tier2/projector.h"

namespace rhz::rt::tier2 {

namespace detail {

bool Projector::nest_loop(std::uint32_t header, std::uint32_t pc, std::uint32_t* after) {
  if (side_ || stack_.size() != 1 || out_list_ != &sb_.instrs) return false;
  std::vector<SbInstr>& path = sb_.instrs;
  const auto head =
      std::find_if(path.begin(), path.end(), [&](const SbInstr& in) { return in.frame == 0 && in.pc == header; });
  if (head == path.end()) return false;
  // The header's test, after the straight-line instructions that compute
  // what it reads (`while i < length`: the length).
  auto test = head;
  while (test != path.end() && (test->op == SbOp::Load || test->op == SbOp::ArrayLength ||
                                test->op == SbOp::GetIvar || test->op == SbOp::LoadField))
    ++test;
  if (test != path.end() && test->op == SbOp::Fork && test->other == ir::kNoJoin && test->frame == 0) {
    // A test whose leaving side returns soon (`while i < length ... end;
    // self`) was projected as a returning fork: as the loop's test it
    // leaves to that side, which the path then projects after the loop.
    const bool then_returns = !sb_.bodies[test->then_body].empty();
    test->op = test->compare ? SbOp::CompareBranch : SbOp::Branch;
    test->expect = !then_returns;
    test->other = test->index;
    test->live_other = live_at(test->other);
  }
  if (test == path.end() || (test->op != SbOp::Branch && test->op != SbOp::CompareBranch) || test->on_break ||
      test->frame != 0 || test->other <= pc)
    return false;
  if (std::any_of(head, path.end(), [](const SbInstr& in) { return in.op == SbOp::InnerLoop; })) return false;
  const auto test_index = static_cast<std::uint32_t>(test - head);
  const SbInstr& leaving = *test;
  const auto k = static_cast<std::size_t>(head - path.begin());
  SbInstr loop = make(SbOp::InnerLoop, header);
  loop.line = leaving.line;
  loop.other = leaving.other;
  loop.live = head->live;
  loop.index = test_index;
  loop.then_body = static_cast<std::uint32_t>(sb_.bodies.size());
  sb_.bodies.emplace_back(std::make_move_iterator(path.begin() + static_cast<std::ptrdiff_t>(k)),
                          std::make_move_iterator(path.end()));
  path.resize(k);
  path.push_back(std::move(loop));
  *after = path.back().other;
  return true;
}

}  // namespace detail

Projection project(const BytecodeProgram& program, const Value* constants, const Code& code,
                   const LivenessOf& liveness, std::uint32_t start_pc, const Value* frame,
                   const ProjectionLimits& limits) {
  return detail::Projector(program, constants, code, liveness, limits).run(start_pc, frame);
}

}  // namespace rhz::rt::tier2
