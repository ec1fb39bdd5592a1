// Calls from executors (see jit.h and runtime/jit_hooks.h).
//
// A send an executor does not inline goes through call_entry, the `send`
// entry point of the context executors run with. It does what tier 1's
// send does: the inline cache finds the method; a built-in runs at once; a
// Ruby method gets its frame pushed on the VM stack just where tier 1 puts
// a callee's (after recording the send's pc in the caller's frame, so
// backtraces and the return find it) and runs in its own executor or in
// tier 1. Nothing raised may unwind through executor code, so every error
// is caught here, kept with the backtrace tier 1 would print, and the epoch
// moves: each executor on the machine stack leaves at the GuardEpoch after
// its call, and tier 1 re-raises the error at the top.
#include <algorithm>
#include <bit>
#include <cstddef>

#include "runtime/bignum.h"
#include "runtime/block.h"
#include "runtime/builtin_blocks.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/float.h"
#include "runtime/interpreter_support.h"
#include "runtime/object.h"
#include "runtime/operator_frames.h"
#include "runtime/tier2/jit.h"

namespace rhz::rt::tier2 {

// Direct calls (codegen/emit_tier2.cpp) write tier-1 frame records and
// read the DirectCall through a site's cache word: the layouts they assume.
static_assert(offsetof(Frame, code) == codegen::kTier1FrameCode);
static_assert(offsetof(Frame, pc) == codegen::kTier1FramePc);
static_assert(offsetof(Frame, base) == codegen::kTier1FrameBase);
static_assert(offsetof(Frame, self) == codegen::kTier1FrameSelf);
static_assert(offsetof(Frame, argc) == codegen::kTier1FrameArgc);
static_assert(offsetof(Frame, call_length) == codegen::kTier1FrameCallLength);
static_assert(offsetof(Frame, block) == codegen::kTier1FrameBlock);
static_assert(sizeof(Frame) == codegen::kTier1FrameSize);
static_assert(offsetof(CallInfo, direct) == 0);
static_assert(offsetof(Code, direct_room) == offsetof(Code, direct_entry) + sizeof(void*));

// Whether `argc` arguments (the block aside) pass into `target`'s frame as
// they are: exactly its parameters; for a method, its required ones and
// some optional ones, the others nil (what init_callee_frame does); for a
// block that is no lambda, more than its parameters, the rest dropped
// (copied into slots it assigns before it reads them, or past its frame;
// every parameter is given, so none takes its default).
static bool passes_as_is(const Code* target, std::uint32_t argc, bool yield) {
  if (target->rest) return false;
  if (argc == target->num_params) return true;
  if (!yield) return argc >= target->required && argc < target->num_params;
  return !target->is_lambda && argc > target->num_params;
}

// A send or yield through the runtime reached `target` for `key` (the
// receiver's class, or the block's method word): the site's direct calls
// take it from now on, if its arguments pass as they are. The targets are
// those of one method state; a new one starts the table again.
static void remember_target(CallInfo& call, const void* key, const Code* target, std::uint32_t argc, bool yield) {
  if (!passes_as_is(target, argc, yield)) return;
  codegen::DirectCall& d = call.direct;
  if (d.state != g_method_state) {
    for (codegen::DirectTarget& t : d.targets) t = {};
    d.state = g_method_state;
    d.next = 0;
  }
  codegen::DirectTarget* free = nullptr;
  for (codegen::DirectTarget& t : d.targets) {
    if (t.key == key) return;
    if (!t.key && !free) free = &t;
  }
  if (!free) {
    free = &d.targets[d.next];
    d.next = (d.next + 1) % codegen::kDirectTargets;
  }
  *free = {key, &target->direct_entry, argc < target->num_params ? target->num_params - argc : 0};
}

std::uint64_t Jit::call_entry(codegen::NativeContext* cx, codegen::SendSite* site, std::uint64_t recv,
                              const std::uint64_t* argv, std::uint32_t argc) {
  Jit& jit = *static_cast<Context*>(cx)->jit;
  return jit.call(*static_cast<CallInfo*>(site->cache), Value{recv}, reinterpret_cast<const Value*>(argv), argc).bits;
}

// An inline + - * of two fixnums overflowed: the exact result, a Bignum.
std::uint64_t Jit::overflow_entry(codegen::NativeContext*, codegen::SendSite* site, std::uint64_t lhs,
                                  std::uint64_t rhs) {
  const CallInfo& call = *static_cast<CallInfo*>(site->cache);
  return fixnum_op_exact(sym_name(call.ic.name), fixnum_value(Value{lhs}), fixnum_value(Value{rhs})).bits;
}

void Jit::raise_pending(const RubyError& error, const MethodEntry* native, const Code* callee) {
  Frame* caller = tier1_frame();
  std::vector<BacktraceEntry> trace;
  if (kept_backtrace(error.exception).empty())
    trace = tier1_->backtrace(caller, caller->pc, native, callee ? callee : error.callee);
  *pending_ = RaisedError{error, std::move(trace)};
  ++cx_.epoch;
}

Value Jit::call(CallInfo& call, Value recv, const Value* argv, std::uint32_t argc) {
  Frame* const caller = tier1_frame();
  caller->pc = caller->code->threaded.data() + call.pc;
  caller->call_length = call.length;
  const MethodEntry* native = nullptr;
  const Code* callee = nullptr;
  try {
    Value block = kNil;
    switch (call.kind) {
      case Projection::CallKind::MakeBlock:
        ++stats_.calls_make_block;
        return block_new(call.method, argv[0], recv);
      case Projection::CallKind::Yield:
        ++stats_.calls_yield;
        if (is_block(recv))
          remember_target(call, reinterpret_cast<const void*>(as_block(recv)->method.bits),
                          &program_->methods[block_method(as_block(recv))], argc, true);
        return yield_to(caller, recv, argv, argc, &callee);
      case Projection::CallKind::SendBlock: block = argv[--argc]; break;
      case Projection::CallKind::Send: break;
    }
    const MethodEntry* me = find(call, recv);
    if (block != kNil && me->native) check_block_for_builtin(me);
    Value made{};  // Class#new of a class with a Ruby initialize: the object it returns
    static const NativeFn class_new = class_new_method();
    if (me->native == class_new) {
      auto* cls = static_cast<RClass*>(as_object(recv));
      const MethodEntry* init = class_initialize(cls);
      if (init->code && accepts_argc(init->code, argc)) {
        made = object_new(cls);
        recv = made;
        me = init;
      }
    }
    if (me->native || !me->code) {
      ++stats_.calls_builtin;
      native = runs_in_callers_frame(me, call.ic.flags, recv, argv, argc) ? nullptr : me;
      if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);
      if (!me->code && !me->native) return attr_call(me, recv, argv);
      g_native_call = {caller, caller->base + caller->code->frame_size + kFrameGapWords + argc, native};
      const Value result = me->native(recv, argv, argc);
      if (result == kRaisedMarker) [[unlikely]] {
        cx_.tier1_frame = caller;
        raise_pending(take_raising(), native, callee);
        return kUndefined;
      }
      return result;
    }
    ++stats_.calls_ruby;
    const Code* target = me->code;
    if (!made.bits) remember_target(call, class_of(recv), target, argc, false);
    if (!accepts_argc(target, argc)) {
      callee = target;
      raise_argc(argc, static_cast<std::int32_t>(target->required), most_args(target));
    }
    Value* args = caller->base + caller->code->frame_size + kFrameGapWords;
    Frame* frame = caller - 1;
    if (args + target->frame_size > reinterpret_cast<Value*>(frame)) raise(c_SystemStackError, "stack level too deep");
    init_callee_frame(frame, target, args, recv, argv, argc);
    frame->block = block;
    Value result = run_method(frame);
    cx_.tier1_frame = caller;
    if (result == kUndefined) ++cx_.epoch;  // the error is pending already
    else if (made.bits) result = made;
    return result;
  } catch (const RubyError& error) {
    cx_.tier1_frame = caller;
    raise_pending(error, native, callee);
    return kUndefined;
  } catch (const PendingRaise&) {  // a Ruby method a built-in called raised
    cx_.tier1_frame = caller;
    ++cx_.epoch;
    return kUndefined;
  }
}

