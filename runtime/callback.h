// Calls from the core library back into Ruby code: `puts` of an object
// calls its `to_s`, `p` its `inspect`, `sort` its `<=>`, Array#== its `==`,
// Class#new its `initialize`.
//
// A built-in method is C++ code, but the method it calls may be the
// program's, which runs in whatever mode runs the program: tier 1's
// interpreter (with tier 2 under it) or compiled code. Each mode installs a
// RubyCaller that runs a Ruby method to its return from inside a built-in,
// and records where it calls a built-in that may call back (NativeCall).
// The built-in's own frame is part of the backtrace of anything raised
// below it (CRuby reports `in 'puts'` between `to_s` and its caller).
#pragma once

#include <cstdint>

#include "runtime/bytecode.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/value.h"
#include "runtime/vm_stack.h"

namespace rhz::rt {

class RubyCaller {
 public:
  virtual ~RubyCaller() = default;
  // Runs `code` (a method of self's class, its arity checked) to its
  // return, given `block` (nil for none), called by the built-in `native`
  // (null: by an operator's slow path, which has no frame of its own).
  virtual Value call(const MethodEntry* native, const Code* code, Value self, const Value* argv,
                     std::uint32_t argc, Value block) = 0;
  // Runs `block` (an RBlock, given no arguments) to its end for the
  // built-in __try (runtime/rescue.cpp), catching what it raises: true
  // with its value in *result, or false with the error in *raised, its
  // exception object made and keeping its backtrace.
  virtual bool call_protected(Value block, Value* result, RubyError* raised) = 0;
};

// The mode running the program (null before it starts).
extern RubyCaller* g_ruby_caller;

// Tier 1's side of the innermost call of a built-in: the frame making it
// (its pc at the call), the first VM-stack slot above everything the call
// uses, and the built-in. Written before every such call.
struct NativeCall {
  Frame* frame = nullptr;
  Value* sp = nullptr;
  const MethodEntry* native = nullptr;
};
extern NativeCall g_native_call;

// Thrown by a RubyCaller whose Ruby method raised while the error is kept
// pending by tier 1 (Tier1::pending): every run of tier 1 and every
// executor call on the way out passes it on.
struct PendingRaise {};

// Calls method `me` of recv as CRuby's rb_funcall does (private methods
// too), from the built-in that is running; a Ruby method gets `block` (a
// built-in never reads one).
Value call_entry(const MethodEntry* me, Value recv, const Value* argv, std::uint32_t argc, Value block = kNil);

// block.call(argv...) through Proc#call, the prelude's (every program that
// makes a block gets it): what a built-in given a block does with it
// (Hash's default block, sort's comparison).
Value call_proc(Value block, const Value* argv, std::uint32_t argc);

// The method `name` of v's class when it is the program's (not a
// built-in), or null: the core library then calls it instead of its own
// shortcut.
const MethodEntry* program_method(Value v, Sym name);

}  // namespace rhz::rt
