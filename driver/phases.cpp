#include "driver/phases.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>

#include "frontend/parse.h"

namespace rhz::driver {

namespace {

bool run_parse(Compilation& c) {
  c.ast = frontend::parse(c.file, c.diags);
  return !c.diags.has_errors();
}

bool run_check(Compilation& c) {
  frontend::check_subset(*c.ast, c.diags);
  return !c.diags.has_errors();
}

void dump_ast(const Compilation& c, std::ostream& out) { frontend::dump_ast(out, c.ast->root); }

constexpr Phase kPhases[] = {
    {"parse", "", "lex and parse into an AST", run_parse, nullptr},
    {"check", "ast", "subset checks (tiers, loops, core methods)", run_check, dump_ast},
};

}  // namespace

std::span<const Phase> phases() { return kPhases; }

const Phase* find_phase(std::string_view name) {
  for (const Phase& p : kPhases)
    if (p.name == name) return &p;
  return nullptr;
}

int run_pipeline(Compilation& c, std::ostream& dump_out, std::ostream& diag_out) {
  using Clock = std::chrono::steady_clock;
  struct Timing { std::string_view name; double ms; };
  std::vector<Timing> timings;
  int status = 0;
  for (const Phase& phase : kPhases) {
    auto start = Clock::now();
    bool ok = phase.run(c);
    timings.push_back({phase.name, std::chrono::duration<double, std::milli>(Clock::now() - start).count()});
    if (!ok) {
      c.diags.print(diag_out);
      status = 1;
      break;
    }
    const auto& dumps = c.options.dumps;
    if (phase.dump && std::find(dumps.begin(), dumps.end(), phase.dump_name) != dumps.end()) phase.dump(c, dump_out);
    if (phase.name == c.options.stop_after) break;
  }
  if (c.options.time_passes) {
    double total = 0;
    diag_out << "phase          time (ms)\n";
    for (const Timing& t : timings) {
      char line[64];
      std::snprintf(line, sizeof line, "%-12s %11.3f\n", std::string(t.name).c_str(), t.ms);
      diag_out << line;
      total += t.ms;
    }
    char line[64];
    std::snprintf(line, sizeof line, "%-12s %11.3f\n", "total", total);
    diag_out << line;
  }
  return status;
}

}  // namespace rhz::driver
