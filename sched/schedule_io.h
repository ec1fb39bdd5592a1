// Schedule files and optimum files of the DAG tool.
//
//   sched NAME ID ID ...           one topological order per DAG
//   opt NAME optimal K K [note...] followed by `sched NAME ...` (an optimal order)
//   opt NAME timeout LB UB [note...]   the optimum is only bounded: LB <= opt <= UB
//
// `#` starts a comment. Readers keep textual ids; resolve_schedule maps them
// onto a Dag once the DAG file has been read, so the two files can be
// checked against each other with precise messages.
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sched/dag.h"

namespace rhz::sched {

struct NamedSchedule {
  std::string dag;
  std::vector<std::string> ids;
  int line = 0;
};

struct OptimumEntry {
  std::string dag;
  bool proven = false;  // `optimal`: lower == upper is the minimum MaxRP
  int lower = 0;
  int upper = 0;
  std::string note;  // the rest of the `opt` line (statistics), verbatim
  std::optional<NamedSchedule> schedule;
  int line = 0;
};

std::optional<std::vector<NamedSchedule>> parse_schedules(std::string_view text, DagError* error);
std::optional<std::vector<OptimumEntry>> parse_optima(std::string_view text, DagError* error);

// The order named by `named` over `dag`; nullopt with a message when an id is
// unknown. Whether it is a valid order is check_order's business.
std::optional<Schedule> resolve_schedule(const Dag& dag, const NamedSchedule& named, std::string* error);

void write_schedule(std::ostream& out, const Dag& dag, std::span<const NodeId> order);
// `order` may be empty for a timeout (only bounds are known).
void write_optimum(std::ostream& out, const Dag& dag, bool proven, int lower, int upper, std::string_view note,
                   std::span<const NodeId> order);

}  // namespace rhz::sched
