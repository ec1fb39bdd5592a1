// Sequentialising parallel copies: the sequence, run one move at a time,
// must leave every destination with its source's old value, and use the
// scratch exactly when there is a cycle.

#include <catch2/catch.hpp>

#include <map>

#include "regalloc/parallel_move.h"

using namespace rhz::regalloc;

namespace {

Location s(std::uint32_t i) { return Location::slot(i); }

std::uint64_t key(Location l) { return (std::uint64_t{static_cast<std::uint8_t>(l.kind)} << 32) | l.index; }

// Runs the sequence on locations initially holding their own names and
// checks the parallel semantics for every destination.
void check_semantics(const std::vector<Move>& parallel, const Sequence& seq) {
  std::map<std::uint64_t, std::uint64_t> contents;
  auto get = [&](Location l) {
    auto it = contents.find(key(l));
    return it == contents.end() ? key(l) : it->second;
  };
  for (const Move& m : seq.moves) contents[key(m.to)] = get(m.from);
  for (const Move& m : parallel) CHECK(get(m.to) == key(m.from));
}

}  // namespace

TEST_CASE("parallel move: independent moves and chains need no scratch", "[regalloc][moves]") {
  std::vector<Move> chain = {{s(1), s(2)}, {s(0), s(1)}, {s(2), s(3)}};  // s3 <- s2 <- s1 <- s0
  Sequence seq = sequentialize(chain, s(9));
  CHECK_FALSE(seq.used_scratch);
  REQUIRE(seq.moves.size() == 3);
  CHECK(seq.moves[0].to == s(3));  // the end of the chain first
  CHECK(seq.moves[2].to == s(1));
  check_semantics(chain, seq);
}

TEST_CASE("parallel move: self moves vanish", "[regalloc][moves]") {
  Sequence seq = sequentialize({{s(1), s(1)}, {s(2), s(2)}}, s(9));
  CHECK(seq.moves.empty());
  CHECK_FALSE(seq.used_scratch);
}

TEST_CASE("parallel move: a swap goes through the scratch", "[regalloc][moves]") {
  std::vector<Move> swap = {{s(0), s(1)}, {s(1), s(0)}};
  Sequence seq = sequentialize(swap, s(9));
  CHECK(seq.used_scratch);
  CHECK(seq.moves.size() == 3);
  check_semantics(swap, seq);
}

TEST_CASE("parallel move: a 3-cycle with a tail and a fan-out", "[regalloc][moves]") {
  // s0 -> s1 -> s2 -> s0 is a cycle; s2 also feeds s5 and s5 feeds s6; s0 feeds s7.
  std::vector<Move> moves = {{s(0), s(1)}, {s(1), s(2)}, {s(2), s(0)}, {s(2), s(5)}, {s(5), s(6)}, {s(0), s(7)}};
  Sequence seq = sequentialize(moves, s(9));
  CHECK(seq.used_scratch);
  check_semantics(moves, seq);
  // One extra move for the one cycle.
  CHECK(seq.moves.size() == moves.size() + 1);
}

TEST_CASE("parallel move: one value to two places", "[regalloc][moves]") {
  std::vector<Move> fan = {{s(0), s(1)}, {s(0), s(2)}, {s(1), s(3)}};  // no cycle
  Sequence seq = sequentialize(fan, s(9));
  check_semantics(fan, seq);
  CHECK_FALSE(seq.used_scratch);
  // The same fan-out where one copy closes a swap.
  std::vector<Move> fan_swap = {{s(0), s(1)}, {s(0), s(2)}, {s(1), s(0)}};
  Sequence seq2 = sequentialize(fan_swap, s(9));
  check_semantics(fan_swap, seq2);
  CHECK(seq2.used_scratch);
}

TEST_CASE("parallel move: two disjoint cycles share the scratch", "[regalloc][moves]") {
  std::vector<Move> moves = {{s(0), s(1)}, {s(1), s(0)}, {s(2), s(3)}, {s(3), s(4)}, {s(4), s(2)},
                             {Location::reg(0), Location::reg(1)}, {Location::reg(1), Location::reg(0)}};
  Sequence seq = sequentialize(moves, s(9));
  CHECK(seq.used_scratch);
  check_semantics(moves, seq);
  CHECK(seq.moves.size() == moves.size() + 3);
}

TEST_CASE("parallel move: a cycle of registers in the cycle class goes through the register scratch",
          "[regalloc][moves]") {
  auto r = [](std::uint32_t i) { return Location::reg(i); };
  const RegMask sse = reg_bit(20) | reg_bit(21) | reg_bit(22);  // registers 20-22 form the class
  const Location park = r(17);
  SECTION("a rotation of three such registers: no slot") {
    std::vector<Move> rotate = {{r(20), r(21)}, {r(21), r(22)}, {r(22), r(20)}};
    Sequence seq = sequentialize(rotate, s(9), sse, park);
    CHECK_FALSE(seq.used_scratch);
    CHECK(seq.moves.size() == 4);
    CHECK(seq.moves.front().to == park);
    check_semantics(rotate, seq);
  }
  SECTION("a swap of registers outside the class still uses the slot") {
    std::vector<Move> swap = {{r(1), r(2)}, {r(2), r(1)}};
    Sequence seq = sequentialize(swap, s(9), sse, park);
    CHECK(seq.used_scratch);
    CHECK(seq.moves.front().to == s(9));
    check_semantics(swap, seq);
  }
}
