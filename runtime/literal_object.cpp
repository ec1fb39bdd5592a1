#include "runtime/literal_object.h"

#include "runtime/bignum.h"
#include "runtime/class_objects.h"
#include "runtime/symbol.h"

namespace rhz::rt {

Value literal_object(std::string_view text, ir::LiteralKind kind) {
  if (kind == ir::LiteralKind::Symbol) return symbol_value(intern(text));
  return bignum_literal(text);
}

}  // namespace rhz::rt
