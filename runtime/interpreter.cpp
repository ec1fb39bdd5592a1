// The tier-1 interpreter: direct threaded, one dispatch per instruction.
//
// Threading: at start-up every method's 32-bit words are copied into
// `Code::threaded` with each opcode replaced by the distance from a base
// label to its handler, so dispatch is `goto *(base + *pc)`: one load, one
// add, one indirect jump, and each handler ends with its own dispatch (the
// branch predictor sees one indirect jump per handler).
//
// Calls never recurse on the C++ stack: a send to a Ruby method pushes a
// control frame on the VM stack and continues in the same loop; Return pops
// it. The arguments of every send are copied to the slots just above the
// caller's frame, which is where the callee's frame begins, so a Ruby
// callee finds argument i in its slot i without another copy.
//
// Errors are C++ exceptions (RubyError) caught once, around the loop, where
// the frames are still on the VM stack for the backtrace.
//
// Tier 2 (runtime/jit_hooks.h) enters executors at hot back edges and at
// method entries, and calls back into the loop when an executor calls a
// method it did not inline: the loop then runs nested, from a frame until
// that frame returns (execute's `stop`), on the same VM stack. A nested run
// never lets an error escape (executor code has no unwind tables): it keeps
// it as pending with its backtrace and returns kUndefined; the outermost
// run re-raises it when an executor reports it. `native` names the
// built-in method being run (CRuby shows its frame), `callee` a Ruby method
// whose call failed its argument check (reported inside the callee).
#include "runtime/machine.h"

#include <climits>
#include <optional>
#include <stdexcept>

#include "runtime/block.h"
#include "runtime/builtin_blocks.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/error_report.h"
#include "runtime/float.h"
#include "runtime/interpreter_support.h"
#include "runtime/interrupt.h"
#include "runtime/object.h"
#include "runtime/operator_frames.h"
#include "runtime/output.h"
#include "runtime/vm_stack.h"

