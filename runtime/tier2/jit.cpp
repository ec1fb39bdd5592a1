// Tier 2's executor life cycle (see jit.h).
#include "runtime/tier2/jit.h"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <stdexcept>
#include <unistd.h>

#include "codegen/registers.h"
#include "ir/print.h"
#include "ir/verify.h"
#include "regalloc/allocate.h"
#include "runtime/tier2/bytecode_reading.h"
#include "regalloc/verify_alloc.h"
#include "runtime/classes.h"
#include "runtime/heap.h"
#include "runtime/interrupt.h"
#include "runtime/shape.h"
#include "runtime/vm_stack.h"
#include "sched/print_pipeline.h"
#include "sched/print_schedule.h"
#include "sched/verify_schedule.h"

namespace rhz::rt::tier2 {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

constexpr std::uint32_t kMaxBackoff = 16;
constexpr std::uint64_t kMaxFlushes = 8;
// Entry-guard failures (on at least half its entries) that retire a loop executor.
constexpr std::uint64_t kRetireAfter = 64;

void check(const std::vector<std::string>& problems, const std::string& phase, const std::string& origin) {
  if (problems.empty()) return;
  std::string text = "verification failed after " + phase + " of the executor for " + origin + ":";
  for (const std::string& p : problems) text += "\n  " + p;
  throw std::logic_error(text);
}

}  // namespace

Jit::Jit(JitOptions options) : options_(std::move(options)), stress_seed_(options_.stress_seed) {
  next_stress_ = options_.stress;
  if (options_.threshold == 0) options_.threshold = 1;
  if (options_.threshold == 1) options_.exit_threshold = 1;
}

Jit::~Jit() {
  if (perf_map_) std::fclose(perf_map_);
}

void Jit::start(const BytecodeProgram& program, const Value* constants, Tier1& tier1) {
  program_ = &program;
  tier1_ = &tier1;
  pending_ = &tier1.pending();
  cx_.jit = this;
  install_interrupt_handler(&cx_.epoch);  // SIGINT stops running executors at their next loop header
  cx_.abi.send = call_entry;
  cx_.abi.fixnum_overflow = overflow_entry;
  cx_.abi.finish_call = finish_entry;
  cx_.abi.new_string = new_string_entry;
  cx_.abi.interpolate = interpolate_entry;
  cx_.abi.new_array = new_array_entry;
  cx_.abi.new_object = new_object_entry;
  cx_.abi.box_float = box_float_entry;
  cx_.abi.new_env = new_env_entry;
  cx_.array_class = c_Array;
  cx_.constants = reinterpret_cast<const std::uint64_t*>(constants);
  cx_.method_state = &g_method_state;
  cx_.small_free_lists = small_free_lists;
  cx_.empty_shape = root_shape();
  cx_.env_class = env_class();
}

const SlotLiveness& Jit::liveness(const Code& code) {
  auto& slot = liveness_[&code];
  if (!slot) slot = std::make_unique<SlotLiveness>(code);
  return *slot;
}

void Jit::fail(const std::string& why) { ++stats_.failures[why]; }

bool may_link(ir::ExitKind kind, std::uint32_t target_pc, std::uint32_t start_pc, bool rebuilds_frames) {
  return (kind == ir::ExitKind::Guard || kind == ir::ExitKind::End) && target_pc != start_pc && !rebuilds_frames;
}

bool Jit::hot_loop(const Code& code, std::uint32_t pc, std::uint32_t loop, Frame* frame) {
  const std::uint32_t header = code.words[pc + 1];
  Executor* e = nullptr;
  if (auto it = loops_.find({&code, header}); it != loops_.end() && it->second->valid) e = it->second;
  else e = compile(code, header, frame->base, false);
  if (e) {
    loops_[{&code, header}] = e;
    code.executors[loop] = e;
    return true;
  }
  code.jit_countdown[loop] = back_off(code, header);
  return false;
}

std::int32_t Jit::back_off(const Code& code, std::uint32_t start_pc) {
  std::uint32_t& backoff = backoff_[{&code, start_pc}];
  backoff = std::min(backoff + 1, kMaxBackoff);
  return static_cast<std::int32_t>(std::min<std::uint64_t>(std::uint64_t{options_.threshold} << backoff, INT32_MAX));
}

