// Global placement on graphs built from Ruby source: values sink into the
// only branch that uses them, loop invariants leave loops, a phi's use counts
// in the matching predecessor, and every value's block lies between its
// earliest and latest legal blocks.

#include <catch2/catch.hpp>

#include "sched/cfg.h"
#include "sched/placement.h"
#include "test/ir/compile_source.h"

using namespace rhz;
using sched::BlockId;

namespace {

std::vector<const ir::Node*> nodes_of(const ir::Graph& g, ir::Op op) {
  std::vector<const ir::Node*> out;
  for (const ir::Node* n : ir::live_nodes(g))
    if (n->op() == op) out.push_back(n);
  return out;
}

// Placement invariants that hold for every floating node.
void check_bounds(const ir::Graph& g, const sched::Cfg& cfg, const sched::Placement& pl) {
  for (const ir::Node* n : ir::live_nodes(g)) {
    BlockId b = pl.block_of(n);
    REQUIRE(b != sched::kNoBlock);
    if (!ir::is_floating(n->op()) || ir::is_phi(n->op())) continue;
    CHECK(cfg.dominates(pl.earliest.get(n), b));
    CHECK(cfg.dominates(b, pl.latest.get(n)));
    CHECK(cfg.block(b).loop_depth <= cfg.block(pl.latest.get(n)).loop_depth);
    for (const ir::Use& u : n->uses()) CHECK(cfg.dominates(b, sched::use_block(cfg, pl.block, u.user, u.slot)));
  }
}

}  // namespace

TEST_CASE("graph placement: a value used in one branch sinks into it", "[sched][graph][placement]") {
  ir::Program p = rhz::test::compile_valid("def f(x, y)\n  if x then puts(!y) else puts(1) end\nend\n");
  const ir::Graph& g = p.methods[1].graph;
  sched::Cfg cfg = sched::build_cfg(g);
  sched::Placement pl = sched::place_global(g, cfg);
  check_bounds(g, cfg, pl);
  auto nots = nodes_of(g, ir::Op::Not);
  REQUIRE(nots.size() == 1);
  BlockId b = pl.block_of(nots[0]);
  CHECK(cfg.block(b).head->op() == ir::Op::IfTrue);
  CHECK(pl.earliest.get(nots[0]) == 0);
  // Param y stays early enough for its only use; Self, used on both sides,
  // stays in the entry block.
  auto selfs = nodes_of(g, ir::Op::Self);
  REQUIRE(selfs.size() == 1);
  CHECK(pl.block_of(selfs[0]) == 0);
}

TEST_CASE("graph placement: loop invariants leave the loop", "[sched][graph][placement]") {
  ir::Program p = rhz::test::compile_valid("def f(n, y)\n  i = 0\n  while i < n\n    puts(!y)\n    i += 1\n  end\nend\n");
  const ir::Graph& g = p.methods[1].graph;
  sched::Cfg cfg = sched::build_cfg(g);
  sched::Placement pl = sched::place_global(g, cfg);
  check_bounds(g, cfg, pl);
  auto nots = nodes_of(g, ir::Op::Not);
  REQUIRE(nots.size() == 1);
  const ir::Node* nt = nots[0];
  CHECK(cfg.block(pl.latest.get(nt)).loop_depth == 1);
  CHECK(cfg.block(pl.block_of(nt)).loop_depth == 0);
  // The constant 1 of `i += 1` is invariant too.
  for (const ir::Node* c : nodes_of(g, ir::Op::Constant)) CHECK(cfg.block(pl.block_of(c)).loop_depth == 0);
}

TEST_CASE("graph placement: a phi's use counts in its predecessor", "[sched][graph][placement]") {
  ir::Program p = rhz::test::compile_valid("def f(x, y)\n  z = if x then !y else 0 end\n  z\nend\n");
  const ir::Graph& g = p.methods[1].graph;
  sched::Cfg cfg = sched::build_cfg(g);
  sched::Placement pl = sched::place_global(g, cfg);
  check_bounds(g, cfg, pl);
  auto phis = nodes_of(g, ir::Op::Phi);
  REQUIRE(phis.size() == 1);
  const ir::Node* phi = phis[0];
  BlockId merge = cfg.block_of_node(ir::phi_region(phi));
  CHECK(pl.block_of(phi) == merge);
  const auto& preds = cfg.block(merge).preds;
  REQUIRE(preds.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    const ir::Node* v = ir::phi_values(phi)[i];
    if (v->op() == ir::Op::Not || v->op() == ir::Op::Constant) CHECK(pl.block_of(v) == preds[i]);
  }
  auto nots = nodes_of(g, ir::Op::Not);
  REQUIRE(nots.size() == 1);
  CHECK(pl.block_of(nots[0]) != merge);
  CHECK(cfg.block(pl.block_of(nots[0])).head->op() == ir::Op::IfTrue);
}

TEST_CASE("graph placement: a loop phi's back value is placed in the latch", "[sched][graph][placement]") {
  ir::Program p = rhz::test::compile_valid("def f(n, y)\n  i = 0\n  x = nil\n  while i < n\n    x = !y\n    i += 1\n  end\n  x\nend\n");
  const ir::Graph& g = p.methods[1].graph;
  sched::Cfg cfg = sched::build_cfg(g);
  sched::Placement pl = sched::place_global(g, cfg);
  check_bounds(g, cfg, pl);
  // `!y` is used only by the loop phi along the back edge: its latest block
  // is the latch, and being invariant it leaves the loop.
  auto nots = nodes_of(g, ir::Op::Not);
  REQUIRE(nots.size() == 1);
  CHECK(cfg.block(pl.latest.get(nots[0])).loop_depth == 1);
  CHECK(cfg.block(pl.block_of(nots[0])).loop_depth == 0);
}
