// Readers and writers of schedule and optimum files (formats in
// schedule_io.h). Like the DAG parser they stop at the first error.
#include "sched/schedule_io.h"

#include <charconv>
#include <ostream>
#include <unordered_map>

namespace rhz::sched {
namespace {

// Lines of `text` with comments removed, split into words; empty lines are
// skipped. `each(line_no, words)` returns false to stop.
template <class F>
bool for_each_line(std::string_view text, F each) {
  int line_no = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t eol = text.find('\n', pos);
    if (eol == std::string_view::npos) eol = text.size();
    std::string_view line = text.substr(pos, eol - pos);
    pos = eol + 1;
    ++line_no;
    if (auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
      std::size_t j = i;
      while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') ++j;
      if (j > i) words.push_back(line.substr(i, j - i));
      i = j;
    }
    if (!words.empty() && !each(line_no, words)) return false;
  }
  return true;
}

std::optional<int> parse_int(std::string_view word) {
  int value = 0;
  auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (ec != std::errc() || end != word.data() + word.size() || value < 0) return std::nullopt;
  return value;
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
    const auto lower = parse_int(words[3]), upper = parse_int(words[4]);
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
