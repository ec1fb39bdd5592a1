// The native-code runtime ABI: everything compiled code and the runtime
// agree on, as plain data. Codegen never links the runtime (the runtime links
// codegen for tier 2), so the runtime's entry points reach compiled code as a
// table of function pointers that the runtime fills in.
//
// Calling convention of a compiled method (System V AMD64, a plain C call):
//
//   std::uint64_t method(NativeContext* cx, std::uint64_t self,
//                        const std::uint64_t* argv, std::uint32_t argc,
//                        std::uint64_t block);
//
// - argv holds at least as many words as the method has parameters; the
//   caller fills missing optional arguments with nil and passes the number it
//   was really given in argc (what `ArgGiven` tests).
// - block is the block the method is called with (nil: none), or, when the
//   code is a block's, the block being called (runtime/block.h). Only code
//   that reads it (FrameBlock) keeps it, in its NativeFrame. Arity errors are the
//   caller's to report, as in tier 1.
// - The result is a tagged Value in rax.
// - Pinned register: r15 holds cx for the whole method, so every call into the
//   runtime is `call [r15 + offsetof(NativeContext, abi.fn)]` and needs no
//   absolute address in the code. r10 and r11 are the code's scratch; every
//   other register but rsp holds values as the allocator's x86-64 target
//   describes (regalloc/x86_64.h). A method saves the callee-saved
//   registers it uses, as System V requires.
// - The stack is 16-byte aligned at every call the code makes.
//
// Every runtime entry point takes cx first, is a plain C-ABI function, and
// may call compiled methods again (recursion through `send`).
//
// Frames and source lines (backtraces): the prologue pushes a NativeFrame on
// the native stack and links it as cx->top; the epilogue unlinks it. cx->top
// is never null while compiled code runs: the runtime links a root record
// (method null) first. Before
// every call into the runtime the code stores the source line of the
// operation into its frame's `line`. So during any runtime call cx->top is the
// innermost compiled frame, cx->top->line the line being executed, and
// following `prev` gives the callers: `file:line:in 'method'` for each, the
// method named by `method->runtime_tag`. The chain also links through frames
// the runtime pushes itself if it stores them in cx->top the same way.
//
// Errors: compiled frames have no unwind tables, so a C++ exception must never
// cross them. The language has no rescue: a raised exception ends the
// program. So every runtime entry point catches the exceptions raised below
// it, prints CRuby's report with the backtrace read from the frame chain
// (which is intact at that moment), and exits with status 1. Compiled frames
// own no resources, so ending the process there loses nothing.
#pragma once

#include <cstddef>
#include <cstdint>

