// Block layout on the corpus: entry first, the Return's block last, loop
// bodies contiguous and headed by their header, and branches that name only
// blocks that exist; an If's true side falls through unless it leaves a loop.

#include <catch2/catch.hpp>

#include "sched/linearize.h"
#include "test/driver/corpus.h"
#include "test/ir/compile_source.h"

using namespace rhz;
using sched::BlockId;

namespace {

void check_layout(const sched::Cfg& cfg, const std::vector<BlockId>& order) {
  REQUIRE(order.size() == cfg.blocks.size());
  CHECK(order.front() == 0);
  if (cfg.exit != sched::kNoBlock) CHECK(order.back() == cfg.exit);
  std::vector<std::size_t> pos(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) pos[order[k]] = k;
  for (BlockId h = 0; h < cfg.blocks.size(); ++h) {
    if (cfg.block(h).head->op() != ir::Op::Loop) continue;
    std::size_t lo = pos[h], hi = pos[h];
    std::size_t members = 0;
    for (BlockId b = 0; b < cfg.blocks.size(); ++b)
      if (cfg.in_loop(b, h)) {
        ++members;
        lo = std::min(lo, pos[b]);
        hi = std::max(hi, pos[b]);
      }
    INFO("loop at block " << h);
    CHECK(lo == pos[h]);
    CHECK(hi - lo + 1 == members);
  }
}

}  // namespace

TEST_CASE("graph layout: corpus layouts are well formed", "[sched][graph][layout]") {
  for (const auto& prog : rhz::test::corpus_programs()) {
    if (prog.expect.error == "SyntaxError") continue;
    auto p = rhz::test::compile_source("t.rb", rhz::test::read_text(prog.path));
    INFO(prog.path.string());
    REQUIRE(p.has_value());
    for (const ir::Method& m : p->methods) {
      sched::Cfg cfg = sched::build_cfg(m.graph);
      check_layout(cfg, sched::layout_blocks(cfg));
    }
  }
}

TEST_CASE("graph layout: a loop's exit does not fall through from its test", "[sched][graph][layout]") {
  // `until` exits on the true side: the body (false side) follows the test.
  auto p = rhz::test::compile_source("t.rb", "def f(n)\n  i = 0\n  until i >= n\n    i += 1\n  end\n  i\nend\n");
  REQUIRE(p.has_value());
  sched::MethodSchedule s = sched::schedule_method(p->methods[1].graph, *sched::find_policy("early"));
  BlockId header = sched::kNoBlock;
  for (BlockId b = 0; b < s.cfg.blocks.size(); ++b)
    if (s.cfg.block(b).head->op() == ir::Op::Loop) header = b;
  REQUIRE(header != sched::kNoBlock);
  const sched::LinearBlock& lb = s.linear.blocks[s.linear.position[header]];
  REQUIRE_FALSE(lb.instrs.empty());
  const sched::LinearInstr& last = lb.instrs.back();
  REQUIRE(last.node != nullptr);
  REQUIRE(last.node->op() == ir::Op::If);
  BlockId next = s.linear.blocks[s.linear.position[header] + 1].block;
  CHECK(s.cfg.in_loop(next, header));
  CHECK_FALSE(s.cfg.in_loop(last.target, header));
}