Executor* Jit::loop_executor_at(const Code& code, std::uint32_t pc) const {
  const auto op = static_cast<Opcode>(code.words[pc]);
  if (op != Opcode::LoopJump) return nullptr;
  Executor* e = code.executors[code.words[pc + 2]];
  return e && e->valid ? e : nullptr;
}

codegen::ExecutorLeft Jit::run(Executor& e, Frame* frame) {
  cx_.tier1_frame = frame;
  ++e.entries;
  ++running_;
  auto* slots = reinterpret_cast<std::uint64_t*>(frame->base);
  const Value self = frame->self;
  codegen::ExecutorLeft k;
  // Timed from the outermost executor only: nested ones run inside it.
  if (!options_.stats || running_ > 1) {
    k = e.compiled.executor_entry()(&cx_, self.bits, slots, frame);
  } else {
    auto t0 = Clock::now();
    k = e.compiled.executor_entry()(&cx_, self.bits, slots, frame);
    stats_.executor_ms += ms_since(t0);
  }
  --running_;
  return k;
}

void Jit::collect_garbage() {
  if (running_ == 0) graveyard_.clear();
}

Resume Jit::enter(std::uint32_t, std::uint32_t loop, Frame* frame) {
  const Code& code = *frame->code;
  collect_garbage();
  Executor* e = code.executors[loop];
  if (!e || !e->valid) {
    code.executors[loop] = nullptr;
    code.jit_countdown[loop] =
        e && e->retired ? back_off(code, e->start_pc) : static_cast<std::int32_t>(options_.threshold);
    return {};
  }
  ++stats_.entries;
  // Stress: invalidate at entries N, 3N, 7N, ...: every program that
  // enters executors sees invalidation, and long ones are not spent
  // recompiling.
  if (options_.stress && stats_.entries >= next_stress_) {
    stress_period_ = stress_period_ ? stress_period_ * 2 : options_.stress;
    next_stress_ = stats_.entries + stress_period_;
    invalidate_all();
    code.jit_countdown[loop] = static_cast<std::int32_t>(options_.threshold);
    return {};
  }
  return run_from(e, frame);
}

Resume Jit::enter_method(Frame* frame) {
  const Code& code = *frame->code;
  collect_garbage();
  Executor* e = code.entry_executor;
  if (!e || !e->valid) {
    code.entry_executor = nullptr;
    if (code.entry_countdown > 0) return {};
    if (!code.direct_entry) {
      e = compile(code, 0, frame->base, false, true);
      if (!e) {
        code.entry_countdown = back_off(code, 0);
        return {};
      }
      e->method_entry = true;
      code.direct_entry = e->compiled.code.data();
      code.direct_room = e->frame_size * sizeof(Value) + e->depth * sizeof(Frame);
      if (!e->direct_only) code.entry_executor = e;
    }
    // A method too short to enter from tier 1 has an executor for direct
    // calls only: tier 1 runs it, and asks again now and then in case the
    // executor was invalidated.
    e = code.entry_executor;
    if (!e) {
      code.entry_countdown = static_cast<std::int32_t>(options_.threshold);
      return {};
    }
  }
  ++stats_.entries;
  return run_from(e, frame);
}

// Room in the frame for the slots and control frames of what the executor
// inlined; without it, tier 1 runs (and fails as it would if it must).
static bool fits(const Executor& e, const Frame* frame) {
  return frame->base + e.frame_size <= reinterpret_cast<const Value*>(frame - e.depth);
}

Resume Jit::run_from(Executor* e, Frame* frame) {
  if (!fits(*e, frame)) return Resume{e->start_pc};
  void* const outer = cx_.tier1_frame;
  struct Restore {
    void*& top;
    void* outer;
    ~Restore() { top = outer; }
  } restore{cx_.tier1_frame, outer};
  return follow_exits(e, run(*e, frame), frame);
}

