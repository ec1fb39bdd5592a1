// Blocks and environments as runtime objects, and `break` out of a block.
//
// A block passed to a call is an RBlock: the index of its graph's method in
// the program (tier 1 runs program.methods[method]; compiled code calls
// that method's code), the environment it was made with and its self. A
// frame running a method holds the block it was called with; a frame
// running a block holds that block (Frame::block, NativeFrame::block).
//
// An environment is an REnv: slot 0 links to the environment of the scope
// around, then one slot per shared local (ir/builder.h).
//
// `break value` out of a block records the block and the value here and
// returns the break marker, which every yield returns at once until the
// send the block was passed to catches it (ir/ops.def, BlockBreak and
// CatchBreak). One record suffices: a break ends every call between the
// block and its send before anything else can run.
#pragma once

#include <cstddef>
#include <cstdint>

#include "runtime/classes.h"
#include "runtime/value.h"

namespace rhz::rt {

// The fields are Values (method a fixnum), so that executors that inline
// a yield check a block's method with their fixnum comparison.
struct RBlock : RBasic {
  Value method;
  Value env;
  Value self;
};

struct REnv : RBasic {
  Value slots[1];  // as many as the scope needs
};

inline constexpr std::size_t kEnvSlotsOffset = 8;  // where slot 0 is, for compiled code

// Never a Ruby value (its low bits are no tag a Value has).
inline constexpr Value kBreakMarker{0x24};

Value block_new(std::uint32_t method, Value env, Value self);
inline RBlock* as_block(Value v) { return static_cast<RBlock*>(as_object(v)); }
inline std::uint32_t block_method(const RBlock* b) { return static_cast<std::uint32_t>(fixnum_value(b->method)); }
bool is_block(Value v);
RClass* block_class();
RClass* env_class();  // what compiled code gives the environments it makes
Value env_new(Value outer, std::uint32_t slots);
inline REnv* as_env(Value v) { return static_cast<REnv*>(as_object(v)); }

// `break value` out of `block`: returns the marker.
Value block_break(Value block, Value value);
// A send with `block` returned `result`: the break's value if a break out
// of that block ended it, else the result (maybe the marker of a break out
// of a block further out, which goes on up).
Value catch_break(Value result, Value block);

// How yield passes values to a block's parameters (CRuby's rules for
// blocks): one Array given to a block of two or more parameters is spread
// over them; missing values are nil and extra ones dropped. With `rest`
// (the last parameter is `*r`) the values past the others become r's
// Array, and one Array is spread only when other parameters come first.
// Writes exactly `num_params` values to out (which may be argv itself) and
// returns how many of them were given.
std::uint32_t block_arguments(const Value* argv, std::uint32_t argc, std::uint32_t num_params, bool rest, Value* out);

// "no block given (yield)", as LocalJumpError.
[[noreturn]] void raise_no_block();

// The helpers the prelude calls (runtime/prelude.rb), private on every object.
void init_prelude_helpers();
// `__undef` (the value of a prelude parameter its caller left out) and
// `__undef?(x)`: tier 2 makes them a constant and a comparison of words.
extern Value undef_object;
Value undef(Value, const Value*, std::uint32_t);
Value is_undef(Value, const Value* argv, std::uint32_t);
// Proc#arity and #lambda? (runtime/proc.cpp), once the class exists.
void init_proc_methods();

}  // namespace rhz::rt
