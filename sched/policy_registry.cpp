// The table of local scheduling policies, by name.
#include "sched/policy.h"

#include <array>

namespace rhz::sched {
namespace {

constexpr std::array kPolicies = {
    PolicyInfo{"source", "declaration order", &schedule_source},
    PolicyInfo{"early", "top-down, as soon as inputs are ready", &schedule_early},
    PolicyInfo{"sethi-ullman", "bottom-up by generalised Sethi-Ullman numbers", &schedule_sethi_ullman},
    PolicyInfo{"minreg", "minimum register pressure", &schedule_minreg},
    PolicyInfo{"balanced", "register pressure, latency and resources", &schedule_balanced},
};

}  // namespace

std::span<const PolicyInfo> local_policies() { return kPolicies; }

const PolicyInfo* find_policy(std::string_view name) {
  for (const auto& policy : kPolicies)
    if (policy.name == name) return &policy;
  return nullptr;
}

}  // namespace rhz::sched
