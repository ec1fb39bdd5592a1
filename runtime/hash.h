// Hash: insertion-ordered, as Ruby's. Entries sit in a scanned array in the
// order their keys were first inserted (a deleted one leaves a hole, which
// a rebuild squeezes out); an open-addressing index of entry numbers finds a
// key in O(1). Keys are hashed and compared as Ruby's hash and eql? do
// (runtime/hash_keys.h: 1 and 1.0 are different keys; Strings, Arrays and
// Bignums by value; an object of the program's by its class's own hash and
// eql? when it defines them, else by identity), and a String key is copied
// when inserted, as CRuby freezes a copy.
//
// Literals are built by the private helper __hash_new that the graph
// builder sends; iteration (each) is the prelude's Ruby over __hash_pairs.
#pragma once

#include <cstdint>
#include <string>

#include "runtime/value.h"

namespace rhz::rt {

bool is_hash(Value v);
std::int64_t hash_count(Value h);  // its entries (h must be a Hash)
// a == b for two Hashes: the same keys, each with == values.
bool hashes_equal(Value a, Value b);
bool append_hash_inspect(std::string& out, Value h);  // as append_inspect

// A set of values compared as Hash keys are (eql? and hash), for Array's
// uniq, -, & and |: a Hash whose values go unused. key_set_add says whether
// the key was new.
Value key_set_new();
bool key_set_add(Value set, Value key);
bool key_set_contains(Value set, Value key);

void init_hash_methods();

}  // namespace rhz::rt
