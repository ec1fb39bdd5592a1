// The exact solver against brute force, its honesty under a time limit, and
// the budgeted peak search.
#include <catch2/catch.hpp>

#include "sched/dag_random.h"
#include "sched/optimal.h"
#include "sched/peak_search.h"
#include "sched/pressure.h"
#include "sched/schedule_io.h"
#include "test/sched/sched_test_util.h"

using namespace rhz::sched;

// Proofs are bounded by stored states, never by the clock: a loaded machine
// must not turn a proof into a timeout.
static const OptimalOptions kNoTimeLimit{0.0};

TEST_CASE("optimal agrees with brute force on small random DAGs", "[sched][optimal]") {
  // Seeded: the same 300 DAGs every run, 1 to 9 nodes.
  for (int seed = 0; seed < 300; ++seed) {
    const Dag dag = rhz::sched::test::random_small_dag(1 + seed % 9, 77'000 + seed);
    INFO("dag " << dag.name());
    const OptimalResult r = solve_optimal(dag, kNoTimeLimit);
    REQUIRE(r.proven);
    CHECK(r.lower == r.upper);
    CHECK_FALSE(check_order(dag, r.order));
    CHECK(max_rp(dag, r.order) == r.upper);
    CHECK(r.upper == rhz::sched::test::brute_force_min_rp(dag));
    CHECK(r.lower0 <= r.upper);
    CHECK(r.heuristic >= r.upper);
  }
}

TEST_CASE("optimal proves the public optima of the sample DAGs", "[sched][optimal]") {
  const auto dags = rhz::sched::test::sample_dags();
  DagError error;
  const auto optima = parse_optima(rhz::sched::test::read_text(rhz::sched::test::data_path("sample.opt")), &error);
  REQUIRE(optima);
  for (std::size_t i = 0; i < dags.size(); ++i) {
    INFO("dag " << dags[i].name());
    const OptimalResult r = solve_optimal(dags[i], kNoTimeLimit);
    REQUIRE(r.proven);
    CHECK(r.upper == (*optima)[i].upper);
    CHECK(max_rp(dags[i], r.order) == r.upper);
  }
}

TEST_CASE("optimal under a tiny limit reports honest bounds", "[sched][optimal]") {
  // A large block cannot be proven within a memory cap of 50 stored sets;
  // whatever the outcome, the bounds must bracket what the order achieves.
  const Dag dag = random_dag(DagShape::Layered, 300, 3);
  OptimalOptions options;
  options.max_states = 50;
  const OptimalResult r = solve_optimal(dag, options);
  CHECK(r.lower <= r.upper);
  CHECK(r.lower >= operand_lower_bound(dag));
  CHECK_FALSE(check_order(dag, r.order));
  CHECK(max_rp(dag, r.order) == r.upper);
  CHECK(r.proven == (r.lower == r.upper));
}

TEST_CASE("peak search finds orders within a bound, refutes the impossible", "[sched][optimal]") {
  for (int seed = 0; seed < 60; ++seed) {
    const Dag dag = rhz::sched::test::random_small_dag(2 + seed % 8, 91'000 + seed);
    const int best = rhz::sched::test::brute_force_min_rp(dag);
    PeakSearch search(dag, {});
    const SearchOutcome feasible = search.find(best, 1'000'000);
    REQUIRE(feasible.status == SearchStatus::Found);
    CHECK_FALSE(check_order(dag, feasible.order));
    CHECK(max_rp(dag, feasible.order) <= best);
    if (best > 0) CHECK(search.find(best - 1, 1'000'000).status == SearchStatus::Infeasible);
  }
}