// The method a send through the runtime finds: its inline cache's, one a
// class it met before found, or the method tables'.
const MethodEntry* Jit::find(CallInfo& call, Value recv) {
  const RClass* cls = class_of(recv);
  InlineCache& ic = call.ic;
  if (ic.klass == cls && ic.state == g_method_state) [[likely]]
    return ic.entry;
  for (const CallInfo::Met& m : call.met) {
    if (m.klass != cls || m.state != g_method_state) continue;
    ic.klass = cls;
    ic.entry = m.entry;
    ic.state = m.state;
    return m.entry;
  }
  const MethodEntry* me = lookup_miss(ic, recv, cls);
  std::move_backward(call.met.begin(), call.met.end() - 1, call.met.end());
  call.met[0] = {cls, me, g_method_state};
  return me;
}

// A yield made through the runtime: the block's frame pushed where tier 1's
// Yield pushes it, its arguments adapted by the same rules, and run in the
// block's executor or in tier 1. A lambda given the wrong count raises
// inside itself (*callee, for the backtrace), as a method does.
Value Jit::yield_to(Frame* caller, Value block, const Value* argv, std::uint32_t argc, const Code** callee) {
  if (block == kNil) raise_no_block();
  const Code* target = &program_->methods[block_method(as_block(block))];
  Value* args = caller->base + caller->code->frame_size + kFrameGapWords;
  Frame* frame = caller - 1;
  if (args + std::max(argc, target->frame_size) > reinterpret_cast<Value*>(frame))
    raise(c_SystemStackError, "stack level too deep");
  const std::uint32_t given = yield_arguments(target, argv, argc, args);
  if (given == kWrongArgc) {
    *callee = target;
    raise_argc(argc, static_cast<std::int32_t>(target->required), most_args(target));
  }
  frame->code = target;
  frame->pc = nullptr;
  frame->base = args;
  frame->self = as_block(block)->self;
  frame->argc = given;
  frame->call_length = 0;
  frame->block = block;
  Value result = run_method(frame);
  cx_.tier1_frame = caller;
  if (result == kUndefined) ++cx_.epoch;  // the error is pending already
  return result;
}

