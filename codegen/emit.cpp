// Emission: compile_method runs selection and the emitter (codegen/emitter.h)
// into a buffer and copies the code into executable memory.
#include "codegen/emitter.h"
#include "codegen/select.h"

namespace rhz::codegen {

using detail::Emitter;

void Emitter::tagged_arith(const MInstr& m) {
  const bool imm = m.b.is_imm();
  const auto untag = static_cast<std::int32_t>(m.b.imm - 1);
  switch (m.op) {
    case MOp::FixAdd:
    case MOp::IntAdd:
      if (imm) add(r11, untag);
      else add(r11, r10);
      break;
    case MOp::FixSub:
    case MOp::IntSub:
      if (imm) sub(r11, untag);
      else sub(r11, r10);
      break;
    default:
      sar(r11, 1);
      if (imm) imul(r11, r11, untag);
      else imul(r11, r10);
      break;
  }
}

namespace {

CompiledMethod emit_method(MachineMethod mm, std::size_t method_index, std::uint32_t stack_cost) {
  CompiledMethod out;
  out.name = mm.name;
  out.sites = std::make_unique<SendSite[]>(mm.sites.size());
  for (std::size_t i = 0; i < mm.sites.size(); ++i) out.sites[i] = mm.sites[i];
  out.data = std::make_unique<MethodData>();
  out.data->method_index = static_cast<std::uint32_t>(method_index);
  out.data->num_sites = static_cast<std::uint32_t>(mm.sites.size());
  out.data->sites = out.sites.get();
  out.site_tags = mm.site_tags;

  // xbyak writes into a plain buffer that is never executed; a method that
  // does not fit is emitted again into a buffer twice as large.
  for (std::size_t capacity = 4096;; capacity *= 2) {
    std::vector<std::uint8_t> buffer(capacity);
    try {
      Emitter e(mm, out.data.get(), out.sites.get(), stack_cost, capacity, buffer.data());
      e.run();
      out.code = CodeMemory(std::span<const std::uint8_t>(e.getCode(), e.getSize()));
      out.code_size = e.code_size;
      out.marks = std::move(e.marks);
      out.pool_addresses = std::move(e.pool_addresses);
      out.stats.slow_paths = e.slow_path_count;
      break;
    } catch (const Xbyak::Error& err) {
      if (static_cast<int>(err) != Xbyak::ERR_CODE_IS_TOO_BIG || capacity > (std::size_t{1} << 28)) throw;
    }
  }

  out.stats.linear_instrs = mm.linear_instrs;
  for (const MBlock& b : mm.blocks) out.stats.machine_ops += static_cast<std::uint32_t>(b.instrs.size());
  out.stats.blocks = static_cast<std::uint32_t>(mm.blocks.size());
  out.stats.code_bytes = out.code_size;
  out.stats.spills = mm.spills;
  out.stats.frame_slots = mm.frame_slots;
  out.stats.send_sites = static_cast<std::uint32_t>(mm.sites.size());
  return out;
}

}  // namespace

CompiledMethod compile_method(const ir::Program& program, std::size_t method_index,
                              const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc,
                              std::uint32_t stack_cost) {
  return emit_method(select_method(program, method_index, schedule, alloc), method_index, stack_cost);
}

CompiledMethod compile_executor(const ir::Program& program, const sched::MethodSchedule& schedule,
                                const regalloc::Allocation& alloc,
                                const std::vector<std::vector<std::uint32_t>>& exit_slots, std::uint32_t executor_id,
                                const void* record_code) {
  MachineMethod mm = select_method(program, 0, schedule, alloc, &exit_slots);
  mm.executor_id = executor_id;
  mm.record_code = reinterpret_cast<std::uint64_t>(record_code);
  return emit_method(std::move(mm), 0, 0);
}

}  // namespace rhz::codegen
