// Specialisation of superblocks: guards only for what is not known, entry
// guards hoisted out of the loop, loop phis typed to a fixed point, exits
// whose frame states write back exactly the live slots the path changed,
// redundant guards removed, and always-passing guards folded.
#include <catch2/catch.hpp>

#include <algorithm>

#include "ir/optimize.h"
#include "ir/specialise.h"
#include "ir/verify.h"
#include "test/ir/superblock_builder.h"

namespace rhz::ir::test {

namespace {

// `while i < n; s += i; i += 1; end` in slots i = 0, n = 1, s = 2, with
// every slot live everywhere.
Superblock counting_loop(SbType i_type = SbType::Fixnum) {
  Superblock sb;
  sb.method = "m";
  sb.start_pc = 10;
  sb.frame_size = 3;
  sb.closes_loop = true;
  sb.entry_types = {i_type, SbType::Fixnum, SbType::Fixnum};
  sb.instrs = {compare_branch(SbOp::Lt, 10, slot(0), slot(1), 40), op(SbOp::Add, 16, 2, slot(2), slot(0)),
               op(SbOp::Add, 21, 0, slot(0), fix(1))};
  all_live(sb);
  return sb;
}

std::size_t count(const Graph& g, Op o) {
  std::size_t n = 0;
  for (const Node* x : live_nodes(g)) n += x->op() == o;
  return n;
}

std::vector<std::string> verify(const SpecialisedGraph& sg) {
  std::vector<std::string> problems = verify_graph(sg.program.methods[0].graph);
  std::vector<std::size_t> sizes;
  for (const ExitState& e : sg.exits) sizes.push_back(e.slots.size());
  for (const std::string& p : verify_frame_states(sg.program.methods[0].graph, sizes)) problems.push_back(p);
  return problems;
}

// The node a guard is placed after, walking back to the Loop or Start.
bool before_loop(const Node* n) {
  for (const Node* c = control(n); c; c = control(c)) {
    if (c->op() == Op::Loop) return false;
    if (c->op() == Op::Start) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("specialise: a counting loop checks its types once, before the loop", "[ir][tier2]") {
  SpecialisedGraph sg = specialise(counting_loop());
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  // i, n and s are guarded on entry; inside the loop, i and s are phis whose
  // values come from checked additions, so no tag check is left there.
  CHECK(count(g, Op::GuardFixnum) == 3);
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::GuardFixnum) CHECK(before_loop(n));
  CHECK(count(g, Op::IntAddOvf) == 2);
  CHECK(count(g, Op::GuardIntLt) == 1);
  CHECK(count(g, Op::Loop) == 1);
  CHECK(count(g, Op::Phi) == 2);  // i and s; n never changes
  CHECK(sg.builds == 1);
}

TEST_CASE("specialise: exits write back the live slots the path changed", "[ir][tier2]") {
  SpecialisedGraph sg = specialise(counting_loop());
  // The loop-exit guard (to pc 40) carries i and s, never n, which the
  // executor only reads.
  auto branch = std::find_if(sg.exits.begin(), sg.exits.end(), [](const ExitState& e) { return e.target_pc == 40; });
  REQUIRE(branch != sg.exits.end());
  CHECK(branch->kind == ExitKind::Guard);
  CHECK(branch->slots == std::vector<std::uint32_t>{0, 2});
  // Entry guards leave before anything changed.
  for (const ExitState& e : sg.exits)
    if (e.kind == ExitKind::Entry) CHECK(e.slots.empty());
  // Overflow is an unlikely exit back to the addition itself.
  auto overflow = std::find_if(sg.exits.begin(), sg.exits.end(), [](const ExitState& e) { return e.target_pc == 21; });
  REQUIRE(overflow != sg.exits.end());
  CHECK(overflow->kind == ExitKind::Unlikely);
}

TEST_CASE("specialise: a slot dead at the exit target is not written back", "[ir][tier2]") {
  Superblock sb = counting_loop();
  sb.instrs[0].live_other = {2};  // after the loop only s is read
  SpecialisedGraph sg = specialise(sb);
  auto branch = std::find_if(sg.exits.begin(), sg.exits.end(), [](const ExitState& e) { return e.target_pc == 40; });
  REQUIRE(branch != sg.exits.end());
  CHECK(branch->slots == std::vector<std::uint32_t>{2});
  CHECK(verify(sg).empty());
}

TEST_CASE("specialise: a loop-carried value of unknown type is guarded inside the loop", "[ir][tier2]") {
  // s = a[i] each iteration: s's phi cannot stay a fixnum, so the build is
  // repeated with the phi unknown, and the addition that reads s checks it.
  Superblock sb;
  sb.method = "m";
  sb.start_pc = 0;
  sb.frame_size = 4;  // i, a, s, t
  sb.closes_loop = true;
  sb.entry_types = {SbType::Fixnum, SbType::Array, SbType::Fixnum, SbType::Unknown};
  sb.instrs = {op(SbOp::Add, 0, 3, slot(2), fix(1)), op(SbOp::ArrayRef, 5, 2, slot(1), slot(0)),
               op(SbOp::Add, 10, 0, slot(0), fix(1))};
  all_live(sb);
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  CHECK(sg.builds == 2);
  bool guarded_in_loop = false;
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::GuardFixnum && !before_loop(n)) guarded_in_loop = operand(n)->op() == Op::Phi;
  CHECK(guarded_in_loop);
  CHECK(count(g, Op::GuardArray) == 1);  // the array is checked once, on entry
  CHECK(count(g, Op::ArrayLoad) == 1);
}

TEST_CASE("specialise: a value checked once is not checked again", "[ir][tier2]") {
  // i is unknown on entry: the first use guards it, the second does not.
  Superblock sb = counting_loop(SbType::Unknown);
  sb.closes_loop = false;
  sb.instrs.push_back(op(SbOp::Mul, 26, 2, slot(1), slot(1)));
  sb.instrs.push_back(op(SbOp::Exit, 31, 0, {}));
  all_live(sb);
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  std::size_t in_path = 0;
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::GuardFixnum && operand(n)->op() == Op::Param && param_index(operand(n)) == 0) ++in_path;
  CHECK(in_path == 1);
  // The path ends in an exit that is always taken: a Guard on false.
  std::size_t always = 0;
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::Guard && is_constant(cond(n)) && !imm(cond(n)).truthy()) ++always;
  CHECK(always == 1);
}

