// Register classes on x86-64: tier 2's unboxed doubles live in SSE
// registers or frame slots and nothing else does; the verifier rejects a
// value outside its class.
#include <catch2/catch.hpp>

#include <bit>

#include "ir/specialise.h"
#include "regalloc/x86_64.h"
#include "test/ir/superblock_builder.h"
#include "test/regalloc/regalloc_test_util.h"

using namespace rhz;
using namespace rhz::regalloc;

namespace {

using ir::test::op;
using ir::test::slot;

// s2 = s0 * s1, s3 = s2 * s1, ... s21 (twenty doubles), summed forwards
// into s22 and backwards into s24, and the two sums' sum stored into the
// Array in s23: the backward sum starts from the last product, so all
// twenty are live at once, more than there are SSE registers.
ir::Superblock many_doubles() {
  ir::Superblock sb;
  sb.method = "m";
  sb.frame_size = 25;
  sb.entry_types.assign(25, ir::SbType::Unknown);
  sb.entry_types[0] = sb.entry_types[1] = ir::SbType::Flonum;
  sb.entry_types[23] = ir::SbType::Array;
  std::uint32_t pc = 0;
  auto flonum_op = [&](ir::SbOp o, std::uint32_t dst, ir::SbOperand a, ir::SbOperand b) {
    ir::SbInstr in = op(o, pc, dst, a, b);
    in.flonums = true;
    pc += 5;
    sb.instrs.push_back(in);
  };
  flonum_op(ir::SbOp::Mul, 2, slot(0), slot(1));
  for (std::uint32_t s = 3; s <= 21; ++s) flonum_op(ir::SbOp::Mul, s, slot(s - 1), slot(1));
  flonum_op(ir::SbOp::Add, 22, slot(2), slot(3));
  for (std::uint32_t s = 4; s <= 21; ++s) flonum_op(ir::SbOp::Add, 22, slot(22), slot(s));
  flonum_op(ir::SbOp::Add, 24, slot(21), slot(20));
  for (std::uint32_t s = 20; s-- > 2;) flonum_op(ir::SbOp::Add, 24, slot(24), slot(s));
  flonum_op(ir::SbOp::Add, 22, slot(22), slot(24));
  sb.instrs.push_back(op(ir::SbOp::ArraySet, pc, 22, slot(23), ir::SbOperand::of_imm(ir::Imm::of_fixnum(0)), slot(22)));
  sb.instrs.push_back(op(ir::SbOp::Exit, pc + 6, 0, {}));
  // Only the array is live after the path: the doubles die at the sum.
  for (ir::SbInstr& in : sb.instrs) in.live = {23};
  return sb;
}

}  // namespace

TEST_CASE("x86_64: doubles live in SSE registers or slots, every other value in general registers", "[regalloc][x86]") {
  ir::SpecialisedGraph sg = ir::specialise(many_doubles());
  const Target target = x86_64_target(sg.program.symbols);
  auto c = regalloc::test::allocate_program(std::move(sg.program), target, "early");
  regalloc::test::require_valid(c);
  const ir::Graph& g = c.program.methods[0].graph;
  const Allocation& a = c.allocations[0];
  int doubles_in_xmm = 0, doubles_in_slots = 0, doubles = 0;
  for (const ir::Node* n : ir::live_nodes(g)) {
    if (a.segments[n->id()].empty()) continue;
    doubles += ir::is_double(n);
    for (const Segment& sg2 : a.segments[n->id()]) {
      if (sg2.loc.kind == Location::Kind::Slot) {
        doubles_in_slots += ir::is_double(n);
        continue;
      }
      const bool in_xmm = (x86::kXmmAll & reg_bit(sg2.loc.index)) != 0;
      CHECK(in_xmm == ir::is_double(n));
      doubles_in_xmm += in_xmm;
    }
  }
  CHECK(doubles >= 60);           // two unboxed operands, twenty products, two sums of twenty
  CHECK(doubles_in_xmm >= 14);    // every SSE register in use
  CHECK(doubles_in_slots > 0);    // and the rest spilled to slots

  SECTION("the verifier rejects a double in a general register") {
    Allocation bad = a;
    bool moved = false;
    for (const ir::Node* n : ir::live_nodes(g))
      for (Segment& sg2 : bad.segments[n->id()])
        if (!moved && ir::is_double(n) && sg2.loc.kind == Location::Kind::Register) {
          sg2.loc = Location::reg(x86::rbx);
          moved = true;
        }
    REQUIRE(moved);
    CHECK_FALSE(verify_alloc(g, c.schedules[0], c.target, bad).empty());
  }
}
