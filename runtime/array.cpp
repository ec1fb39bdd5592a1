// Array: construction, growth, equality, ordering and the built-in methods
// of tier A.
//
// An Array's elements live in a scanned buffer only that Array points to;
// it grows geometrically, so `<<` and push in a loop are amortised O(1).
// A small Array is made with its elements inside its own block (one
// allocation: a literal, a splat, a multiple assignment's values); growing
// past that room moves them to a buffer of their own, as a shift does.
// Slots at [len, capa) are never read: growth fills new slots with nil
// before len covers them. pop does not clear the slot it vacates, so the
// collector may keep that value alive until the slot is reused.
//
// Equality and ordering follow CRuby: == compares elementwise (runtime/
// equal.h), sort/min/max compare with <=> and raise "comparison of A with B
// failed" where CRuby would.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "runtime/array_methods.h"
#include "runtime/array_new.h"
#include "runtime/bignum.h"
#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/equal.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/frozen.h"
#include "runtime/hash.h"
#include "runtime/heap.h"
#include "runtime/integer_ops.h"
#include "runtime/leaf.h"
#include "runtime/merge_sort.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/string_conv.h"
#include "runtime/string_encoding.h"
#include "runtime/string_methods.h"

namespace rhz::rt {

namespace {

// CRuby's ARY_MAX_SIZE: larger sizes and indexes are refused up front.
constexpr std::int64_t kMaxArraySize = INT64_MAX / static_cast<std::int64_t>(sizeof(Value));

void reserve(RArray* a, std::int64_t need) {
  if (need <= a->capa) return;
  std::int64_t capa = std::max({need, a->capa * 2, std::int64_t{4}});
  std::size_t bytes = static_cast<std::size_t>(capa) * sizeof(Value);
  if (a->ptr && !is_block_start(a->ptr)) {
    // The elements are inside the Array, or shift moved ptr into its
    // block: a block of their own now.
    auto* moved = static_cast<Value*>(alloc(bytes));
    std::copy(a->ptr, a->ptr + a->len, moved);
    a->ptr = moved;
  } else {
    a->ptr = static_cast<Value*>(a->ptr ? realloc_block(a->ptr, bytes) : alloc(bytes));
  }
  a->capa = capa;
}

// Sets len, filling any new slots with nil.
void resize(RArray* a, std::int64_t len) {
  reserve(a, len);
  for (std::int64_t i = a->len; i < len; ++i) a->ptr[i] = kNil;
  a->len = len;
}

}  // namespace

// ---- construction -------------------------------------------------------------

Value ary_new(std::size_t capa) {
  const bool inside = capa > 0 && capa <= kArrayElementsInside;
  auto* a = static_cast<RArray*>(alloc(sizeof(RArray) + (inside ? capa * sizeof(Value) : 0)));
  a->klass = c_Array;
  if (inside) a->ptr = reinterpret_cast<Value*>(a + 1);
  else a->ptr = capa ? static_cast<Value*>(alloc(capa * sizeof(Value))) : nullptr;
  a->len = 0;
  a->capa = static_cast<std::int64_t>(capa);
  return from_object(a);
}

Value ary_new_from(const Value* elements, std::size_t n) {
  Value v = ary_new(n);
  RArray* a = as_array(v);
  if (n) std::memcpy(a->ptr, elements, n * sizeof(Value));
  a->len = static_cast<std::int64_t>(n);
  return v;
}

void ary_push(RArray* a, Value v) {
  reserve(a, a->len + 1);
  a->ptr[a->len++] = v;
}

Value array_new_call(const Value* argv, std::uint32_t argc) {
  if (argc > 2) raise_argc(argc, 0, 2);
  if (argc == 0) return ary_new();
  if (argc == 1 && is_array(argv[0])) {
    const RArray* src = as_array(argv[0]);
    return ary_new_from(src->ptr, static_cast<std::size_t>(src->len));
  }
  std::int64_t n = integer_arg(argv[0]);
  if (n < 0) raise(c_ArgumentError, "negative array size");
  if (n > kMaxArraySize) raise(c_ArgumentError, "array size too big");
  Value v = ary_new(static_cast<std::size_t>(n));
  RArray* a = as_array(v);
  Value fill = argc == 2 ? argv[1] : kNil;
  std::fill(a->ptr, a->ptr + n, fill);
  a->len = n;
  return v;
}

// ---- equality and ordering ----------------------------------------------------

namespace {

// Pairs of arrays being compared, so arrays that contain themselves end.
std::vector<std::pair<const RArray*, const RArray*>> g_comparing;

struct Comparing {
  Comparing(const RArray* a, const RArray* b) {
    if (g_comparing.size() >= kMaxNativeNesting) raise_stack_overflow();
    g_comparing.emplace_back(a, b);
  }
  ~Comparing() { g_comparing.pop_back(); }
  Comparing(const Comparing&) = delete;
  Comparing& operator=(const Comparing&) = delete;
  static bool active(const RArray* a, const RArray* b) {
    return std::find(g_comparing.begin(), g_comparing.end(), std::make_pair(a, b)) != g_comparing.end();
  }
};

}  // namespace

bool values_equal(Value a, Value b) {
  if (a == b) return !is_float(a) || !std::isnan(float_value(a));  // NaN == NaN is false
  static const Sym eq = intern("==");
  // Integer#== and Float#== ask an object they do not know the other way
  // round.
  if (is_integer(a) || is_float(a))
    if (const MethodEntry* m = program_method(b, eq)) return truthy(call_entry(m, b, &a, 1));
  if (is_float(a) || is_float(b)) return numeric_compare(a, b) == 0;
  if (!is_heap(a) || !is_heap(b)) return false;
  if (is_bignum(a)) return is_bignum(b) && integer_equal(a, b);
  if (is_string(a)) return is_string(b) && strings_equal(as_string(a), as_string(b));
  if (is_range(a)) return ranges_equal(a, b);
  if (is_hash(a)) return hashes_equal(a, b);
  if (const MethodEntry* m = program_method(a, eq)) return truthy(call_entry(m, a, &b, 1));
  if (!is_array(a) || !is_array(b)) return false;
  const RArray* x = as_array(a);
  const RArray* y = as_array(b);
  if (x->len != y->len) return false;
  // CRuby answers true when the same pair is met again inside itself.
  if (Comparing::active(x, y)) return true;
  Comparing guard(x, y);
  // Lengths are re-read: tier A's == cannot mutate, but stay in bounds.
  for (std::int64_t i = 0; i < x->len && i < y->len; ++i) {
    if (!values_equal(x->ptr[i], y->ptr[i])) return false;
  }
  return x->len == y->len;
}

std::optional<int> spaceship(Value a, Value b) {
  if (is_integer(a) && is_integer(b)) return integer_compare(a, b);
  if (is_float(a) || is_float(b)) return numeric_compare(a, b);
  if (is_string(a) && is_string(b)) return string_compare(view(as_string(a)), view(as_string(b)));
  if (is_symbol(a) && is_symbol(b)) {
    const int c = string_compare(symbol_name(a), symbol_name(b));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (is_array(a) && is_array(b)) {
    if (a == b) return 0;
    const RArray* x = as_array(a);
    const RArray* y = as_array(b);
    // Met again inside itself: CRuby falls back to comparing lengths.
    if (!Comparing::active(x, y)) {
      Comparing guard(x, y);
      for (std::int64_t i = 0; i < x->len && i < y->len; ++i) {
        std::optional<int> c = spaceship(x->ptr[i], y->ptr[i]);
        if (!c) return std::nullopt;
        if (*c != 0) return c;
      }
    }
    return x->len < y->len ? -1 : x->len > y->len ? 1 : 0;
  }
  static const Sym cmp = intern("<=>");
  if (const MethodEntry* m = program_method(a, cmp)) {
    Value c = call_entry(m, a, &b, 1);
    if (is_fixnum(c)) return fixnum_value(c) < 0 ? -1 : fixnum_value(c) > 0 ? 1 : 0;
    if (is_bignum(c)) return integer_compare(c, fixnum(0));
    return std::nullopt;
  }
  // Object#<=>: 0 for the same object, otherwise not comparable.
  if (values_equal(a, b)) return 0;
  return std::nullopt;
}

int compare_or_fail(Value a, Value b) {
  std::optional<int> c = spaceship(a, b);
  if (!c) raise_comparison_failed(a, b);
  return *c;
}

namespace {

RArray* self_array(Value v) { return as_array(v); }

// A length argument for first(n), pop(n) and friends.
std::int64_t count_arg(Value v) {
  std::int64_t n = integer_arg(v);
  if (n < 0) raise(c_ArgumentError, "negative array size");
  return n;
}

Value slice(const RArray* a, std::int64_t start, std::int64_t n) {
  return ary_new_from(a->ptr + start, static_cast<std::size_t>(n));
}

// ---- element access -----------------------------------------------------------

Value ary_aref(Value self, const Value* argv, std::uint32_t argc) {
  const RArray* a = self_array(self);
  if (argc == 1 && is_range(argv[0])) {
    std::int64_t start = 0, count = 0;
    return range_start_count(argv[0], a->len, start, count) ? slice(a, start, count) : kNil;
  }
  std::int64_t i = integer_arg(argv[0]);
  if (i < 0) i += a->len;
  if (argc == 1) return i >= 0 && i < a->len ? a->ptr[i] : kNil;
  // [start, len]: a start exactly at the end gives [], past it nil.
  std::int64_t n = integer_arg(argv[1]);
  if (i < 0 || i > a->len || n < 0) return kNil;
  return slice(a, i, std::min(n, a->len - i));
}

// Replaces n elements at start with the given ones (the [start, len]= form).
void splice(RArray* a, std::int64_t start, std::int64_t n, const Value* src, std::int64_t src_len) {
  if (start >= a->len) {
    resize(a, start);
    n = 0;
  }
  n = std::min(n, a->len - start);
  std::int64_t tail = a->len - start - n;
  std::int64_t new_len = a->len - n + src_len;
  // src may be a's own buffer (a[0, 0] = a): copy it before moving anything.
  std::vector<Value> copy(src, src + src_len);
  reserve(a, new_len);
  if (tail) std::memmove(a->ptr + start + src_len, a->ptr + start + n, static_cast<std::size_t>(tail) * sizeof(Value));
  if (src_len) std::memcpy(a->ptr + start, copy.data(), static_cast<std::size_t>(src_len) * sizeof(Value));
  a->len = new_len;
}

Value ary_aset(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = self_array(self);
  if (argc == 2 && is_range(argv[0])) {
    // [range] = v: what the range selects (it may reach past the end, not
    // start before the beginning) replaced by v's elements, or by v.
    std::int64_t start = 0, n = 0;
    range_reach(argv[0], a->len, start, n);
    Value v = argv[1];
    if (is_array(v)) splice(a, start, n, as_array(v)->ptr, as_array(v)->len);
    else splice(a, start, n, &v, 1);
    return v;
  }
  std::int64_t i = integer_arg(argv[0]);
  if (i < 0) {
    if (i + a->len < 0) {
      raise(c_IndexError, "index " + std::to_string(i) + " too small for array; minimum: " + std::to_string(-a->len));
    }
    i += a->len;
  }
  if (argc == 2) {
    if (i >= kMaxArraySize) raise(c_IndexError, "index " + std::to_string(i) + " too big");
    if (i >= a->len) resize(a, i + 1);
    a->ptr[i] = argv[1];
    return argv[1];
  }
  std::int64_t n = integer_arg(argv[1]);
  if (n < 0) raise(c_IndexError, "negative length (" + std::to_string(n) + ")");
  Value v = argv[2];
  if (is_array(v)) splice(a, i, n, as_array(v)->ptr, as_array(v)->len);
  else splice(a, i, n, &v, 1);
  return v;
}

Value ary_first(Value self, const Value* argv, std::uint32_t argc) {
  const RArray* a = self_array(self);
  if (argc == 0) return a->len ? a->ptr[0] : kNil;
  return slice(a, 0, std::min(count_arg(argv[0]), a->len));
}

Value ary_last(Value self, const Value* argv, std::uint32_t argc) {
  const RArray* a = self_array(self);
  if (argc == 0) return a->len ? a->ptr[a->len - 1] : kNil;
  std::int64_t n = std::min(count_arg(argv[0]), a->len);
  return slice(a, a->len - n, n);
}

// ---- adding and removing ------------------------------------------------------

Value ary_shovel(Value self, const Value* argv, std::uint32_t) {
  ary_push(self_array(self), argv[0]);
  return self;
}

Value ary_push_m(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = self_array(self);
  reserve(a, a->len + argc);
  for (std::uint32_t i = 0; i < argc; ++i) a->ptr[a->len++] = argv[i];
  return self;
}

Value ary_pop(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = self_array(self);
  if (argc == 0) return a->len ? a->ptr[--a->len] : kNil;
  std::int64_t n = std::min(count_arg(argv[0]), a->len);
  Value r = slice(a, a->len - n, n);
  a->len -= n;
  return r;
}

Value ary_clear(Value self, const Value*, std::uint32_t) {
  self_array(self)->len = 0;
  return self;
}

Value ary_shift(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = self_array(self);
  std::int64_t n = argc ? std::min(count_arg(argv[0]), a->len) : std::min<std::int64_t>(1, a->len);
  Value r = argc ? slice(a, 0, n) : (n ? a->ptr[0] : kNil);
  // O(1), as CRuby's shared arrays make it: the elements stay where they
  // are and ptr moves past the ones shifted (cleared, so they are not kept
  // alive); the next growth moves them to a block of their own (reserve).
  if (n > 0 && n == a->capa) {
    // Every slot shifted: ptr past the last one could be the start of the
    // next block (a small block is the exact size of its contents).
    a->ptr = nullptr;
    a->capa = 0;
    a->len = 0;
  } else if (n > 0) {
    std::fill(a->ptr, a->ptr + n, kNil);
    a->ptr += n;
    a->capa -= n;
    a->len -= n;
  }
  return r;
}

Value ary_unshift(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = self_array(self);
  splice(a, 0, 0, argv, argc);
  return self;
}

// ---- queries ------------------------------------------------------------------

Value ary_length(Value self, const Value*, std::uint32_t) { return fixnum(self_array(self)->len); }

Value ary_empty(Value self, const Value*, std::uint32_t) { return to_bool(self_array(self)->len == 0); }

std::int64_t find_index(const RArray* a, Value v) {
  for (std::int64_t i = 0; i < a->len; ++i) {
    if (values_equal(a->ptr[i], v)) return i;
  }
  return -1;
}

Value ary_include(Value self, const Value* argv, std::uint32_t) {
  return to_bool(find_index(self_array(self), argv[0]) >= 0);
}

Value ary_index(Value self, const Value* argv, std::uint32_t) {
  std::int64_t i = find_index(self_array(self), argv[0]);
  return i >= 0 ? fixnum(i) : kNil;
}

Value ary_eq(Value self, const Value* argv, std::uint32_t) { return to_bool(values_equal(self, argv[0])); }
Value ary_ne(Value self, const Value* argv, std::uint32_t) { return to_bool(!values_equal(self, argv[0])); }

Value ary_cmp(Value self, const Value* argv, std::uint32_t) {
  if (!is_array(argv[0])) return kNil;
  std::optional<int> c = spaceship(self, argv[0]);
  return c ? fixnum(*c) : kNil;
}

// ---- new arrays ---------------------------------------------------------------

Value ary_to_a(Value self, const Value*, std::uint32_t) { return self; }

Value ary_dup(Value self, const Value*, std::uint32_t) {
  const RArray* a = self_array(self);
  return slice(a, 0, a->len);
}

Value ary_self(Value self, const Value*, std::uint32_t) { return self; }

Value ary_clone(Value self, const Value* argv, std::uint32_t argc) { return freeze_like(self, ary_dup(self, argv, argc)); }

Value ary_reverse(Value self, const Value*, std::uint32_t) {
  const RArray* a = self_array(self);
  Value r = ary_new_from(a->ptr, static_cast<std::size_t>(a->len));
  std::reverse(as_array(r)->ptr, as_array(r)->ptr + a->len);
  return r;
}

Value ary_reverse_bang(Value self, const Value*, std::uint32_t) {
  RArray* a = as_array(self);
  std::reverse(a->ptr, a->ptr + a->len);
  return self;
}

Value ary_plus(Value self, const Value* argv, std::uint32_t) {
  if (!is_array(argv[0])) raise_no_conversion(argv[0], "Array");
  const RArray* a = self_array(self);
  const RArray* b = as_array(argv[0]);
  Value r = ary_new(static_cast<std::size_t>(a->len + b->len));
  RArray* out = as_array(r);
  if (a->len) std::memcpy(out->ptr, a->ptr, static_cast<std::size_t>(a->len) * sizeof(Value));
  if (b->len) std::memcpy(out->ptr + a->len, b->ptr, static_cast<std::size_t>(b->len) * sizeof(Value));
  out->len = a->len + b->len;
  return r;
}

Value ary_sort(Value self, const Value*, std::uint32_t) {
  Value r = ary_dup(self, nullptr, 0);
  RArray* a = as_array(r);
  Value* begin = a->ptr;
  Value* end = a->ptr + a->len;
  // Fixnums (the common case) sort without the general dispatch: the order
  // of their comparisons cannot be seen. Everything else compares as
  // CRuby's sort does (runtime/merge_sort.h); raising out of it is safe, as
  // only the copy is left half sorted.
  if (std::all_of(begin, end, is_fixnum)) {
    std::sort(begin, end, [](Value x, Value y) { return fixnum_value(x) < fixnum_value(y); });
  } else if (std::all_of(begin, end, is_string)) {
    merge_sort(begin, a->len, [](Value x, Value y) { return string_compare(view(as_string(x)), view(as_string(y))); });
  } else {
    merge_sort(begin, a->len, compare_or_fail);
  }
  return r;
}

// __sort_with(block), the prelude's sort with a block: CRuby's pairs in
// CRuby's order (merge_sort.h), each compared by the block; a result that
// is no number fails with CRuby's "comparison of A with B failed".
Value ary_sort_with(Value self, const Value* argv, std::uint32_t) {
  Value r = ary_dup(self, nullptr, 0);
  RArray* a = as_array(r);
  merge_sort(a->ptr, a->len, [&](Value x, Value y) {
    const Value args[] = {x, y};
    const Value c = call_proc(argv[0], args, 2);
    if (is_integer(c)) return integer_compare(c, fixnum(0));
    if (is_float(c)) return float_value(c) < 0 ? -1 : float_value(c) > 0 ? 1 : 0;
    raise_comparison_failed(x, y);
  });
  return r;
}

// min and max compare the best so far (as the receiver) with each element,
// as CRuby's Array#max and #min do, so a mixed array fails with CRuby's
// message ([1, nil].max: "comparison of Integer with nil failed").
Value extreme(Value self, int sign) {
  const RArray* a = self_array(self);
  if (a->len == 0) return kNil;
  Value best = a->ptr[0];
  for (std::int64_t i = 1; i < a->len; ++i) {
    if (compare_or_fail(best, a->ptr[i]) * sign < 0) best = a->ptr[i];
  }
  return best;
}

Value ary_min(Value self, const Value*, std::uint32_t) { return extreme(self, -1); }
Value ary_max(Value self, const Value*, std::uint32_t) { return extreme(self, 1); }

// ---- join ---------------------------------------------------------------------

// CRuby's ary_join_1: the separator goes before every element but the first
// of each array, and a nested array is joined in place, so an empty nested
// array still costs a separator ([1, [], 2].join(",") is "1,,2").
// CRuby's result has the encoding of the first element's text (US-ASCII
// when there is none), and each later piece, separators included, meets it
// by the compatibility rule (EncodedText).
void join_into(EncodedText& out, const RArray* a, const RString* sep) {
  if (InProgress::active(a)) raise(c_ArgumentError, "recursive array join");
  InProgress guard(a);
  for (std::int64_t i = 0; i < a->len; ++i) {
    if (i > 0 && sep) out.append(view(sep), encoding_of(sep));
    Value e = a->ptr[i];
    if (is_array(e)) {
      join_into(out, as_array(e), sep);
    } else if (is_string(e)) {
      out.append(view(as_string(e)), encoding_of(as_string(e)));
    } else {
      const std::size_t from = out.bytes.size();
      const bool us_ascii = append_to_s(out.bytes, e);
      out.appended(from, us_ascii ? Encoding::UsAscii : Encoding::Utf8);
    }
  }
}

Value ary_join(Value self, const Value* argv, std::uint32_t argc) {
  const RString* sep = argc && argv[0] != kNil ? string_arg(argv[0]) : nullptr;
  EncodedText out;
  join_into(out, self_array(self), sep);
  return out.to_string();
}

Value ary_inspect(Value self, const Value*, std::uint32_t) {
  std::string out;
  bool us_ascii = append_inspect(out, self);
  return str_new_encoded(out, us_ascii);
}

// ---- sum ----------------------------------------------------------------------

// Integer#+ for sum: the right side must be an Integer.
Value int_plus(Value a, Value b) {
  if (!is_integer(b)) raise_coerce_failed(b, "Integer");
  if (both_fixnums(a, b)) return int_add(fixnum_value(a), fixnum_value(b));
  return integer_add(a, b);
}

// v + e for the accumulator kinds there can be.
Value generic_plus(Value v, Value e) {
  double x, y;
  if (is_float(v) || (is_integer(v) && is_float(e))) {
    numeric_double(v, &x);
    if (!numeric_double(e, &y)) raise_coerce_failed(e, "Float");
    return float_arith('+', x, y);
  }
  if (is_integer(v)) return int_plus(v, e);
  Value arg = e;
  if (is_string(v)) {
    Value r = str_new_like(v, view(as_string(v)));
    str_concat(as_string(r), string_arg(e));  // raises for a non-String, as String#+ does
    return r;
  }
  if (is_array(v)) {
    if (!is_array(e)) raise_no_conversion(e, "Array");
    return ary_plus(v, &arg, 1);
  }
  raise(c_NoMethodError, "undefined method `+' for " + describe_receiver(v));
}

// CRuby 3.1's Array#sum: leading Integers are added up first, then added to
// the initial value (only if there were any, or if an initial value was
// given), and the rest are added one by one with +. So [1, 2].sum("") fails
// as 3 + "", while ["a", "b"].sum("") is "ab".
Value ary_sum(Value self, const Value* argv, std::uint32_t argc) {
  const RArray* a = self_array(self);
  Value v = argc ? argv[0] : fixnum(0);
  if (a->len == 0) return v;
  Value n = fixnum(0);
  std::int64_t i = 0;
  for (; i < a->len && is_integer(a->ptr[i]); ++i) n = int_plus(n, a->ptr[i]);
  bool added_initial = i == a->len ? argc != 0 : i != 0;
  if (n != fixnum(0)) v = int_plus(n, v);
  else if (added_initial) v = int_plus(fixnum(0), v);
  double f;
  if (i < a->len && is_float(a->ptr[i]) && numeric_double(v, &f)) {
    // Floats from here: Kahan-Babuska compensated summation, as CRuby's,
    // while the elements are numbers.
    double c = 0.0;
    for (double x; i < a->len && numeric_double(a->ptr[i], &x); ++i) {
      if (std::isnan(f)) continue;
      if (std::isnan(x)) {
        f = x;
        continue;
      }
      if (std::isinf(x)) {
        f = std::isinf(f) && std::signbit(x) != std::signbit(f) ? std::nan("") : x;
        continue;
      }
      if (std::isinf(f)) continue;
      const double t = f + x;
      if (std::fabs(f) >= std::fabs(x)) c += (f - t) + x;
      else c += (x - t) + f;
      f = t;
    }
    v = float_new(f + c);
  }
  for (; i < a->len; ++i) v = generic_plus(v, a->ptr[i]);
  return v;
}

}  // namespace

void ary_splice(RArray* a, std::int64_t start, std::int64_t n, const Value* src, std::int64_t src_len) {
  splice(a, start, n, src, src_len);
}
void ary_resize(RArray* a, std::int64_t len) {
  if (len > kMaxArraySize) raise(c_ArgumentError, "array size too big");
  resize(a, len);
}
Value ary_sorted(Value self) { return ary_sort(self, nullptr, 0); }
Value ary_joined(Value self, Value sep) { return ary_join(self, &sep, 1); }

void init_array_methods() {
  RClass* c = c_Array;
  // Leaves (runtime/leaf.h): an Array cannot grow past what memory holds
  // before << would refuse it, and the rest raise only for their arguments.
  set_leaf(define_native(c, "[]", ary_aref, 1, 2), leaf_of_fixnums<ary_aref>);
  set_leaf(define_native(c, "slice", ary_aref, 1, 2), leaf_of_fixnums<ary_aref>);
  set_leaf(define_native(c, "at", ary_aref, 1, 1), leaf_of_fixnums<ary_aref>);  // [i] alone
  define_native(c, "[]=", mutating<ary_aset>, 2, 3);
  set_leaf(define_native(c, "<<", mutating<ary_shovel>, 1, 1), leaf_unless_frozen<ary_shovel>);
  define_native(c, "push", mutating<ary_push_m>, 0, kAnyArgc);
  set_leaf(define_native(c, "pop", mutating<ary_pop>, 0, 1), leaf_without_args<leaf_unless_frozen<ary_pop>>);
  define_native(c, "clear", mutating<ary_clear>, 0, 0);
  define_native(c, "shift", mutating<ary_shift>, 0, 1);
  define_native(c, "unshift", mutating<ary_unshift>, 0, kAnyArgc);
  set_leaf(define_native(c, "length", ary_length, 0, 0));
  set_leaf(define_native(c, "size", ary_length, 0, 0));
  set_leaf(define_native(c, "empty?", ary_empty, 0, 0));
  set_leaf(define_native(c, "first", ary_first, 0, 1), leaf_without_args<ary_first>);
  set_leaf(define_native(c, "last", ary_last, 0, 1), leaf_without_args<ary_last>);
  define_native(c, "include?", ary_include, 1, 1);
  define_native(c, "index", ary_index, 1, 1);
  define_native(c, "join", ary_join, 0, 1);
  define_native(c, "reverse", ary_reverse, 0, 0);
  define_native(c, "reverse!", mutating<ary_reverse_bang>, 0, 0);
  define_native(c, "+", ary_plus, 1, 1);
  define_native(c, "==", ary_eq, 1, 1);
  define_native(c, "!=", ary_ne, 1, 1);
  define_native(c, "<=>", ary_cmp, 1, 1);
  define_native(c, "inspect", ary_inspect, 0, 0);
  define_native(c, "to_s", ary_inspect, 0, 0);
  define_native(c, "dup", ary_dup, 0, 0);
  define_native(c, "clone", ary_clone, 0, 0);
  define_native(c, "freeze", container_freeze, 0, 0);
  define_native(c, "__check_modifiable", mutating<ary_self>, 0, 0, true);
  define_native(c, "frozen?", container_frozen_p, 0, 0);
  define_native(c, "to_a", ary_to_a, 0, 0);
  define_native(c, "__sort", ary_sort, 0, 0, true);
  define_native(c, "__sort_with", ary_sort_with, 1, 1, true);
  define_native(c, "__min", ary_min, 0, 0, true);
  define_native(c, "__max", ary_max, 0, 0, true);
  // The prelude's Array#sum calls this when no block is given.
  define_native(c, "__sum", ary_sum, 0, 1, true);
}

}  // namespace rhz::rt
