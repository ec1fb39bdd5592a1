// The sort CRuby 3.1 runs on this platform: ruby_qsort is glibc's qsort_r,
// a top-down merge sort. Sorting as it does compares the same pairs in the
// same order, so a comparison that fails (`[1, "a", 2].sort`) fails on
// CRuby's pair with CRuby's message, a sort block with side effects sees
// CRuby's arguments, and equal elements keep their order (it is stable).
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace rhz::rt {

namespace detail {

// glibc's msort_with_tmp: sort both halves, then merge, taking from the
// left half while its element compares <= 0 with the right's.
template <typename T, typename Compare>
void merge_sort_into(T* b, std::size_t n, T* tmp, Compare& compare) {
  if (n <= 1) return;
  std::size_t n1 = n / 2;
  std::size_t n2 = n - n1;
  T* b1 = b;
  T* b2 = b + n1;
  merge_sort_into(b1, n1, tmp, compare);
  merge_sort_into(b2, n2, tmp, compare);
  T* out = tmp;
  while (n1 > 0 && n2 > 0) {
    if (compare(*b1, *b2) <= 0) {
      *out++ = *b1++;
      --n1;
    } else {
      *out++ = *b2++;
      --n2;
    }
  }
  out = std::copy(b1, b1 + n1, out);
  std::copy(tmp, out, b);  // what is left of the right half is in place
}

}  // namespace detail

// Sorts [b, b + n); compare(x, y) returns <0, 0 or >0 (and may raise: the
// range is then left partly sorted).
template <typename T, typename Compare>
void merge_sort(T* b, std::size_t n, Compare compare) {
  std::vector<T> tmp(n);
  detail::merge_sort_into(b, n, tmp.data(), compare);
}

}  // namespace rhz::rt
