// What splats compile to (ir/build.cpp, Builder::spread):
//
//   __splat_concat(parts...)                   one new Array of the parts spread
//   __splat_send(recv, :name, args, flags, owner, block)  the send, its arguments from an Array
//   __splat_targets(values, before, after)  `a, *b, c = values` dealt out
//   __yield_splat(block, args)  `yield(*args)`
//   __enum_value(values)     what Enumerable sees of the values a yield gave
//
// `[a, *b, c]` is __splat_concat([a], b, [c]) and `f(x, *y)` is
// __splat_send(self, :f, __splat_concat([x], y), kFunctional, nil, nil). A splatted value
// spreads as CRuby spreads it: an Array's elements, nothing for nil, the
// elements of what its `to_a` gives (a Range, a Hash), else the value itself.
#include <algorithm>

#include "ir/node.h"
#include "runtime/builtin_blocks.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/error.h"
#include "runtime/interpreter_support.h"
#include "runtime/leaf.h"
#include "runtime/object.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

void spread_into(RArray* out, Value part) {
  if (part == kNil) return;
  if (!is_array(part)) {
    static const Sym to_a = intern("to_a");
    const MethodEntry* me = find_method(class_of(part), to_a);
    if (!me) {
      ary_push(out, part);
      return;
    }
    const Value converted = call_entry(me, part, nullptr, 0);
    if (!is_array(converted))
      raise(c_TypeError, "can't convert " + std::string(class_of(part)->name) + " to Array (" +
                             std::string(class_of(part)->name) + "#to_a gives " +
                             std::string(class_of(converted)->name) + ")");
    part = converted;
  }
  const RArray* a = as_array(part);
  for (std::int64_t i = 0; i < a->len; ++i) ary_push(out, a->ptr[i]);
}

Value splat_concat(Value, const Value* argv, std::uint32_t argc) {
  const Value out = ary_new(0);
  for (std::uint32_t i = 0; i < argc; ++i) spread_into(as_array(out), argv[i]);
  return out;
}

// The send as the call site would make it (private methods only without an
// explicit receiver), through an inline cache of its own.
// flags: ir::kSplatFunctional for a call without a receiver, kSplatSuper for
// `super(*args)` (owner: the class of the method it is in, where the
// lookup starts above); block: the block to pass, or nil. A block reaches
// only a Ruby method, as with any send (check_block_for_builtin).
Value splat_send(Value, const Value* argv, std::uint32_t) {
  const Value recv = argv[0];
  const std::int64_t flags = fixnum_value(argv[3]);
  InlineCache ic;
  ic.name = intern(symbol_name(argv[1]));
  if (flags & ir::kSplatFunctional) ic.flags |= ir::kSendFunctional;
  if (flags & ir::kSplatSuper) {
    ic.flags |= ir::kSendSuper;
    ic.super_owner = as_class(argv[4]);
  }
  const MethodEntry* me = lookup(ic, recv);
  const Value block = argv[5];
  if (me->native && block != kNil) check_block_for_builtin(me);
  const RArray* args = as_array(argv[2]);
  return call_entry(me, recv, args->ptr, static_cast<std::uint32_t>(args->len), block);
}

// The values of `before` targets, a splat target and `after` targets, in
// one Array of before + 1 + after elements, as CRuby deals them out: the
// targets before the splat first (nil when the values run out), those after
// it from the end without reaching back past them, the splat the rest.
Value splat_targets(Value, const Value* argv, std::uint32_t) {
  const RArray* values = as_array(argv[0]);
  const std::int64_t before = fixnum_value(argv[1]), after = fixnum_value(argv[2]), n = values->len;
  const std::int64_t rest_end = std::max(before, n - after);
  Value out = ary_new(static_cast<std::size_t>(before + 1 + after));
  RArray* dealt = as_array(out);
  for (std::int64_t i = 0; i < before; ++i) ary_push(dealt, i < n ? values->ptr[i] : kNil);
  Value rest = ary_new(static_cast<std::size_t>(std::max<std::int64_t>(rest_end - before, 0)));
  for (std::int64_t i = before; i < rest_end && i < n; ++i) ary_push(as_array(rest), values->ptr[i]);
  ary_push(dealt, rest);
  for (std::int64_t i = 0; i < after; ++i) ary_push(dealt, rest_end + i < n ? values->ptr[rest_end + i] : kNil);
  return out;
}

// The method's block (nil: none, CRuby's LocalJumpError) called with the
// values of args, as a yield of them; a break or return out of it comes
// back as the marker, which the graph passes on as a yield's.
Value yield_splat(Value, const Value* argv, std::uint32_t) {
  if (argv[0] == kNil) raise(c_LocalJumpError, "no block given (yield)");
  const RArray* args = as_array(argv[1]);
  return call_proc(argv[0], args->ptr, static_cast<std::uint32_t>(args->len));
}

// The values one yield of `each` gave, as Enumerable's methods take them
// (a block `|*xs|` gathers them): one as itself, none as nil, several as
// an Array of them, as CRuby's rb_enum_values_pack.
Value enum_value(Value, const Value* argv, std::uint32_t) {
  const RArray* values = as_array(argv[0]);
  if (values->len == 1) return values->ptr[0];
  return values->len == 0 ? kNil : argv[0];
}

}  // namespace

void init_splat_helpers() {
  define_native(c_Kernel, "__splat_concat", splat_concat, 0, kAnyArgc, true);
  define_native(c_Kernel, "__splat_send", splat_send, 6, 6, true);
  define_native(c_Kernel, "__splat_targets", splat_targets, 3, 3, true);
  define_native(c_Kernel, "__yield_splat", yield_splat, 2, 2, true)->in_callers_frame = true;
  set_leaf(define_native(c_Kernel, "__enum_value", enum_value, 1, 1, true));
}

}  // namespace rhz::rt
