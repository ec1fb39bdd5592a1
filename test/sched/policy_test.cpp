// Every policy yields a valid order on every test DAG, deterministically;
// minreg is never worse than the candidates it starts from.
#include <catch2/catch.hpp>

#include "sched/dag_random.h"
#include "sched/minreg_lists.h"
#include "sched/policy.h"
#include "sched/schedule_io.h"
#include "sched/pressure.h"
#include "test/sched/sched_test_util.h"

using namespace rhz::sched;

namespace {

std::vector<Dag> test_dags() {
  std::vector<Dag> dags = rhz::sched::test::sample_dags();
  for (int seed = 0; seed < 40; ++seed) dags.push_back(rhz::sched::test::random_small_dag(1 + seed % 17, 300 + seed));
  for (auto shape : {DagShape::Tree, DagShape::Expr, DagShape::Layered, DagShape::Wide})
    for (std::size_t n : {4, 30, 200}) dags.push_back(random_dag(shape, n, 5));
  dags.push_back(rhz::sched::test::dag_of("dag empty\nend\n"));
  dags.push_back(rhz::sched::test::dag_of("dag single\nnode a 1\nend\n"));
  // Declaration order that is not topological.
  dags.push_back(rhz::sched::test::dag_of("dag backwards\nnode a 1\nnode b 1\nnode c 0\nedge b a\nedge a c\ndep b c\nend\n"));
  return dags;
}

}  // namespace

TEST_CASE("the registry lists every policy by name", "[sched][policy]") {
  std::vector<std::string> names;
  for (const auto& p : local_policies()) names.emplace_back(p.name);
  CHECK(names == std::vector<std::string>{"source", "early", "sethi-ullman", "minreg", "balanced"});
  CHECK(find_policy("minreg")->run == &schedule_minreg);
  CHECK(find_policy("optimal") == nullptr);
  CHECK(find_policy("nonsense") == nullptr);
}

TEST_CASE("every policy gives a valid order on every test DAG, deterministically", "[sched][policy]") {
  const auto dags = test_dags();
  for (const auto& policy : local_policies()) {
    for (const Dag& dag : dags) {
      INFO("policy " << policy.name << ", dag " << dag.name());
      const Schedule order = policy.run(dag);
      CHECK_FALSE(check_order(dag, order));
      CHECK(policy.run(dag) == order);
    }
  }
}

TEST_CASE("source keeps declaration order when it is topological", "[sched][policy]") {
  for (const Dag& dag : rhz::sched::test::sample_dags()) {
    Schedule identity(dag.size());
    for (NodeId v = 0; v < dag.size(); ++v) identity[v] = v;
    CHECK(schedule_source(dag) == identity);
  }
}

TEST_CASE("early schedules in the order nodes become ready", "[sched][policy]") {
  // Two chains: breadth first, a0 b0 a1 b1 a2 b2.
  const Dag dag = rhz::sched::test::dag_of(
      "dag d\nnode a0 1\nnode a1 1\nnode a2 0\nnode b0 1\nnode b1 1\nnode b2 0\n"
      "edge a0 a1\nedge a1 a2\nedge b0 b1\nedge b1 b2\nend\n");
  CHECK(schedule_early(dag) == rhz::sched::test::order_of(dag, {"a0", "b0", "a1", "b1", "a2", "b2"}));
}

TEST_CASE("sethi-ullman evaluates the operand needing more registers first", "[sched][policy]") {
  // r = op(small, big): big needs 2 registers, small 1, so big goes first.
  const Dag dag = rhz::sched::test::dag_of(
      "dag d\nnode s 1\nnode x 1\nnode y 1\nnode big 1\nnode r 1\nnode out 0\n"
      "edge x big\nedge y big\nedge s r\nedge big r\nedge r out\nend\n");
  const Schedule order = schedule_sethi_ullman(dag);
  CHECK(order == rhz::sched::test::order_of(dag, {"x", "y", "big", "s", "r", "out"}));
  CHECK(max_rp(dag, order) == 2);
}

TEST_CASE("minreg is never worse than source, sethi-ullman or its list heuristics", "[sched][policy]") {
  // Guaranteed by construction: minreg keeps the best of its candidates,
  // which include these, and the search only ever improves on them.
  for (const Dag& dag : test_dags()) {
    INFO("dag " << dag.name());
    const int rp = max_rp(dag, schedule_minreg(dag));
    CHECK(rp <= max_rp(dag, schedule_source(dag)));
    CHECK(rp <= max_rp(dag, schedule_sethi_ullman(dag)));
    std::vector<int> rank(dag.size());
    for (NodeId v = 0; v < dag.size(); ++v) rank[v] = static_cast<int>(v);
    CHECK(rp <= max_rp(dag, greedy_top_down(dag, rank)));
    CHECK(rp >= operand_lower_bound(dag));
  }
}

TEST_CASE("minreg reaches the proven optimum on most sample DAGs", "[sched][policy]") {
  const auto dags = rhz::sched::test::sample_dags();
  DagError error;
  const auto optima = parse_optima(rhz::sched::test::read_text(rhz::sched::test::data_path("sample.opt")), &error);
  REQUIRE(optima);
  REQUIRE(optima->size() == dags.size());
  int at_optimum = 0;
  for (std::size_t i = 0; i < dags.size(); ++i) {
    REQUIRE((*optima)[i].dag == dags[i].name());
    const int rp = max_rp(dags[i], schedule_minreg(dags[i]));
    CHECK(rp >= (*optima)[i].upper);
    CHECK(rp * 2 < (*optima)[i].upper * 3);  // never at 1.5x or worse
    at_optimum += rp == (*optima)[i].upper;
  }
  CHECK(at_optimum >= 13);
}
