// Readers and writers of schedule and optimum files (formats in
// schedule_io.h). Like the DAG parser they stop at the first error.
#include "sched/schedule_io.h"

#include <ostream>
#include <unordered_map>

#include "sched/word_lines.h"

namespace rhz::sched {
namespace {

// Calls `each(line_no, words)` for every line with words; `each` returns
// false to stop.
template <class F>
bool for_each_line(std::string_view text, F each) {
  WordLines lines(text);
  while (lines.next())
    if (!each(lines.line(), lines.words())) return false;
  return true;
}

NamedSchedule make_schedule(int line_no, const std::vector<std::string_view>& words) {
  NamedSchedule s;
  s.dag = std::string(words[1]);
  s.line = line_no;
  for (std::size_t i = 2; i < words.size(); ++i) s.ids.emplace_back(words[i]);
  return s;
}

}  // namespace

std::optional<std::vector<NamedSchedule>> parse_schedules(std::string_view text, DagError* error) {
  std::vector<NamedSchedule> schedules;
  DagError failure;
  const bool ok = for_each_line(text, [&](int line_no, const std::vector<std::string_view>& words) {
    if (words[0] != "sched" || words.size() < 2) {
      failure = {line_no, "expected 'sched NAME ID...'"};
      return false;
    }
    schedules.push_back(make_schedule(line_no, words));
    return true;
  });
  if (!ok) {
    if (error) *error = failure;
    return std::nullopt;
  }
  return schedules;
}

std::optional<std::vector<OptimumEntry>> parse_optima(std::string_view text, DagError* error) {
  std::vector<OptimumEntry> entries;
  std::unordered_map<std::string, int> seen;  // dag -> line of its `opt`
  DagError failure;
  const bool ok = for_each_line(text, [&](int line_no, const std::vector<std::string_view>& words) {
    if (words[0] == "sched" && words.size() >= 2) {
      if (entries.empty() || entries.back().dag != words[1] || entries.back().schedule) {
        failure = {line_no, "'sched " + std::string(words[1]) + "' does not follow its 'opt' line"};
        return false;
      }
      entries.back().schedule = make_schedule(line_no, words);
      return true;
    }
    if (words[0] != "opt" || words.size() < 5 || (words[2] != "optimal" && words[2] != "timeout")) {
      failure = {line_no, "expected 'opt NAME optimal K K' or 'opt NAME timeout LB UB'"};
      return false;
    }
    OptimumEntry entry;
    entry.dag = std::string(words[1]);
    entry.proven = words[2] == "optimal";
    entry.line = line_no;
    const auto lower = parse_count(words[3]), upper = parse_count(words[4]);
    if (!lower || !upper || *lower > *upper || (entry.proven && *lower != *upper)) {
      failure = {line_no, entry.proven ? "an optimal entry needs two equal non-negative bounds"
                                       : "a timeout entry needs bounds 0 <= LB <= UB"};
      return false;
    }
    entry.lower = *lower;
    entry.upper = *upper;
    for (std::size_t i = 5; i < words.size(); ++i) {
      if (i > 5) entry.note += ' ';
      entry.note += words[i];
    }
    if (auto [it, fresh] = seen.emplace(entry.dag, line_no); !fresh) {
      failure = {line_no, "second 'opt' line for dag '" + entry.dag + "' (first at line " +
                              std::to_string(it->second) + ")"};
      return false;
    }
    entries.push_back(std::move(entry));
    return true;
  });
  if (!ok) {
    if (error) *error = failure;
    return std::nullopt;
  }
  return entries;
}

std::optional<Schedule> resolve_schedule(const Dag& dag, const NamedSchedule& named, std::string* error) {
  std::unordered_map<std::string_view, NodeId> index;
  index.reserve(dag.size());
  for (NodeId v = 0; v < dag.size(); ++v) index.emplace(dag.node(v).id, v);
  Schedule order;
  order.reserve(named.ids.size());
  for (const auto& id : named.ids) {
    auto it = index.find(id);
    if (it == index.end()) {
      if (error) *error = "schedule of dag '" + dag.name() + "' names unknown node '" + id + "'";
      return std::nullopt;
    }
    order.push_back(it->second);
  }
  return order;
}

void write_schedule(std::ostream& out, const Dag& dag, std::span<const NodeId> order) {
  out << "sched " << dag.name();
  for (NodeId v : order) out << ' ' << dag.node(v).id;
  out << '\n';
}

void write_optimum(std::ostream& out, const Dag& dag, bool proven, int lower, int upper, std::string_view note,
                   std::span<const NodeId> order) {
  out << "opt " << dag.name() << (proven ? " optimal " : " timeout ") << lower << ' ' << upper;
  if (!note.empty()) out << ' ' << note;
  out << '\n';
  if (proven && order.size() == dag.size()) write_schedule(out, dag, order);
}

}  // namespace rhz::sched
