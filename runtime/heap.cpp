#include "runtime/heap.h"

// The program runs on a thread of its own (see runtime/big_stack.h), which
// the collector must know about.
#define GC_THREADS
#include <gc.h>
#include <gc/gc_inline.h>
#include <gc/gc_mark.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "runtime/output.h"

namespace rhz::rt {

namespace {

constexpr std::size_t kInitialHeapBytes = std::size_t{8} << 20;

// The kind of the blocks on the small free lists (heap.h): scanned whole
// and cleared when reclaimed. Not the collector's own scanned kind
// (GC_I_NORMAL), whose blocks are asked for a byte larger than their
// contents: it never scans a block's last word, which for a block of the
// exact size is a Value.
int small_kind = -1;

std::string& program_name() {
  static std::string name = "rhz";
  return name;
}

// Running out of memory cannot be recovered from in the subset (there is no
// rescue): report it as CRuby does (`prog.rb: failed to allocate memory
// (NoMemoryError)`, status 1), after what the program printed so far.
void* checked(void* p) {
  if (!p) {
    out_flush();
    std::fflush(stdout);
    std::fprintf(stderr, "%s: failed to allocate memory (NoMemoryError)\n", program_name().c_str());
    std::exit(1);
  }
  return p;
}

}  // namespace

void set_program_name(std::string_view name) { program_name() = name; }

const std::string& program_file() { return program_name(); }

void heap_init() {
  static bool started = false;
  if (started) return;
  started = true;
  GC_INIT();
  GC_allow_register_threads();
  // A request the heap cannot meet is reported once, as CRuby reports it
  // (checked above), not as the collector's warnings.
  GC_set_warn_proc(GC_ignore_warn_proc);
  // The collector starts with a heap of a few hundred KiB and collects each
  // time it fills, so a program that allocates quickly spends most of its
  // time collecting while the heap is small. Starting at 8 MiB (about what
  // CRuby's heap holds after start-up) halves the run time of a loop that
  // allocates ten million short-lived objects, and costs nothing until used.
  GC_expand_hp(kInitialHeapBytes);
  // The collector marks every live object each time (it is not
  // generational), so programs that keep a large graph alive and allocate
  // around it (AWFY's Havlak, DeltaBlue, CD) spend a fifth to a third of
  // their time marking. Allocating as much as the live data between
  // collections (divisor 2) rather than two thirds of it (the default, 3)
  // collects a third less often: 5 to 12% less CPU time on those, for a
  // heap up to 15% larger (medians of five interleaved runs; doc/runtime.md).
  GC_set_free_space_divisor(2);
  small_kind = static_cast<int>(GC_new_kind(GC_new_free_list(), GC_DS_LENGTH, /*adjust=*/1, /*clear=*/1));
}

HeapThread::HeapThread() {
  GC_stack_base base;
  registered_ = GC_get_stack_base(&base) == GC_SUCCESS && GC_register_my_thread(&base) == GC_SUCCESS;
}

HeapThread::~HeapThread() {
  if (registered_) GC_unregister_my_thread();
}

static_assert(kGranuleBytes == GC_GRANULE_BYTES, "the lists are sized in the collector's granules");

void* small_free_lists[kSmallGranules + 1];

void* alloc_refill(std::size_t granules) {
  void*& list = small_free_lists[granules];
  GC_generic_malloc_many(granules * kGranuleBytes, small_kind, &list);
  void* block = checked(list);
  list = *static_cast<void**>(block);
  *static_cast<void**>(block) = nullptr;
  return block;
}

void* alloc_large(std::size_t bytes) { return checked(GC_MALLOC(bytes)); }

void* alloc_atomic(std::size_t bytes) { return checked(GC_MALLOC_ATOMIC(bytes)); }

void* alloc_uncollectable(std::size_t bytes) { return checked(GC_MALLOC_UNCOLLECTABLE(bytes)); }

void free_uncollectable(void* p) { GC_FREE(p); }

void add_root_range(void* begin, void* end) { GC_add_roots(begin, end); }

void remove_root_range(void* begin, void* end) { GC_remove_roots(begin, end); }

void* realloc_block(void* p, std::size_t bytes) { return checked(GC_REALLOC(p, bytes)); }

void free_block(void* p) { GC_FREE(p); }

bool is_block_start(const void* p) { return GC_base(const_cast<void*>(p)) == p; }

void on_collect(void* block, void (*fn)(void* block)) {
  // No order among finalizers: the objects that need one own no other
  // collected object that needs one.
  GC_register_finalizer_no_order(
      block, [](void* obj, void* data) { reinterpret_cast<void (*)(void*)>(data)(obj); },
      reinterpret_cast<void*>(fn), nullptr, nullptr);
}

}  // namespace rhz::rt
