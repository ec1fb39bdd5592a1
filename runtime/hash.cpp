#include "runtime/hash.h"

#include <cmath>
#include <cstring>
#include <string_view>

#include "runtime/array_methods.h"
#include "runtime/bignum.h"
#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/equal.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/frozen.h"
#include "runtime/hash_keys.h"
#include "runtime/heap.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/string_encoding.h"
#include "runtime/symbol.h"

namespace rhz::rt {

RClass* c_Hash;

namespace {

struct Entry {
  Value key;  // kUndefined: deleted
  Value value;
  std::uint64_t hash;
};

struct RHash : RBasic {
  Entry* entries;      // scanned; [0, used) in insertion order
  std::int64_t used;
  std::int64_t capa;
  std::int64_t size;   // live entries
  std::int32_t* index;  // unscanned: entry numbers, kEmpty or kDeleted; index_capa is a power of two
  std::int64_t index_capa;
  // What [] gives for a missing key: default_proc's value for (hash, key)
  // when it is a Proc, else default_value (Hash.new(0), Hash.new { }).
  Value default_value;
  Value default_proc;
  std::int64_t iterating;  // each calls under way: no key may be added
};

constexpr std::int32_t kEmpty = -1;
constexpr std::int32_t kDeleted = -2;

RHash* as_hash(Value v) { return static_cast<RHash*>(as_object(v)); }

Value hash_new() {
  auto* h = static_cast<RHash*>(alloc(sizeof(RHash)));
  h->klass = c_Hash;
  h->default_value = kNil;
  h->default_proc = kNil;
  return from_object(h);
}

// Rebuilds the index for `capa` index slots, squeezing out deleted entries.
void rebuild(RHash* h, std::int64_t index_capa) {
  std::int64_t live = 0;
  for (std::int64_t i = 0; i < h->used; ++i)
    if (h->entries[i].key != kUndefined) h->entries[live++] = h->entries[i];
  h->used = live;
  h->index = static_cast<std::int32_t*>(alloc_atomic(sizeof(std::int32_t) * static_cast<std::size_t>(index_capa)));
  h->index_capa = index_capa;
  for (std::int64_t i = 0; i < index_capa; ++i) h->index[i] = kEmpty;
  for (std::int64_t i = 0; i < h->used; ++i) {
    std::uint64_t mask = static_cast<std::uint64_t>(index_capa - 1);
    std::uint64_t p = h->entries[i].hash & mask;
    while (h->index[p] != kEmpty) p = (p + 1) & mask;
    h->index[p] = static_cast<std::int32_t>(i);
  }
}

// The index slot holding key, or -1.
std::int64_t find(const RHash* h, Value key, std::uint64_t hash) {
  if (h->index_capa == 0) return -1;
  const std::uint64_t mask = static_cast<std::uint64_t>(h->index_capa - 1);
  for (std::uint64_t p = hash & mask;; p = (p + 1) & mask) {
    const std::int32_t e = h->index[p];
    if (e == kEmpty) return -1;
    if (e != kDeleted && h->entries[e].hash == hash && key_eql(key, h->entries[e].key))
      return static_cast<std::int64_t>(p);
  }
}

// An empty Hash is not asked for the key's hash, as CRuby's lookups do not
// (the program's hash may print).
Value lookup(const RHash* h, Value key, bool* found) {
  const std::int64_t p = h->size == 0 ? -1 : find(h, key, key_hash(key));
  *found = p >= 0;
  return p >= 0 ? h->entries[h->index[p]].value : kNil;
}

// Adds an entry for a key the Hash does not hold.
void append_entry(RHash* h, Value key, Value value, std::uint64_t hash) {
  if (h->used == h->capa) {
    if (h->size * 2 < h->used) {
      rebuild(h, h->index_capa);  // mostly holes: squeeze them out
    } else {
      const std::int64_t capa = h->capa ? h->capa * 2 : 8;
      auto* entries = static_cast<Entry*>(alloc(sizeof(Entry) * static_cast<std::size_t>(capa)));
      if (h->used) std::memcpy(entries, h->entries, sizeof(Entry) * static_cast<std::size_t>(h->used));
      h->entries = entries;
      h->capa = capa;
    }
  }
  if ((h->used + 1) * 2 > h->index_capa) rebuild(h, std::max<std::int64_t>(16, h->index_capa * 2));
  h->entries[h->used] = Entry{key, value, hash};
  const std::uint64_t mask = static_cast<std::uint64_t>(h->index_capa - 1);
  std::uint64_t p = hash & mask;
  while (h->index[p] >= 0) p = (p + 1) & mask;
  h->index[p] = static_cast<std::int32_t>(h->used++);
  ++h->size;
}

void store(RHash* h, Value key, Value value) {
  const std::uint64_t hash = key_hash(key);
  if (std::int64_t p = find(h, key, hash); p >= 0) {
    h->entries[h->index[p]].value = value;
    return;
  }
  if (h->iterating > 0) raise(c_RuntimeError, "can't add a new key into hash during iteration");
  if (is_string(key)) key = str_new_like(key, view(as_string(key)));  // the key keeps its contents
  append_entry(h, key, value, hash);
}

template <typename F>
void each_entry(const RHash* h, F f) {
  for (std::int64_t i = 0; i < h->used; ++i)
    if (h->entries[i].key != kUndefined) f(h->entries[i]);
}

// ---- methods ----------------------------------------------------------------

Value kernel_hash_new(Value, const Value* argv, std::uint32_t argc) {
  Value h = hash_new();
  for (std::uint32_t i = 0; i + 1 < argc; i += 2) store(as_hash(h), argv[i], argv[i + 1]);
  return h;
}

Value hash_aref(Value self, const Value* argv, std::uint32_t) {
  bool found;
  RHash* h = as_hash(self);
  const Value v = lookup(h, argv[0], &found);
  if (found) return v;
  if (h->default_proc == kNil) return h->default_value;
  const Value args[] = {self, argv[0]};
  return call_proc(h->default_proc, args, 2);
}

// __hash_new_default(value, proc): Hash.new's Hash (the prelude's).
Value kernel_hash_new_default(Value, const Value* argv, std::uint32_t) {
  Value h = hash_new();
  as_hash(h)->default_value = argv[0];
  as_hash(h)->default_proc = argv[1];
  return h;
}

Value hash_default(Value self, const Value*, std::uint32_t) { return as_hash(self)->default_value; }

// dup and clone: the same entries and defaults in a new Hash.
Value hash_dup(Value self, const Value*, std::uint32_t) {
  const RHash* h = as_hash(self);
  Value copy = hash_new();
  each_entry(h, [&](const Entry& e) { store(as_hash(copy), e.key, e.value); });
  as_hash(copy)->default_value = h->default_value;
  as_hash(copy)->default_proc = h->default_proc;
  return copy;
}

Value hash_aset(Value self, const Value* argv, std::uint32_t) {
  store(as_hash(self), argv[0], argv[1]);
  return argv[1];
}

Value hash_key_p(Value self, const Value* argv, std::uint32_t) {
  bool found;
  lookup(as_hash(self), argv[0], &found);
  return to_bool(found);
}

Value hash_fetch(Value self, const Value* argv, std::uint32_t argc) {
  bool found;
  Value v = lookup(as_hash(self), argv[0], &found);
  if (found) return v;
  if (argc == 2) return argv[1];
  std::string key;
  append_inspect(key, argv[0]);
  raise(c_KeyError, "key not found: " + key);
}

// values_at(k, ...): each key's value as [] gives it (a default included).
Value hash_values_at(Value self, const Value* argv, std::uint32_t argc) {
  Value a = ary_new(argc);
  for (std::uint32_t i = 0; i < argc; ++i) ary_push(as_array(a), hash_aref(self, argv + i, 1));
  return a;
}

// __check_modifiable: FrozenError (through mutating) before a block runs.
Value hash_self(Value self, const Value*, std::uint32_t) { return self; }

Value hash_delete(Value self, const Value* argv, std::uint32_t) {
  RHash* h = as_hash(self);
  const std::int64_t p = find(h, argv[0], key_hash(argv[0]));
  if (p < 0) return kNil;
  Entry& e = h->entries[h->index[p]];
  Value v = e.value;
  e.key = kUndefined;
  e.value = kNil;
  h->index[p] = kDeleted;
  --h->size;
  return v;
}

Value hash_size(Value self, const Value*, std::uint32_t) { return fixnum(as_hash(self)->size); }
Value hash_empty_p(Value self, const Value*, std::uint32_t) { return to_bool(as_hash(self)->size == 0); }

Value hash_keys(Value self, const Value*, std::uint32_t) {
  Value a = ary_new(static_cast<std::size_t>(as_hash(self)->size));
  each_entry(as_hash(self), [&](const Entry& e) { ary_push(as_array(a), e.key); });
  return a;
}

Value hash_values(Value self, const Value*, std::uint32_t) {
  Value a = ary_new(static_cast<std::size_t>(as_hash(self)->size));
  each_entry(as_hash(self), [&](const Entry& e) { ary_push(as_array(a), e.value); });
  return a;
}

// The entries as [key, value] Arrays: Hash#to_a, and the prelude's each.
Value hash_pairs(Value self, const Value*, std::uint32_t) {
  Value a = ary_new(static_cast<std::size_t>(as_hash(self)->size));
  each_entry(as_hash(self), [&](const Entry& e) {
    Value pair[2] = {e.key, e.value};
    ary_push(as_array(a), ary_new_from(pair, 2));
  });
  return a;
}

// __hash_iterating(+1 or -1): an each begins or ends (the prelude's ensure).
Value hash_iterating(Value self, const Value* argv, std::uint32_t) {
  as_hash(self)->iterating += fixnum_value(argv[0]);
  return kNil;
}

Value hash_inspect(Value self, const Value*, std::uint32_t) {
  std::string s;
  bool us_ascii = append_hash_inspect(s, self);
  return str_new_encoded(s, us_ascii);
}

Value hash_eq(Value self, const Value* argv, std::uint32_t) { return to_bool(values_equal(self, argv[0])); }

}  // namespace

bool is_hash(Value v) {
  return is_heap(v) && (as_object(v)->klass == c_Hash || as_object(v)->klass == c_FrozenHash);
}

std::int64_t hash_count(Value h) { return as_hash(h)->size; }

bool hashes_equal(Value a, Value b) {
  if (!is_hash(a) || !is_hash(b)) return false;
  const RHash* x = as_hash(a);
  const RHash* y = as_hash(b);
  if (x->size != y->size) return false;
  bool equal = true;
  each_entry(x, [&](const Entry& e) {
    if (!equal) return;
    bool found;
    Value v = lookup(y, e.key, &found);
    equal = found && values_equal(e.value, v);
  });
  return equal;
}

Value key_set_new() { return hash_new(); }

bool key_set_add(Value set, Value key) {
  RHash* h = as_hash(set);
  const std::uint64_t hash = key_hash(key);
  if (find(h, key, hash) >= 0) return false;
  append_entry(h, key, kTrue, hash);
  return true;
}

bool key_set_contains(Value set, Value key) { return find(as_hash(set), key, key_hash(key)) >= 0; }

bool append_hash_inspect(std::string& out, Value v) {
  // A Hash met again inside itself prints as {...}.
  const RHash* h = as_hash(v);
  if (InProgress::active(h)) return out.append("{...}"), true;
  InProgress guard(h);
  out.push_back('{');
  bool first = true;
  bool us_ascii = true;  // CRuby's result has its first key's encoding
  // Entries are re-read on every step: an element's inspect may be the
  // program's, which could change the Hash.
  for (std::int64_t i = 0; i < h->used; ++i) {
    if (h->entries[i].key == kUndefined) continue;
    if (!first) out.append(", ");
    bool key_us_ascii = append_inspect(out, h->entries[i].key);
    if (first) us_ascii = key_us_ascii;
    first = false;
    out.append("=>");
    append_inspect(out, h->entries[i].value);
  }
  out.push_back('}');
  return us_ascii;
}

Value hash_clone(Value self, const Value* argv, std::uint32_t argc) { return freeze_like(self, hash_dup(self, argv, argc)); }

void init_hash_methods() {
  c_Hash = new_class("Hash", c_Object);
  c_Hash->klass = c_HashClass;
  define_native(c_Kernel, "__hash_new", kernel_hash_new, 0, kAnyArgc, true);
  define_native(c_Kernel, "__hash_new_default", kernel_hash_new_default, 2, 2, true);
  define_native(c_Hash, "default", hash_default, 0, 0);
  define_native(c_Hash, "dup", hash_dup, 0, 0);
  define_native(c_Hash, "clone", hash_clone, 0, 0);
  define_native(c_Hash, "freeze", container_freeze, 0, 0);
  define_native(c_Hash, "frozen?", container_frozen_p, 0, 0);
  define_native(c_Hash, "__hash_pairs", hash_pairs, 0, 0, true);
  define_native(c_Hash, "to_a", hash_pairs, 0, 0);
  define_native(c_Hash, "__hash_iterating", hash_iterating, 1, 1, true);
  define_native(c_Hash, "[]", hash_aref, 1, 1);
  define_native(c_Hash, "[]=", mutating<hash_aset>, 2, 2);
  define_native(c_Hash, "store", mutating<hash_aset>, 2, 2);
  for (const char* name : {"key?", "has_key?", "include?", "member?"}) define_native(c_Hash, name, hash_key_p, 1, 1);
  define_native(c_Hash, "__fetch", hash_fetch, 1, 2, true);  // the prelude's fetch adds the block
  define_native(c_Hash, "values_at", hash_values_at, 0, kAnyArgc);
  define_native(c_Hash, "__check_modifiable", mutating<hash_self>, 0, 0, true);
  define_native(c_Hash, "delete", mutating<hash_delete>, 1, 1);
  define_native(c_Hash, "size", hash_size, 0, 0);
  define_native(c_Hash, "length", hash_size, 0, 0);
  define_native(c_Hash, "empty?", hash_empty_p, 0, 0);
  define_native(c_Hash, "keys", hash_keys, 0, 0);
  define_native(c_Hash, "values", hash_values, 0, 0);
  define_native(c_Hash, "inspect", hash_inspect, 0, 0);
  define_native(c_Hash, "to_s", hash_inspect, 0, 0);
  define_native(c_Hash, "==", hash_eq, 1, 1);
  init_key_methods();
}

}  // namespace rhz::rt
