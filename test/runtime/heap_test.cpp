// The runtime's small free lists (runtime/heap.h): blocks of the exact size
// asked for, zero, distinct, scanned to their last word, and Arrays made
// with their elements inside.
#include <gc.h>

#include <set>

#include "test/runtime/runtime_fixture.h"

using namespace rhz::rt;

namespace {

int collected = 0;
void count_collected(void*) { ++collected; }

// A block of every small size with, in its last word, the only pointer to
// an object that counts its own collection. The holders themselves stay
// reachable through `holders`, an uncollectable root.
__attribute__((noinline)) void fill_last_words(void** holders) {
  for (std::size_t bytes = 8; bytes <= kSmallBytes; bytes += 8) {
    auto** block = static_cast<void**>(alloc(bytes));
    void* watched = alloc(24);
    on_collect(watched, count_collected);
    block[bytes / 8 - 1] = watched;
    holders[bytes / 8] = block;
  }
}

}  // namespace

TEST_CASE("heap: small blocks are zero, distinct and as large as asked", "[runtime][heap]") {
  std::set<void*> seen;
  for (std::size_t bytes = 1; bytes <= kSmallBytes; ++bytes) {
    for (int i = 0; i < 3; ++i) {
      auto* block = static_cast<unsigned char*>(alloc(bytes));
      CHECK(seen.insert(block).second);
      CHECK(is_block_start(block));
      CHECK(GC_size(block) >= bytes);
      CHECK(GC_size(block) == granules_for(bytes) * kGranuleBytes);
      bool zero = true;
      for (std::size_t k = 0; k < bytes; ++k) zero = zero && block[k] == 0;
      CHECK(zero);
    }
  }
}

TEST_CASE("heap: a small block's last word keeps what it points to alive", "[runtime][heap]") {
  // The collector's own scanned kind would leave the last word of an
  // exact-size block unscanned (it counts on the byte it adds to every
  // request): an Array held only in an environment's last slot was
  // collected and its memory reused while the program still used it.
  auto** holders = static_cast<void**>(alloc_uncollectable(sizeof(void*) * (kSmallBytes / 8 + 1)));
  collected = 0;
  fill_last_words(holders);
  for (int i = 0; i < 3; ++i) {
    GC_gcollect();
    GC_invoke_finalizers();
  }
  CHECK(collected == 0);
  // Once nothing holds them, the watched objects are collected (the check
  // above can fail).
  for (std::size_t i = 0; i <= kSmallBytes / 8; ++i) holders[i] = nullptr;
  for (int i = 0; i < 3 && collected == 0; ++i) {
    GC_gcollect();
    GC_invoke_finalizers();
  }
  CHECK(collected > 0);
  free_uncollectable(holders);
}

TEST_CASE("heap: a small Array holds its elements inside its own block", "[runtime][heap]") {
  const Value v = test::ary({fixnum(1), fixnum(2), fixnum(3)});
  const RArray* a = as_array(v);
  CHECK(a->ptr == reinterpret_cast<const Value*>(a + 1));
  CHECK(GC_size(const_cast<RArray*>(a)) == granules_for(sizeof(RArray) + 3 * sizeof(Value)) * kGranuleBytes);
  // Too many to fit the lists' largest block: a buffer of its own.
  std::vector<Value> many(kArrayElementsInside + 1, fixnum(7));
  const RArray* b = as_array(test::ary(many));
  CHECK(b->ptr != reinterpret_cast<const Value*>(b + 1));
  CHECK(is_block_start(b->ptr));
}
