#include "runtime/builtin_blocks.h"

#include <string>
#include <string_view>

#include "runtime/error.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

struct BlockMethod {
  std::string_view owner;
  std::string_view name;
};

// The built-ins whose CRuby methods call a block given to them.
constexpr BlockMethod kUsesBlock[] = {
    {"Array", "index"}, {"Array", "delete"},
    {"Hash", "delete"}, {"Hash", "fetch"}, {"Class", "new"},
};

}  // namespace

void check_block_for_builtin(const MethodEntry* me) {
  const std::string_view name = sym_name(me->name);
  const std::string_view owner = me->owner ? std::string_view(me->owner->name) : std::string_view();
  for (const BlockMethod& m : kUsesBlock) {
    if (m.owner == owner && m.name == name)
      raise(c_NotImplementedError,
            std::string(owner) + "#" + std::string(name) + " with a block is not supported by rhz yet");
  }
}

}  // namespace rhz::rt
