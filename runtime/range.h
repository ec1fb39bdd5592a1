// Ranges: `a..b` and `a...b`, built by the private helper __range_new that
// the graph builder sends for a range literal. Their iteration (each,
// step, map and the rest) is the prelude's Ruby (runtime/prelude.rb) over
// the natives here; only Integer ranges iterate, as far as rhz goes.
#pragma once

#include "runtime/value.h"

namespace rhz::rt {

bool is_range(Value v);
// begin and end equal (==) and both exclusive or both not.
bool ranges_equal(Value a, Value b);

void init_range_methods();

}  // namespace rhz::rt
