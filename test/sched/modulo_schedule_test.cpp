// The modulo scheduling policies: every schedule valid at an II no smaller
// than MII, on hand-made loops and on random ones of every shape; the
// default policy at MII with the fewest registers on the loops where both
// are known; determinism.
#include <catch2/catch.hpp>

#include "sched/modulo_bounds.h"
#include "sched/modulo_schedule.h"
#include "test/sched/modulo_test_util.h"

using namespace rhz::sched;
using rhz::sched::test::loop_named;
using rhz::sched::test::random_loop;
using rhz::sched::test::sample_loops;

namespace {

void check_valid(const LoopGraph& g, ModuloPolicy policy, const ModuloSchedule& s) {
  INFO(print_loop(g) << "policy " << static_cast<int>(policy) << " II " << s.ii);
  const auto problems = verify_modulo_schedule(g, s);
  CHECK(problems.empty());
  for (const std::string& p : problems) INFO(p);
  CHECK(s.ii >= mii(g));
  CHECK(*std::min_element(s.times.begin(), s.times.end()) == 0);
}

}  // namespace

TEST_CASE("modulo schedule: every policy gives valid schedules of the hand-made loops", "[sched][modulo]") {
  for (const LoopGraph& g : sample_loops().loops)
    for (const ModuloPolicyInfo& p : modulo_policies()) check_valid(g, p.policy, modulo_schedule(g, p.policy));
}

TEST_CASE("modulo schedule: sms reaches MII and the fewest registers on the hand-made loops", "[sched][modulo]") {
  const auto f = sample_loops();
  for (const LoopGraph& g : f.loops) {
    const ModuloSchedule s = modulo_schedule(g, ModuloPolicy::Sms);
    CHECK(s.ii == mii(g));
  }
  // The dot product and the carried loop reach MinAvg, Huff's bound.
  for (const char* name : {"dot", "carried"}) {
    const LoopGraph& g = loop_named(f, name);
    const ModuloSchedule s = modulo_schedule(g, ModuloPolicy::Sms);
    CHECK(max_live(g, s.ii, s.times) == min_avg(g, s.ii));
  }
  // Without pipelining the dot product starts an iteration every 9
  // cycles (the loads, 4 cycles later the fmul, 4 later the fadd, which
  // holds its unit one cycle), against 4 pipelined.
  CHECK(modulo_schedule(loop_named(f, "dot"), ModuloPolicy::List).ii == 9);
}

TEST_CASE("modulo schedule: random loops of every shape, every policy valid, sms's II no larger than IMS's or the list schedule's",
          "[sched][modulo]") {
  std::mt19937 rng(20261124);
  int at_mii = 0, loops = 0;
  for (int i = 0; i < 150; ++i) {
    const LoopGraph g = random_loop(rng, 4 + static_cast<int>(rng() % 30));
    ModuloSchedule sms;
    for (const ModuloPolicyInfo& p : modulo_policies()) {
      const ModuloSchedule s = modulo_schedule(g, p.policy);
      check_valid(g, p.policy, s);
      if (p.policy == ModuloPolicy::Sms) sms = s;
    }
    CHECK(sms.ii <= modulo_schedule(g, ModuloPolicy::List).ii);
    CHECK(sms.ii <= modulo_schedule(g, ModuloPolicy::Ims).ii);
    at_mii += sms.ii == mii(g);
    ++loops;
  }
  CHECK(at_mii * 100 >= loops * 95);
}

TEST_CASE("modulo schedule: the same loop gives the same schedule", "[sched][modulo]") {
  std::mt19937 rng(7);
  const LoopGraph g = random_loop(rng, 30);
  const ModuloSchedule a = modulo_schedule(g, ModuloPolicy::Sms), b = modulo_schedule(g, ModuloPolicy::Sms);
  CHECK(a.ii == b.ii);
  CHECK(a.times == b.times);
}
