// Heap: every Ruby object is allocated through the Boehm-Demers-Weiser
// collector. It scans stacks, registers and collector-allocated memory
// conservatively, so interpreter frames and (later) machine code may hold
// object pointers anywhere. Memory the collector does not know about (the C++
// heap) is not scanned: a Value kept only there is not a root. Long-lived
// tables of Values therefore come from alloc_uncollectable (constants) or
// are registered as root ranges (the VM stack).
#pragma once

#include <cstddef>
#include <string_view>

namespace rhz::rt {

// Starts the collector; call once, from the main thread, before any
// allocation. Other threads that run Ruby code must be registered.
void heap_init();

// Makes the calling thread's stack a root for as long as the object lives.
class HeapThread {
 public:
  HeapThread();
  ~HeapThread();
  HeapThread(const HeapThread&) = delete;
  HeapThread& operator=(const HeapThread&) = delete;

 private:
  bool registered_;
};

// ---- small scanned blocks -----------------------------------------------------
//
// Most blocks a program allocates are small and scanned: objects, short
// Strings and Arrays with their elements inside, environments. The runtime
// keeps a free list of its own for each size up to kSmallBytes, in the
// collector's 16-byte granules, which the collector feeds in batches (a
// page's worth of blocks at a time); taking a block is a load, a compare
// and two stores, inline in the runtime's C++ and in executor code
// (codegen/emit_alloc.cpp). The lists hold a block's exact size: the
// collector's own malloc adds a byte to every request (so that a pointer
// just past a block still keeps it), which makes a 32-byte object take 48.
//
// A block on a list is linked through its first word and zero everywhere
// else; the lists live in static data, which the collector scans, so the
// blocks on them stay reserved for the runtime. Only the thread that runs
// the program allocates.
inline constexpr std::size_t kGranuleBytes = 16;
inline constexpr std::size_t kSmallGranules = 24;
inline constexpr std::size_t kSmallBytes = kGranuleBytes * kSmallGranules;

// small_free_lists[g]: the blocks of g granules taken next, or null.
extern void* small_free_lists[kSmallGranules + 1];

constexpr std::size_t granules_for(std::size_t bytes) {
  return bytes <= kGranuleBytes ? 1 : (bytes + kGranuleBytes - 1) / kGranuleBytes;
}

// The slow paths: a list refilled, then its first block taken; a block
// larger than kSmallBytes from the collector directly.
void* alloc_refill(std::size_t granules);
void* alloc_large(std::size_t bytes);

// Memory that may hold pointers (scanned), zero-filled.
inline void* alloc(std::size_t bytes) {
  if (bytes > kSmallBytes) return alloc_large(bytes);
  const std::size_t g = granules_for(bytes);
  void* block = small_free_lists[g];
  if (block == nullptr) [[unlikely]]
    return alloc_refill(g);
  small_free_lists[g] = *static_cast<void**>(block);
  *static_cast<void**>(block) = nullptr;
  return block;
}
// The name an out-of-memory report starts with (the program's file, `-e`).
void set_program_name(std::string_view name);
// That name: the main file, as backtraces name its frames.
const std::string& program_file();
// Memory that never holds pointers (string bytes): not scanned, not zeroed.
void* alloc_atomic(std::size_t bytes);
// Scanned and never collected: a root. Freed with free_uncollectable.
void* alloc_uncollectable(std::size_t bytes);
void free_uncollectable(void* p);
// Makes [begin, end) a root (memory not from the collector that holds
// Values), and stops that again.
void add_root_range(void* begin, void* end);
void remove_root_range(void* begin, void* end);
// Grows an alloc'd or alloc_atomic'd block, keeping its kind.
void* realloc_block(void* p, std::size_t bytes);
// Gives an alloc'd or alloc_atomic'd block back at once, when its owner
// knows nothing else points at it (a temporary): less for the collector.
void free_block(void* p);
// Whether p is where a block of the collector's starts (not inside one).
bool is_block_start(const void* p);
// Runs fn(block) once the collector finds the alloc'd block unreachable,
// before it reuses the memory: for an object that owns memory the collector
// does not manage (a Regexp's compiled pattern). fn must not allocate.
void on_collect(void* block, void (*fn)(void* block));

}  // namespace rhz::rt
