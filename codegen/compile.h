// The x86-64 back end's entry point: one scheduled, allocated method ->
// executable code that follows the calling convention of codegen/abi.h.
//
//   auto target = codegen::native_target(program.symbols);  // codegen/registers.h
//   auto alloc = regalloc::allocate(graph, schedule, target);
//   CompiledMethod m = codegen::compile_method(program, index, schedule, alloc);
//   m.data->runtime_tag = ...; m.sites[i].cache = ...; // the runtime's part
//   std::uint64_t v = m.entry()(&cx, self, argv, argc);
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "codegen/abi.h"
#include "codegen/code_memory.h"
#include "ir/program.h"
#include "regalloc/allocation.h"
#include "sched/linearize.h"

namespace rhz::codegen {

// Per method, for `--stats`.
struct CodegenStats {
  std::uint32_t linear_instrs = 0;   // linear IR instructions selected from
  std::uint32_t machine_ops = 0;     // machine operations after selection
  std::uint32_t blocks = 0;
  std::uint32_t code_bytes = 0;      // instructions, without the literal pool
  std::uint32_t spills = 0;          // values the allocator spilled to slots
  std::uint32_t frame_slots = 0;
  std::uint32_t send_sites = 0;
  std::uint32_t slow_paths = 0;      // out-of-line paths after the body
};

// What the listing printer interleaves with the disassembly: a label
// (`block2:`, `slow paths:`) or a comment (`; line 3`, `; send fib`) at a
// code offset, in emission order.
struct AsmMark {
  std::uint32_t offset = 0;
  bool label = false;
  std::string text;
};

// A word of the literal pool that holds an address (the MethodData, or a
// SendSite): in memory it is the object's address; the AOT writer emits it
// as a relocation against the object's symbol instead.
struct PoolAddress {
  enum class Kind : std::uint8_t { MethodData, Site };
  std::uint32_t offset = 0;  // in the code
  Kind kind = Kind::MethodData;
  std::uint32_t index = 0;   // the site's index (Kind::Site)
};

struct CompiledMethod {
  std::string name;
  CodeMemory code;                     // instructions, then the literal pool
  std::uint32_t code_size = 0;         // where the literal pool starts
  // Stable addresses: the literal pool holds pointers to both.
  std::unique_ptr<MethodData> data;
  std::unique_ptr<SendSite[]> sites;
  std::vector<AsmMark> marks;
  std::vector<PoolAddress> pool_addresses;
  std::vector<std::int64_t> site_tags;  // per site (MachineMethod::site_tags)
  CodegenStats stats;

  NativeMethod entry() const { return reinterpret_cast<NativeMethod>(const_cast<std::uint8_t*>(code.data())); }
  // A tier-2 executor's (compile_executor) entry.
  ExecutorEntry executor_entry() const {
    return reinterpret_cast<ExecutorEntry>(const_cast<std::uint8_t*>(code.data()));
  }
};

// Throws std::logic_error for IR the back end does not select (tier-2 typed
// ops and guards). `stack_cost` is what one activation takes from its
// caller's NativeFrame::budget (codegen/abi.h): the driver passes the
// method's tier-1 frame cost so recursion ends where it ends in tier 1.
CompiledMethod compile_method(const ir::Program& program, std::size_t method_index,
                              const sched::MethodSchedule& schedule, const regalloc::Allocation& alloc,
                              std::uint32_t stack_cost = 0);

// A tier-2 executor: methods[0] of a specialised program (ir/specialise.h),
// whose exit e writes its frame state to the tier-1 slots exit_slots[e].
// Entered as an ExecutorEntry; returns how it left, with its id in the high
// half (codegen/abi.h, kReturned; codegen/emit_tier2.cpp). A method-entry
// executor, which direct calls enter with a frame record they leave
// unwritten, gets its method's tier-1 Code in `record_code` to complete the
// record itself when something may read it; others get null.
CompiledMethod compile_executor(const ir::Program& program, const sched::MethodSchedule& schedule,
                                const regalloc::Allocation& alloc,
                                const std::vector<std::vector<std::uint32_t>>& exit_slots, std::uint32_t executor_id,
                                const void* record_code);

// Disassembly in Intel syntax, one `  OFFSET  instruction` line each; without
// Capstone, a hex dump of the same bytes. `disassembler_available()` says
// which.
bool disassembler_available();
std::string disassemble(std::span<const std::uint8_t> code);

// The `--dump-asm` listing of one method: a header with its statistics, then
// the disassembly with block labels, source lines and calls interleaved.
std::string print_asm(const CompiledMethod& m);

}  // namespace rhz::codegen