TEST_CASE("specialise: guards that always pass fold away, redundant ones go", "[ir][tier2]") {
  Program p;
  Graph& g = p.methods[0].graph;
  Node* x = g.param(0);
  Node* c = g.start();
  // GuardFixnum(1) passes; GuardFixnum(x) twice: the second is redundant.
  Node* one = g.make(Op::GuardFixnum, {c, g.constant(Imm::of_fixnum(1))}, Payload{0, 0, 0});
  Node* first = g.make(Op::GuardFixnum, {one, x}, Payload{0, 1, 0});
  Node* second = g.make(Op::GuardFixnum, {first, x}, Payload{0, 2, 0});
  Node* end = g.make(Op::Guard, {second, g.constant(Imm::of_bool(false))}, Payload{0, 3, 0});
  (void)end;
  CHECK(verify_graph(g).empty());
  optimize(g, p.symbols);
  CHECK(count(g, Op::GuardFixnum) == 2);  // the constant's went
  CHECK(eliminate_redundant_guards(g));
  CHECK(count(g, Op::GuardFixnum) == 1);
  CHECK(verify_graph(g).empty());
}

TEST_CASE("specialise: stress testing cuts the path short with an exit", "[ir][tier2]") {
  bool cut = false;
  for (std::uint64_t seed = 1; seed < 20 && !cut; ++seed) {
    SpecialisedGraph sg = specialise(counting_loop(), SpecialiseOptions{seed});
    CHECK(verify(sg).empty());
    for (const ExitState& e : sg.exits) cut = cut || std::string(e.reason) == "stress";
  }
  CHECK(cut);
}

TEST_CASE("specialise: a fork becomes an If and a merge whose phis keep their type", "[ir][tier2]") {
  // while i < n; if i < 5 then s += 1 else s += 2 end; i += 1; end
  Superblock sb = counting_loop();
  SbInstr fork = compare_branch(SbOp::Lt, 16, slot(0), fix(5), 30);
  fork.op = SbOp::Fork;
  fork.compare = true;
  fork.then_body = 0;
  fork.else_body = 1;
  sb.bodies = {{op(SbOp::Add, 22, 2, slot(2), fix(1))}, {op(SbOp::Add, 26, 2, slot(2), fix(2))}};
  sb.instrs = {sb.instrs[0], fork, sb.instrs[2]};
  all_live(sb);
  for (auto& body : sb.bodies)
    for (SbInstr& in : body) in.live = sb.live_at_start;
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  CHECK(count(g, Op::If) == 1);
  CHECK(count(g, Op::Region) == 1);
  CHECK(count(g, Op::IntAddOvf) == 3);
  // s is a fixnum on both sides, so the merged s needs no check in the
  // loop: every tag check is still the entry's.
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::GuardFixnum) CHECK(before_loop(n));
  CHECK(sg.builds == 1);
}

