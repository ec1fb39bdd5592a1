// Proc's methods that read what a block's code says of itself: `arity`,
// `lambda?` and `inspect`. (`call` and its aliases are the prelude's,
// which yields; runtime/prelude.rb.)
//
// Whether a Proc is a lambda is fixed by the literal that made it (`->`
// or `lambda { }`: ir::MethodInfo::is_lambda), so the block's code knows
// it, and a Proc passed on as `&b` stays what it was, as in CRuby.
#include <string>

#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/interpreter_support.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

const Code& code_of(Value proc) { return running_method(block_method(as_block(proc))); }

// A lambda's arity is a method's: its required count, or -(required + 1)
// when it takes more. A proc's parameters are plain ones and perhaps a
// splat last (no defaults in this language): their count, or -(the plain
// ones + 1) with a splat.
Value arity(Value self, const Value*, std::uint32_t) {
  const Code& code = code_of(self);
  if (!code.is_lambda && code.rest) return fixnum(-static_cast<std::int64_t>(code.num_params));
  const auto required = static_cast<std::int64_t>(code.required);
  if (code.is_lambda && code.num_params > code.required) return fixnum(-(required + 1));
  return fixnum(code.is_lambda ? required : static_cast<std::int64_t>(code.num_params));
}

Value is_lambda(Value self, const Value*, std::uint32_t) { return to_bool(code_of(self).is_lambda); }

// CRuby's form: the address, where the block is written, and whether it
// is a lambda (`#<Proc:0x... prog.rb:3 (lambda)>`).
Value inspect(Value self, const Value*, std::uint32_t) {
  const Code& code = code_of(self);
  std::string s;
  append_default_to_s(s, self);
  s.pop_back();  // its '>'
  s += ' ' + code.file + ':' + std::to_string(code.def_line);
  if (code.is_lambda) s += " (lambda)";
  s += '>';
  return str_new_us_ascii(s);
}

// A break or return out of a block, come back through Proc#[] or ===
// (runtime/prelude.rb), where no caller would pass it on.
Value no_jump_out(Value, const Value* argv, std::uint32_t) {
  if (argv[0] == kBreakMarker)
    raise(c_NotImplementedError, "break or return out of a Proc called with [] or === is not supported by rhz yet");
  return argv[0];
}

}  // namespace

void init_proc_methods() {
  define_native(block_class(), "arity", arity, 0, 0);
  define_native(block_class(), "lambda?", is_lambda, 0, 0);
  define_native(block_class(), "inspect", inspect, 0, 0);
  define_native(block_class(), "to_s", inspect, 0, 0);
  define_native(c_Kernel, "__no_jump_out", no_jump_out, 1, 1, true);
}

}  // namespace rhz::rt
