#include "ir/symbols.h"

#include "ir/check.h"

namespace rhz::ir {

SymbolId SymbolTable::intern(std::string_view name) {
  if (auto it = ids_.find(name); it != ids_.end()) return it->second;
  auto id = static_cast<SymbolId>(names_.size());
  auto [it, inserted] = ids_.emplace(std::string(name), id);
  names_.push_back(&it->first);
  return id;
}

bool SymbolTable::find(std::string_view name, SymbolId* out) const {
  auto it = ids_.find(name);
  if (it == ids_.end()) return false;
  *out = it->second;
  return true;
}

std::string_view SymbolTable::name(SymbolId id) const {
  auto i = static_cast<std::size_t>(id);
  RHZ_IR_CHECK(i < names_.size(), "unknown symbol id");
  return *names_[i];
}

}  // namespace rhz::ir
