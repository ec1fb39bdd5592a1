#include "runtime/range.h"

#include <optional>
#include <string>

#include "runtime/array_methods.h"
#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/equal.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/heap.h"
#include "runtime/leaf.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"

namespace rhz::rt {

namespace {

// Tier 2 reads the words as fields 0, 1 and 2 (init_range_methods).
struct RRange : RBasic {
  Value begin;
  Value end;
  Value exclusive;  // true or false
};

RRange* as_range(Value v) { return static_cast<RRange*>(as_object(v)); }

// CRuby refuses ends that do not compare (`1.."a"`), with nil ends aside:
// `1..` and `1..nil` are endless ranges, `..3` a beginless one.
Value range_new(Value, const Value* argv, std::uint32_t) {
  if (argv[0] != kNil && argv[1] != kNil && !spaceship(argv[0], argv[1]))
    raise(c_ArgumentError, "bad value for range");
  auto* r = static_cast<RRange*>(alloc(sizeof(RRange)));
  r->klass = c_Range;
  r->begin = argv[0];
  r->end = argv[1];
  r->exclusive = argv[2];
  return from_object(r);
}

// __range_new as a leaf (runtime/leaf.h): of fixnum or nil ends, which
// always make a range.
Value range_new_leaf(Value self, const Value* argv, std::uint32_t argc) {
  return fixnum_or_nil(argv[0]) && fixnum_or_nil(argv[1]) ? range_new(self, argv, argc) : kUndefined;
}

Value range_begin(Value self, const Value*, std::uint32_t) { return as_range(self)->begin; }
Value range_end(Value self, const Value*, std::uint32_t) { return as_range(self)->end; }
Value range_exclusive(Value self, const Value*, std::uint32_t) { return as_range(self)->exclusive; }

// CRuby's text starts from the beginning's, so it has its encoding. A nil
// end is left out (`1..`, `..3`) unless both are nil.
Value text(Value self, bool (*append)(std::string&, Value)) {
  const RRange* r = as_range(self);
  std::string out;
  bool us_ascii = true;
  if (r->begin != kNil || r->end == kNil) us_ascii = append(out, r->begin);
  out += truthy(r->exclusive) ? "..." : "..";
  if (r->begin == kNil || r->end != kNil) append(out, r->end);
  return str_new_encoded(out, us_ascii);
}
Value range_to_s(Value self, const Value*, std::uint32_t) { return text(self, append_to_s); }
Value range_inspect(Value self, const Value*, std::uint32_t) { return text(self, append_inspect); }

Value range_eq(Value self, const Value* argv, std::uint32_t) { return to_bool(ranges_equal(self, argv[0])); }

// Iterating needs Integer ends: rhz has no succ for other classes yet.
void require_integers(const RRange* r, std::string_view method) {
  if (!is_integer(r->begin) || !is_integer(r->end))
    raise(c_NotImplementedError,
          "Range#" + std::string(method) + " of a Range that is not of Integers is not supported by rhz yet");
}

// The last Integer the range reaches, as an exclusive end minus one.
Value last_integer(const RRange* r) {
  return truthy(r->exclusive) ? integer_sub(r->end, fixnum(1)) : r->end;
}

Value range_integers(Value self, const Value* argv, std::uint32_t) {
  require_integers(as_range(self), view(as_string(argv[0])));
  return kNil;
}

Value range_integers_leaf(Value self, const Value* argv, std::uint32_t argc) {
  const RRange* r = as_range(self);
  return is_fixnum(r->begin) && is_fixnum(r->end) ? range_integers(self, argv, argc) : kUndefined;
}

Value range_to_a(Value self, const Value*, std::uint32_t) {
  const RRange* r = as_range(self);
  if (is_string(r->begin) && is_string(r->end)) return string_range_array(r->begin, r->end, truthy(r->exclusive));
  require_integers(r, "to_a");
  Value out = ary_new();
  const Value last = last_integer(r);
  for (Value i = r->begin; integer_compare(i, last) <= 0; i = integer_add(i, fixnum(1))) ary_push(as_array(out), i);
  return out;
}

Value range_size(Value self, const Value*, std::uint32_t) {
  const RRange* r = as_range(self);
  require_integers(r, "size");
  Value n = integer_add(integer_sub(last_integer(r), r->begin), fixnum(1));
  return integer_compare(n, fixnum(0)) < 0 ? fixnum(0) : n;
}

// include?, member? and === compare with the ends (cover?, which is what
// they do for numeric ranges).
Value range_include(Value self, const Value* argv, std::uint32_t) {
  const RRange* r = as_range(self);
  // A nil end bounds nothing on its side.
  if (r->begin != kNil) {
    std::optional<int> low = spaceship(r->begin, argv[0]);
    if (!low || *low > 0) return kFalse;
  }
  if (r->end == kNil) return kTrue;
  std::optional<int> high = spaceship(argv[0], r->end);
  if (!high) return kFalse;
  return to_bool(truthy(r->exclusive) ? *high < 0 : *high <= 0);
}

// include? and member?: of a String range, whether the value is one of the
// Strings it holds ("bb" is not in "a".."z", which === covers).
Value range_member(Value self, const Value* argv, std::uint32_t argc) {
  const RRange* r = as_range(self);
  if (!is_string(r->begin) || !is_string(r->end)) return range_include(self, argv, argc);
  if (!is_string(argv[0])) return kFalse;
  const RArray* all = as_array(string_range_array(r->begin, r->end, truthy(r->exclusive)));
  for (std::int64_t i = 0; i < all->len; ++i)
    if (str_view(all->ptr[i]) == str_view(argv[0])) return kTrue;
  return kFalse;
}

// first(n) and last(n) count at most n Integers; CRuby's messages.
std::int64_t count_arg(Value v, const char* negative) {
  const std::int64_t n = integer_arg(v);
  if (n < 0) raise(c_ArgumentError, negative);
  return n;
}

// Whether Integer i is still inside the range's end (nil: endless).
bool before_end(const RRange* r, Value i) {
  if (r->end == kNil) return true;
  const std::optional<int> c = spaceship(i, r->end);
  return c && (truthy(r->exclusive) ? *c < 0 : *c <= 0);
}

void require_integer_begin(const RRange* r, const char* method) {
  if (is_float(r->begin)) raise(c_TypeError, "can't iterate from Float");
  if (!is_integer(r->begin) || !(r->end == kNil || is_integer(r->end) || is_float(r->end)))
    raise(c_NotImplementedError,
          std::string("Range#") + method + " with a count, of a Range that is not of Integers, is not supported by rhz yet");
}

// first, or first(n): the first n elements (without n, the beginning,
// which tier 2 reads from the field).
Value range_first(Value self, const Value* argv, std::uint32_t argc) {
  const RRange* r = as_range(self);
  // Without n, the field (as tier 2 reads it), even for a beginless range.
  if (argc == 0) return r->begin;
  if (r->begin == kNil) raise(c_RangeError, "cannot get the first element of beginless range");
  const std::int64_t n = count_arg(argv[0], "negative array size (or size too big)");
  if (is_string(r->begin) && is_string(r->end)) {
    const RArray* all = as_array(string_range_array(r->begin, r->end, truthy(r->exclusive)));
    return ary_new_from(all->ptr, static_cast<std::size_t>(std::min(n, all->len)));
  }
  require_integer_begin(r, "first");
  Value out = ary_new();
  for (Value i = r->begin; as_array(out)->len < n && before_end(r, i); i = integer_add(i, fixnum(1)))
    ary_push(as_array(out), i);
  return out;
}

Value range_last(Value self, const Value* argv, std::uint32_t argc) {
  const RRange* r = as_range(self);
  if (argc == 0) return r->end;
  if (r->end == kNil) raise(c_RangeError, "cannot get the last element of endless range");
  if (is_integer(r->begin) && is_integer(r->end)) {
    // CRuby gives [] when end - begin <= 0 before it looks at n, even for
    // (1..1), whose last element is 1.
    if (integer_compare(r->end, r->begin) <= 0) return ary_new();
    const std::int64_t n = count_arg(argv[0], "negative array size");
    Value from = integer_sub(last_integer(r), fixnum(n - 1));
    if (integer_compare(from, r->begin) < 0) from = r->begin;
    Value out = ary_new();
    for (Value i = from; before_end(r, i); i = integer_add(i, fixnum(1))) ary_push(as_array(out), i);
    return out;
  }
  require_integer_begin(r, "last");
  const std::int64_t n = count_arg(argv[0], "negative array size");
  Value all = ary_new();
  for (Value i = r->begin; before_end(r, i); i = integer_add(i, fixnum(1))) ary_push(as_array(all), i);
  const std::int64_t len = as_array(all)->len;
  Value out = ary_new();
  for (std::int64_t k = len - std::min(n, len); k < len; ++k) ary_push(as_array(out), as_array(all)->ptr[k]);
  return out;
}

// a <=> b as CRuby's r_less: a large number when they do not compare.
int less(Value a, Value b) {
  if (a == kNil && b == kNil) return 0;
  const std::optional<int> c = spaceship(a, b);
  return c ? *c : INT32_MAX;
}

// cover?(value), or cover?(range): whether the range holds all of it.
Value range_cover(Value self, const Value* argv, std::uint32_t argc) {
  if (!is_range(argv[0])) return range_include(self, argv, argc);
  const RRange* r = as_range(self);
  const RRange* v = as_range(argv[0]);
  const bool r_excl = truthy(r->exclusive), v_excl = truthy(v->exclusive);
  if (r->end != kNil && v->end == kNil) return kFalse;
  if (r->begin != kNil && v->begin == kNil) return kFalse;
  if (v->begin != kNil && v->end != kNil && less(v->begin, v->end) > (v_excl ? -1 : 0)) return kFalse;
  if (v->begin != kNil && !truthy(range_include(self, &v->begin, 1))) return kFalse;
  const int c = less(r->end, v->end);
  if (r_excl == v_excl) return to_bool(c >= 0);
  if (r_excl) return to_bool(c > 0);
  if (c >= 0) return kTrue;
  // An inclusive range and an exclusive one of Integers: the other's last.
  if (!is_integer(v->end) || (v->begin != kNil && !is_integer(v->begin))) return kFalse;
  return to_bool(less(r->end, integer_sub(v->end, fixnum(1))) >= 0);
}

}  // namespace

bool is_range(Value v) { return is_heap(v) && as_object(v)->klass == c_Range; }

void range_parts(Value range, Value& begin, Value& end, bool& exclusive) {
  begin = as_range(range)->begin;
  end = as_range(range)->end;
  exclusive = truthy(as_range(range)->exclusive);
}

namespace {

bool start_count(Value range, std::int64_t len, std::int64_t& start, std::int64_t& count, bool clip) {
  const RRange* r = as_range(range);
  auto bound = [](Value v, std::int64_t none) { return v == kNil ? none : integer_arg(v); };
  std::int64_t beg = bound(r->begin, 0);
  std::int64_t end = bound(r->end, -1);
  const bool endless = r->end == kNil;
  if (beg < 0) beg += len;
  if (beg < 0 || (clip && beg > len)) return false;
  if (end < 0) end += len;
  if (!(r->exclusive == kTrue) || endless) ++end;
  if (clip && end > len) end = len;
  start = beg;
  count = end - beg < 0 ? 0 : end - beg;
  return true;
}

}  // namespace

bool range_start_count(Value range, std::int64_t len, std::int64_t& start, std::int64_t& count) {
  return start_count(range, len, start, count, true);
}

void range_reach(Value range, std::int64_t len, std::int64_t& start, std::int64_t& count) {
  if (start_count(range, len, start, count, false)) return;
  std::string text;
  append_inspect(text, range);
  raise(c_RangeError, text + " out of range");
}

bool ranges_equal(Value a, Value b) {
  if (!is_range(a) || !is_range(b)) return false;
  const RRange* x = as_range(a);
  const RRange* y = as_range(b);
  return x->exclusive == y->exclusive && values_equal(x->begin, y->begin) && values_equal(x->end, y->end);
}

void init_range_methods() {
  set_leaf(define_native(c_Kernel, "__range_new", range_new, 3, 3, true), range_new_leaf);
  // Tier 2 reads RRange's words (begin 0, end 1, exclusive 2, after the
  // class) in place of these calls.
  const struct {
    const char* name;
    NativeFn fn;
    std::uint8_t field;
    std::uint32_t max_argc;
  } readers[] = {{"begin", range_begin, 0, 0}, {"first", range_first, 0, 1}, {"end", range_end, 1, 0},
                 {"last", range_last, 1, 1},    {"exclude_end?", range_exclusive, 2, 0}};
  for (const auto& r : readers) {
    MethodEntry* me = define_native(c_Range, r.name, r.fn, 0, r.max_argc);
    me->intrinsic = Intrinsic::Field;
    me->field = r.field;
  }
  define_native(c_Range, "to_s", range_to_s, 0, 0);
  define_native(c_Range, "inspect", range_inspect, 0, 0);
  define_native(c_Range, "==", range_eq, 1, 1);
  define_native(c_Range, "to_a", range_to_a, 0, 0);
  define_native(c_Range, "size", range_size, 0, 0);
  define_native(c_Range, "include?", range_member, 1, 1);
  define_native(c_Range, "member?", range_member, 1, 1);
  define_native(c_Range, "===", range_include, 1, 1);
  define_native(c_Range, "cover?", range_cover, 1, 1);
  set_leaf(define_native(c_Range, "__integers", range_integers, 1, 1, true), range_integers_leaf);
  define_string_succ();
}

}  // namespace rhz::rt
