#include "runtime/block.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "runtime/array_methods.h"
#include "runtime/array_new.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/error.h"
#include "runtime/string_conv.h"
#include "runtime/heap.h"
#include "runtime/interpreter_support.h"
#include "runtime/leaf.h"
#include "runtime/merge_sort.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

// A block is a value once a method takes it as `&b` (CRuby's Proc);
// environments never are.
RClass* c_Block;
RClass* c_Env;

// The break being made: a root, since its value may be the only reference
// to an object while the calls between the block and its send end.
struct PendingBreak {
  Value block;
  Value value;
};
PendingBreak* pending_break;

Value step_zero(Value, const Value*, std::uint32_t) { raise(c_ArgumentError, "step can't be 0"); }
Value step_negative(Value, const Value*, std::uint32_t) { raise(c_ArgumentError, "step can't be negative"); }
// each_slice's size: an Integer above 0.
Value slice_size(Value, const Value* argv, std::uint32_t) {
  if (integer_arg(argv[0]) <= 0) raise(c_ArgumentError, "invalid slice size");
  return argv[0];
}

// recv.op(arg) for inject(:op): the built-in methods are called here; a
// Ruby method would need a call back into the running tier.
Value send_symbol(Value, const Value* argv, std::uint32_t) {
  Value recv = argv[0], op = argv[1], arg = argv[2];
  if (!is_symbol(op)) {
    std::string shown;
    append_inspect(shown, op);
    raise(c_TypeError, shown + " is not a symbol nor a string");
  }
  const Sym name = intern(symbol_name(op));
  const MethodEntry* me = find_method(class_of(recv), name);
  if (!me) {
    raise(c_NoMethodError,
          "undefined method `" + std::string(symbol_name(op)) + "' for " + describe_receiver(recv));
  }
  if (!me->native) return call_entry(me, recv, &arg, 1);  // the program's own method
  if (!argc_fits(me, 1)) raise_argc(1, me->min_argc, me->max_argc);
  return native_result(me->native(recv, &arg, 1));
}

// The elements of argv[0] ordered by their keys in argv[1], comparing keys
// as sort does, in CRuby's order (runtime/merge_sort.h).
Value sort_by_keys(Value, const Value* argv, std::uint32_t) {
  const RArray* a = as_array(argv[0]);
  const RArray* keys = as_array(argv[1]);
  const auto n = static_cast<std::size_t>(std::min(a->len, keys->len));
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), std::size_t{0});
  merge_sort(order.data(), n, [&](std::size_t x, std::size_t y) { return compare_or_fail(keys->ptr[x], keys->ptr[y]); });
  Value r = ary_new(n);
  for (std::size_t i : order) ary_push(as_array(r), a->ptr[i]);
  return r;
}

Value array_new(Value, const Value* argv, std::uint32_t argc) { return array_new_call(argv, argc); }

// __array_new as a leaf (runtime/leaf.h): empty, or of a fixnum size within
// what memory could hold (a negative one is ArgumentError, an Array to copy
// is left to the method).
Value array_new_leaf(Value self, const Value* argv, std::uint32_t argc) {
  if (argc > 0 && (!is_fixnum(argv[0]) || fixnum_value(argv[0]) < 0 || fixnum_value(argv[0]) > (std::int64_t{1} << 40)))
    return kUndefined;
  return array_new(self, argv, argc);
}

}  // namespace

// A value no program can make: an argument the prelude's caller left out.
Value undef_object;

Value undef(Value, const Value*, std::uint32_t) { return undef_object; }
Value is_undef(Value, const Value* argv, std::uint32_t) { return to_bool(argv[0] == undef_object); }

Value block_new(std::uint32_t method, Value env, Value self) {
  auto* b = static_cast<RBlock*>(alloc(sizeof(RBlock)));
  b->klass = c_Block;
  b->method = fixnum(method);
  b->env = env;
  b->self = self;
  return from_object(b);
}

bool is_block(Value v) { return is_heap(v) && as_object(v)->klass == c_Block; }
RClass* block_class() { return c_Block; }
RClass* env_class() { return c_Env; }

Value env_new(Value outer, std::uint32_t slots) {
  auto* e = static_cast<REnv*>(alloc(sizeof(RBasic) + sizeof(Value) * std::max<std::uint32_t>(slots, 1)));
  e->klass = c_Env;
  for (std::uint32_t i = 1; i < slots; ++i) e->slots[i] = kNil;
  e->slots[0] = outer;
  return from_object(e);
}