// Where an executor left: returned, raised, or by an exit, which continues
// in the executor it links to (or a side executor compiled now that it is
// hot) until one returns or an exit goes back to tier 1. Direct calls from
// executors come here too (finish), so a callee's exits link like any other.
Resume Jit::follow_exits(Executor* e, codegen::ExecutorLeft out, Frame* frame) {
  const Code& code = *frame->code;
  Value* const base = frame->base;
  for (;; out = run(*e, frame)) {
    const auto left = static_cast<std::uint32_t>(out.left);
    if (pending_->has_value()) {
      Resume r;
      r.raised = true;
      return r;
    }
    if (left == codegen::kReturned) {
      Resume r;
      r.returned = true;
      r.value = Value{out.value};
      return r;
    }
    ExitData& x = e->exits[left];
    box_doubles(x, base);
    ++x.taken;
    auto resume = [&x] {
      return Resume{x.target_pc, x.rebuild.data(), static_cast<std::uint32_t>(x.rebuild.size())};
    };
    // A block guard failing on many entries: the method's yields meet
    // several blocks, and its executors call whichever comes from now on.
    if (x.block_guard && !code.yields_vary && x.taken >= options_.exit_threshold &&
        8 * x.taken >= e->entries) {
      code.yields_vary = true;
      project_again(*e, frame);
      return resume();
    }
    if (x.kind == ir::ExitKind::Entry && e->loop && !e->side && ++e->entry_failures >= kRetireAfter &&
        2 * e->entry_failures >= e->entries)
      retire(*e, frame);
    if (x.kind == ir::ExitKind::Unlikely || x.kind == ir::ExitKind::Entry || !x.linkable) {
      ++(x.kind == ir::ExitKind::Unlikely ? stats_.exits_unlikely : x.kind == ir::ExitKind::Entry ? stats_.exits_entry
                                                                                                   : stats_.exits_cold);
      return resume();
    }
    if (x.link && !x.link->valid) x.link = nullptr;
    if (!x.link) x.link = loop_executor_at(code, x.target_pc);
    if (x.link && fits(*x.link, frame)) {
      ++stats_.exits_linked;
      if (branch_turned(*e, x) && reprofile(*e, x, frame)) return resume();
      e = x.link;
      continue;
    }
    if (++x.hotness >= (options_.exit_threshold << x.backoff)) {
      x.hotness = 0;
      ++stats_.exits_hot;
      // The first branch exit of a loop executor to become hot says the
      // profile was young when the loop was projected: project the loop
      // again (the branch may fork now) rather than grow side executors.
      // (Not the loop's own exit, whose target lies after the body.)
      if (e->loop && !e->side && !e->reprojected && std::string_view(x.reason) == "branch" &&
          x.target_pc > e->start_pc && x.target_pc <= e->last_pc && reproject_loop(*e, frame))
        return resume();
      if (Executor* side = compile(code, x.target_pc, base, true)) {
        x.link = side;
        if (!fits(*side, frame)) return resume();
        e = side;
        continue;
      }
      x.backoff = std::min(x.backoff + 1, kMaxBackoff);
      return resume();
    }
    ++stats_.exits_cold;
    return resume();
  }
}

// A loop executor whose entry guards fail on most entries was projected
// for types the loop no longer has (a sum that grew into a Bignum, say):
// every back edge would enter it only to leave again. The loop is
// projected again once, with the types it has now; after that it is
// invalidated and the loop's counter backs off.
void Jit::retire(Executor& e, Frame* frame) {
  if (!e.reprojected && reproject_loop(e, frame)) return;
  e.retired = true;
  invalidate(e);
}

// A loop executor projected while its profile was young may have taken
// one way at a branch in its body that the loop now leaves by on most
// entries, through a linked side executor (tier 1 no longer runs the
// branch, so its profile never learned). Worth a projection again, a few
// times at most. (Not the loop's own exit, whose target lies after the
// body.)
bool Jit::branch_turned(const Executor& e, const ExitData& x) const {
  return x.branch_pc != ir::ExitState::kNotABranch && e.loop && !e.side && e.reprofiled < kMaxReprofiles &&
         x.target_pc > e.start_pc && x.target_pc <= e.last_pc && e.entries >= kReprofileAfter &&
         2 * x.taken >= e.entries;
}

