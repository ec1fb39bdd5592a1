// Instruction selection (see select.h for the rules): the entry point,
// over the Selector of selector.h.
#include "codegen/select.h"

#include "codegen/selector.h"

namespace rhz::codegen {

std::string_view mop_name(MOp op) {
  switch (op) {
#define MOP(name) \
  case MOp::name: return #name;
#include "codegen/mops.def"
#undef MOP
  }
  return "?";
}

MachineMethod select_method(const ir::Program& program, std::size_t method_index,
                            const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc,
                            const std::vector<std::vector<std::uint32_t>>* exit_slots) {
  return detail::Selector(program, method_index, schedule, alloc, exit_slots).run();
}

}  // namespace rhz::codegen