std::uint64_t Jit::finish_entry(codegen::NativeContext* cx, std::uint64_t left) {
  return static_cast<Context*>(cx)->jit->finish(left).bits;
}

Value Jit::finish(std::uint64_t left) {
  if (pending_->has_value()) return kUndefined;  // the epoch moved when it was raised
  Frame* const frame = tier1_frame();
  Executor* const e = executors_[left >> 32].get();
  const Resume r = follow_exits(e, codegen::ExecutorLeft{0, left}, frame);
  if (r.raised) return kUndefined;  // the epoch moved when it was raised
  if (r.returned) return r.value;
  cx_.tier1_frame = frame;
  Value result = tier1_->resume(frame, r);
  if (result == kUndefined) ++cx_.epoch;
  return result;
}

// Allocation: what tier 1's NewString, Interpolate and NewArray do. An
// executor makes Arrays, objects and environments inline, and calls here
// only when the free list of their size is empty (or they are too large).
std::uint64_t Jit::new_string_entry(codegen::NativeContext* cx, std::uint32_t literal) {
  return str_new(static_cast<Context*>(cx)->jit->program_->literals[literal]).bits;
}

std::uint64_t Jit::interpolate_entry(codegen::NativeContext*, const std::uint64_t* parts, std::uint32_t count) {
  return interpolate(reinterpret_cast<const Value*>(parts), count).bits;
}

std::uint64_t Jit::new_array_entry(codegen::NativeContext* cx, const std::uint64_t* elements, std::uint32_t count) {
  ++static_cast<Context*>(cx)->jit->stats_.calls_alloc;
  return ary_new_from(reinterpret_cast<const Value*>(elements), count).bits;
}

std::uint64_t Jit::new_object_entry(codegen::NativeContext* cx, const void* klass) {
  ++static_cast<Context*>(cx)->jit->stats_.calls_alloc;
  return object_new(static_cast<RClass*>(const_cast<void*>(klass))).bits;
}

std::uint64_t Jit::new_env_entry(codegen::NativeContext* cx, std::uint64_t outer, std::uint32_t slots) {
  ++static_cast<Context*>(cx)->jit->stats_.calls_alloc;
  return env_new(Value{outer}, slots).bits;
}

std::uint64_t Jit::box_float_entry(codegen::NativeContext*, std::uint64_t bits) {
  return float_new(std::bit_cast<double>(bits)).bits;
}

// An exit writes unboxed doubles as their bits; they become Floats before
// tier 1 or the next executor reads the frame.
void box_doubles(const ExitData& x, Value* base) {
  for (std::uint32_t s : x.doubles) base[s] = float_new(std::bit_cast<double>(base[s].bits));
}

Value Jit::run_method(Frame* frame) {
  const Code& code = *frame->code;
  if (Executor* e = code.entry_executor; e && e->valid) {
    // The common case, straight to the executor.
    ++stats_.entries;
    Resume r = run_from(e, frame);
    if (r.returned) return r.value;
    if (r.raised) return kUndefined;
    return tier1_->resume(frame, r);
  }
  if (code.entry_executor || --code.entry_countdown == 0) {
    Resume r = enter_method(frame);
    if (r.raised) return kUndefined;
    if (r.returned) return r.value;
    if (r.pc != Resume::kNoExecutor) return tier1_->resume(frame, r);
  }
  return tier1_->run_frame(frame);
}

}  // namespace rhz::rt::tier2
