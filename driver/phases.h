// The phase table: every phase of the pipeline once, with its name, what it
// runs and what it dumps. `--stop-after`, `--dump-*` and `--time-passes`
// all come from this table, so a new phase plugs in with one entry.
#pragma once

#include <iosfwd>
#include <span>
#include <string_view>

#include "driver/compilation.h"

namespace rhz::driver {

struct Phase {
  std::string_view name;
  std::string_view description;
  // Runs the phase; false when it reported errors.
  bool (*run)(Compilation&);
  // Prints what the phase made, in `format` (empty: the default); null when
  // the phase has nothing to show.
  void (*dump)(const Compilation&, std::ostream&, std::string_view format);
  // Checks the phase's result (the verifiers); returns the problems found.
  std::vector<std::string> (*verify)(const Compilation&);
};

std::span<const Phase> phases();
const Phase* find_phase(std::string_view name);

// Runs the phases in order, dumping where asked, stopping after
// `options.stop_after` or at the first phase with errors. Diagnostics are
// printed to `diag_out`; dumps go to `dump_out`. Returns the exit status.
int run_pipeline(Compilation& c, std::ostream& dump_out, std::ostream& diag_out);

}  // namespace rhz::driver
