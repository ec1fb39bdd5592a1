// Choosing and rewriting the loops to pipeline (pipelining.h).
#include "runtime/tier2/pipelining.h"

#include <variant>

#include "sched/loop_extract.h"
#include "sched/modulo_expand.h"
#include "sched/modulo_schedule.h"
#include "sched/print_pipeline.h"

namespace rhz::rt::tier2 {

PipelineResult pipeline_loops(ir::SpecialisedGraph& sg, const sched::MethodSchedule& schedule, PipelineMode mode,
                              std::string_view name) {
  PipelineResult result;
  if (mode == PipelineMode::Off) return result;
  ir::Graph& g = sg.program.methods[0].graph;
  auto clone_exit = [&sg](std::uint32_t k) {
    ir::ExitState copy = sg.exits.at(k);
    sg.exits.push_back(std::move(copy));
    return static_cast<std::uint32_t>(sg.exits.size() - 1);
  };
  // Innermost loops share no nodes, so rewriting one leaves the others'
  // extracted nodes as they were.
  for (const sched::ExtractedLoop& loop :
       sched::innermost_loops(schedule, sg.program.symbols, name, sched::LoopUse::Emit)) {
    std::string line = "pipeline " + loop.graph.name + ": ";
    if (!loop.has_graph() || !loop.not_candidate.empty()) {
      result.report += line + "list schedule kept: " + loop.not_candidate + "\n";
      continue;
    }
    const sched::ModuloSchedule s = sched::modulo_schedule(loop.graph, sched::ModuloPolicy::Sms);
    const sched::ModuloSchedule flat = sched::modulo_schedule(loop.graph, sched::ModuloPolicy::List);
    const std::string figures = "II=" + std::to_string(s.ii) + ", the list schedule " + std::to_string(flat.ii) +
                                " cycles per iteration";
    auto stages = sched::pipeline_stages(loop, s);
    if (const std::string* why = std::get_if<std::string>(&stages)) {
      result.report += line + "list schedule kept: " + *why + " (" + figures + ")\n";
      continue;
    }
    if (mode == PipelineMode::Auto && s.ii >= flat.ii) {
      result.report += line + "list schedule kept: no faster (" + figures + ")\n";
      continue;
    }
    const sched::PipelineStages& st = std::get<sched::PipelineStages>(stages);
    sched::expand_pipelined_loop(g, loop, st, clone_exit);
    for (std::size_t v = 0; v < loop.nodes.size(); ++v)
      result.kernel_cycles[loop.nodes[v]->id()] = st.slot[v] * st.count + (st.count - 1 - st.stage[v]);
    result.changed = true;
    result.report += line + "pipelined, " + std::to_string(st.count) + " stages (" + figures + ")\n";
    sched::ModuloSchedule staged = s;  // as the stages count: stage 0 from cycle 0
    for (int& t : staged.times) t -= st.origin;
    result.report += sched::kernel_table(loop.graph, staged);
  }
  return result;
}

}  // namespace rhz::rt::tier2
