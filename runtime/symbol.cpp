#include "runtime/symbol.h"

#include <deque>
#include <string>
#include <unordered_map>

namespace rhz::rt {

namespace {

struct SymbolTable {
  std::unordered_map<std::string_view, Sym> ids;
  std::deque<std::string> names;  // a deque: the views in ids stay valid
};

SymbolTable& table() {
  static SymbolTable t;
  return t;
}

}  // namespace

Sym intern(std::string_view name) {
  SymbolTable& t = table();
  if (auto it = t.ids.find(name); it != t.ids.end()) return it->second;
  auto id = static_cast<Sym>(t.names.size());
  const std::string& stored = t.names.emplace_back(name);
  t.ids.emplace(stored, id);
  return id;
}

std::string_view sym_name(Sym s) { return table().names[static_cast<std::size_t>(s)]; }

}  // namespace rhz::rt
