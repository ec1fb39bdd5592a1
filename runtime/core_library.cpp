#include "runtime/core_library.h"

#include <string>
#include <unordered_set>

namespace rhz::rt {

namespace {

// The generated list as data, read by a loop: expanded into one statement
// per method, the 900 string insertions made this one file the longest to
// compile in the whole build (three minutes, ten under the sanitizers).
struct CoreMethod {
  const char* class_name;
  const char* name;
};

constexpr CoreMethod kCoreMethods[] = {
#define CORE_METHOD(cls, method) {cls, method},
#include "runtime/core_library.def"
#undef CORE_METHOD
};

}  // namespace

bool cruby_has_method(std::string_view class_name, std::string_view name) {
  static const std::unordered_set<std::string>* const methods = [] {
    auto* set = new std::unordered_set<std::string>;
    for (const CoreMethod& m : kCoreMethods) set->insert(std::string(m.class_name) + "#" + m.name);
    return set;
  }();
  std::string key(class_name);
  key += '#';
  key += name;
  return methods->count(key) != 0;
}

}  // namespace rhz::rt
