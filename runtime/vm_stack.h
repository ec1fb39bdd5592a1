// The VM stack: one region holding both the value slots of every active
// frame (growing up) and the control frames (growing down), as CRuby lays
// out its own. A call that would make the two meet raises SystemStackError,
// so the depth a program can reach depends on its frame sizes much as it
// does in CRuby (about ten thousand levels for a small method).
//
// The region is a root range of the collector: it sees every Value in every
// frame.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/block.h"
#include "runtime/bytecode.h"
#include "runtime/value.h"

namespace rhz::rt {

// One active method or block. pc is where the frame is executing (for a
// caller: its send instruction, until the callee returns, and call_length
// that instruction's length, where the caller resumes). `block` is the
// block the method was called with (nil: none); a block's own frame holds
// the block itself (runtime/block.h).
struct Frame {
  const Code* code;
  const std::int32_t* pc;
  Value* base;
  Value self;
  std::uint32_t argc;
  std::uint32_t call_length;
  Value block;
};

inline constexpr std::size_t kVmStackBytes = std::size_t{1} << 20;  // CRuby's default VM stack size

// Words left unused between a caller's slots and its callee's. CRuby spends
// about four more words per call than a rhz frame does (its environment
// header and a larger control frame); leaving them here makes recursion hit
// SystemStackError at about the depth CRuby does (10,000 levels for a
// one-argument method), so programs fail, or not, as they do under ruby.
inline constexpr std::uint32_t kFrameGapWords = 4;

// What one activation of a method with `frame_size` slots takes from the VM
// stack: its slots, the gap and its control frame. Compiled code charges the
// same against its budget (NativeFrame::budget, codegen/abi.h), so recursion ends
// at the same depth in both modes.
inline constexpr std::uint32_t frame_cost_bytes(std::uint32_t frame_size) {
  return static_cast<std::uint32_t>((frame_size + kFrameGapWords) * sizeof(Value) + sizeof(Frame));
}

// A method with `*rest` (Code::rest) being entered with its arguments in
// args[0, argc) and the missing optional ones already nil: the arguments
// from the rest parameter's position on become its Array, in its slot.
// Returns the count its frame records, which ArgGiven reads (the other
// parameters' arguments given).
std::uint32_t pack_rest(const Code* code, Value* args, std::uint32_t argc);

// Whether a method takes argc arguments, and the most it takes for the
// ArgumentError (kAnyArgc with `*rest`).
inline bool accepts_argc(const Code* code, std::uint32_t argc) {
  return argc >= code->required && (argc <= code->num_params || code->rest);
}
inline std::int32_t most_args(const Code* code) {
  return code->rest ? -1 : static_cast<std::int32_t>(code->num_params);
}

// The values a yield to the block `code` gives its parameters, by CRuby's
// rules, written to out (which may be argv itself; room for
// max(argc, num_params) values): a lambda takes them as a method does, its
// missing optional ones nil; a block spreads one Array over several
// parameters, drops extra values and makes missing ones nil. Returns how
// many were given, or kWrongArgc for a count a lambda does not take (the
// caller raises ArgumentError inside the lambda). Every mode's yield.
inline constexpr std::uint32_t kWrongArgc = ~std::uint32_t{0};
inline std::uint32_t yield_arguments(const Code* code, const Value* argv, std::uint32_t argc, Value* out) {
  if (code->is_lambda && !accepts_argc(code, argc)) return kWrongArgc;
  // A lambda takes its values as a method does; a block given as many
  // values as parameters or more (`n.times { }` gives one to a block of
  // none) takes the first ones, the rest dropped. An Array spreads only
  // when it is the one value for several parameters, which this is not.
  if (code->is_lambda || (argc >= code->num_params && !code->rest)) {
    const std::uint32_t given = code->is_lambda ? argc : code->num_params;
    if (out != argv)
      for (std::uint32_t i = 0; i < given; ++i) out[i] = argv[i];
    for (std::uint32_t i = given; i < code->num_params; ++i) out[i] = kNil;
    return code->rest ? pack_rest(code, out, given) : given;  // only a lambda's reaches here
  }
  return block_arguments(argv, argc, code->num_params, code->rest, out);
}

// A callee's frame as a send makes it, for the callers outside tier 1's loop
// (tier 2's calls, built-ins calling back): its arguments at args (missing
// optional ones nil) and its record, not yet running (pc null).
inline void init_callee_frame(Frame* frame, const Code* code, Value* args, Value self, const Value* argv,
                              std::uint32_t argc) {
  for (std::uint32_t i = 0; i < argc; ++i) args[i] = argv[i];
  for (std::uint32_t i = argc; i < code->num_params; ++i) args[i] = kNil;
  if (code->rest) [[unlikely]]
    argc = pack_rest(code, args, argc);
  frame->code = code;
  frame->pc = nullptr;
  frame->base = args;
  frame->self = self;
  frame->argc = argc;
  frame->call_length = 0;
  frame->block = kNil;
}

class VmStack {
 public:
  VmStack();
  ~VmStack();
  VmStack(const VmStack&) = delete;
  VmStack& operator=(const VmStack&) = delete;

  Value* slots() const { return slots_; }
  // One past the bottom control frame: frames are pushed at end() - 1, ...
  Frame* end() const { return end_; }

 private:
  Value* slots_;
  Frame* end_;
};

}  // namespace rhz::rt
