// Scoring policies against optima and printing the aligned report table.
#include "sched/report.h"

#include <chrono>
#include <cstdio>
#include <ostream>

#include "sched/machine_model.h"
#include "sched/pressure.h"

namespace rhz::sched {

double pressure_ratio(int rp, int optimum) {
  if (optimum == 0) return rp == 0 ? 1.0 : static_cast<double>(rp);
  return static_cast<double>(rp) / optimum;
}

std::optional<PolicyScore> score_policy(const PolicyInfo& policy, std::span<const Dag> dags,
                                        std::span<const std::optional<int>> optimum, std::string* error) {
  using Clock = std::chrono::steady_clock;
  PolicyScore score;
  score.policy = std::string(policy.name);
  for (std::size_t i = 0; i < dags.size(); ++i) {
    const auto start = Clock::now();
    const Schedule order = policy.run(dags[i]);
    score.seconds += std::chrono::duration<double>(Clock::now() - start).count();
    if (auto why = check_order(dags[i], order)) {
      if (error) *error = "policy '" + score.policy + "' gave an invalid order for dag '" + dags[i].name() + "': " + *why;
      return std::nullopt;
    }
    ++score.dags;
    score.cycles_sum += estimate_cycles(dags[i], order, x86_64_model());
    if (!optimum[i]) continue;
    const int rp = max_rp(dags[i], order);
    const double ratio = pressure_ratio(rp, *optimum[i]);
    ++score.scored;
    score.ratio_sum += ratio;
    if (rp == *optimum[i]) ++score.at_optimum;
    if (rp < *optimum[i]) ++score.below_optimum;
    if (ratio >= 1.5) ++score.over_1_5;
  }
  return score;
}

namespace {

std::string format(const char* pattern, auto... args) {
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, pattern, args...);
  return buffer;
}

std::string count_and_share(int count, int total) {
  return format("%4d %5.1f%%", count, total ? 100.0 * count / total : 0.0);
}

}  // namespace

void print_report(std::ostream& out, const ReportHeader& header, std::span<const PolicyScore> scores) {
  out << "# " << header.dags << (header.dags == 1 ? " DAG" : " DAGs") << ", optimum known for " << header.known << " ("
      << header.source << ")\n";
  if (!header.solver_line.empty()) out << "# " << header.solver_line << '\n';
  out << format("%-14s %12s %12s %10s %8s %10s\n", "policy", "at optimum", ">= 1.5x opt", "avg ratio", "cycles",
                "time (s)");
  for (const auto& s : scores) {
    out << format("%-14s %12s %12s %10.3f %8.1f %10.3f\n", s.policy.c_str(),
                  count_and_share(s.at_optimum, s.scored).c_str(), count_and_share(s.over_1_5, s.scored).c_str(),
                  s.mean_ratio(), s.mean_cycles(), s.seconds);
  }
}

}  // namespace rhz::sched