namespace rhz::codegen {

struct NativeContext;

// Per send site, filled in by codegen (name, argc, flags, line) and by the
// runtime (cache and the direct-call cache). The code passes the site's
// address to `send`.
//
// The direct-call cache lets compiled code call a compiled Ruby method
// without entering the runtime: when the receiver is a heap object whose
// class is `klass`, the code calls `target` itself. The runtime fills both
// fields when a generic send finds a compiled method that takes exactly
// `argc` arguments (no optional parameter to fill in), never for built-in
// methods, and clears `klass` in every site whenever a `def` runs: a
// definition is rare, a call is not, so the cost of invalidation sits on the
// definition and the call checks one word.
struct SendSite {
  void* cache = nullptr;           // the runtime's inline cache for this site
  const void* klass = nullptr;     // direct-call cache: the receiver's class
  const void* target = nullptr;    // and the compiled method (a NativeMethod)
  std::uint32_t name = 0;   // ir::SymbolId of the method name, in the compiled Program
  std::uint32_t argc = 0;
  std::uint32_t flags = 0;  // ir::call_site_flags
  std::uint32_t line = 0;
};

// Per compiled method; NativeFrame::method points here.
struct MethodData {
  const void* runtime_tag = nullptr;  // the runtime's method (for backtraces); set by the runtime
  std::uint32_t method_index = 0;     // index in ir::Program::methods
  std::uint32_t num_sites = 0;
  SendSite* sites = nullptr;
};

// One activation of a compiled method, on the native stack.
struct NativeFrame {
  NativeFrame* prev;
  const MethodData* method;  // null only in the runtime's root record
  std::uint64_t self;
  std::uint32_t argc;
  std::uint32_t line;  // the source line of the current call into the runtime
  std::uint64_t block;  // the block the method was called with (only if the code reads it)
  // Bytes of stack left to this frame's callees, in the units of tier 1's
  // VM stack: a method's prologue takes its tier-1 frame cost from its
  // caller's budget and raises SystemStackError below zero, so recursion
  // fails at the depth it fails in the interpreter (and about where CRuby's
  // does). The runtime's root record starts it at tier 1's stack size.
  std::int64_t budget;
};

// The runtime's entry points. Values are tagged words (runtime/value.h).
struct RuntimeAbi {
  // A generic send: the receiver, argc arguments at argv (and the block
  // at argv[argc] when the site's flags say kSiteBlock). Also the slow path
  // of every inline fixnum operation whose operands are not both fixnums.
  std::uint64_t (*send)(NativeContext* cx, SendSite* site, std::uint64_t recv, const std::uint64_t* argv,
                        std::uint32_t argc);
  // A fixnum + - * whose result does not fit in 63 bits: returns what the send
  // would have (the runtime raises RangeError inside Integer#op, as tier 1).
  std::uint64_t (*fixnum_overflow)(NativeContext* cx, SendSite* site, std::uint64_t lhs, std::uint64_t rhs);
  std::uint64_t (*new_string)(NativeContext* cx, std::uint32_t literal);
  // The object of a Bignum or Symbol literal (kind: ir::LiteralKind) whose
  // text is literal number `literal`: the same object every time.
  std::uint64_t (*literal)(NativeContext* cx, std::uint32_t literal, std::uint32_t kind);
  std::uint64_t (*interpolate)(NativeContext* cx, const std::uint64_t* parts, std::uint32_t count);
  std::uint64_t (*new_array)(NativeContext* cx, const std::uint64_t* elements, std::uint32_t count);
  std::uint64_t (*to_ary)(NativeContext* cx, std::uint64_t value);
  std::uint64_t (*define_method)(NativeContext* cx, std::uint32_t method_index);
  std::uint64_t (*const_get)(NativeContext* cx, std::uint32_t name);  // ir::SymbolId
  std::uint64_t (*const_set)(NativeContext* cx, std::uint32_t name, std::uint64_t value);
  // The prologue found the stack budget spent: raises SystemStackError.
  void (*stack_overflow)(NativeContext* cx);
  // Tier 2: a direct call to a method's executor left it by an exit other
  // than its return (`left` is what the executor returned); finishes the
  // call and returns its value (kUndefinedBits when an error is pending).
  std::uint64_t (*finish_call)(NativeContext* cx, std::uint64_t left);
  // Blocks (runtime/block.h; the IR ops of the same names).
  std::uint64_t (*yield)(NativeContext* cx, std::uint64_t block, const std::uint64_t* argv, std::uint32_t argc);
  std::uint64_t (*make_block)(NativeContext* cx, std::uint32_t method, std::uint64_t env);  // self: cx->top's
  std::uint64_t (*new_env)(NativeContext* cx, std::uint64_t outer, std::uint32_t slots);
  std::uint64_t (*block_break)(NativeContext* cx, std::uint64_t block, std::uint64_t value);
  std::uint64_t (*catch_break)(NativeContext* cx, std::uint64_t result, std::uint64_t block);
  // Classes and ivars (the IR ops DefineClass, GetIvar, SetIvar). The
  // ivar entries take the access's site (kSiteIvar) and refill its cache.
  std::uint64_t (*define_class)(NativeContext* cx, std::uint32_t body, std::uint64_t super, std::uint32_t has_super);
  std::uint64_t (*ivar_get)(NativeContext* cx, SendSite* site, std::uint64_t object);
  std::uint64_t (*ivar_set)(NativeContext* cx, SendSite* site, std::uint64_t object, std::uint64_t value);
  // Tier 2: a new object of a class of the program (Class#new inlined).
  std::uint64_t (*new_object)(NativeContext* cx, const void* klass);
  // Tier 2: the Float of a double outside the flonum range (a heap Float).
  std::uint64_t (*box_float)(NativeContext* cx, std::uint64_t bits);
  // AOT code: a loop header found SIGINT noted (the epoch moved): raises
  // Interrupt at `line` (runtime/interrupt.h); never returns.
  void (*interrupt)(NativeContext* cx, std::uint32_t line);
};

// SendSite::flags: the site passes a block (after its arguments in argv).
inline constexpr std::uint32_t kSiteBlock = 1u << 8;
// SendSite::flags: not a send but an ivar access (GetIvar, SetIvar) of ivar
// `name`. Its cache is the shape cache compiled code reads inline: klass
// is the shape objects keep the ivar in slot `argc` with (null: none yet),
// target the shape an object gaining the ivar moves to.
inline constexpr std::uint32_t kSiteIvar = 1u << 9;

// The per-thread context, in r15. The runtime may embed it at the start of a
// larger struct of its own.
struct NativeContext {
  // First: every prologue and epilogue reads or writes it, and an offset
  // below 128 encodes in one byte.
  NativeFrame* top = nullptr;
  RuntimeAbi abi;
  // The class of Arrays, for the inline paths of [] and []=.
  const void* array_class = nullptr;
  // Every constant's value by its name's SymbolId, kUndefinedBits until
  // assigned: ConstGet reads it inline.
  const std::uint64_t* constants = nullptr;
  // Tier 2: bumped whenever executors running may no longer go on (an
  // error is pending, an executor was invalidated, SIGINT arrived); an
  // executor compares it with its value at entry after every call it makes
  // and at every loop header. In AOT code only SIGINT moves it, and loop
  // headers test it against 0.
  std::uint64_t epoch = 0;
  // Tier 2: the tier-1 frame record (runtime/vm_stack.h) of the executor
  // calling into the runtime or leaving by an exit; each executor makes its
  // own record this just before it does either (codegen/emit_tier2.cpp).
  void* tier1_frame = nullptr;
  // Tier 2: the runtime's method state, which a definition moves: direct
  // calls check their targets were found in the current one.
  const std::uint64_t* method_state = nullptr;
  // The runtime's free lists of small scanned blocks, by size in granules
  // (runtime/heap.h): NewArray and NewObject take their block inline.
  void** small_free_lists = nullptr;
  // The shape of an object without ivars (runtime/shape.h), which
  // NewObject gives the objects it makes, and the class of environments.
  const void* empty_shape = nullptr;
  const void* env_class = nullptr;
};

// ---- tier 2's direct calls --------------------------------------------------
//
// An executor calls a Ruby method's executor (or a block's, for a yield)
// directly when its send meets a receiver class (or block) it has met
// before: it puts the callee's arguments and argc where tier 1 would put
// the callee's frame on the VM stack (the callee completes the record
// itself if tier 1 is to finish it or a backtrace to read it), calls the
// executor, and takes the result its Return exit left in rax. Everything it
// needs is in the DirectCall its send site's cache word points to; the
// tier-1 frame's layout is below (the runtime checks both with
// static_asserts).
//
// The targets are a small polymorphic inline cache the runtime fills as
// the send goes through it (a Ruby method or block taking the arguments
// given without adapting them: optional parameters not given are nil),
// valid while the
// method state is the one they were found in: any definition sends the
// next call through the runtime, which starts the table again. A target
// points at its callee's Code::direct_entry, null while the callee has no
// method-entry executor, and the word after it, the room the executor
// needs below the callee's slots (its inlined frames' slots and the
// records an exit may rebuild).
//
// Nothing on the way in or out reads a word the previous call wrote to
// memory: the caller knows its own record (the executor's fourth argument)
// and the callee's (the next one below), and the result comes back in a
// register. Otherwise every call would wait for the one before it to store
// the frame top and the result and load them again - a chain of
// store-to-load forwarding through all the calls a program makes.
struct DirectTarget {
  const void* key = nullptr;            // the receiver's class; a yield: the block's method word
  const void* const* entry = nullptr;   // the callee's direct entry, and its room in the word after
  std::uint64_t nil_params = 0;         // optional parameters not given, which are nil
};
inline constexpr std::size_t kDirectTargets = 4;
struct DirectCall {
  DirectTarget targets[kDirectTargets];   // first: keys the runtime has not filled are null
  std::uint64_t state = 0;                // the method state the targets were found in
  const void* block_class = nullptr;      // a yield: the class of blocks (anything else: the runtime)
  const std::int32_t* send_pc = nullptr;  // the caller's send, in tier-1 threaded code
  std::uint32_t call_length = 0;          // of the send instruction
  std::uint32_t args_offset = 0;          // bytes from the caller's slots to the callee's
  std::uint32_t next = 0;                 // the target the runtime fills next, once all are used
};

inline constexpr std::int32_t kTier1FrameCode = 0;
inline constexpr std::int32_t kTier1FramePc = 8;
inline constexpr std::int32_t kTier1FrameBase = 16;
inline constexpr std::int32_t kTier1FrameSelf = 24;
inline constexpr std::int32_t kTier1FrameArgc = 32;
inline constexpr std::int32_t kTier1FrameCallLength = 36;
inline constexpr std::int32_t kTier1FrameBlock = 40;
inline constexpr std::int32_t kTier1FrameSize = 48;

// What an executor returns, in rax and rdx (two words, System V returns
// them in registers): the value its frame returned, if it did, and how it
// left - the exit in the low 32 bits of `left`, kReturned for its Return
// exit, and the executor's own number in the high 32, so that the runtime
// knows which executor a direct call left from.
struct ExecutorLeft {
  std::uint64_t value;
  std::uint64_t left;
};
inline constexpr std::uint32_t kReturned = 0xffffffffu;

// An executor is entered with the tier-1 frame it runs in: its slots
// (where it reads its inputs and its exits write their frame states) and
// its record (a Frame of runtime/vm_stack.h), which the runtime's calls
// from the executor find in NativeContext::tier1_frame as well.
using ExecutorEntry = ExecutorLeft (*)(NativeContext* cx, std::uint64_t self, std::uint64_t* slots, void* record);

// The layouts the inline paths read (runtime/object.h, runtime/value.h; the
// runtime checks them with static_asserts): every heap object starts with
// its class; an Array holds its elements at `ptr` and their number at `len`.
inline constexpr std::int32_t kObjectClassOffset = 0;
inline constexpr std::int32_t kArrayPtrOffset = 8;
inline constexpr std::int32_t kArrayLenOffset = 16;
inline constexpr std::int32_t kArrayCapaOffset = 24;
// A new Array's elements follow its header in the same block, as a new
// object's ivar slots follow its own.
inline constexpr std::int32_t kArrayHeaderBytes = 32;
inline constexpr std::int32_t kObjectHeaderBytes = 32;
// Blocks come in granules of 16 bytes; the runtime keeps free lists of
// those of up to 24 granules (runtime/heap.h).
inline constexpr std::uint32_t kGranuleBytes = 16;
inline constexpr std::uint32_t kSmallGranules = 24;
// An object with ivars (RObject) holds its shape and a pointer to its slots.
inline constexpr std::int32_t kObjectShapeOffset = 8;
inline constexpr std::int32_t kObjectSlotsOffset = 16;
inline constexpr std::int32_t kObjectCapaOffset = 24;
// A block (RBlock) holds its method's index (a fixnum word) and its self.
inline constexpr std::int32_t kBlockMethodOffset = 8;
inline constexpr std::int32_t kBlockSelfOffset = 24;

using NativeMethod = std::uint64_t (*)(NativeContext* cx, std::uint64_t self, const std::uint64_t* argv,
                                       std::uint32_t argc, std::uint64_t block);

// Tagged values the generated code tests and produces (runtime/value.h).
inline constexpr std::uint64_t kFalseBits = 0x00;
inline constexpr std::uint64_t kNilBits = 0x08;
inline constexpr std::uint64_t kUndefinedBits = 0x34;  // never a Ruby value
inline constexpr std::uint64_t kTrueBits = 0x14;
inline constexpr std::uint64_t kBreakBits = 0x24;  // the break marker (runtime/block.h)
inline constexpr std::uint64_t kFlonumZeroBits = 0x8000000000000002;  // the flonum of +0.0 (runtime/float.h)
// Where an RBlock keeps its environment and an REnv its slot 0.
inline constexpr std::int32_t kBlockEnvOffset = 16;
inline constexpr std::int32_t kEnvSlotsOffset = 8;

}  // namespace rhz::codegen
