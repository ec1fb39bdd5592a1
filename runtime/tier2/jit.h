// Tier 2: the life of executors, from a hot counter to linked exits.
//
//   back edge hot (tier 1's countdown)        an exit taken often (hotness)
//          │                                          │
//          ▼                                          ▼
//   project (projection.h) ─► specialise (ir/specialise.h) ─► schedule ─►
//   allocate (x86-64) ─► codegen (compile_executor) ─► Executor (executor.h)
//          │
//   tier 1 enters it at ENTER_EXECUTOR; it runs until an exit, whose stub
//   writes the frame state back. Then, in enter():
//   - an exit linked to a valid executor continues there at once;
//   - an exit to the back edge of a loop that has an executor continues in
//     that executor (the back edge only jumps to the header);
//   - a Guard exit counts; when hot, a side executor is projected at its
//     target and the exit is linked to it (back-off doubles after a
//     failure); Unlikely and Entry exits go straight back to tier 1.
//
// Failures never reach the program: a projection that finds nothing to
// compile, or a compilation that throws, backs off (exponentially) and
// tier 1 carries on. With verification on (tests), an internal error in
// compilation is reported instead, so it cannot hide.
//
// Memory: executor code is counted against --jit-mem-limit; when a new
// executor would pass it, every executor is invalidated and its code freed
// (LuaJIT flushes its traces the same way), and hot code compiles again.
// After eight flushes tier 2 compiles nothing more: the limit is too small
// for the program, and recompiling would be all it did.
#pragma once

#include <cstdint>
#include <cstdio>
#include <deque>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>

#include "codegen/abi.h"
#include "runtime/jit_hooks.h"
#include "runtime/tier2/executor.h"
#include "runtime/tier2/liveness.h"
#include "runtime/tier2/pipelining.h"
#include "runtime/tier2/projection.h"

namespace rhz::rt::tier2 {

struct JitOptions {
  std::uint32_t threshold = 64;          // back edges before a loop compiles (--jit-threshold)
  std::uint32_t exit_threshold = 32;     // exits before a side executor is projected
  std::uint32_t min_method_path = 4;     // instructions a method's executor needs to be entered from tier 1, unless it loops
  std::size_t mem_limit = 64u << 20;     // bytes of executor code pages (--jit-mem-limit)
  std::string sched_policy = "early";    // the local scheduling policy for executors
  PipelineMode pipeline = PipelineMode::Auto;  // software pipelining of innermost loops (--pipeline)
  bool verify = false;                   // verifiers after every phase; internal errors are fatal
  bool stats = false;                    // gather what --jit-stats prints (and time executors)
  // Stress testing (--jit-stress=N): specialisation ends superblocks with an
  // exit at a pseudo-random place, and all executors are invalidated after
  // N executor entries, then after 2N more, 4N more, ...
  std::uint32_t stress = 0;
  std::uint64_t stress_seed = 0;  // where the stressed superblocks' cuts start (fuzzing varies it)
  // Dumps of every executor, to dump_out, headed by its origin.
  bool dump_superblock = false;
  std::string dump_graph;                // "", "dot" or "text"
  std::string dump_schedule;             // "", "plain" or "verbose"
  bool dump_asm = false;
  bool dump_loop = false;                 // innermost loops in the loop tool's format
  bool dump_pipeline = false;             // innermost loops modulo-scheduled
  bool perf_map = false;                 // write perf-PID.map
  std::ostream* dump_out = nullptr;
};

struct JitStats {
  std::uint64_t projections = 0, executors = 0, side_executors = 0;
  std::map<std::string, std::uint64_t> failures;  // why no executor
  std::uint64_t entries = 0;                      // from tier 1
  std::uint64_t exits_cold = 0, exits_hot = 0, exits_linked = 0, exits_unlikely = 0, exits_entry = 0;
  // Calls executors made through the runtime: to built-ins, to Ruby
  // methods, yields, blocks made, and the allocations the free lists
  // (runtime/heap.h) could not serve inline.
  std::uint64_t calls_builtin = 0, calls_ruby = 0, calls_yield = 0, calls_make_block = 0, calls_alloc = 0;
  std::uint64_t invalidations = 0, flushes = 0, reprojections = 0;
  std::uint64_t code_bytes = 0, peak_code_bytes = 0, mapped_bytes = 0;
  double compile_ms = 0;
  double executor_ms = 0;                         // time inside executors
};

class Jit final : public JitHooks {
 public:
  explicit Jit(JitOptions options);
  ~Jit() override;

  void start(const BytecodeProgram& program, const Value* constants, Tier1& tier1) override;
  bool hot_loop(const Code& code, std::uint32_t pc, std::uint32_t loop, Frame* frame) override;
  Resume enter(std::uint32_t pc, std::uint32_t loop, Frame* frame) override;
  Resume enter_method(Frame* frame) override;
  void method_defined(Sym name) override;
  std::uint32_t threshold() const override { return options_.threshold; }

  const JitStats& stats() const { return stats_; }
  const std::deque<std::unique_ptr<Executor>>& executors() const { return executors_; }
  // The --jit-stats report; run_ms is the whole run, for the executors' share.
  void print_stats(std::ostream& out, double run_ms) const;

