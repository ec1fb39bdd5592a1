// The --jit-stats report (see jit.h).
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <ostream>
#include <vector>

#include "runtime/tier2/jit.h"

namespace rhz::rt::tier2 {

namespace {

void line(std::ostream& out, const char* format, auto... args) {
  char buf[256];
  std::snprintf(buf, sizeof buf, format, args...);
  out << buf;
}

}  // namespace

void Jit::print_stats(std::ostream& out, double run_ms) const {
  const JitStats& s = stats_;
  auto u = [](std::uint64_t v) { return static_cast<unsigned long long>(v); };
  out << "jit stats\n";
  line(out, "  executors:        %llu (+ %llu side executors), %llu projections\n", u(s.executors), u(s.side_executors),
       u(s.projections));
  for (const auto& [why, n] : s.failures) line(out, "    not compiled:   %llu  %s\n", u(n), why.c_str());
  line(out, "  code:             %llu bytes live (%llu mapped), %llu peak\n", u(s.code_bytes), u(s.mapped_bytes),
       u(s.peak_code_bytes));
  std::vector<double> times;
  for (const auto& e : executors_) times.push_back(e->compile_ms);
  std::sort(times.begin(), times.end());
  double median = times.empty() ? 0 : times[times.size() / 2];
  double max = times.empty() ? 0 : times.back();
  line(out, "  compile time:     %.3f ms total, %.3f ms median, %.3f ms max per executor\n", s.compile_ms, median, max);
  line(out, "  entries:          %llu from tier 1\n", u(s.entries));
  line(out, "  runtime calls:    %llu to built-ins, %llu to Ruby methods, %llu yields, %llu blocks made, %llu allocations\n",
       u(s.calls_builtin), u(s.calls_ruby), u(s.calls_yield), u(s.calls_make_block), u(s.calls_alloc));
  line(out, "  exits:            %llu cold, %llu hot, %llu linked, %llu unlikely, %llu at entry\n", u(s.exits_cold),
       u(s.exits_hot), u(s.exits_linked), u(s.exits_unlikely), u(s.exits_entry));
  std::map<std::string, std::uint64_t> by_reason;  // counted per exit while running
  for (const auto& e : executors_)
    for (const ExitData& x : e->exits)
      if (x.taken) by_reason[x.reason] += x.taken;
  for (const auto& [reason, n] : by_reason) line(out, "    %-16s %llu\n", reason.c_str(), u(n));
  line(out, "  invalidations:    %llu (%llu flushes at the memory limit, %llu loops projected again)\n",
       u(s.invalidations), u(s.flushes), u(s.reprojections));
  double share = run_ms > 0 ? 100.0 * s.executor_ms / run_ms : 0;
  line(out, "  time in executors: %.1f ms of %.1f ms (%.1f%%)\n", s.executor_ms, run_ms, share);
  for (const auto& e : executors_) {
    std::uint64_t taken = 0;
    for (const ExitData& x : e->exits) taken += x.taken;
    line(out, "  executor %u%s %s: %s, %u bytes, %zu exits, %llu entries, %llu exits taken, %.3f ms%s\n", e->id,
         e->side ? " (side)" : "", e->origin.c_str(), e->loop ? "loop" : e->direct_only ? "path for direct calls" : "path", e->code_bytes(), e->exits.size(),
         u(e->entries), u(taken), e->compile_ms, e->valid ? "" : ", invalidated");
    // Where it leaves: each exit taken, where to, and what followed.
    for (std::size_t k = 0; k < e->exits.size(); ++k) {
      const ExitData& x = e->exits[k];
      if (!x.taken) continue;
      std::string then = x.link && x.link->valid ? "linked to executor " + std::to_string(x.link->id)
                         : x.kind == ir::ExitKind::Return ? "returned"
                                                          : "to tier 1";
      line(out, "    exit %zu (%s) to pc %u: %llu, %s\n", k, x.reason, x.target_pc, u(x.taken), then.c_str());
    }
  }
}

}  // namespace rhz::rt::tier2