// Makes the branch's profile say both ways (the exits show the other way is
// taken on most entries, though not how often per iteration), so that the
// loop, projected again, forks there and runs either way.
bool Jit::reprofile(Executor& e, const ExitData& x, Frame* frame) {
  const Code& code = *e.code;
  const std::uint32_t* w = code.words.data() + x.branch_pc;
  std::uint32_t target = 0, profile = 0;
  switch (static_cast<Opcode>(w[0])) {
    case Opcode::BranchIf:
    case Opcode::BranchUnless:
    case Opcode::BranchIfBreak:
    case Opcode::BranchUnlessBreak:
      target = w[2];
      profile = w[3];
      break;
    default:
      if (!reading::compare_branch(static_cast<Opcode>(w[0]))) return false;
      target = w[3];
      profile = w[5];
      break;
  }
  BranchProfile& bp = code.branches[profile];
  const int other = x.target_pc == target ? 1 : 0;
  bp.count[other] = std::max(bp.count[other] + x.taken, bp.count[1 - other]);
  bp.count[1 - other] = std::max(bp.count[1 - other], bp.count[other]);
  const std::uint32_t reprofiled = e.reprofiled + 1;
  const std::uint32_t start_pc = e.start_pc;
  if (!reproject_loop(e, frame)) return false;
  loops_[{&code, start_pc}]->reprofiled = reprofiled;
  return true;
}

// An executor projected under assumptions that no longer hold (that its
// yields meet one block): a loop's is projected again now; any other is
// invalidated, and a method's entry compiles again after tier 1 counts
// down to it once more.
void Jit::project_again(Executor& e, Frame* frame) {
  const Code& code = *e.code;
  auto loop = loops_.find({&code, e.start_pc});
  if (!e.side && loop != loops_.end() && loop->second == &e && reproject_loop(e, frame)) return;
  invalidate(e);
  if (e.method_entry) code.entry_countdown = static_cast<std::int32_t>(options_.threshold);
}

bool Jit::reproject_loop(Executor& old, Frame* frame) {
  old.reprojected = true;
  const Code& code = *old.code;
  Executor* e = compile(code, old.start_pc, frame->base, false);
  if (!e) return false;
  e->reprojected = true;
  for (Executor*& slot : code.executors)
    if (slot == &old) slot = e;
  loops_[{&code, old.start_pc}] = e;
  ++stats_.reprojections;
  invalidate(old);
  return true;
}

void Jit::method_defined(Sym name) {
  auto [from, to] = inliners_.equal_range(name);
  for (auto it = from; it != to; ++it) invalidate(*it->second);
  inliners_.erase(from, to);
}

Executor* Jit::compile(const Code& code, std::uint32_t start_pc, const Value* frame, bool side, bool method_entry) {
  // A limit too small for the program's hot code would flush and recompile
  // for ever: after a few flushes tier 2 stops compiling, and what it has
  // keeps running.
  if (stats_.flushes >= kMaxFlushes) {
    fail("memory limit reached too often");
    return nullptr;
  }
  ++stats_.projections;
  LivenessOf live = [this](const Code& c) -> const SlotLiveness& { return liveness(c); };
  ProjectionLimits limits;
  if (method_entry) limits.min_entered_path = options_.min_method_path;
  Projection p = project(*program_, reinterpret_cast<const Value*>(cx_.constants), code, live, start_pc, frame, limits);
  if (!p.superblock) {
    fail(p.failure);
    return nullptr;
  }
  if (options_.dump_superblock) *options_.dump_out << ir::print_superblock(*p.superblock);
  try {
    return build(code, p, side, method_entry);
  } catch (const std::exception& error) {
    if (options_.verify) throw;
    fail(std::string("internal error: ") + error.what());
    return nullptr;
  }
}