Value block_break(Value block, Value value) {
  pending_break->block = block;
  pending_break->value = value;
  return kBreakMarker;
}

Value catch_break(Value result, Value block) {
  if (result != kBreakMarker || pending_break->block != block) return result;
  Value value = pending_break->value;
  *pending_break = PendingBreak{kNil, kNil};
  return value;
}

std::uint32_t block_arguments(const Value* argv, std::uint32_t argc, std::uint32_t num_params, bool rest, Value* out) {
  if (rest) {
    // |a, *r|: a lone Array spreads when something besides the rest takes
    // from it (|*r| keeps it whole), then the rest gets what is left over.
    const std::uint32_t lead = num_params - 1;
    if (lead > 0 && argc == 1 && is_array(argv[0])) {
      const RArray* a = as_array(argv[0]);
      argv = a->ptr;
      argc = static_cast<std::uint32_t>(a->len);
    }
    // Made before `out` (which may be argv) is written.
    const Value leftover = argc > lead ? ary_new_from(argv + lead, argc - lead) : ary_new(0);
    for (std::uint32_t i = 0; i < lead; ++i) out[i] = i < argc ? argv[i] : kNil;
    out[lead] = leftover;
    return std::min(argc, lead);
  }
  if (num_params > 1 && argc == 1 && is_array(argv[0])) {
    const RArray* a = as_array(argv[0]);
    const auto given = static_cast<std::uint32_t>(std::min<std::int64_t>(a->len, num_params));
    const Value* elements = a->ptr;  // read before out (which may be argv) is written
    for (std::uint32_t i = 0; i < given; ++i) out[i] = elements[i];
    for (std::uint32_t i = given; i < num_params; ++i) out[i] = kNil;
    return given;
  }
  const std::uint32_t given = std::min(argc, num_params);
  if (out != argv)
    for (std::uint32_t i = 0; i < given; ++i) out[i] = argv[i];
  for (std::uint32_t i = given; i < num_params; ++i) out[i] = kNil;
  return given;
}

void raise_no_block() { raise(c_LocalJumpError, "no block given (yield)"); }

namespace {

// `f(&b)`: b must be a block (a Proc) or nil.
Value block_arg(Value, const Value* argv, std::uint32_t) {
  const Value b = argv[0];
  if (b == kNil || is_block(b)) return b;
  if (is_symbol(b)) raise(c_NotImplementedError, "Symbol#to_proc is not supported by rhz yet");
  raise(c_TypeError, "wrong argument type " + std::string(class_of(b)->name) + " (expected Proc)");
}

// __block_arg as a leaf: what it does to nil and to a block, and nothing to
// anything else, which it raises for.
Value block_arg_leaf(Value self, const Value* argv, std::uint32_t argc) {
  return argv[0] == kNil || is_block(argv[0]) ? block_arg(self, argv, argc) : kUndefined;
}

}  // namespace

void init_prelude_helpers() {
  c_Block = new_class("Proc", c_Object);
  c_Env = new_class("Env", nullptr);
  pending_break = static_cast<PendingBreak*>(alloc_uncollectable(sizeof(PendingBreak)));
  *pending_break = PendingBreak{kNil, kNil};
  undef_object = object_new_uncollectable(c_Object);
  define_native(c_Kernel, "__undef", undef, 0, 0, true);
  define_native(c_Kernel, "__undef?", is_undef, 1, 1, true);
  define_native(c_Kernel, "__step_zero", step_zero, 0, 0, true);
  define_native(c_Kernel, "__step_negative", step_negative, 0, 0, true);
  define_native(c_Kernel, "__slice_size", slice_size, 1, 1, true);
  define_native(c_Kernel, "__send_symbol", send_symbol, 3, 3, true);
  define_native(c_Kernel, "__sort_by_keys", sort_by_keys, 2, 2, true);
  set_leaf(define_native(c_Kernel, "__array_new", array_new, 0, 2, true), array_new_leaf);
  set_leaf(define_native(c_Kernel, "__block_arg", block_arg, 1, 1, true), block_arg_leaf);
  init_proc_methods();
}

}  // namespace rhz::rt
