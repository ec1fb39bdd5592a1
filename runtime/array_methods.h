// Helpers shared by the Array methods (runtime/array.cpp) and inspect
// (runtime/inspect.cpp).
#pragma once

#include <optional>

#include "runtime/object.h"
#include "runtime/value.h"

namespace rhz::rt {

// Marks an array, hash or object as being printed (or an array joined) for
// the lifetime of the guard, so one that contains itself is noticed
// (inspect prints [...], {...} or #<Foo ...>, join raises). A raise unwinds
// the guard with everything else.
class InProgress {
 public:
  explicit InProgress(const RBasic* object);
  ~InProgress();
  InProgress(const InProgress&) = delete;
  InProgress& operator=(const InProgress&) = delete;
  static bool active(const RBasic* object);
};

// a <=> b for the values tier A can order: two Integers, two Strings, two
// Arrays (elementwise), or the same object (0). Empty when they cannot be
// compared (CRuby's <=> returning nil).
std::optional<int> spaceship(Value a, Value b);

// spaceship, raising ArgumentError "comparison of A with B failed" where
// CRuby's sort, min and max do.
int compare_or_fail(Value a, Value b);

// For the methods in array_library.cpp: a[start, n] = src (growing with
// nil when start is past the end), setting the length (nil-filling), and
// Array#sort and #join.
void ary_splice(RArray* a, std::int64_t start, std::int64_t n, const Value* src, std::int64_t src_len);
void ary_resize(RArray* a, std::int64_t len);
Value ary_sorted(Value self);
Value ary_joined(Value self, Value sep);

}  // namespace rhz::rt
