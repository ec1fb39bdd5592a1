#include "runtime/literal_object.h"

#include "runtime/bignum.h"
#include "runtime/class_objects.h"
#include "runtime/float.h"
#include "runtime/object.h"
#include "runtime/regexp.h"

#include <cstdlib>
#include <string>
#include "runtime/symbol.h"

namespace rhz::rt {

Value literal_object(std::string_view text, ir::LiteralKind kind) {
  if (kind == ir::LiteralKind::Symbol) return symbol_value(intern(text));
  if (kind == ir::LiteralKind::Float) return float_literal(std::strtod(std::string(text).c_str(), nullptr));
  if (kind == ir::LiteralKind::FrozenString) return str_new_immortal(text);
  if (kind == ir::LiteralKind::Regexp) return regexp_from_literal(text);
  return bignum_literal(text);
}

}  // namespace rhz::rt
