#include "runtime/hash_keys.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>

#include "runtime/array_methods.h"
#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/hash.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/struct.h"

namespace rhz::rt {

namespace {

Sym hash_name() {
  static const Sym name = intern("hash");
  return name;
}

Sym eql_name() {
  static const Sym name = intern("eql?");
  return name;
}

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  return x ^ (x >> 33);
}

// Eight bytes at a time, each word multiplied in and the result mixed.
std::uint64_t hash_bytes(std::string_view s) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL ^ s.size();
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    h = std::rotl((h ^ w) * 0xff51afd7ed558ccdULL, 31);
  }
  if (i < s.size()) {
    std::uint64_t w = 0;
    std::memcpy(&w, s.data() + i, s.size() - i);
    h = std::rotl((h ^ w) * 0xff51afd7ed558ccdULL, 31);
  }
  return mix(h);
}

std::uint64_t integer_hash(Value v) {
  if (is_fixnum(v)) return mix(v.bits);
  std::string digits;
  append_inspect(digits, v);
  return hash_bytes(digits);
}

// What the program's `hash` returned, as CRuby's rb_hash takes it: an
// Integer, or anything to_int makes one of (a Float's integral part).
std::uint64_t program_hash(const MethodEntry* m, Value v) {
  Value h = call_entry(m, v, nullptr, 0);
  if (is_float(h)) h = float_to_integer(float_value(h));
  if (!is_integer(h)) raise_no_conversion(h, "Integer");
  return integer_hash(h);
}

std::uint64_t key_hash(Value v, int depth) {
  if (is_fixnum(v)) return mix(v.bits);
  if (is_string(v)) return hash_bytes(view(as_string(v)));  // the common keys first
  if (is_symbol(v)) return mix(v.bits);
  if (is_float(v)) {
    double d = float_value(v);
    if (d == 0) d = 0;  // 0.0 and -0.0 are eql?
    return mix(std::bit_cast<std::uint64_t>(d) ^ 0x5bd1e995);
  }
  if (is_bignum(v)) return integer_hash(v);
  if (is_array(v) && depth < 8) {
    const RArray* a = as_array(v);
    std::uint64_t h = mix(static_cast<std::uint64_t>(a->len) + 0x9e37);
    // Re-read the length: an element's hash may be the program's.
    for (std::int64_t i = 0; i < a->len; ++i) h = mix(h * 31 + key_hash(a->ptr[i], depth + 1));
    return h;
  }
  if (is_array(v)) return mix(static_cast<std::uint64_t>(as_array(v)->len));
  if (is_hash(v)) return mix(static_cast<std::uint64_t>(hash_count(v)) + 0x7f4a);
  if (is_range(v) && depth < 8) {  // equal Ranges, one key
    Value begin, end;
    bool exclusive;
    range_parts(v, begin, end, exclusive);
    return mix(key_hash(begin, depth + 1) * 31 + key_hash(end, depth + 1) + exclusive);
  }
  if (const MethodEntry* m = program_method(v, hash_name())) return program_hash(m, v);
  // A struct by its class and values, as CRuby's Struct#hash.
  if (Value values; depth < 8 && struct_values(v, &values))
    return mix(reinterpret_cast<std::uintptr_t>(as_object(v)->klass) ^ key_hash(values, depth + 1));
  return mix(v.bits);
}

// Kernel#hash: what a key of the receiver's value hashes to. A program's
// `hash` that calls super gets the identity hash, as Object#hash is.
Value kernel_hash(Value self, const Value*, std::uint32_t) {
  const std::uint64_t h = program_method(self, hash_name()) ? mix(self.bits) : key_hash(self, 0);
  return fixnum(static_cast<std::int64_t>(h >> 2));
}

// Kernel#eql?; likewise identity under a program's own eql?.
Value kernel_eql(Value self, const Value* argv, std::uint32_t) {
  if (program_method(self, eql_name())) return to_bool(self == argv[0]);
  return to_bool(key_eql(self, argv[0]));
}

}  // namespace

std::uint64_t key_hash(Value v) { return key_hash(v, 0); }

bool key_eql(Value key, Value stored) {
  if (key == stored) return true;
  // An Integer is eql? only to itself (a Bignum is never a fixnum's value),
  // and no program may redefine Integer#eql?: the common keys go no further.
  if (is_fixnum(key)) return false;
  if (is_string(key)) return is_string(stored) && strings_equal(as_string(key), as_string(stored));
  if (is_float(key) && is_float(stored)) return float_value(key) == float_value(stored);
  if (const MethodEntry* m = program_method(key, eql_name())) return truthy(call_entry(m, key, &stored, 1));
  if (!is_heap(key) || !is_heap(stored)) return false;
  if (is_bignum(key)) return is_bignum(stored) && integer_equal(key, stored);
  if (is_array(key) && is_array(stored)) {
    const RArray* x = as_array(key);
    const RArray* y = as_array(stored);
    if (x->len != y->len) return false;
    // Lengths are re-read: an element's eql? may be the program's.
    for (std::int64_t i = 0; i < x->len && i < y->len; ++i)
      if (!key_eql(x->ptr[i], y->ptr[i])) return false;
    return x->len == y->len;
  }
  if (is_hash(key) && is_hash(stored)) return hashes_equal(key, stored);
  if (is_range(key)) return ranges_equal(key, stored);
  // Struct#eql?: the same class, each value eql?.
  if (Value x, y; as_object(key)->klass == as_object(stored)->klass && struct_values(key, &x) && struct_values(stored, &y))
    return key_eql(x, y);
  return false;
}

void init_key_methods() {
  define_native(c_Kernel, "hash", kernel_hash, 0, 0);
  define_native(c_Kernel, "eql?", kernel_eql, 1, 1);
}

}  // namespace rhz::rt
