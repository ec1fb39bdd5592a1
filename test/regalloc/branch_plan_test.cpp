// The branch over a jump-only block (regalloc/branch_plan.h): taken only when
// the block runs nothing but its jump, moves of split allocations included.
#include "regalloc/branch_plan.h"
#include "regalloc/x86_64.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;
using regalloc::test::compile_and_allocate;

namespace {

// `puts 1 unless c` lays out a branch over a block that only jumps.
const char* kIf = "def f(c)\n  puts 1 unless c\n  2\nend\np f(true)\n";

// The first layout block whose branch jumps over the next one.
std::size_t find_jump_over(const sched::LinearMethod& lm, const Allocation& a) {
  for (std::size_t k = 0; k < lm.blocks.size(); ++k)
    if (jumped_over(lm, a, k)) return k;
  return lm.blocks.size();
}

}  // namespace

TEST_CASE("branch plan: a jump-only block with moves is not jumped over", "[regalloc][branch]") {
  auto c = compile_and_allocate(kIf, x86_64_target);
  const std::size_t f = c.method("f");
  const sched::LinearMethod& lm = c.schedules[f].linear;
  const Allocation& good = c.allocations[f];
  const std::size_t k = find_jump_over(lm, good);
  REQUIRE(k < lm.blocks.size());
  const sched::LinearInstr& branch = lm.blocks[k].instrs.back();
  const BranchPlan plan = plan_branch(lm, good, k, branch);
  CHECK(plan.target == lm.blocks[k + 1].instrs[0].target);  // straight to the jump's target

  const Move move{Location::reg(x86::rbx), Location::reg(x86::rcx)};
  for (std::size_t at : {0, 1}) {
    Allocation bad = good;
    bad.moves_before[k + 1][at].push_back(move);
    INFO("a move at " << at);
    CHECK_FALSE(jumped_over(lm, bad, k));
    CHECK(plan_branch(lm, bad, k, branch).target == branch.target);
  }
  Allocation with_end_moves = good;
  with_end_moves.end_moves[lm.blocks[k + 1].block].push_back(move);
  CHECK_FALSE(jumped_over(lm, with_end_moves, k));
}
