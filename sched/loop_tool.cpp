// The loop tool behind `rhz sched-loop` (options in loop_tool.h). The
// report's lines are those of the loop corpus's own checker, so figures
// can be compared with its reference ones.
#include "sched/loop_tool.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <sstream>

#include "sched/modulo_bounds.h"
#include "sched/modulo_schedule.h"

namespace rhz::sched {
namespace {

// printf into a string of whatever length (loop names are the file's).
std::string format(const char* fmt, auto... args) {
  std::string out(static_cast<std::size_t>(std::snprintf(nullptr, 0, fmt, args...)), '\0');
  std::snprintf(out.data(), out.size() + 1, fmt, args...);
  return out;
}

struct Totals {
  int loops = 0, invalid = 0, at_mii = 0;
  double ii_ratio = 0, live_ratio = 0, stages = 0;
  int live_counted = 0;

  std::string line() const {
    const int valid = loops - invalid;
    auto mean = [](double sum, int n) { return n ? format("%.3f", sum / n) : std::string("nan"); };
    return format("summary loops=%d invalid=%d at_mii=%d (%.1f%%) avg_ii_ratio=%s avg_maxlive_ratio=%s stages_avg=%s",
                  loops, invalid, at_mii, loops ? 100.0 * at_mii / loops : 0.0, mean(ii_ratio, valid).c_str(),
                  mean(live_ratio, live_counted).c_str(),
                  valid ? format("%.2f", stages / valid).c_str() : "nan");
  }
};

// Schedules every loop by `policy`; per-loop lines go to `out` when `lines`.
Totals evaluate(const LoopFile& file, const ModuloPolicyInfo& policy, bool report, bool lines, std::ostream& out) {
  Totals totals;
  const auto started = std::chrono::steady_clock::now();
  std::vector<ModuloSchedule> schedules;
  for (const LoopGraph& g : file.loops) schedules.push_back(modulo_schedule(g, policy.policy));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  for (std::size_t i = 0; i < file.loops.size(); ++i) {
    const LoopGraph& g = file.loops[i];
    const ModuloSchedule& s = schedules[i];
    if (!report) {
      out << "modsched " << g.name << ' ' << s.ii;
      for (int t : s.times) out << ' ' << t;
      out << '\n';
      continue;
    }
    ++totals.loops;
    const auto problems = verify_modulo_schedule(g, s);
    if (!problems.empty()) {
      ++totals.invalid;
      if (lines) out << g.name << " INVALID: " << problems.front() << '\n';
      continue;
    }
    const int res = res_mii(g), rec = rec_mii(g), m = std::max({res, rec, 1});
    const int live = max_live(g, s.ii, s.times), avg = min_avg(g, s.ii), stages = stage_count(s.ii, s.times);
    totals.at_mii += s.ii == m;
    totals.ii_ratio += static_cast<double>(s.ii) / m;
    if (avg > 0) {
      totals.live_ratio += static_cast<double>(live) / avg;
      ++totals.live_counted;
    }
    totals.stages += stages;
    if (lines)
      out << format("%s ii=%d mii=%d res=%d rec=%d maxlive=%d minavg=%d ratio=%.3f stages=%d%s", g.name.c_str(), s.ii,
                    m, res, rec, live, avg, avg ? static_cast<double>(live) / avg : 1.0, stages,
                    s.ii == m ? " AT_MII" : "")
          << '\n';
  }
  if (report) {
    out << totals.line() << '\n';
    out << format("# %s: %zu loops scheduled in %.3f s", std::string(policy.name).c_str(), file.loops.size(), seconds)
        << '\n';
  }
  return totals;
}

}  // namespace

int run_loop_tool(const LoopToolOptions& options, std::ostream& out, std::ostream& err) {
  std::ifstream in(options.file, std::ios::binary);
  if (!in) {
    err << options.file << ": error: cannot read the file\n";
    return 1;
  }
  std::ostringstream text;
  text << in.rdbuf();
  LoopError error;
  const auto file = parse_loops(text.str(), &error);
  if (!file) {
    err << options.file << ':' << error.line << ": error: " << error.message << '\n';
    return 1;
  }
  if (!options.policy.empty() && !find_modulo_policy(options.policy)) {
    std::string names;
    for (const ModuloPolicyInfo& p : modulo_policies()) names += (names.empty() ? "" : ", ") + std::string(p.name);
    err << "error: unknown policy '" << options.policy << "' (policies: " << names << ")\n";
    return 2;
  }
  int invalid = 0;
  if (options.report && options.policy.empty()) {
    for (const ModuloPolicyInfo& p : modulo_policies()) {
      out << "# policy " << p.name << ": " << p.description << '\n';
      invalid += evaluate(*file, p, true, false, out).invalid;
    }
  } else {
    const ModuloPolicyInfo& p = *find_modulo_policy(options.policy.empty() ? "sms" : options.policy);
    invalid += evaluate(*file, p, options.report, true, out).invalid;
  }
  return invalid ? 1 : 0;
}

}  // namespace rhz::sched
