// The two built-in target descriptions.
#include "regalloc/target.h"

namespace rhz::regalloc {

namespace {

// The caller writes argument i into frame slot i before the callee's first
// instruction runs (tier 1 and tier 2 share frames), so Param i is born there.
Location param_in_its_slot(const ir::Node* n) {
  if (n->op() == ir::Op::Param) return Location::slot(ir::param_index(n));
  return {};
}

}  // namespace

Target frame_slot_target() {
  Target t;
  t.name = "frame";
  t.num_registers = 0;
  t.fixed_location = param_in_its_slot;
  return t;
}

Target register_target(std::uint32_t registers, std::string name) {
  Target t;
  t.name = name.empty() ? "regs" + std::to_string(registers) : std::move(name);
  t.num_registers = registers;
  t.fixed_location = param_in_its_slot;
  return t;
}

}  // namespace rhz::regalloc