TEST_CASE("specialise: an assigned constant's load that nothing reads goes, an unassigned one stays", "[ir][tier2]") {
  // A path reading two constants into a slot it then overwrites: the load
  // of the assigned one is dead, the other may still have to exit.
  Superblock sb;
  sb.method = "m";
  sb.frame_size = 1;
  sb.entry_types = {SbType::Unknown};
  SbInstr assigned = op(SbOp::ConstGet, 0, 0, {});
  assigned.index = 0;
  assigned.expect = true;
  SbInstr unassigned = op(SbOp::ConstGet, 3, 0, {});
  unassigned.index = 1;
  unassigned.expect = false;
  sb.instrs = {assigned, unassigned, op(SbOp::Load, 6, 0, fix(1)), op(SbOp::Exit, 9, 0, {})};
  all_live(sb);
  sb.instrs[1].live.clear();  // the slot is dead where the second load would exit
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  REQUIRE(count(g, Op::ConstLoad) == 1);
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::ConstLoad) CHECK(constant_index(n) == 1);
}

TEST_CASE("specialise: the exit that ends a path stays when an earlier guard made the same check", "[ir][tier2]") {
  // Regression: two guards on `false` (a branch on a slot known false, then
  // the exit that ends the path) are the same check; removing the second
  // left the control chain ending in the middle.
  Program p;
  Graph& g = p.methods[0].graph;
  Node* f = g.constant(Imm::of_bool(false));
  Node* first = g.make(Op::Guard, {g.start(), f}, Payload{0, 0, 0});
  Node* x = g.make(Op::GuardFixnum, {first, g.param(0)}, Payload{0, 1, 0});
  g.make(Op::Guard, {x, f}, Payload{0, 2, 0});
  CHECK(verify_graph(g).empty());
  eliminate_redundant_guards(g);
  CHECK(count(g, Op::Guard) == 2);
  CHECK(verify_graph(g).empty());
}

TEST_CASE("specialise: Float arithmetic works on unboxed doubles, boxed only where a value is needed", "[ir][tier2]") {
  // s2 = s0 * s1 + s0; a[0] = s2 (a in s3): the operands are unboxed once,
  // the arithmetic has no exits, and only the store boxes.
  Superblock sb;
  sb.method = "m";
  sb.frame_size = 4;
  sb.entry_types = {SbType::Flonum, SbType::Flonum, SbType::Unknown, SbType::Array};
  SbInstr mul = op(SbOp::Mul, 0, 2, slot(0), slot(1));
  SbInstr add = op(SbOp::Add, 5, 2, slot(2), slot(0));
  mul.flonums = add.flonums = true;
  sb.instrs = {mul, add, op(SbOp::ArraySet, 10, 2, slot(3), fix(0), slot(2)), op(SbOp::Exit, 15, 0, {})};
  all_live(sb);
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  CHECK(count(g, Op::GuardFlonum) == 2);
  CHECK(count(g, Op::UnboxFloat) == 2);
  CHECK(count(g, Op::FloatMul) == 1);
  CHECK(count(g, Op::FloatAdd) == 1);
  CHECK(count(g, Op::BoxFloat) == 1);
  // The exits after the arithmetic write s2's double as it is, marked for
  // boxing when they are taken.
  bool marked = false;
  for (const ExitState& e : sg.exits)
    marked = marked || std::find(e.doubles.begin(), e.doubles.end(), 2u) != e.doubles.end();
  CHECK(marked);
}

