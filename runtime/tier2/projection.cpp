// Projection of superblocks from tier-1 bytecode (see projection.h): the
// walk itself is the Projector's (projector.h).
#include "runtime/tier2/projector.h"

namespace rhz::rt::tier2 {

Projection project(const BytecodeProgram& program, const Value* constants, const Code& code,
                   const LivenessOf& liveness, std::uint32_t start_pc, const Value* frame,
                   const ProjectionLimits& limits) {
  return detail::Projector(program, constants, code, liveness, limits).run(start_pc, frame);
}

}  // namespace rhz::rt::tier2