Executor* Jit::build(const Code& code, const Projection& p, bool side, bool method_entry) {
  const ir::Superblock& sb = *p.superblock;
  auto t0 = Clock::now();
  const std::string origin = sb.origin();
  ir::SpecialiseOptions so;
  if (options_.stress) so.stress_seed = ++stress_seed_ * 0x9e3779b97f4a7c15ull;
  ir::SpecialisedGraph sg = ir::specialise(sb, so);
  ir::Program& program = sg.program;
  const ir::Graph& g = program.methods[0].graph;
  auto verify_exits = [&](const char* phase) {
    std::vector<std::size_t> state_sizes;
    for (const ir::ExitState& x : sg.exits) state_sizes.push_back(x.slots.size());
    check(ir::verify_graph(g), phase, origin);
    check(ir::verify_frame_states(g, state_sizes), phase, origin);
  };
  if (options_.verify) verify_exits("specialisation");
  std::ostream* out = options_.dump_out;
  const std::string header = "; executor " + std::to_string(executors_.size()) + (side ? " (side)" : "") + " for " + origin + "\n";
  if (!options_.dump_graph.empty())
    *out << header << (options_.dump_graph == "text" ? ir::print_text(program) : ir::print_dot(program));

  const sched::PolicyInfo* policy = sched::find_policy(options_.sched_policy);
  if (!policy) policy = sched::find_policy("early");
  std::vector<sched::MethodSchedule> schedules;
  schedules.push_back(sched::schedule_method(g, *policy));
  if (options_.verify) check(sched::verify_schedule(g, schedules[0]), "scheduling", origin);
  const std::string method_name(program.symbols.name(program.methods[0].info.name));
  if (options_.dump_loop || options_.dump_pipeline) {
    const auto loops = sched::innermost_loops(schedules[0], program.symbols, method_name);
    if (options_.dump_loop && !loops.empty())
      *out << header << sched::print_machine(*sched::x86_loop_machine()) << sched::print_loops(loops);
    if (options_.dump_pipeline && !loops.empty()) *out << header << sched::print_pipelines(loops, sched::ModuloPolicy::Sms);
  }
  const PipelineResult pipelined = pipeline_loops(sg, schedules[0], options_.pipeline, method_name);
  if (pipelined.changed) {
    if (options_.verify) verify_exits("pipelining");
    schedules[0] = sched::schedule_method(g, *policy, &pipelined.kernel_cycles);
    if (options_.verify) check(sched::verify_schedule(g, schedules[0]), "scheduling", origin);
  }
  if (options_.dump_pipeline && !pipelined.report.empty()) *out << header << pipelined.report;
  std::vector<std::vector<std::uint32_t>> exit_slots;
  for (const ir::ExitState& x : sg.exits) exit_slots.push_back(x.slots);
  if (!options_.dump_schedule.empty())
    *out << header << sched::print_schedule(program, schedules, options_.dump_schedule == "verbose");

  regalloc::Target target = codegen::native_target(program.symbols);
  regalloc::Allocation alloc = regalloc::allocate(g, schedules[0], target);
  if (options_.verify) check(regalloc::verify_alloc(g, schedules[0], target, alloc), "allocation", origin);
  codegen::CompiledMethod compiled =
      codegen::compile_executor(program, schedules[0], alloc, exit_slots, static_cast<std::uint32_t>(executors_.size()),
                                method_entry ? &code : nullptr);
  if (options_.dump_asm) *out << header << codegen::print_asm(compiled);

  // Mapped pages are what executors cost the process.
  if (stats_.mapped_bytes + compiled.code.mapped() > options_.mem_limit) {
    ++stats_.flushes;
    invalidate_all();
  }
  auto e = std::make_unique<Executor>();
  e->id = static_cast<std::uint32_t>(executors_.size());
  e->code = &code;
  e->start_pc = sb.start_pc;
  e->origin = origin;
  e->side = side;
  e->loop = sb.closes_loop;
  e->direct_only = p.direct_only;
  for (const ir::ExitState& x : sg.exits) {
    ExitData d;
    d.target_pc = x.target_pc;
    d.kind = x.kind;
    d.reason = x.reason;
    d.block_guard = std::string_view(x.reason) == "block";
    d.doubles = x.doubles;
    for (std::uint32_t f = x.frame; f != 0; f = sb.frames[f].parent) {
      const ir::SbFrame& sf = sb.frames[f];
      d.rebuild.insert(d.rebuild.begin(), {p.frame_codes[f], sf.send_pc, sf.call_length, sf.offset, sf.argc, sf.block});
    }
    d.linkable = may_link(x.kind, x.target_pc, sb.start_pc, !d.rebuild.empty());
    if (d.rebuild.empty()) d.branch_pc = x.branch_pc;
    e->depth = std::max(e->depth, static_cast<std::uint32_t>(d.rebuild.size()));
    e->exits.push_back(d);
  }
  e->frame_size = sb.frame_size;
  for (const ir::SbInstr& in : sb.instrs)
    if (in.frame == 0) e->last_pc = std::max(e->last_pc, in.pc);
  e->inlined = p.inlined;
  e->compiled = std::move(compiled);
  // Each call site of the code finds its call (pc, inline cache) in its cache word.
  e->calls = std::make_unique<CallInfo[]>(p.calls.size());
  for (std::size_t i = 0; i < p.calls.size(); ++i) {
    const Projection::Call& c = p.calls[i];
    CallInfo& info = e->calls[i];
    info.kind = c.kind;
    info.method = c.method;
    info.pc = c.pc;
    info.length = c.length;
    info.ic.name = c.name;
    info.ic.flags = c.flags & ~(ir::kSendDirect | ir::kSendYield | ir::kSendWithBlock);
    info.ic.super_owner = c.super_owner;
    info.direct.send_pc = code.threaded.data() + c.pc;
    info.direct.call_length = c.length;
    info.direct.args_offset = static_cast<std::uint32_t>((code.frame_size + kFrameGapWords) * sizeof(Value));
    if (c.kind == Projection::CallKind::Yield) info.direct.block_class = block_class();
    info.direct.state = g_method_state;
    if (c.target) info.direct.targets[0] = {c.klass, &c.target->direct_entry, 0};
  }
  for (std::uint32_t k = 0; k < e->compiled.data->num_sites; ++k)
    e->compiled.sites[k].cache = &e->calls[static_cast<std::size_t>(e->compiled.site_tags[k])];
  e->compile_ms = ms_since(t0);
  stats_.compile_ms += e->compile_ms;
  ++(side ? stats_.side_executors : stats_.executors);
  stats_.code_bytes += e->compiled.code.size();
  stats_.mapped_bytes += e->compiled.code.mapped();
  stats_.peak_code_bytes = std::max(stats_.peak_code_bytes, stats_.code_bytes);
  if (options_.perf_map) write_perf_map(*e);
  for (Sym name : e->inlined) inliners_.emplace(name, e.get());
  executors_.push_back(std::move(e));
  return executors_.back().get();
}

