#include "runtime/core_library.h"

#include <string>
#include <unordered_set>

namespace rhz::rt {

bool cruby_has_method(std::string_view class_name, std::string_view name) {
  static const std::unordered_set<std::string>* const methods = [] {
    auto* set = new std::unordered_set<std::string>;
#define CORE_METHOD(cls, method) set->insert(std::string(cls) + "#" + method);
#include "runtime/core_library.def"
#undef CORE_METHOD
    return set;
  }();
  std::string key(class_name);
  key += '#';
  key += name;
  return methods->count(key) != 0;
}

}  // namespace rhz::rt
