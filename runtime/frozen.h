// Frozen Arrays and Hashes (`freeze`). A frozen one moves to a hidden class
// under Array or Hash (c_FrozenArray, c_FrozenHash: a singleton class all
// frozen ones share, so Object#class and inspect still say Array). Its
// methods are Array's or Hash's; those that change the receiver are
// registered through `mutating`, which raises CRuby's FrozenError first.
// Inline paths (Array `[]=` in compiled code and executors, tier 2's
// leaves) check for Array's or Hash's own class, so a frozen receiver
// takes the send, or its leaf declines it. raise_frozen is FrozenError's
// message for every receiver that may not change (Strings' too).
#pragma once

#include "runtime/classes.h"

namespace rhz::rt {

// Makes the hidden classes; call once the classes of Array and Hash exist.
void init_frozen_classes();

inline bool is_frozen_container(Value v) {
  return is_heap(v) && (as_object(v)->klass == c_FrozenArray || as_object(v)->klass == c_FrozenHash);
}

// CRuby's FrozenError for a receiver that may not change, of any class:
// "can't modify frozen Array: [1, 2]".
[[noreturn]] void raise_frozen(Value self);

template <NativeFn fn>
Value mutating(Value self, const Value* argv, std::uint32_t argc) {
  if (is_frozen_container(self)) raise_frozen(self);
  return fn(self, argv, argc);
}

// A mutating method's leaf: declines a frozen receiver (tier 1 raises).
template <NativeFn fn>
Value leaf_unless_frozen(Value self, const Value* argv, std::uint32_t argc) {
  return is_frozen_container(self) ? kUndefined : fn(self, argv, argc);
}

// Array's and Hash's freeze, frozen? and clone (a frozen receiver's clone
// is frozen too; dup never is).
Value container_freeze(Value self, const Value* argv, std::uint32_t argc);
Value container_frozen_p(Value self, const Value* argv, std::uint32_t argc);
Value freeze_like(Value original, Value copy);

}  // namespace rhz::rt