  // Invalidates every executor (stress testing, and memory pressure).
  void invalidate_all();

 private:
  // method_entry: for entering the method (pc 0), with a higher bar.
  Executor* compile(const Code& code, std::uint32_t start_pc, const Value* frame, bool side, bool method_entry = false);
  Executor* build(const Code& code, const Projection& p, bool side, bool method_entry);
  const SlotLiveness& liveness(const Code& code);
  // The executor of the loop whose back edge is at pc, if that instruction
  // is a back edge and its loop has a valid one.
  Executor* loop_executor_at(const Code& code, std::uint32_t pc) const;
  codegen::ExecutorLeft run(Executor& e, Frame* frame);
  // Runs e in frame, following links, until tier 1 must go on.
  Resume run_from(Executor* e, Frame* frame);
  void project_again(Executor& e, Frame* frame);
  Resume follow_exits(Executor* e, codegen::ExecutorLeft out, Frame* frame);
  // Replaces a loop's executor by a new projection of the loop (the
  // profile has grown since); false if none could be made.
  bool reproject_loop(Executor& old, Frame* frame);
  bool branch_turned(const Executor& e, const ExitData& x) const;
  bool reprofile(Executor& e, const ExitData& x, Frame* frame);
  static constexpr std::uint32_t kMaxReprofiles = 2;
  static constexpr std::uint64_t kReprofileAfter = 4096;
  void retire(Executor& e, Frame* frame);
  void collect_garbage();
  // After a failed projection at (code, start_pc): the countdown to the
  // next try, doubled each time.
  std::int32_t back_off(const Code& code, std::uint32_t start_pc);

  // ---- calls from executors (calls.cpp) --------------------------------------
  // The runtime entry points executors reach through cx_ (codegen/abi.h):
  // a send that was not inlined, and the overflow of an inline + - *.
  static std::uint64_t call_entry(codegen::NativeContext* cx, codegen::SendSite* site, std::uint64_t recv,
                                  const std::uint64_t* argv, std::uint32_t argc);
  static std::uint64_t overflow_entry(codegen::NativeContext* cx, codegen::SendSite* site, std::uint64_t lhs,
                                      std::uint64_t rhs);
  static std::uint64_t finish_entry(codegen::NativeContext* cx, std::uint64_t left);
  static std::uint64_t new_string_entry(codegen::NativeContext* cx, std::uint32_t literal);
  static std::uint64_t interpolate_entry(codegen::NativeContext* cx, const std::uint64_t* parts, std::uint32_t count);
  static std::uint64_t new_array_entry(codegen::NativeContext* cx, const std::uint64_t* elements, std::uint32_t count);
  static std::uint64_t new_object_entry(codegen::NativeContext* cx, const void* klass);
  static std::uint64_t box_float_entry(codegen::NativeContext* cx, std::uint64_t bits);
  static std::uint64_t new_env_entry(codegen::NativeContext* cx, std::uint64_t outer, std::uint32_t slots);
  // A direct call's executor left by an exit (left: what it returned): the
  // exit's link, or tier 1, finishes the callee's frame.
  Value finish(std::uint64_t left);
  Value call(CallInfo& call, Value recv, const Value* argv, std::uint32_t argc);
  static const MethodEntry* find(CallInfo& call, Value recv);
  Value yield_to(Frame* caller, Value block, const Value* argv, std::uint32_t argc, const Code** callee);
  // A Ruby method whose frame is pushed: its executor, or tier 1.
  Value run_method(Frame* frame);
  // Keeps the error for tier 1 and stops every executor running.
  void raise_pending(const RubyError& error, const MethodEntry* native, const Code* callee);
  void invalidate(Executor& e);
  void write_perf_map(const Executor& e);
  void fail(const std::string& why);

  // The context executors get in r15: the constant table and the Array
  // class for their inline checks, the entry points of their calls, the
  // epoch, and the way back to this object.
  struct Context : codegen::NativeContext {
    Jit* jit = nullptr;
  };
  Context cx_{};
  Tier1* tier1_ = nullptr;
  std::optional<RaisedError>* pending_ = nullptr;  // tier 1's
  // The tier-1 frame of the innermost executor running (kept in the context,
  // where direct calls push and pop it).
  Frame* tier1_frame() const { return static_cast<Frame*>(cx_.tier1_frame); }
  std::uint32_t running_ = 0;   // executors on the machine stack
  std::vector<codegen::CompiledMethod> graveyard_;  // invalidated code, freed when none runs
  JitOptions options_;
  const BytecodeProgram* program_ = nullptr;
  std::deque<std::unique_ptr<Executor>> executors_;
  std::map<std::pair<const Code*, std::uint32_t>, Executor*> loops_;       // by loop header
  std::map<std::pair<const Code*, std::uint32_t>, std::uint32_t> backoff_; // failed loop projections
  std::multimap<Sym, Executor*> inliners_;  // by inlined method name: what a `def` invalidates
  std::unordered_map<const Code*, std::unique_ptr<SlotLiveness>> liveness_;
  JitStats stats_;
  std::uint64_t stress_seed_ = 0;
  std::uint64_t next_stress_ = 0, stress_period_ = 0;  // when stress testing invalidates next
  std::FILE* perf_map_ = nullptr;
};

}  // namespace rhz::rt::tier2
