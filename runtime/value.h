// Value: a Ruby value as one tagged 64-bit word.
//
// Encoding (the low bits decide):
//   ...xxxx1   a fixnum: the 63-bit signed integer n is stored as 2n + 1
//   0x00       false
//   0x08       nil
//   0x14       true
//   0x34       kUndefined (never a Ruby value)
//   ...xx000   any other multiple of 8: a pointer to a heap object (RBasic)
// false and nil differ only in bit 3, so truthiness is one test:
// (bits & ~8) != 0. Heap objects come from the collector, 16-byte aligned, and
// never sit at address 0 or 8.
#pragma once

#include <cstdint>

namespace rhz::rt {

struct RClass;

struct Value {
  std::uint64_t bits;
  constexpr bool operator==(const Value&) const = default;
};

inline constexpr Value kFalse{0x00};
inline constexpr Value kNil{0x08};
inline constexpr Value kTrue{0x14};
// Not a Ruby value: marks an absent one (an unassigned constant).
inline constexpr Value kUndefined{0x34};

inline constexpr std::int64_t kFixnumMin = -(std::int64_t{1} << 62);
inline constexpr std::int64_t kFixnumMax = (std::int64_t{1} << 62) - 1;

constexpr bool truthy(Value v) { return (v.bits & ~std::uint64_t{0x08}) != 0; }
constexpr Value to_bool(bool b) { return b ? kTrue : kFalse; }

constexpr bool is_fixnum(Value v) { return (v.bits & 1) != 0; }
constexpr bool both_fixnums(Value a, Value b) { return (a.bits & b.bits & 1) != 0; }
constexpr bool fits_fixnum(__int128 n) { return n >= kFixnumMin && n <= kFixnumMax; }
constexpr std::int64_t fixnum_value(Value v) { return static_cast<std::int64_t>(v.bits) >> 1; }
// n must fit (fits_fixnum); callers check overflow first.
constexpr Value fixnum(std::int64_t n) { return Value{(static_cast<std::uint64_t>(n) << 1) | 1}; }

constexpr bool is_heap(Value v) { return (v.bits & 7) == 0 && v.bits > 0x08; }

// The header every heap object starts with.
struct RBasic {
  RClass* klass;
};

inline RBasic* as_object(Value v) { return reinterpret_cast<RBasic*>(v.bits); }
inline Value from_object(const void* p) { return Value{reinterpret_cast<std::uint64_t>(p)}; }

}  // namespace rhz::rt
