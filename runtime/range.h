// Ranges: `a..b` and `a...b`, built by the private helper __range_new that
// the graph builder sends for a range literal. Their iteration (each,
// step, map and the rest) is the prelude's Ruby (runtime/prelude.rb) over
// the natives here; only Integer ranges iterate, as far as rhz goes.
#pragma once

#include <cstdint>

#include "runtime/value.h"

namespace rhz::rt {

bool is_range(Value v);
// begin and end equal (==) and both exclusive or both not.
bool ranges_equal(Value a, Value b);
// A Range's ends and whether it excludes its end.
void range_parts(Value range, Value& begin, Value& end, bool& exclusive);

// What `x[range]` selects of a sequence of `len` elements, as CRuby's
// rb_range_beg_len: false when the range starts outside it (x[range] is
// nil), else the start and the count, clipped to the end. Ends are
// Integers, Floats (truncated) or nil (TypeError otherwise).
bool range_start_count(Value range, std::int64_t len, std::int64_t& start, std::int64_t& count);
// What `x[range] = v`, fill and values_at reach (rb_range_beg_len asked to
// raise): a start past the end and a count beyond it stand; a range that
// starts before the beginning is RangeError "<range> out of range".
void range_reach(Value range, std::int64_t len, std::int64_t& start, std::int64_t& count);

// The Strings first..last (first...last when exclusive) holds, as CRuby's
// String#upto makes them (runtime/string_succ.cpp); ASCII ends only.
Value string_range_array(Value first, Value last, bool exclusive);
// String#succ and next (runtime/string_succ.cpp).
void define_string_succ();

void init_range_methods();

}  // namespace rhz::rt
