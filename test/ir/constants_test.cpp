// Whole-program propagation of literal constants (ir/constants.h): which
// constants qualify, and that a read keeps raising while unassigned.
#include "ir/constants.h"
#include "test/ir/build_helpers.h"

using namespace rhz::ir;
using namespace rhz::ir::test;

namespace {

Program propagated(const std::string& code, std::size_t expected_rewrites) {
  Program p = optimized(code);
  CHECK(propagate_literal_constants(p) == expected_rewrites);
  for (const Method& m : p.methods) CHECK(verify_graph(m.graph).empty());
  return p;
}

}  // namespace

TEST_CASE("constants: a literal assigned once reaches every read, in every method", "[ir][constants]") {
  Program p = propagated("M = 7\ndef f(x)\n  x % M\nend\np f(M + 1)\n", 2);
  // The read stays on the chain (it raises while M is unassigned); its value
  // is the literal, folded on: M + 1 is 8.
  CHECK(chain_of(p, graph_of(p)) == "%1 = set(M, 7); %2 = def(f); %3 = get(M); %4 = f(8); %5 = p(%4); return %5");
  CHECK(chain_of(p, graph_of(p, "f")) == "%1 = get(M); %2 = p0.%(7); return %2");
}

TEST_CASE("constants: nil, true and false are literals too", "[ir][constants]") {
  Program p = propagated("DEBUG = false\np DEBUG\n", 1);
  CHECK(chain_of(p, graph_of(p)) == "%1 = set(DEBUG, false); %2 = get(DEBUG); %3 = p(false); return %3");
}

TEST_CASE("constants: two assignments or a computed value keep the read", "[ir][constants]") {
  SECTION("assigned twice") {
    Program p = propagated("M = 1\nM = 2\np M\n", 0);
    CHECK(chain_of(p, graph_of(p)).find("p(%") != std::string::npos);
  }
  SECTION("a computed value") {
    Program p = propagated("def seven\n  7\nend\nM = seven\np M\n", 0);
    CHECK(chain_of(p, graph_of(p)).find("p(%") != std::string::npos);
  }
  SECTION("never assigned: the read raises NameError at run time") {
    Program p = propagated("p M\n", 0);
    CHECK(chain_of(p, graph_of(p)) == "%1 = get(M); %2 = p(%1); return %2");
  }
}
