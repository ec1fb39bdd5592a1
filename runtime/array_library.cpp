// Array methods of tier C's library: set operations (- & | uniq), reshaping
// (* flatten zip rotate), and editing in place (fill insert delete_at
// slice! sort! uniq!), each as CRuby 3.1's array.c behaves, errors included.
//
// The set operations compare elements as Hash keys do (eql? and hash: 1 and
// 1.0 differ): small Arrays element by element, larger ones through a key
// set, so they are linear, as CRuby's.
#include <algorithm>
#include <string>
#include <vector>

#include "runtime/array_methods.h"
#include "runtime/builtins.h"
#include "runtime/equal.h"
#include "runtime/error.h"
#include "runtime/frozen.h"
#include "runtime/hash.h"
#include "runtime/hash_keys.h"
#include "runtime/object.h"
#include "runtime/range.h"
#include "runtime/string_conv.h"

namespace rhz::rt {

namespace {

// Copies use std::copy: an empty Array's buffer may be null, which memcpy
// must not be given even for no bytes.

RArray* array_arg(Value v) {
  if (!is_array(v)) raise_no_conversion(v, "Array");
  return as_array(v);
}

Value copy_of(const RArray* a, std::int64_t start, std::int64_t n) {
  return ary_new_from(a->ptr + start, static_cast<std::size_t>(n));
}

// ---- set operations -----------------------------------------------------------

// CRuby compares small Arrays element by element (elt.eql?(other)) and
// larger ones through a Hash; the program can tell the two apart when its
// objects' eql? and hash disagree, or print, so each is done as CRuby does.
constexpr std::int64_t kSmallArray = 16;

// Whether some element e of a has item.eql?(e).
bool includes_by_eql(const RArray* a, Value item) {
  for (std::int64_t i = 0; i < a->len; ++i)  // a->len re-read: eql? may be the program's
    if (key_eql(item, a->ptr[i])) return true;
  return false;
}

// The elements of a not in b.
Value ary_minus(Value self, const Value* argv, std::uint32_t) {
  const RArray* b = array_arg(argv[0]);
  const RArray* a = as_array(self);
  Value r = ary_new();
  if (b->len == 0) return copy_of(a, 0, a->len);
  if (a->len <= kSmallArray || b->len <= kSmallArray) {
    for (std::int64_t i = 0; i < a->len; ++i)
      if (!includes_by_eql(b, a->ptr[i])) ary_push(as_array(r), a->ptr[i]);
    return r;
  }
  Value set = key_set_new();
  for (std::int64_t i = 0; i < b->len; ++i) key_set_add(set, b->ptr[i]);
  for (std::int64_t i = 0; i < a->len; ++i) {
    if (!key_set_contains(set, a->ptr[i])) ary_push(as_array(r), a->ptr[i]);
  }
  return r;
}

// The elements of a that are in b, each once, in a's order.
Value ary_and(Value self, const Value* argv, std::uint32_t) {
  const RArray* b = array_arg(argv[0]);
  const RArray* a = as_array(self);
  Value r = ary_new();
  if (a->len == 0 || b->len == 0) return r;
  if (a->len <= kSmallArray && b->len <= kSmallArray) {
    for (std::int64_t i = 0; i < a->len; ++i) {
      const Value e = a->ptr[i];
      if (includes_by_eql(b, e) && !includes_by_eql(as_array(r), e)) ary_push(as_array(r), e);
    }
    return r;
  }
  Value in_b = key_set_new();
  for (std::int64_t i = 0; i < b->len; ++i) key_set_add(in_b, b->ptr[i]);
  Value seen = key_set_new();
  for (std::int64_t i = 0; i < a->len; ++i) {
    Value e = a->ptr[i];
    if (key_set_contains(in_b, e) && key_set_add(seen, e)) ary_push(as_array(r), e);
  }
  return r;
}

// Appends the elements of a not yet in seen.
void push_unseen(RArray* out, Value seen, const RArray* a) {
  for (std::int64_t i = 0; i < a->len; ++i) {
    if (key_set_add(seen, a->ptr[i])) ary_push(out, a->ptr[i]);
  }
}

// Appends the elements of a that no element of out is eql? to.
void push_unseen_small(RArray* out, const RArray* a) {
  for (std::int64_t i = 0; i < a->len; ++i)
    if (!includes_by_eql(out, a->ptr[i])) ary_push(out, a->ptr[i]);
}

Value ary_or(Value self, const Value* argv, std::uint32_t) {
  const RArray* b = array_arg(argv[0]);
  Value r = ary_new();
  if (as_array(self)->len + b->len <= kSmallArray) {
    push_unseen_small(as_array(r), as_array(self));
    push_unseen_small(as_array(r), b);
    return r;
  }
  Value seen = key_set_new();
  push_unseen(as_array(r), seen, as_array(self));
  push_unseen(as_array(r), seen, b);
  return r;
}

// An Array of one element is copied without asking its element for a hash.
Value ary_uniq(Value self, const Value*, std::uint32_t) {
  const RArray* a = as_array(self);
  if (a->len <= 1) return copy_of(a, 0, a->len);
  Value r = ary_new();
  push_unseen(as_array(r), key_set_new(), a);
  return r;
}

// nil when there was nothing to remove.
Value ary_uniq_bang(Value self, const Value*, std::uint32_t) {
  RArray* a = as_array(self);
  Value unique = ary_uniq(self, nullptr, 0);
  const RArray* u = as_array(unique);
  if (u->len == a->len) return kNil;
  std::copy_n(u->ptr, u->len, a->ptr);
  a->len = u->len;
  return self;
}

// ---- reshaping ----------------------------------------------------------------

// ary * n repeats; ary * "sep" joins.
Value ary_times(Value self, const Value* argv, std::uint32_t) {
  if (is_string(argv[0])) return ary_joined(self, argv[0]);
  std::int64_t n = integer_arg(argv[0]);
  if (n < 0) raise(c_ArgumentError, "negative argument");
  const RArray* a = as_array(self);
  if (a->len == 0) return ary_new();
  std::int64_t total;
  if (__builtin_mul_overflow(a->len, n, &total) || total > INT64_MAX / static_cast<std::int64_t>(sizeof(Value)))
    raise(c_ArgumentError, "argument too big");
  Value r = ary_new(static_cast<std::size_t>(total));
  RArray* out = as_array(r);
  for (std::int64_t i = 0; i < n; ++i) {
    std::copy_n(a->ptr, a->len, out->ptr + i * a->len);
  }
  out->len = total;
  return r;
}

// Flattens a into out down to `depth` levels (negative: all of them).
// `open` holds the arrays being flattened, to refuse one inside itself when
// flattening all the way (with a depth, CRuby copies it as often as asked).
void flatten_into(RArray* out, const RArray* a, std::int64_t depth, std::vector<const RArray*>& open) {
  if (depth < 0 && std::find(open.begin(), open.end(), a) != open.end())
    raise(c_ArgumentError, "tried to flatten recursive array");
  if (open.size() >= kMaxNativeNesting) raise_stack_overflow();
  open.push_back(a);
  for (std::int64_t i = 0; i < a->len; ++i) {
    Value e = a->ptr[i];
    if (is_array(e) && depth != 0) flatten_into(out, as_array(e), depth - 1, open);
    else ary_push(out, e);
  }
  open.pop_back();
}

Value ary_flatten(Value self, const Value* argv, std::uint32_t argc) {
  std::int64_t depth = argc && argv[0] != kNil ? integer_arg(argv[0]) : -1;
  const RArray* a = as_array(self);
  if (depth == 0) return copy_of(a, 0, a->len);
  Value r = ary_new();
  std::vector<const RArray*> open;
  flatten_into(as_array(r), a, depth, open);
  return r;
}

Value ary_zip(Value self, const Value* argv, std::uint32_t argc) {
  std::vector<const RArray*> others;
  for (std::uint32_t k = 0; k < argc; ++k) {
    Value o = argv[k];
    if (is_array(o)) {
      others.push_back(as_array(o));
    } else if (!is_heap(o) || is_string(o)) {
      raise(c_TypeError, "wrong argument type " + std::string(is_heap(o) ? class_of(o)->name : conversion_name(o)) +
                             " (must respond to :each)");
    } else {
      raise(c_NotImplementedError, "Array#zip with an argument that is not an Array is not supported by rhz yet");
    }
  }
  const RArray* a = as_array(self);
  Value r = ary_new(static_cast<std::size_t>(a->len));
  for (std::int64_t i = 0; i < a->len; ++i) {
    Value tuple = ary_new(others.size() + 1);
    ary_push(as_array(tuple), a->ptr[i]);
    for (const RArray* o : others) ary_push(as_array(tuple), i < o->len ? o->ptr[i] : kNil);
    ary_push(as_array(r), tuple);
  }
  return r;
}

Value ary_rotate(Value self, const Value* argv, std::uint32_t argc) {
  const RArray* a = as_array(self);
  std::int64_t n = argc ? integer_arg(argv[0]) : 1;
  Value r = ary_new(static_cast<std::size_t>(a->len));
  if (a->len == 0) return r;
  std::int64_t k = n % a->len;
  if (k < 0) k += a->len;
  RArray* out = as_array(r);
  std::copy(a->ptr + k, a->ptr + a->len, out->ptr);
  std::copy(a->ptr, a->ptr + k, out->ptr + (a->len - k));
  out->len = a->len;
  return r;
}

// ---- editing in place ---------------------------------------------------------

// The span [start, end) fill's arguments name, as CRuby's rb_ary_fill reads
// them: none, the whole array; a start (nil: 0; from the end when
// negative, clamped at 0) and a length (nil: to the end); or a Range, which
// may reach past the end but not start before the beginning (RangeError).
// The array grows with nils to reach the end. A negative length names
// nothing.
void fill_span(RArray* a, const Value* args, std::uint32_t n, std::int64_t& start, std::int64_t& end) {
  std::int64_t len = a->len;
  start = 0;
  if (n == 1 && is_range(args[0])) {
    range_reach(args[0], a->len, start, len);
  } else if (n >= 1) {
    start = args[0] == kNil ? 0 : integer_arg(args[0]);
    if (start < 0) start = std::max<std::int64_t>(0, start + a->len);
    len = n < 2 || args[1] == kNil ? a->len - start : integer_arg(args[1]);
  }
  end = start;
  if (len < 0) return;
  if (__builtin_add_overflow(start, len, &end)) raise(c_ArgumentError, "argument too big");
  if (end > a->len) ary_resize(a, end);
}

// fill(value, ...): the span's elements all the value.
Value ary_fill(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = as_array(self);
  std::int64_t start, end;
  fill_span(a, argv + 1, argc - 1, start, end);
  std::fill(a->ptr + start, a->ptr + end, argv[0]);
  return self;
}

// values_at(i, range, ...): the elements at each index (nil beyond the
// end), and for a Range those it names, nil-padded past the end (RangeError
// when it starts before the beginning), as CRuby's rb_get_values_at.
Value ary_values_at(Value self, const Value* argv, std::uint32_t argc) {
  const RArray* a = as_array(self);
  Value result = ary_new();
  for (std::uint32_t k = 0; k < argc; ++k) {
    if (is_range(argv[k])) {
      std::int64_t start = 0, n = 0;
      range_reach(argv[k], a->len, start, n);
      for (std::int64_t i = start; i < start + n; ++i) ary_push(as_array(result), i < a->len ? a->ptr[i] : kNil);
      continue;
    }
    std::int64_t i = integer_arg(argv[k]);
    if (i < 0) i += a->len;
    ary_push(as_array(result), i >= 0 && i < a->len ? a->ptr[i] : kNil);
  }
  return result;
}

// __fill_span(...): [start, end] for fill with a block, which yields each
// index of it.
Value ary_fill_span(Value self, const Value* argv, std::uint32_t argc) {
  std::int64_t start, end;
  fill_span(as_array(self), argv, argc, start, end);
  const Value span[] = {fixnum(start), fixnum(end)};
  return ary_new_from(span, 2);
}

Value ary_insert(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = as_array(self);
  std::int64_t pos = integer_arg(argv[0]);
  if (argc == 1) return self;
  if (pos == -1) {
    pos = a->len;
  } else if (pos < 0) {
    std::int64_t minimum = -a->len - 1;
    if (pos < minimum)
      raise(c_IndexError, "index " + std::to_string(pos) + " too small for array; minimum: " + std::to_string(minimum));
    pos += a->len + 1;
  }
  ary_splice(a, pos, 0, argv + 1, argc - 1);
  return self;
}

// Removes and returns the element at i (negative from the end), or nil.
Value remove_at(RArray* a, std::int64_t i) {
  if (i < 0) i += a->len;
  if (i < 0 || i >= a->len) return kNil;
  Value e = a->ptr[i];
  std::copy(a->ptr + i + 1, a->ptr + a->len, a->ptr + i);
  --a->len;
  return e;
}

Value ary_delete_at(Value self, const Value* argv, std::uint32_t) {
  return remove_at(as_array(self), integer_arg(argv[0]));
}

// delete(v): removes every element == v, and gives the last one removed
// (nil when none was). The block form names rhz's limitation
// (builtin_blocks.cpp).
Value ary_delete(Value self, const Value* argv, std::uint32_t) {
  RArray* a = as_array(self);
  Value removed = kNil;
  bool any = false;
  std::int64_t kept = 0;
  for (std::int64_t i = 0; i < a->len; ++i) {
    const Value e = a->ptr[i];
    if (values_equal(e, argv[0])) {
      removed = e;
      any = true;
    } else {
      a->ptr[kept++] = e;
    }
  }
  for (std::int64_t i = kept; i < a->len; ++i) a->ptr[i] = kNil;  // nothing kept alive past the end
  a->len = kept;
  return any ? removed : kNil;
}

// compact: the elements that are not nil; compact! removes the others in
// place and gives self, or nil when there were none.
Value ary_compact(Value self, const Value*, std::uint32_t) {
  const RArray* a = as_array(self);
  Value r = ary_new(a->len);
  for (std::int64_t i = 0; i < a->len; ++i)
    if (a->ptr[i] != kNil) ary_push(as_array(r), a->ptr[i]);
  return r;
}

Value ary_compact_bang(Value self, const Value*, std::uint32_t) {
  RArray* a = as_array(self);
  std::int64_t kept = 0;
  for (std::int64_t i = 0; i < a->len; ++i)
    if (a->ptr[i] != kNil) a->ptr[kept++] = a->ptr[i];
  if (kept == a->len) return kNil;
  a->len = kept;
  return self;
}

// slice!(i) removes one element; slice!(start, length) removes and returns
// a run of them (nil for a negative length or a start outside the array).
Value ary_slice_bang(Value self, const Value* argv, std::uint32_t argc) {
  RArray* a = as_array(self);
  std::int64_t start = 0, n = 0;
  if (argc == 1 && is_range(argv[0])) {
    if (!range_start_count(argv[0], a->len, start, n)) return kNil;
  } else if (argc == 1) {
    return remove_at(a, integer_arg(argv[0]));
  } else {
    start = integer_arg(argv[0]);
    n = integer_arg(argv[1]);
    if (n < 0) return kNil;
    if (start < 0) {
      start += a->len;
      if (start < 0) return kNil;
    } else if (start > a->len) {
      return kNil;
    }
    n = std::min(n, a->len - start);
  }
  Value removed = copy_of(a, start, n);
  ary_splice(a, start, n, nullptr, 0);
  return removed;
}

// Sorts a copy, then takes its order: a comparison that raises leaves the
// receiver as it was, as in CRuby.
Value ary_sort_bang(Value self, const Value*, std::uint32_t) {
  Value sorted = ary_sorted(self);
  RArray* a = as_array(self);
  const RArray* s = as_array(sorted);
  std::copy_n(s->ptr, std::min(a->len, s->len), a->ptr);
  return self;
}

}  // namespace

void init_array_library_methods() {
  RClass* c = c_Array;
  define_native(c, "-", ary_minus, 1, 1);
  define_native(c, "&", ary_and, 1, 1);
  define_native(c, "|", ary_or, 1, 1);
  define_native(c, "__uniq", ary_uniq, 0, 0, true);
  define_native(c, "__uniq!", mutating<ary_uniq_bang>, 0, 0, true);
  define_native(c, "*", ary_times, 1, 1);
  define_native(c, "flatten", ary_flatten, 0, 1);
  define_native(c, "zip", ary_zip, 0, kAnyArgc);
  define_native(c, "rotate", ary_rotate, 0, 1);
  define_native(c, "__fill", mutating<ary_fill>, 1, 3, true);
  define_native(c, "__fill_span", mutating<ary_fill_span>, 0, 2, true);
  define_native(c, "values_at", ary_values_at, 0, kAnyArgc);
  define_native(c, "insert", mutating<ary_insert>, 1, kAnyArgc);
  define_native(c, "delete_at", mutating<ary_delete_at>, 1, 1);
  define_native(c, "delete", mutating<ary_delete>, 1, 1);
  define_native(c, "compact", ary_compact, 0, 0);
  define_native(c, "compact!", mutating<ary_compact_bang>, 0, 0);
  define_native(c, "slice!", mutating<ary_slice_bang>, 1, 2);
  define_native(c, "__sort!", mutating<ary_sort_bang>, 0, 0, true);
}

}  // namespace rhz::rt