namespace rhz::rt::detail {

// Profiles (branch histories and counts, the operand kinds an operation
// saw, loop counts) feed tier 2 and --profile-dump only: a run with
// neither uses the instantiation that gathers none.
#define PROFILE(...)          \
  do {                        \
    if constexpr (kProfile) { \
      __VA_ARGS__;            \
    }                         \
  } while (0)

template <bool kProfile>
Value Machine::interpret(Frame* stop, Frame* cf, const std::int32_t* pc, bool top) {
  const BytecodeProgram& program = program_;
  Globals& globals = globals_;
  const Value* const constants = globals.values();
  JitHooks* const jit = options_.jit;
  const Code* code = cf ? cf->code : nullptr;
  Value* base = cf ? cf->base : nullptr;
  const Value* consts = nullptr;
  InlineCache* caches = nullptr;
  const MethodEntry* native = nullptr;
  const Code* callee = nullptr;
  const NativeFn class_new_native = class_new_method();
  Value new_recv{};  // a send of Class#new (construct)
  const MethodEntry* new_method = nullptr;
  std::uint32_t new_argc = 0, new_length = 0;
  Value* new_args = nullptr;
  InlineCache* new_cache = nullptr;
  Resume r;        // where executors left tier 1
  Value result{};  // of a Return, or of a method an executor returned from

  try {
    static const void* const kLabels[] = {
#define OPCODE(name, operands) &&L_##name,
#include "runtime/opcodes.def"
#undef OPCODE
    };
    const char* const dispatch_base = static_cast<const char*>(kLabels[0]);
    // (A macro, not a lambda: a label's address read in another function,
    // the lambda, is a reference clang cannot resolve.)
#define HANDLER(op) \
  static_cast<std::int32_t>(static_cast<const char*>(kLabels[static_cast<std::size_t>(op)]) - dispatch_base)
// A Send's threaded word rewritten to the handler of `op` (a Send only: the
// specialised sends that fall back to it keep their own fast paths).
#define QUICKEN(at, op)                                                                 \
  do {                                                                                  \
    if (code->words[(at) - code->threaded.data()] == static_cast<std::uint32_t>(Opcode::Send)) \
      *const_cast<std::int32_t*>(at) = HANDLER(op);                                    \
  } while (0)
    if (!cf) {
      if (jit) jit->start(program, constants, *this);
      const std::int32_t countdown = jit ? static_cast<std::int32_t>(jit->threshold()) : INT32_MAX;
      thread_code(new_frame_code_, kLabels, dispatch_base);
      for (const Code& c : program.methods) {
        thread_code(c, kLabels, dispatch_base);
        c.jit_countdown.assign(c.loop_counters.size(), countdown);
        c.executors.assign(c.loop_counters.size(), nullptr);
        c.entry_countdown = countdown;
        c.entry_executor = nullptr;
      }
      return kNil;
    }

#define OPERAND(i) static_cast<std::uint32_t>(pc[i])
#define SLOT(i) base[OPERAND(i)]
// Before an operator's slow path, which may call back into Ruby (the
// program's own `==`, or a built-in that calls `<=>`): where it stands.
#define OPERATOR_CALL()                                                        \
  do {                                                                         \
    cf->pc = pc;                                                               \
    g_native_call.frame = cf;                                                  \
    g_native_call.sp = base + code->frame_size + kFrameGapWords;               \
  } while (0)
#define DISPATCH() goto* static_cast<const void*>(dispatch_base + *pc)
#define ENTER(c)                      \
  do {                                \
    code = (c);                       \
    consts = code->constants.data();  \
    caches = code->caches.data();     \
  } while (0)

    ENTER(code);
    DISPATCH();

    // ---- moves and values --------------------------------------------------
  L_LoadK:
    SLOT(1) = consts[OPERAND(2)];
    pc += 3;
    DISPATCH();
  L_Move:
    SLOT(1) = SLOT(2);
    pc += 3;
    DISPATCH();
  L_Self:
    SLOT(1) = cf->self;
    pc += 2;
    DISPATCH();
  L_ArgGiven:
    SLOT(1) = to_bool(cf->argc > OPERAND(2));
    pc += 3;
    DISPATCH();
  L_Truthy:
    SLOT(1) = to_bool(truthy(SLOT(2)));
    pc += 3;
    DISPATCH();
  L_Not:
    // `!x` is a send in Ruby, but no tier-A class can redefine it.
    SLOT(1) = to_bool(!truthy(SLOT(2)));
    pc += 3;
    DISPATCH();

    // ---- control -------------------------------------------------------------
  L_Jump:
    pc = code->threaded.data() + OPERAND(1);
    DISPATCH();
  L_LoopJump:
    if (g_interrupt_pending) [[unlikely]] raise_interrupt();
    PROFILE(++code->loop_counters[OPERAND(2)]);
    if (--code->jit_countdown[OPERAND(2)] == 0) [[unlikely]] {
      if (!jit) {
        code->jit_countdown[OPERAND(2)] = INT32_MAX;
      } else if (jit->hot_loop(*code, static_cast<std::uint32_t>(pc - code->threaded.data()), OPERAND(2), cf)) {
        *const_cast<std::int32_t*>(pc) = HANDLER(Opcode::EnterExecutor);
        DISPATCH();
      }
    }
    pc = code->threaded.data() + OPERAND(1);
    DISPATCH();
  L_EnterExecutor:
    if (g_interrupt_pending) [[unlikely]] raise_interrupt();
    r = jit->enter(static_cast<std::uint32_t>(pc - code->threaded.data()), OPERAND(2), cf);
    if (r.pc == Resume::kNoExecutor && !r.returned && !r.raised) {
      *const_cast<std::int32_t*>(pc) = HANDLER(Opcode::LoopJump);
      DISPATCH();
    }
    // Where executors left tier 1 (r): an error to raise, the frame's
    // return, or a pc, maybe in frames of inlined methods to push first.
  executor_left:
    if (r.raised) return fail_pending(top);
    if (r.returned) {
      result = r.value;
      goto return_result;
    }
    cf = rebuild(cf, r);
    base = cf->base;
    ENTER(cf->code);
    pc = code->threaded.data() + r.pc;
    DISPATCH();
  L_BranchIf: {
    bool taken = truthy(SLOT(1));
    PROFILE(record_branch(code->branches[OPERAND(3)], taken));
    pc = taken ? code->threaded.data() + OPERAND(2) : pc + 4;
    DISPATCH();
  }
  L_BranchUnless: {
    bool taken = !truthy(SLOT(1));
    PROFILE(record_branch(code->branches[OPERAND(3)], taken));
    pc = taken ? code->threaded.data() + OPERAND(2) : pc + 4;
    DISPATCH();
  }
  L_Return: {
    result = SLOT(1);
  return_result:
    if (cf == stop) return result;
    ++cf;
    ENTER(cf->code);
    base = cf->base;
    pc = cf->pc;
    SLOT(1) = result;
    pc += cf->call_length;
    DISPATCH();
  }

    // ---- fused compare-and-branch ---------------------------------------------
#define COMPARE_BRANCH(label, cmp, float_op, want, FETCH)                            \
  L_##label: {                                                                       \
    Value a = SLOT(1), b = FETCH(2), f;                                              \
    bool result;                                                                     \
    if (both_fixnums(a, b)) {                                                        \
      PROFILE(caches[OPERAND(4)].saw_fixnum = true);                                 \
      result = static_cast<std::int64_t>(a.bits) cmp static_cast<std::int64_t>(b.bits); \
    } else if (std::uint8_t kinds = float_operator(float_op, a, b, &f)) {           \
      PROFILE(caches[OPERAND(4)].float_operands |= kinds);                           \
      result = f == kTrue;                                                           \
    } else {                                                                         \
      OPERATOR_CALL();                                                               \
      result = truthy(send_binary(caches[OPERAND(4)], a, b, native));                \
    }                                                                                \
    bool taken = result == want;                                                     \
    PROFILE(record_branch(code->branches[OPERAND(5)], taken));                                \
    pc = taken ? code->threaded.data() + OPERAND(3) : pc + 6;                        \
    DISPATCH();                                                                      \
  }
#define IMMEDIATE(i) Value{static_cast<std::uint64_t>(static_cast<std::int64_t>(pc[i]))}
#define COMPARE_BRANCHES(op, cmp, float_op)                              \
  COMPARE_BRANCH(BranchUnless##op, cmp, float_op, false, SLOT)           \
  COMPARE_BRANCH(BranchIf##op, cmp, float_op, true, SLOT)                \
  COMPARE_BRANCH(BranchUnless##op##I, cmp, float_op, false, IMMEDIATE)   \
  COMPARE_BRANCH(BranchIf##op##I, cmp, float_op, true, IMMEDIATE)
    COMPARE_BRANCHES(Lt, <, '<')
    COMPARE_BRANCHES(Le, <=, '(')
    COMPARE_BRANCHES(Gt, >, '>')
    COMPARE_BRANCHES(Ge, >=, ')')
    COMPARE_BRANCHES(Eq, ==, '=')
    COMPARE_BRANCHES(Ne, !=, '!')
#undef COMPARE_BRANCHES
#undef COMPARE_BRANCH

    // ---- sends -----------------------------------------------------------------
    // A send: the receiver, the inline cache, the argument count and the
    // first argument's operand index, and the instruction's length;
    // QUICKENS for the Send's own handler (the only one an attribute hit
    // rewrites), so the other sends' hits do not test for it.
#define SEND(recv_value, CACHE, ARGC, FIRST_ARG, BLOCK, QUICKENS)                                  \
  {                                                                                                \
    Value recv = recv_value;                                                                       \
    const MethodEntry* me = lookup(caches[OPERAND(CACHE)], recv);                                  \
    std::uint32_t argc = OPERAND(ARGC);                                                            \
    std::uint32_t length = (FIRST_ARG) + argc;                                                     \
    Value* args = base + code->frame_size + kFrameGapWords;                                        \
    if (args + argc > reinterpret_cast<Value*>(cf)) raise(c_SystemStackError, "stack level too deep"); \
    for (std::uint32_t i = 0; i < argc; ++i) args[i] = SLOT((FIRST_ARG) + i);                      \
    if (me->native) {                                                                              \
      if ((BLOCK).bits != kNil.bits) check_block_for_builtin(me);                                  \
      if (me->native == class_new_native) {                                                        \
        new_recv = recv;                                                                           \
        new_method = me;                                                                           \
        new_argc = argc;                                                                           \
        new_length = length;                                                                       \
        new_args = args;                                                                           \
        new_cache = &caches[OPERAND(CACHE)];                                                       \
        goto construct;                                                                            \
      }                                                                                            \
      native = runs_in_callers_frame(me, caches[OPERAND(CACHE)].flags, recv, args, argc) ? nullptr : me; \
      if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);                     \
      cf->pc = pc;                                                                                 \
      g_native_call = {cf, args + argc, native};                                                   \
      if (const Value v = me->native(recv, args, argc); v != kRaisedMarker) [[likely]]             \
        SLOT(1) = v;                                                                               \
      else                                                                                         \
        goto raised;                                                                               \
      native = nullptr;                                                                            \
      pc += length;                                                                                \
      DISPATCH();                                                                                  \
    }                                                                                              \
    if (!me->code) { /* an attribute method: a hit inline, reader or writer */                     \
      InlineCache& aic = caches[OPERAND(CACHE)];                                                   \
      auto* o = static_cast<RObject*>(as_object(recv));                                            \
      if (aic.ivar == me->ivar && is_heap(recv) && o->shape == aic.shape) [[likely]] {             \
        if (me->attr == Attr::Reader && argc == 0) {                                               \
          SLOT(1) = o->slots[aic.slot];                                                            \
          if (QUICKENS) QUICKEN(pc, Opcode::SendAttrReader);                                       \
          pc += length;                                                                            \
          DISPATCH();                                                                              \
        }                                                                                          \
        if (me->attr == Attr::Writer && argc == 1 && aic.slot < o->capa) {                         \
          o->shape = aic.shape_after;                                                              \
          o->slots[aic.slot] = SLOT(1) = args[0];                                                  \
          if (QUICKENS) QUICKEN(pc, Opcode::SendAttrWriter);                                       \
          pc += length;                                                                            \
          DISPATCH();                                                                              \
        }                                                                                          \
      }                                                                                            \
      native = me;                                                                                 \
      if (!argc_fits(me, argc)) raise_argc(argc, me->min_argc, me->max_argc);                     \
      SLOT(1) = attr_send(caches[OPERAND(CACHE)], me, recv, args);                                 \
      native = nullptr;                                                                            \
      pc += length;                                                                                \
      DISPATCH();                                                                                  \
    }                                                                                              \
    const Code* target = me->code;                                                                 \
    if (argc < target->required || argc > target->num_params) {                                    \
      if (!accepts_argc(target, argc)) {                                                           \
        callee = target;                                                                           \
        raise_argc(argc, static_cast<std::int32_t>(target->required), most_args(target));          \
      }                                                                                            \
    }                                                                                              \
    Frame* frame = cf - 1;                                                                         \
    if (args + target->frame_size > reinterpret_cast<Value*>(frame))                               \
      raise(c_SystemStackError, "stack level too deep");                                           \
    for (std::uint32_t i = argc; i < target->num_params; ++i) args[i] = kNil;                      \
    if (target->rest) [[unlikely]]                                                                 \
      argc = pack_rest(target, args, argc);                                                        \
    cf->pc = pc;                                                                                   \
    cf->call_length = length;                                                                      \
    frame->code = target;                                                                          \
    frame->base = args;                                                                            \
    frame->self = recv;                                                                            \
    frame->argc = argc;                                                                            \
    frame->block = (BLOCK);                                                                        \
    cf = frame;                                                                                    \
    base = args;                                                                                   \
    ENTER(target);                                                                                 \
    pc = target->threaded.data();                                                                  \
    goto entered;                                                                                  \
  }
  L_Send:
    SEND(SLOT(2), 3, 4, 5, kNil, true)
  L_SendSelf:
    SEND(cf->self, 2, 3, 4, kNil, false)
  L_SendLength:
    if (is_array(SLOT(2))) {
      PROFILE(caches[OPERAND(3)].saw_array = true);
      SLOT(1) = fixnum(as_array(SLOT(2))->len);
      pc += 5;
      DISPATCH();
    }
    goto L_Send;
  L_SendAt:
    if (is_array(SLOT(2)) && is_fixnum(SLOT(5))) {
      PROFILE(caches[OPERAND(3)].saw_array = true);
      const RArray* a = as_array(SLOT(2));
      std::int64_t i = fixnum_value(SLOT(5));
      if (i < 0) i += a->len;
      SLOT(1) = i >= 0 && i < a->len ? a->ptr[i] : kNil;
      pc += 6;
      DISPATCH();
    }
    goto L_Send;
    // Integer's bit operators on two fixnums (tagged 2n+1: & and | keep the
    // tag, ^ clears it); a shift only by 0 to 62 places and while the result
    // stays a fixnum. With profiling on, the Send fills the cache tier 2
    // reads (it inlines these as intrinsics).
#define BIT_SEND(label, result)                             \
  L_##label:                                                \
    if (!kProfile && both_fixnums(SLOT(2), SLOT(5))) {      \
      const std::uint64_t a = SLOT(2).bits, b = SLOT(5).bits; \
      SLOT(1) = Value{result};                              \
      pc += 6;                                              \
      DISPATCH();                                           \
    }                                                       \
    goto L_Send;
    BIT_SEND(SendAnd, a & b)
    BIT_SEND(SendOr, a | b)
    BIT_SEND(SendXor, (a ^ b) | 1)
#undef BIT_SEND
  L_SendShl:
    if (!kProfile && both_fixnums(SLOT(2), SLOT(5)) && fixnum_value(SLOT(5)) >= 0 && fixnum_value(SLOT(5)) <= 62) {
      const __int128 r = static_cast<__int128>(fixnum_value(SLOT(2))) << fixnum_value(SLOT(5));
      if (fits_fixnum(r)) {
        SLOT(1) = fixnum(static_cast<std::int64_t>(r));
        pc += 6;
        DISPATCH();
      }
    }
    goto L_Send;
  L_SendShr:
    if (!kProfile && both_fixnums(SLOT(2), SLOT(5)) && fixnum_value(SLOT(5)) >= 0) {
      SLOT(1) = fixnum(fixnum_value(SLOT(2)) >> std::min<std::int64_t>(fixnum_value(SLOT(5)), 63));
      pc += 6;
      DISPATCH();
    }
    goto L_Send;
    // A Send that hit an attribute method, rewritten (QUICKEN): the same
    // hit without the lookup (the class, the method state and the shape
    // compared with the cache's), anything else the Send.
  L_SendAttrReader: {
    const InlineCache& ic = caches[OPERAND(3)];
    if (attribute_hit(ic, SLOT(2))) {
      SLOT(1) = static_cast<RObject*>(as_object(SLOT(2)))->slots[ic.slot];
      pc += 5;
      DISPATCH();
    }
    goto L_Send;
  }
  L_SendAttrWriter: {
    const InlineCache& ic = caches[OPERAND(3)];
    auto* o = static_cast<RObject*>(as_object(SLOT(2)));
    if (attribute_hit(ic, SLOT(2)) && ic.slot < o->capa) {
      o->shape = ic.shape_after;
      o->slots[ic.slot] = SLOT(1) = SLOT(5);
      pc += 6;
      DISPATCH();
    }
    goto L_Send;
  }
  L_SendBlock:
    SEND(SLOT(2), 4, 5, 6, SLOT(3), false)
  L_SendSelfBlock:
    SEND(cf->self, 3, 4, 5, SLOT(2), false)
#undef SEND
#undef QUICKEN
  construct: {
    // Class#new of a class whose initialize is Ruby: the object, then a
    // frame for `new` (new_frame_code_: it returns its slot 0, the object,
    // once initialize returns into it), then initialize's frame, pushed as
    // a send pushes it, so initialize runs in this loop like any method.
    auto* cls = static_cast<RClass*>(as_object(new_recv));
    if (new_cache->made != cls) {
      new_cache->made_varied = new_cache->made != nullptr;
      new_cache->made = cls;
    }
    const MethodEntry* init = class_initialize(cls);
    const Code* target = init->code;
    if (!target || !accepts_argc(target, new_argc)) {
      // A built-in initialize, or the wrong number of arguments: Class#new
      // itself (which raises as CRuby does).
      native = new_method;
      cf->pc = pc;
      g_native_call = {cf, new_args + new_argc, native};
      SLOT(1) = class_new_native(new_recv, new_args, new_argc);
      native = nullptr;
      pc += new_length;
      DISPATCH();
    }
    Value* slots = new_args;  // the frame of `new`: the object and a slot for initialize's result
    Value* args = slots + 2 + kFrameGapWords;
    Frame* new_frame = cf - 1;
    Frame* frame = cf - 2;
    if (args + target->frame_size > reinterpret_cast<Value*>(frame)) raise(c_SystemStackError, "stack level too deep");
    for (std::uint32_t i = new_argc; i-- > 0;) args[i] = new_args[i];
    for (std::uint32_t i = new_argc; i < target->num_params; ++i) args[i] = kNil;
    const std::uint32_t init_argc = target->rest ? pack_rest(target, args, new_argc) : new_argc;
    Value obj = object_new(cls);
    slots[0] = obj;
    slots[1] = kNil;
    cf->pc = pc;
    cf->call_length = new_length;
    new_frame->code = &new_frame_code_;
    new_frame->pc = new_frame_code_.threaded.data();
    new_frame->base = slots;
    new_frame->self = new_recv;
    new_frame->argc = 0;
    new_frame->call_length = kNewFrameResume;
    new_frame->block = kNil;
    frame->code = target;
    frame->base = args;
    frame->self = obj;
    frame->argc = init_argc;
    frame->block = kNil;
    cf = frame;
    base = args;
    ENTER(target);
    pc = target->threaded.data();
    goto entered;
  }
  L_Yield: {
    // Calls the block as a send calls a method, with CRuby's rules for
    // block arguments; the block's frame holds the block.
    Value block = SLOT(2);
    if (block == kNil) raise_no_block();
    const RBlock* b = as_block(block);
    const Code* target = &program.methods[block_method(b)];
    const std::uint32_t argc = OPERAND(3);
    Value* args = base + code->frame_size + kFrameGapWords;
    Frame* frame = cf - 1;
    if (args + std::max(argc, target->frame_size) > reinterpret_cast<Value*>(frame))
      raise(c_SystemStackError, "stack level too deep");
    for (std::uint32_t i = 0; i < argc; ++i) args[i] = SLOT(4 + i);
    const std::uint32_t given = yield_arguments(target, args, argc, args);
    if (given == kWrongArgc) {  // a lambda reports a wrong count inside itself
      callee = target;
      raise_argc(argc, static_cast<std::int32_t>(target->required), most_args(target));
    }
    cf->pc = pc;
    cf->call_length = 4 + argc;
    frame->code = target;
    frame->base = args;
    frame->self = b->self;
    frame->argc = given;
    frame->block = block;
    cf = frame;
    base = args;
    ENTER(target);
    pc = target->threaded.data();
    goto entered;
  }
    // A Ruby method's or block's frame was just pushed (pc 0).
  entered:
    if (g_interrupt_pending) [[unlikely]] raise_interrupt();
    if (jit && (code->entry_executor || --code->entry_countdown == 0)) {
      r = jit->enter_method(cf);
      if (r.pc != Resume::kNoExecutor || r.returned || r.raised) goto executor_left;
    }
    DISPATCH();

#define ARITH(label, FETCH, fast, float_op)                             \
  L_##label: {                                                          \
    Value a = SLOT(2), b = FETCH(3);                                    \
    Value f;                                                            \
    if (both_fixnums(a, b)) {                                           \
      PROFILE(caches[OPERAND(4)].saw_fixnum = true);                             \
      std::int64_t x = static_cast<std::int64_t>(a.bits);               \
      std::int64_t y = static_cast<std::int64_t>(b.bits);               \
      Value r;                                                          \
      fast;                                                             \
      SLOT(1) = r;                                                      \
    } else if (std::uint8_t kinds = float_operator(float_op, a, b, &f)) { \
      PROFILE(caches[OPERAND(4)].float_operands |= kinds);              \
      SLOT(1) = f;                                                      \
    } else {                                                            \
      OPERATOR_CALL();                                                  \
      SLOT(1) = send_binary(caches[OPERAND(4)], a, b, native);          \
    }                                                                   \
    pc += 5;                                                            \
    DISPATCH();                                                         \
  }
// float_op: the operator's Float fast path (runtime/float.h).
#define ARITHS(label, fast, float_op) ARITH(label, SLOT, fast, float_op) ARITH(label##I, IMMEDIATE, fast, float_op)
    // Tagged arithmetic: a fixnum n is 2n+1, so (2a+1) + (2b+1) - 1 is the
    // tagged sum and the overflow of the tagged operation is exactly the
    // overflow of the 63-bit result.
    // A result that overflows is computed again, exactly, as a Bignum.
    ARITHS(Add, {
      std::int64_t s;
      if (__builtin_add_overflow(x, y - 1, &s)) [[unlikely]]
        r = wide_integer(static_cast<__int128>(x >> 1) + (y >> 1));
      else
        r = Value{static_cast<std::uint64_t>(s)};
    }, '+')
    ARITHS(Sub, {
      std::int64_t s;
      if (__builtin_sub_overflow(x, y - 1, &s)) [[unlikely]]
        r = wide_integer(static_cast<__int128>(x >> 1) - (y >> 1));
      else
        r = Value{static_cast<std::uint64_t>(s)};
    }, '-')
    ARITHS(Mul, {
      std::int64_t s;
      if (__builtin_mul_overflow(x >> 1, y - 1, &s)) [[unlikely]]
        r = wide_integer(static_cast<__int128>(x >> 1) * (y >> 1));
      else
        r = Value{static_cast<std::uint64_t>(s) | 1};
    }, '*')
    ARITHS(Div, {
      r = fixnum_divide(x >> 1, y >> 1, native);
      if (r == kRaisedMarker) [[unlikely]] goto raised;
    }, '/')
    ARITHS(Mod, {
      r = fixnum_modulo(x >> 1, y >> 1, native);
      if (r == kRaisedMarker) [[unlikely]] goto raised;
    }, '%')
    ARITHS(Lt, { r = to_bool(x < y); }, '<')
    ARITHS(Le, { r = to_bool(x <= y); }, '(')
    ARITHS(Gt, { r = to_bool(x > y); }, '>')
    ARITHS(Ge, { r = to_bool(x >= y); }, ')')
    ARITHS(Eq, { r = to_bool(x == y); }, '=')
    ARITHS(Ne, { r = to_bool(x != y); }, '!')
#undef ARITHS
#undef ARITH

  L_Aref: {
    Value recv = SLOT(2), index = SLOT(3);
    if (is_array(recv) && is_fixnum(index)) {
      PROFILE(caches[OPERAND(4)].saw_array = true);
      RArray* a = as_array(recv);
      std::int64_t i = fixnum_value(index);
      if (i < 0) i += a->len;
      SLOT(1) = i >= 0 && i < a->len ? a->ptr[i] : kNil;
    } else {
      OPERATOR_CALL();
      SLOT(1) = send_binary(caches[OPERAND(4)], recv, index, native);
    }
    pc += 5;
    DISPATCH();
  }
  L_Aset: {
    Value recv = SLOT(2), index = SLOT(3), value = SLOT(4);
    if (is_mutable_array(recv) && is_fixnum(index) && fixnum_value(index) >= 0 &&
        fixnum_value(index) < as_array(recv)->len) {
      PROFILE(caches[OPERAND(5)].saw_array = true);
      as_array(recv)->ptr[fixnum_value(index)] = value;
      SLOT(1) = value;
    } else {
      OPERATOR_CALL();
      SLOT(1) = send_ternary(caches[OPERAND(5)], recv, index, value, native);
    }
    pc += 6;
    DISPATCH();
  }

    // ---- allocation and definitions --------------------------------------------
  L_NewString: {
    const std::string& literal = program.literals[OPERAND(2)];
    SLOT(1) = str_new(literal);
    pc += 3;
    DISPATCH();
  }
    // Interpolate and NewArray stage their parts above the frame, where a
    // send's arguments go, and hand them over as one array.
#define GATHER(label, make)                                                                        \
  L_##label: {                                                                                     \
    std::uint32_t n = OPERAND(2);                                                                  \
    Value* parts = base + code->frame_size;                                                        \
    if (parts + n > reinterpret_cast<Value*>(cf)) raise(c_SystemStackError, "stack level too deep"); \
    for (std::uint32_t i = 0; i < n; ++i) parts[i] = SLOT(3 + i);                                  \
    SLOT(1) = make(parts, n);                                                                      \
    pc += 3 + n;                                                                                   \
    DISPATCH();                                                                                    \
  }
    GATHER(Interpolate, interpolate)
    GATHER(NewArray, ary_new_from)
#undef GATHER
  L_ToAry:
    SLOT(1) = to_ary(SLOT(2));
    pc += 3;
    DISPATCH();
  L_DefineMethod:
    SLOT(1) = globals.define_method(OPERAND(2));  // tier 2 hears of it (g_method_defined_hook)
    pc += 3;
    DISPATCH();
  L_ConstGet: {
    Value v = constants[OPERAND(2)];
    SLOT(1) = v != kUndefined ? v : globals.constant(OPERAND(2));
    pc += 3;
    DISPATCH();
  }
  L_ConstSet:
    globals.set_constant(OPERAND(2), SLOT(3), code->lines[pc - code->threaded.data()]);
    SLOT(1) = SLOT(3);
    pc += 4;
    DISPATCH();
  L_DefineClass:
    OPERATOR_CALL();  // a superclass's `inherited` may run
    SLOT(1) = globals.define_class(OPERAND(3), SLOT(2), OPERAND(4) != 0, code->lines[pc - code->threaded.data()]);
    pc += 5;
    DISPATCH();

    // ---- instance variables ------------------------------------------------------
    // The cache's shape is never null once filled, and no object's shape
    // is null: an empty cache never matches.
  L_GetIvar: {
    Value obj = SLOT(2);
    InlineCache& ic = caches[OPERAND(3)];
    if (is_heap(obj) && static_cast<RObject*>(as_object(obj))->shape == ic.shape) [[likely]]
      SLOT(1) = static_cast<RObject*>(as_object(obj))->slots[ic.slot];
    else
      SLOT(1) = ivar_get_miss(ic, obj);
    pc += 4;
    DISPATCH();
  }
  L_SetIvar: {
    Value obj = SLOT(2);
    InlineCache& ic = caches[OPERAND(4)];
    // The cached shape, and room for the slot: an object gaining the ivar
    // moves to the shape after (the same shape when it had it already).
    auto* o = static_cast<RObject*>(as_object(obj));
    if (is_heap(obj) && o->shape == ic.shape && ic.slot < o->capa) [[likely]] {
      o->shape = ic.shape_after;
      o->slots[ic.slot] = SLOT(3);
    } else
      ivar_set_miss(ic, obj, SLOT(3));
    SLOT(1) = SLOT(3);
    pc += 5;
    DISPATCH();
  }

    // ---- blocks and environments ----------------------------------------------
  L_MakeBlock:
    SLOT(1) = block_new(OPERAND(2), SLOT(3), cf->self);
    pc += 4;
    DISPATCH();
  L_FrameBlock:
    SLOT(1) = cf->block;
    pc += 2;
    DISPATCH();
  L_BlockEnv:
    SLOT(1) = as_block(cf->block)->env;
    pc += 2;
    DISPATCH();
  L_OuterEnv:
    SLOT(1) = as_env(SLOT(2))->slots[0];
    pc += 3;
    DISPATCH();
  L_NewEnv:
    SLOT(1) = env_new(SLOT(2), OPERAND(3));
    pc += 4;
    DISPATCH();
  L_EnvLoad:
    SLOT(1) = as_env(SLOT(2))->slots[OPERAND(3)];
    pc += 4;
    DISPATCH();
  L_EnvStore:
    as_env(SLOT(2))->slots[OPERAND(4)] = SLOT(3);
    SLOT(1) = SLOT(3);
    pc += 5;
    DISPATCH();
  L_BlockBreak:
    SLOT(1) = block_break(SLOT(2), SLOT(3));
    pc += 4;
    DISPATCH();
  L_CatchBreak:
    SLOT(1) = catch_break(SLOT(2), SLOT(3));
    pc += 4;
    DISPATCH();
  L_IsBreak:
    SLOT(1) = to_bool(SLOT(2) == kBreakMarker);
    pc += 3;
    DISPATCH();
#define BREAK_BRANCH(label, on_break)                                \
  L_##label: {                                                      \
    bool taken = (SLOT(1) == kBreakMarker) == (on_break);           \
    PROFILE(record_branch(code->branches[OPERAND(3)], taken));               \
    pc = taken ? code->threaded.data() + OPERAND(2) : pc + 4;       \
    DISPATCH();                                                     \
  }
    BREAK_BRANCH(BranchIfBreak, true)
    BREAK_BRANCH(BranchUnlessBreak, false)
#undef BREAK_BRANCH

  // A built-in returned kRaisedMarker (Kernel#raise): the error path of
  // the catch below, without a C++ exception.
  raised:
    return fail(take_raising(), cf, pc, native, callee, top);

#undef OPERAND
#undef IMMEDIATE
#undef SLOT
#undef OPERATOR_CALL
#undef DISPATCH
#undef ENTER
  } catch (const PendingRaise&) {
    return fail_pending(top);
  } catch (const RubyError& error) {
    return fail(error, cf, pc, native, callee, top);
  }
  return kUndefined;
}

Value Machine::fail_pending(bool top) {
  if (!top) return kUndefined;  // still pending, for the executor or built-in that called this run
  interrupted_ = pending_->error.klass == c_Interrupt;
  report_error(pending_->error, options_.file_name, pending_->backtrace);
  status_ = pending_->error.exit_status;
  return kUndefined;
}

Value Machine::fail(const RubyError& error, const Frame* cf, const std::int32_t* pc, const MethodEntry* native,
                    const Code* callee, bool top) {
  // An exception raised again has its backtrace already.
  std::vector<BacktraceEntry> trace;
  if (kept_backtrace(error.exception).empty()) trace = backtrace(cf, pc, native, callee ? callee : error.callee);
  if (!top) {
    pending_ = RaisedError{error, std::move(trace)};
    return kUndefined;
  }
  interrupted_ = error.klass == c_Interrupt;
  report_error(error, options_.file_name, trace);
  status_ = error.exit_status;
  return kUndefined;
}

#undef PROFILE
#undef HANDLER

template Value Machine::interpret<true>(Frame*, Frame*, const std::int32_t*, bool);
template Value Machine::interpret<false>(Frame*, Frame*, const std::int32_t*, bool);

}  // namespace rhz::rt::detail
