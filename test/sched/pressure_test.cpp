// Register pressure exactly as defined in pressure.h, on hand-computed
// examples, and the incremental trackers against the direct computation.
#include <catch2/catch.hpp>

#include <algorithm>

#include "sched/prefix_state.h"
#include "sched/pressure.h"
#include "test/sched/sched_test_util.h"

using namespace rhz::sched;
using rhz::sched::test::dag_of;
using rhz::sched::test::order_of;

TEST_CASE("pressure: a chain", "[sched][pressure]") {
  // a's value is live at b's step, b's at c's; c (a store) produces none.
  const Dag dag = dag_of("dag d\nnode a 1\nnode b 1\nnode c 0\nedge a b\nedge b c\nend\n");
  const Schedule order = order_of(dag, {"a", "b", "c"});
  CHECK(pressure_profile(dag, order) == std::vector<int>{0, 1, 1});
  CHECK(max_rp(dag, order) == 1);
}

TEST_CASE("pressure: a multi-use value lives until its last consumer", "[sched][pressure]") {
  const Dag dag = dag_of(
      "dag d\nnode a 1\nnode b 1\nnode c 1\nnode d 0\n"
      "edge a b\nedge a c\nedge b d\nedge c d\nend\n");
  // Step 3 (c): a (read now) and b (read at step 4) are live.
  CHECK(pressure_profile(dag, order_of(dag, {"a", "b", "c", "d"})) == std::vector<int>{0, 1, 2, 2});
  CHECK(max_rp(dag, order_of(dag, {"a", "c", "b", "d"})) == 2);
  CHECK(operand_lower_bound(dag) == 2);
}

TEST_CASE("pressure: sizes 0 and 2", "[sched][pressure]") {
  // x holds two registers; y's value has size 0 and never counts.
  const Dag dag = dag_of(
      "dag d\nnode x 2\nnode y 0\nnode z 1\nnode w 0\n"
      "edge x z\nedge y z\nedge z w\nend\n");
  CHECK(pressure_profile(dag, order_of(dag, {"x", "y", "z", "w"})) == std::vector<int>{0, 2, 2, 1});
  CHECK(pressure_profile(dag, order_of(dag, {"y", "x", "z", "w"})) == std::vector<int>{0, 0, 2, 1});
  CHECK(operand_lower_bound(dag) == 2);
}

TEST_CASE("pressure: a value without consumers is never live", "[sched][pressure]") {
  const Dag dag = dag_of("dag d\nnode p 1\nnode q 1\nnode r 1\nedge q r\nend\n");
  CHECK(pressure_profile(dag, order_of(dag, {"p", "q", "r"})) == std::vector<int>{0, 0, 1});
  CHECK(pressure_profile(dag, order_of(dag, {"q", "p", "r"})) == std::vector<int>{0, 1, 1});
}

TEST_CASE("pressure: dep edges order but carry no value", "[sched][pressure]") {
  const Dag dag = dag_of("dag d\nnode a 1\nnode b 1\nnode c 1\ndep a b\nedge a c\nend\n");
  CHECK(pressure_profile(dag, order_of(dag, {"a", "b", "c"})) == std::vector<int>{0, 1, 1});
  CHECK(check_order(dag, order_of(dag, {"b", "a", "c"})) ==
        std::optional<std::string>("node 'b' is scheduled before its predecessor 'a'"));
}

TEST_CASE("check_order rejects what is not a topological order of every node", "[sched][pressure]") {
  const Dag dag = dag_of("dag d\nnode a 1\nnode b 1\nedge a b\nend\n");
  CHECK_FALSE(check_order(dag, order_of(dag, {"a", "b"})));
  CHECK(check_order(dag, order_of(dag, {"a"})) == std::optional<std::string>("schedule names 1 nodes, the dag has 2"));
  CHECK(check_order(dag, Schedule{0, 0}) == std::optional<std::string>("node 'a' is scheduled twice"));
  CHECK(check_order(dag, Schedule{0, 7}) == std::optional<std::string>("schedule names a node that does not exist"));
  CHECK(check_order(dag, order_of(dag, {"b", "a"})));
  CHECK(max_rp(dag_of("dag e\nend\n"), {}) == 0);
}

TEST_CASE("incremental trackers agree with pressure_profile", "[sched][pressure]") {
  rhz::sched::test::SplitMix rng(7);
  for (int round = 0; round < 200; ++round) {
    const Dag dag = rhz::sched::test::random_small_dag(2 + rng.below(14), 1000 + round);
    // A random topological order.
    ForwardPressure forward(dag);
    Schedule order;
    std::vector<int> live_before;
    while (order.size() < dag.size()) {
      std::vector<NodeId> ready;
      for (NodeId v = 0; v < dag.size(); ++v)
        if (forward.ready(v)) ready.push_back(v);
      const NodeId v = ready[rng.below(static_cast<int>(ready.size()))];
      live_before.push_back(forward.live());
      const int expected = forward.live() + forward.delta(v);
      forward.schedule(v);
      CHECK(forward.live() == expected);
      order.push_back(v);
    }
    REQUIRE_FALSE(check_order(dag, order));
    const auto profile = pressure_profile(dag, order);
    CHECK(live_before == profile);

    // From the end: after placing the node of step t, live() is RP(t).
    BackwardPressure backward(dag);
    for (std::size_t k = order.size(); k-- > 0;) {
      REQUIRE(backward.ready(order[k]));
      const int expected = backward.live() + backward.delta(order[k]);
      backward.place(order[k]);
      CHECK(backward.live() == expected);
      CHECK(backward.live() == profile[k]);
    }

    // Undo restores every count.
    for (std::size_t k = order.size(); k-- > 0;) forward.unschedule(order[k]);
    CHECK(forward.live() == 0);
    for (NodeId v = 0; v < dag.size(); ++v) CHECK(forward.ready(v) == dag.preds(v).empty());
  }
}

TEST_CASE("PrefixState steps: delta and step_peak predict the profile", "[sched][pressure]") {
  rhz::sched::test::SplitMix rng(11);
  for (int round = 0; round < 200; ++round) {
    const Dag dag = rhz::sched::test::random_small_dag(2 + rng.below(14), 5000 + round);
    PrefixState state(dag);
    int predicted_peak = 0;
    while (!state.complete()) {
      const auto candidates = state.candidates();
      REQUIRE_FALSE(candidates.empty());
      const NodeId c = candidates[rng.below(static_cast<int>(candidates.size()))];
      const int after = state.live() + state.delta(c);
      predicted_peak = std::max({predicted_peak, state.step_peak(c), after});
      state.take(c);
      CHECK(state.live() == after);
    }
    const Schedule order(state.order().begin(), state.order().end());
    REQUIRE_FALSE(check_order(dag, order));
    CHECK(max_rp(dag, order) == predicted_peak);
  }
}
