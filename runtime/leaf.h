// Leaves (MethodEntry::leaf): built-ins tier 2 calls straight from executor
// code. A leaf never raises, never calls Ruby code and changes nothing
// executors rely on; a method that might, for some arguments, gets a
// variant that declines them (returns kUndefined having done nothing, and
// the executor exits for tier 1 to make the send). These templates make
// the variants that decline by the arguments' kinds.
#pragma once

#include "runtime/classes.h"
#include "runtime/float.h"

namespace rhz::rt {

// A method as its own leaf.
inline void set_leaf(MethodEntry* me) { me->leaf = me->native; }
// A method with a leaf that declines some arguments.
inline void set_leaf(MethodEntry* me, NativeFn leaf) {
  me->leaf = leaf;
  me->leaf_declines = true;
}

// A fixnum, or nil (a Range's left-out end).
inline bool fixnum_or_nil(Value v) { return is_fixnum(v) || v == kNil; }

// fn, for fixnum arguments only.
template <NativeFn fn>
Value leaf_of_fixnums(Value self, const Value* argv, std::uint32_t argc) {
  for (std::uint32_t i = 0; i < argc; ++i)
    if (!is_fixnum(argv[i])) return kUndefined;
  return fn(self, argv, argc);
}

// fn, for arguments that are fixnums or flonums only (Math's functions
// raise TypeError for anything but a number).
template <NativeFn fn>
Value leaf_of_numbers(Value self, const Value* argv, std::uint32_t argc) {
  for (std::uint32_t i = 0; i < argc; ++i)
    if (!is_fixnum(argv[i]) && !is_flonum(argv[i])) return kUndefined;
  return fn(self, argv, argc);
}

// fn, without arguments only (`first` and `first(n)`: n may be negative).
template <NativeFn fn>
Value leaf_without_args(Value self, const Value* argv, std::uint32_t argc) {
  return argc == 0 ? fn(self, argv, argc) : kUndefined;
}

}  // namespace rhz::rt
