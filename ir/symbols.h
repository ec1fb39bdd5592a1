// SymbolTable: interned names (methods, constants, parameters) as dense ids.
//
// One table per compilation, owned by the Program and passed explicitly to
// whoever needs names: there is no global table. Ids are dense, start at 0
// and are never reused, so side tables can be indexed by them. Interning the
// same bytes twice gives the same id.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rhz::ir {

enum class SymbolId : std::uint32_t {};

class SymbolTable {
 public:
  SymbolTable() = default;
  SymbolTable(const SymbolTable&) = delete;
  SymbolTable& operator=(const SymbolTable&) = delete;
  SymbolTable(SymbolTable&&) = default;
  SymbolTable& operator=(SymbolTable&&) = default;

  SymbolId intern(std::string_view name);
  // The id of a name already interned, or false: lookups never grow the table.
  bool find(std::string_view name, SymbolId* out) const;
  std::string_view name(SymbolId id) const;
  std::size_t size() const { return names_.size(); }

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  // Node-based map: the keys never move, so names_ can point into it.
  std::unordered_map<std::string, SymbolId, Hash, std::equal_to<>> ids_;
  std::vector<const std::string*> names_;
};

}  // namespace rhz::ir
