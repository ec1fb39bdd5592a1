// The objects of a program's literals that are neither immediates nor
// fresh on every evaluation: Bignums, Symbols, Floats that are not
// immediates, and the fixed text of interpolations (ir::Op::Literal).
#pragma once

#include <string_view>

#include "ir/node.h"
#include "runtime/value.h"

namespace rhz::rt {

// The object `text` stands for: a Bignum (its decimal digits) or a Symbol
// (its name). Never collected; the same Symbol each time for one name.
Value literal_object(std::string_view text, ir::LiteralKind kind);

}  // namespace rhz::rt