TEST_CASE("specialise: a loop nested in the path becomes a Loop inside the superblock's own", "[ir][tier2]") {
  // while i < n; j = 0; while j < i; s += j; j += 1; end; i += 1; end
  // in slots i = 0, n = 1, s = 2, j = 3.
  Superblock sb;
  sb.method = "m";
  sb.start_pc = 10;
  sb.frame_size = 4;
  sb.closes_loop = true;
  sb.entry_types = {SbType::Fixnum, SbType::Fixnum, SbType::Fixnum, SbType::Unknown};
  SbInstr inner = op(SbOp::InnerLoop, 20, 0, {});
  inner.then_body = 0;
  inner.other = 40;
  sb.bodies = {{compare_branch(SbOp::Lt, 20, slot(3), slot(0), 40), op(SbOp::Add, 26, 2, slot(2), slot(3)),
                op(SbOp::Add, 31, 3, slot(3), fix(1))}};
  sb.instrs = {compare_branch(SbOp::Lt, 10, slot(0), slot(1), 50), op(SbOp::Load, 16, 3, fix(0)), inner,
               op(SbOp::Add, 40, 0, slot(0), fix(1))};
  all_live(sb);
  for (SbInstr& in : sb.bodies[0]) {
    in.live = sb.live_at_start;
    in.live_other = sb.live_at_start;
  }
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  CHECK(count(g, Op::Loop) == 2);
  CHECK(count(g, Op::If) == 1);  // the inner loop's test; the outer's is a guard
  CHECK(count(g, Op::GuardIntLt) == 1);
  // j starts as the constant 0 and only grows by checked additions: the
  // inner phis are fixnums, so no tag check is left in either loop.
  for (const Node* n : live_nodes(g))
    if (n->op() == Op::GuardFixnum) CHECK(before_loop(n));
}

TEST_CASE("specialise: a Float accumulator goes round the superblock's loop unboxed", "[ir][tier2]") {
  // while i < n; s = s * x + y; i += 1; end  (i = s0, n = s1; s, x, y = s2..s4 Floats)
  Superblock sb;
  sb.method = "m";
  sb.start_pc = 10;
  sb.frame_size = 5;
  sb.closes_loop = true;
  sb.entry_types = {SbType::Fixnum, SbType::Fixnum, SbType::Flonum, SbType::Flonum, SbType::Flonum};
  SbInstr mul = op(SbOp::Mul, 16, 2, slot(2), slot(3)), add = op(SbOp::Add, 21, 2, slot(2), slot(4));
  mul.flonums = add.flonums = true;
  sb.instrs = {compare_branch(SbOp::Lt, 10, slot(0), slot(1), 40), mul, add, op(SbOp::Add, 26, 0, slot(0), fix(1))};
  all_live(sb);
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  // Unboxed once before the loop, checked there; no boxing in the loop.
  CHECK(count(g, Op::BoxFloat) == 0);
  CHECK(count(g, Op::GuardFlonum) == 3);
  int double_phis = 0;
  for (const Node* n : live_nodes(g)) double_phis += n->op() == Op::Phi && is_double(n);
  CHECK(double_phis == 1);
  // An exit in the loop writes s's double, for the JIT to box.
  bool marked = false;
  for (const ExitState& e : sg.exits)
    marked = marked || std::find(e.doubles.begin(), e.doubles.end(), 2u) != e.doubles.end();
  CHECK(marked);
}

TEST_CASE("specialise: an Integer meeting a Float is converted, exactly for a comparison", "[ir][tier2]") {
  // s2 = s0 * s1 (a Float times an Integer); s2 < s1 (a Float against an
  // Integer); s3 = s2 < 4: an Integer constant needs no range check.
  Superblock sb;
  sb.method = "m";
  sb.frame_size = 4;
  sb.entry_types = {SbType::Flonum, SbType::Fixnum, SbType::Unknown, SbType::Unknown};
  SbInstr mul = op(SbOp::Mul, 0, 2, slot(0), slot(1));
  SbInstr lt = compare_branch(SbOp::Lt, 5, slot(2), slot(1), 30);
  SbInstr small = op(SbOp::Lt, 11, 3, slot(2), fix(4));
  mul.flonums = lt.flonums = small.flonums = true;
  mul.fixnum_operands = 2;
  lt.fixnum_operands = 2;
  small.fixnum_operands = 2;
  sb.instrs = {mul, lt, small, op(SbOp::Exit, 15, 0, {})};
  all_live(sb);
  SpecialisedGraph sg = specialise(sb);
  const Graph& g = sg.program.methods[0].graph;
  CHECK(verify(sg).empty());
  CHECK(count(g, Op::GuardFlonum) == 1);
  CHECK(count(g, Op::GuardFixnum) == 1);
  CHECK(count(g, Op::IntToFloat) >= 2);  // s1 (GVN may share it) and the constant 4
  CHECK(count(g, Op::FloatMul) == 1);
  // Beyond 2^53 the comparison exits, once each way for s1, not for 4.
  CHECK(count(g, Op::GuardIntLe) == 2);
  std::size_t inexact = 0;
  for (const ExitState& e : sg.exits) inexact += e.reason == std::string("inexact");
  CHECK(inexact == 2);
}

}  // namespace rhz::ir::test
