// How Hash keys are hashed and compared: Ruby's `hash` and `eql?`, for the
// Hash (runtime/hash.cpp) and for the Array methods that compare elements
// as keys (uniq, -, &, |).
//
// The core library's values are hashed and compared here, without a call:
// Integers, Strings, Symbols, Floats, Arrays, Hashes by value (1 and 1.0
// are different keys), everything else by identity. An object of one of
// the program's classes that defines `hash` or `eql?` is hashed or compared
// by calling it (runtime/callback.h), as CRuby calls them: `hash` once per
// operation, `eql?` on the key being looked up with the stored key as its
// argument, and only when the two hashes are equal.
#pragma once

#include <cstdint>

#include "runtime/value.h"

namespace rhz::rt {

std::uint64_t key_hash(Value v);
// key.eql?(stored): the same object, or equal by the rules above.
bool key_eql(Value key, Value stored);

// Kernel#hash and Kernel#eql?, which every object answers with the rules
// above (Integer#hash, String#hash and Array#hash among them).
void init_key_methods();

}  // namespace rhz::rt
