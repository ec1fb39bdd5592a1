// Whole-program propagation of literal constants.
//
// A top-level constant whose only assignment in the whole program stores a
// literal (a fixnum, nil, true or false) holds that literal whenever reading
// it does not raise: before the assignment runs, the read raises NameError;
// after, the constant holds the literal, and running the same assignment
// again (a loop, a method called twice) stores the same literal. rhz always
// sees the whole program (there is no eval and no require), so counting the
// assignments is enough.
//
// A read of such a constant (ConstGet) keeps its place in the control chain,
// where it still raises while the constant is unassigned, but its value uses
// take the literal; the optimizer then folds on from there, and back ends
// see an immediate (`x % M` divides by a known divisor).
#pragma once

#include <cstddef>

#include "ir/program.h"

namespace rhz::ir {

// Rewrites the reads and optimizes every method it changed again. Returns
// the number of value uses rewritten.
std::size_t propagate_literal_constants(Program& program);

}  // namespace rhz::ir
