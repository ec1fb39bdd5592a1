// The worked example of doc/scheduler.md: the figures the chapter quotes.
#include <catch2/catch.hpp>

#include <sstream>

#include "sched/optimal.h"
#include "sched/policy.h"
#include "sched/pressure.h"
#include "sched/schedule_io.h"
#include "test/sched/sched_test_util.h"

using namespace rhz::sched;

TEST_CASE("doc example: MaxRP of every policy and the optimum", "[sched][doc]") {
  const Dag dag = rhz::sched::test::dags_of(rhz::sched::test::read_text(rhz::sched::test::data_path("example.dag"))).at(0);
  CHECK(max_rp(dag, schedule_source(dag)) == 6);
  CHECK(max_rp(dag, schedule_early(dag)) == 7);
  CHECK(max_rp(dag, schedule_sethi_ullman(dag)) == 5);
  CHECK(max_rp(dag, schedule_minreg(dag)) == 4);
  CHECK(max_rp(dag, schedule_balanced(dag)) == 6);
  const OptimalResult r = solve_optimal(dag, OptimalOptions{0.0});  // bounded by states, not the clock
  CHECK(r.proven);
  CHECK(r.upper == 4);

  std::ostringstream out;
  write_schedule(out, dag, schedule_minreg(dag));
  CHECK(out.str() == "sched example k1 p a1 q b1 r c1 k2 a2 b2 c2 k3 a3 b3 c3 m o s\n");
  CHECK(pressure_profile(dag, schedule_minreg(dag)) ==
        std::vector<int>{0, 1, 3, 2, 3, 3, 4, 3, 4, 4, 4, 3, 4, 4, 4, 3, 2, 1});
}
