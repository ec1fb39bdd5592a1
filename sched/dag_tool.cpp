// The DAG tool behind `rhz sched-dag` (options in dag_tool.h).
#include "sched/dag_tool.h"

#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <unordered_map>

#include "sched/dag.h"
#include "sched/optimal.h"
#include "sched/policy.h"
#include "sched/pressure.h"
#include "sched/report.h"
#include "sched/schedule_io.h"

namespace rhz::sched {
namespace {

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return std::move(text).str();
}

std::string policy_names() {
  std::string names;
  for (const auto& p : local_policies()) names += std::string(names.empty() ? "" : ", ") + std::string(p.name);
  return names + ", optimal";
}

std::string optimal_note(const Dag& dag, const OptimalResult& r) {
  std::ostringstream note;
  note << "n=" << dag.size() << " heur=" << r.heuristic << " lb0=" << r.lower0 << " states=" << r.states
       << " time=" << std::fixed << std::setprecision(3) << r.seconds;
  return note.str();
}

// Optima from an optimum file, checked against the DAGs: an entry's schedule
// must be a valid order reaching its bound.
std::optional<std::vector<std::optional<int>>> read_optima(const std::string& path, const std::vector<Dag>& dags,
                                                           std::ostream& err) {
  const auto text = read_file(path);
  if (!text) {
    err << path << ": error: cannot read the optimum file\n";
    return std::nullopt;
  }
  DagError error;
  const auto entries = parse_optima(*text, &error);
  if (!entries) {
    err << path << ':' << error.line << ": error: " << error.message << '\n';
    return std::nullopt;
  }
  std::unordered_map<std::string, const OptimumEntry*> by_name;
  for (const auto& e : *entries) by_name.emplace(e.dag, &e);
  std::vector<std::optional<int>> optimum(dags.size());
  for (std::size_t i = 0; i < dags.size(); ++i) {
    auto it = by_name.find(dags[i].name());
    if (it == by_name.end() || !it->second->proven) continue;
    const OptimumEntry& entry = *it->second;
    if (entry.schedule) {
      std::string why;
      auto order = resolve_schedule(dags[i], *entry.schedule, &why);
      if (order) {
        if (auto bad = check_order(dags[i], *order)) why = *bad;
        else if (max_rp(dags[i], *order) != entry.upper)
          why = "its schedule has MaxRP " + std::to_string(max_rp(dags[i], *order)) + ", not " + std::to_string(entry.upper);
      }
      if (!why.empty()) {
        err << path << ':' << entry.schedule->line << ": error: " << why << '\n';
        return std::nullopt;
      }
    }
    optimum[i] = entry.upper;
  }
  return optimum;
}

int run_report(const DagToolOptions& options, const std::vector<Dag>& dags, std::ostream& out, std::ostream& err) {
  std::vector<const PolicyInfo*> policies;
  if (options.policy.empty()) {
    for (const auto& p : local_policies()) policies.push_back(&p);
  } else if (const PolicyInfo* p = find_policy(options.policy)) {
    policies.push_back(p);
  } else {
    err << "error: unknown policy '" << options.policy << "' for --report (known: " << policy_names() << ")\n";
    return 2;
  }

  ReportHeader header;
  header.dags = dags.size();
  std::vector<std::optional<int>> optimum;
  if (!options.opt_file.empty()) {
    auto read = read_optima(options.opt_file, dags, err);
    if (!read) return 1;
    optimum = std::move(*read);
    header.source = "from " + options.opt_file;
  } else {
    OptimalOptions solver;
    solver.time_limit_s = options.time_limit_s;
    int timeouts = 0;
    double seconds = 0;
    for (const auto& dag : dags) {
      const OptimalResult r = solve_optimal(dag, solver);
      seconds += r.seconds;
      if (r.proven) optimum.push_back(r.upper);
      else optimum.push_back(std::nullopt), ++timeouts;
    }
    std::ostringstream what;
    what << "from the exact solver";
    if (options.time_limit_s > 0) what << ", " << options.time_limit_s << " s limit per DAG";
    header.source = what.str();
    std::ostringstream line;
    line << "exact solver: " << (dags.size() - timeouts) << " proven, " << timeouts << " timed out, "
         << std::fixed << std::setprecision(3) << seconds << " s";
    header.solver_line = line.str();
  }
  for (const auto& o : optimum) header.known += o.has_value();

  std::vector<PolicyScore> scores;
  for (const PolicyInfo* p : policies) {
    std::string error;
    auto score = score_policy(*p, dags, optimum, &error);
    if (!score) {
      err << options.file << ": error: " << error << '\n';
      return 1;
    }
    if (score->below_optimum)
      err << options.file << ": warning: policy '" << p->name << "' beats the given optimum on "
          << score->below_optimum << " DAG(s): the optimum file is wrong\n";
    scores.push_back(std::move(*score));
  }
  print_report(out, header, scores);
  return 0;
}

}  // namespace

int run_dag_tool(const DagToolOptions& options, std::ostream& out, std::ostream& err) {
  const auto text = read_file(options.file);
  if (!text) {
    err << options.file << ": error: cannot read the DAG file\n";
    return 1;
  }
  DagError error;
  auto dags = parse_dags(*text, &error);
  if (!dags) {
    err << options.file << ':' << error.line << ": error: " << error.message << '\n';
    return 1;
  }
  if (options.report) return run_report(options, *dags, out, err);

  const std::string policy = options.policy.empty() ? "minreg" : options.policy;
  if (policy == "optimal") {
    OptimalOptions solver;
    solver.time_limit_s = options.time_limit_s;
    for (const auto& dag : *dags) {
      const OptimalResult r = solve_optimal(dag, solver);
      write_optimum(out, dag, r.proven, r.lower, r.upper, optimal_note(dag, r), r.order);
    }
    return 0;
  }
  const PolicyInfo* p = find_policy(policy);
  if (!p) {
    err << "error: unknown policy '" << policy << "' (known: " << policy_names() << ")\n";
    return 2;
  }
  for (const auto& dag : *dags) write_schedule(out, dag, p->run(dag));
  return 0;
}

}  // namespace rhz::sched
