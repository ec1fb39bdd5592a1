// The bounds and measures of modulo scheduling on hand-made loops whose
// values are worked out by hand: ResMII with pipelined and non-pipelined
// units, RecMII over circuits of several distances, MaxLive and MinAvg of
// the corpus format's own worked example, and the verifier rejecting
// broken schedules.
#include <catch2/catch.hpp>

#include "sched/modulo_bounds.h"
#include "sched/modulo_reservation.h"
#include "sched/verify_modulo.h"
#include "test/sched/modulo_test_util.h"

using namespace rhz::sched;
using rhz::sched::test::loop_named;
using rhz::sched::test::loops_of;
using rhz::sched::test::sample_loops;

TEST_CASE("modulo bounds: ResMII, RecMII and MII of the hand-made loops", "[sched][modulo]") {
  const LoopFile f = sample_loops();
  const LoopGraph& dot = loop_named(f, "dot");
  CHECK(res_mii(dot) == 1);
  CHECK(rec_mii(dot) == 4);  // the fadd feeding itself: latency 4 over distance 1
  CHECK(mii(dot) == 4);
  const LoopGraph& carried = loop_named(f, "carried");
  CHECK(rec_mii(carried) == 5);  // 4 + 3 + 1 + 1 over distance 2, rounded up
  const LoopGraph& divide = loop_named(f, "divide");
  CHECK(res_mii(divide) == 40);  // two divisions holding the one divider 20 cycles each
  CHECK(rec_mii(divide) == 1);   // the induction update alone
  const LoopGraph& serial = loop_named(f, "serial");
  CHECK(res_mii(serial) == 5);  // five operations on the one ALU
}

TEST_CASE("modulo bounds: RecMII is the worst circuit's ceil(latency / distance)", "[sched][modulo]") {
  // Circuits a-b-a (latency 7, distance 3: 3) and c-c (latency 5, distance
  // 2: 3), and d-e-d (latency 2, distance 1: 2); no circuit through f.
  const LoopFile f = loops_of(
      "machine m\nunit alu 2\nend\nloop r m\nnode a alu 4\nnode b alu 3\nnode c alu 5\nnode d alu 1\nnode e alu 1\n"
      "node f alu 9\nedge a b 0\nedge b a 3\nedge c c 2\nedge d e 0\nedge e d 1\nedge f a 0\nend\n");
  const LoopGraph& g = f.loops[0];
  CHECK(rec_mii(g) == 3);
  CHECK(!has_positive_circuit(g, 3));
  CHECK(has_positive_circuit(g, 2));
  CHECK(res_mii(g) == 3);  // six nodes on two ALUs
  const LoopFile acyclic = loops_of("machine m\nunit alu 1\nend\nloop a m\nnode x alu 3\nnode y alu 1\nedge x y 0\nend\n");
  CHECK(rec_mii(acyclic.loops[0]) == 0);
  CHECK(mii(acyclic.loops[0]) == 2);
}

TEST_CASE("modulo bounds: MaxLive and MinAvg of the dot product", "[sched][modulo]") {
  // The worked example: order iv a b m s c br at II 4, times 3 0 0 4 8 4 5.
  const LoopFile f = sample_loops();
  const LoopGraph& dot = loop_named(f, "dot");
  const std::vector<int> t{3, 0, 0, 4, 8, 4, 5};
  CHECK(verify_modulo_schedule(dot, {4, t}).empty());
  CHECK(lifetime(dot, 4, t, 0) == 4);  // iv until its own next update at 3 + 4
  CHECK(lifetime(dot, 4, t, 4) == 4);  // s until the next iteration's fadd
  CHECK(lifetime(dot, 4, t, 5) == 1);  // the compare, read by the branch
  CHECK(lifetime(dot, 4, t, 6) == 0);  // the branch makes no value
  CHECK(max_live(dot, 4, t) == 6);
  CHECK(min_avg(dot, 4) == 6);
  CHECK(stage_count(4, t) == 3);
}

TEST_CASE("modulo bounds: a lifetime longer than II counts in every slot once per turn", "[sched][modulo]") {
  // x is read 3 iterations later: live over cycles 1..7 at II 2, four
  // times in slot 1 and three times in slot 0.
  const LoopFile f = loops_of("machine m\nunit alu 1\nend\nloop l m\nnode x alu 1\nnode y alu 1\nedge x y 3\nend\n");
  const LoopGraph& g = f.loops[0];
  const std::vector<int> t{0, 1};
  REQUIRE(verify_modulo_schedule(g, {2, t}).empty());
  CHECK(lifetime(g, 2, t, 0) == 7);
  CHECK(lifetime(g, 2, t, 1) == 0);
  CHECK(max_live(g, 2, t) == 4);
}

TEST_CASE("modulo reservation: a unit busy longer than II holds its slots more than once", "[sched][modulo]") {
  const LoopFile f = loops_of("machine m\nunit div 2\nend\nloop l m\nnode a div 5 5\nnode b div 5 5\nend\n");
  const LoopGraph& g = f.loops[0];
  CHECK(res_mii(g) == 5);
  ModuloReservationTable mrt(g, 5);
  CHECK(mrt.fits(0, 0));
  mrt.add(0, 0);
  CHECK(mrt.fits(1, 3));  // two units: every slot holds one each
  mrt.add(1, 3);
  for (int c = 0; c < 5; ++c) CHECK_FALSE(mrt.fits(0, c));
  // At II 3 one division alone holds two slots twice and one once: the
  // second finds no cycle.
  ModuloReservationTable tight(g, 3);
  REQUIRE(tight.fits(0, 0));
  tight.add(0, 0);
  for (int c = 0; c < 3; ++c) CHECK_FALSE(tight.fits(1, c));
}

TEST_CASE("verify_modulo_schedule rejects broken schedules", "[sched][modulo][verify]") {
  const LoopFile f = sample_loops();
  const LoopGraph& dot = loop_named(f, "dot");
  const std::vector<int> good{3, 0, 0, 4, 8, 4, 5};
  REQUIRE(verify_modulo_schedule(dot, {4, good}).empty());
  SECTION("a dependence broken: the fmul before its loads' results") {
    std::vector<int> t = good;
    t[3] = 3;
    const auto problems = verify_modulo_schedule(dot, {4, t});
    REQUIRE(problems.size() == 2);
    CHECK(problems[0].find("edge a -> m") != std::string::npos);
  }
  SECTION("a carried dependence broken by too small an II") {
    CHECK_FALSE(verify_modulo_schedule(dot, {3, good}).empty());  // s feeds itself 4 cycles later
  }
  SECTION("a unit over-subscribed") {
    const LoopGraph& serial = loop_named(f, "serial");
    std::vector<int> t(serial.nodes.size(), 0);
    bool resource = false;
    for (const std::string& p : verify_modulo_schedule(serial, {5, t}))
      resource = resource || p.find("unit class alu") != std::string::npos;
    CHECK(resource);
  }
  SECTION("negative cycles and a wrong count") {
    std::vector<int> t = good;
    t[1] = -1;
    CHECK_FALSE(verify_modulo_schedule(dot, {4, t}).empty());
    CHECK_FALSE(verify_modulo_schedule(dot, {4, {0, 1}}).empty());
    CHECK_FALSE(verify_modulo_schedule(dot, {0, good}).empty());
  }
}