void Jit::invalidate(Executor& e) {
  if (!e.valid) return;
  e.valid = false;
  if (e.method_entry && e.code->direct_entry == e.compiled.code.data()) {
    e.code->entry_executor = nullptr;
    e.code->direct_entry = nullptr;
  }
  ++stats_.invalidations;
  stats_.code_bytes -= e.compiled.code.size();
  stats_.mapped_bytes -= e.compiled.code.mapped();
  // Executors on the machine stack (this one, maybe, if a call it made
  // redefined a method) leave after their call returns: the epoch moves.
  // Their code is freed once none runs.
  ++cx_.epoch;
  graveyard_.push_back(std::move(e.compiled));
  e.compiled = codegen::CompiledMethod{};
  collect_garbage();
  for (ExitData& x : e.exits) x.link = nullptr;
}

void Jit::invalidate_all() {
  for (auto& e : executors_) invalidate(*e);
  loops_.clear();
  inliners_.clear();
}

void Jit::write_perf_map(const Executor& e) {
  if (!perf_map_) {
    std::string path = "/tmp/perf-" + std::to_string(::getpid()) + ".map";
    perf_map_ = std::fopen(path.c_str(), "w");
    if (!perf_map_) {
      options_.perf_map = false;
      return;
    }
  }
  std::fprintf(perf_map_, "%lx %zx rhz executor %u %s%s\n", reinterpret_cast<unsigned long>(e.compiled.code.data()),
               e.compiled.code.size(), e.id, e.side ? "(side) " : "", e.origin.c_str());
  std::fflush(perf_map_);
}

}  // namespace rhz::rt::tier2
