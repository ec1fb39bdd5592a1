// CFG recovery on graphs built from Ruby source: blocks, edges, reverse
// post-order, dominators, loop nesting and the partial order of fixed nodes.

#include <catch2/catch.hpp>

#include "ir/verify.h"
#include "sched/cfg.h"
#include "test/ir/compile_source.h"

using namespace rhz;
using sched::BlockId;
using sched::Cfg;

namespace {

// Every forward edge goes up in RPO, only Loop back edges go down; preds and
// succs mirror each other; the partial order grows along control edges.
void check_shape(const ir::Graph& g, const Cfg& cfg) {
  REQUIRE_FALSE(cfg.blocks.empty());
  CHECK(cfg.blocks[0].head == g.start());
  CHECK(cfg.blocks[0].idom == sched::kNoBlock);
  for (BlockId b = 0; b < cfg.blocks.size(); ++b) {
    const sched::Block& blk = cfg.block(b);
    for (BlockId s : blk.succs) {
      const auto& sp = cfg.block(s).preds;
      CHECK(std::count(sp.begin(), sp.end(), b) == 1);
      if (s <= b) CHECK(cfg.block(s).head->op() == ir::Op::Loop);
    }
    if (b > 0) {
      CHECK(cfg.dominates(blk.idom, b));
      CHECK(blk.idom < b);
      for (BlockId p : blk.preds)
        if (!cfg.is_back_edge(p, b)) CHECK(cfg.dominates(blk.idom, p));
    }
    for (std::size_t i = 1; i < blk.chain.size(); ++i) {
      CHECK(ir::control(blk.chain[i]) == blk.chain[i - 1]);
      CHECK(cfg.order.get(blk.chain[i]) == cfg.order.get(blk.chain[i - 1]) + 1);
    }
    for (BlockId p : blk.preds)
      if (!cfg.is_back_edge(p, b)) CHECK(cfg.order.get(blk.head) > cfg.order.get(cfg.block(p).tail()));
  }
  CHECK(cfg.order.get(g.start()) == 0);
}

const ir::Graph& method(const ir::Program& p, std::size_t i) { return p.methods[i].graph; }

}  // namespace

TEST_CASE("graph cfg: if/else is a diamond", "[sched][graph][cfg]") {
  ir::Program p = rhz::test::compile_valid("def f(x)\n  if x then 1 else 2 end\nend\n");
  const ir::Graph& g = method(p, 1);
  Cfg cfg = sched::build_cfg(g);
  check_shape(g, cfg);
  REQUIRE(cfg.blocks.size() == 4);
  CHECK(cfg.block(0).tail()->op() == ir::Op::If);
  // The true side follows the If in reverse post-order.
  REQUIRE(cfg.block(0).succs.size() == 2);
  CHECK(cfg.block(cfg.block(0).succs[0]).head->op() == ir::Op::IfTrue);
  CHECK(cfg.block(0).succs[0] == 1);
  BlockId merge = 3;
  CHECK(cfg.block(merge).head->op() == ir::Op::Region);
  CHECK(cfg.exit == merge);
  CHECK(cfg.block(merge).idom == 0);
  CHECK(cfg.block(merge).preds.size() == 2);
  CHECK_FALSE(cfg.dominates(1, merge));
  CHECK(cfg.lca(1, 2) == 0);
  for (const auto& b : cfg.blocks) CHECK(b.loop_depth == 0);
}

TEST_CASE("graph cfg: a while loop", "[sched][graph][cfg]") {
  ir::Program p = rhz::test::compile_valid("def f(n)\n  i = 0\n  while i < n\n    i += 1\n  end\n  i\nend\n");
  const ir::Graph& g = method(p, 1);
  Cfg cfg = sched::build_cfg(g);
  check_shape(g, cfg);
  BlockId header = sched::kNoBlock;
  for (BlockId b = 0; b < cfg.blocks.size(); ++b)
    if (cfg.block(b).head->op() == ir::Op::Loop) header = b;
  REQUIRE(header != sched::kNoBlock);
  const sched::Block& h = cfg.block(header);
  CHECK(h.loop_depth == 1);
  CHECK(h.loop_header == header);
  REQUIRE(h.preds.size() == 2);
  CHECK_FALSE(cfg.is_back_edge(h.preds[0], header));
  CHECK(cfg.is_back_edge(h.preds[1], header));
  BlockId latch = h.preds[1];
  CHECK(cfg.block(latch).loop_depth == 1);
  CHECK(cfg.dominates(header, latch));
  CHECK(cfg.in_loop(latch, header));
  REQUIRE(cfg.exit != sched::kNoBlock);
  CHECK(cfg.block(cfg.exit).loop_depth == 0);
  CHECK_FALSE(cfg.in_loop(cfg.exit, header));
  // The back edge does not count in the header's partial order.
  CHECK(cfg.order.get(h.head) == cfg.order.get(cfg.block(h.preds[0]).tail()) + 1);
}

TEST_CASE("graph cfg: nested loops and an if inside", "[sched][graph][cfg]") {
  ir::Program p = rhz::test::compile_valid(
      "def f(n)\n  i = 0\n  s = 0\n  while i < n\n    j = 0\n    while j < i\n      if j > 2 then s += j end\n"
      "      j += 1\n    end\n    i += 1\n  end\n  s\nend\n");
  const ir::Graph& g = method(p, 1);
  Cfg cfg = sched::build_cfg(g);
  check_shape(g, cfg);
  std::vector<BlockId> headers;
  for (BlockId b = 0; b < cfg.blocks.size(); ++b)
    if (cfg.block(b).head->op() == ir::Op::Loop) headers.push_back(b);
  REQUIRE(headers.size() == 2);
  BlockId outer = headers[0], inner = headers[1];
  CHECK(cfg.block(outer).loop_depth == 1);
  CHECK(cfg.block(inner).loop_depth == 2);
  CHECK(cfg.block(inner).loop_parent == outer);
  CHECK(cfg.dominates(outer, inner));
  int deepest = 0;
  for (const auto& b : cfg.blocks) deepest = std::max(deepest, b.loop_depth);
  CHECK(deepest == 2);
  // The if inside the inner loop: both projections at depth 2.
  for (BlockId b = 0; b < cfg.blocks.size(); ++b)
    if (cfg.block(b).head->op() == ir::Op::IfTrue && cfg.in_loop(b, inner)) CHECK(cfg.block(b).loop_depth == 2);
  CHECK(cfg.block(cfg.exit).loop_depth == 0);
}

TEST_CASE("graph cfg: straight-line code is one block", "[sched][graph][cfg]") {
  ir::Program p = rhz::test::compile_valid("puts 1\nputs 2\n");
  const ir::Graph& g = method(p, 0);
  Cfg cfg = sched::build_cfg(g);
  check_shape(g, cfg);
  CHECK(cfg.blocks.size() == 1);
  CHECK(cfg.exit == 0);
  CHECK(cfg.block(0).tail()->op() == ir::Op::Return);
}
