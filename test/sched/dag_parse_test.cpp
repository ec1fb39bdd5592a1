// The DAG file format: what parses, what is rejected (with the line), and
// that the writer's output reads back unchanged.
#include <catch2/catch.hpp>

#include <sstream>

#include "sched/dag.h"
#include "test/sched/sched_test_util.h"

using namespace rhz::sched;
using rhz::sched::test::dag_of;
using rhz::sched::test::dags_of;

namespace {

DagError error_of(const std::string& text) {
  DagError error;
  REQUIRE_FALSE(parse_dags(text, &error));
  return error;
}

std::vector<std::pair<std::string, std::string>> edges_of(const Dag& dag) {
  std::vector<std::pair<std::string, std::string>> edges;
  for (NodeId v = 0; v < dag.size(); ++v)
    for (NodeId p : dag.operands(v)) edges.emplace_back(dag.node(p).id, dag.node(v).id);
  return edges;
}

}  // namespace

TEST_CASE("parse: several DAGs, comments, labels, forward references", "[sched][parse]") {
  const auto dags = dags_of(
      "# a file comment\n"
      "dag first   # trailing comment\n"
      "node a 1 load\n"
      "edge a c    # c is declared below\n"
      "node b 2 fused mul add\n"
      "node c 0 store\n"
      "edge b c\n"
      "end\n"
      "\n"
      "dag second\n"
      "node x 1\n"
      "end\n");
  REQUIRE(dags.size() == 2);
  const Dag& first = dags[0];
  CHECK(first.name() == "first");
  CHECK(first.line() == 2);
  REQUIRE(first.size() == 3);
  CHECK(first.node(0).id == "a");
  CHECK(first.node(1).size == 2);
  CHECK(first.node(1).label == "fused mul add");
  CHECK(first.node(2).label == "store");
  CHECK(first.node(2).line == 6);
  CHECK(edges_of(first) == std::vector<std::pair<std::string, std::string>>{{"a", "c"}, {"b", "c"}});
  CHECK(dags[1].name() == "second");
  CHECK(dags[1].node(0).label.empty());
}

TEST_CASE("parse: duplicate edges count once, dep edges carry no value", "[sched][parse]") {
  const Dag dag = dag_of(
      "dag d\nnode 0 1\nnode 1 1\nnode 2 0\n"
      "edge 0 1\nedge 0 1\nedge 1 2\n"
      "dep 0 2\ndep 0 2\n"
      "dep 1 2\n"  // already ordered by the data edge: dropped
      "end\n");
  CHECK(dag.data_edge_count() == 2);
  CHECK(dag.dep_edge_count() == 1);
  CHECK(dag.consumers(0).size() == 1);
  CHECK(dag.dep_succs(0).size() == 1);
  CHECK(dag.preds(2).size() == 2);  // 0 (dep) and 1 (data)
  CHECK(dag.operands(2).size() == 1);
}

TEST_CASE("parse: errors name the offending line", "[sched][parse]") {
  SECTION("cycle") {
    const auto e = error_of("dag d\nnode a 1\nnode b 1\nnode c 1\nedge a b\nedge b c\nedge c a\nend\n");
    CHECK(e.line == 7);
    CHECK(e.message == "dependence cycle: a -> b -> c -> a in dag 'd'");
  }
  SECTION("cycle through a dep edge") {
    const auto e = error_of("dag d\nnode a 1\nnode b 1\ndep b a\nedge a b\nend\n");
    CHECK(e.line == 5);
    CHECK(e.message.find("dependence cycle") == 0);
  }
  SECTION("self-loop") {
    const auto e = error_of("dag d\nnode a 1\nedge a a\nend\n");
    CHECK(e.line == 3);
    CHECK(e.message == "edge from node 'a' to itself in dag 'd'");
  }
  SECTION("unknown id") {
    const auto e = error_of("dag d\nnode a 1\n\ndep a zz\nend\n");
    CHECK(e.line == 4);
    CHECK(e.message == "dep names unknown node 'zz' in dag 'd'");
  }
  SECTION("duplicate node") {
    const auto e = error_of("dag d\nnode a 1\nnode a 2\nend\n");
    CHECK(e.line == 3);
    CHECK(e.message == "duplicate node id 'a' in dag 'd' (first declared at line 2)");
  }
  SECTION("duplicate dag name") {
    const auto e = error_of("dag d\nend\ndag d\nend\n");
    CHECK(e.line == 3);
    CHECK(e.message == "duplicate dag name 'd' (first at line 1)");
  }
  SECTION("missing end") {
    const auto e = error_of("dag d\nnode a 1\n");
    CHECK(e.line == 1);
    CHECK(e.message == "dag 'd' has no 'end'");
  }
  SECTION("dag inside dag") {
    CHECK(error_of("dag d\nnode a 1\ndag e\nend\n").line == 3);
  }
  SECTION("node outside a dag") {
    const auto e = error_of("node a 1\n");
    CHECK(e.line == 1);
    CHECK(e.message == "'node' outside a dag (missing 'dag NAME')");
  }
  SECTION("bad size") {
    CHECK(error_of("dag d\nnode a -1\nend\n").message == "node size must be a non-negative integer, got '-1'");
    CHECK(error_of("dag d\nnode a 1x\nend\n").line == 2);
  }
  SECTION("malformed lines") {
    CHECK(error_of("dag d\nedge a\nend\n").message == "expected 'edge FROM TO'");
    CHECK(error_of("dag d\nnode a\nend\n").message == "expected 'node ID SIZE [label...]'");
    CHECK(error_of("dag\n").message == "expected 'dag NAME'");
    CHECK(error_of("dag d\nend now\n").message == "unexpected text after 'end'");
    CHECK(error_of("dag d\nnodes a 1\nend\n").message == "unknown directive 'nodes' (expected dag, node, edge, dep or end)");
  }
}

TEST_CASE("parse: an empty file and an empty DAG are fine", "[sched][parse]") {
  CHECK(dags_of("").empty());
  CHECK(dags_of("# nothing\n\n").empty());
  const auto dags = dags_of("dag empty\nend\n");
  REQUIRE(dags.size() == 1);
  CHECK(dags[0].size() == 0);
}

TEST_CASE("write_dag output parses back to the same DAG", "[sched][parse]") {
  const std::string text =
      "dag w\nnode n0 1 load\nnode n1 2 mul\nnode n2 0 store\nnode n3 1\n"
      "edge n0 n1\nedge n0 n2\nedge n1 n2\ndep n3 n2\nend\n";
  const Dag dag = dag_of(text);
  std::ostringstream out;
  write_dag(out, dag);
  CHECK(out.str() == text);  // already in the writer's canonical form
  const Dag again = dag_of(out.str());
  CHECK(edges_of(again) == edges_of(dag));
  CHECK(again.dep_edge_count() == 1);
}

TEST_CASE("the sample DAGs parse and round-trip", "[sched][parse]") {
  for (const Dag& dag : rhz::sched::test::sample_dags()) {
    std::ostringstream once, twice;
    write_dag(once, dag);
    write_dag(twice, dag_of(once.str()));
    CHECK(once.str() == twice.str());
  }
}
