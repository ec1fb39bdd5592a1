#include "runtime/vm_stack.h"

#include <sys/mman.h>

#include <cstdio>
#include <cstdlib>

#include "runtime/heap.h"
#include "runtime/object.h"

namespace rhz::rt {

// The region is mapped, not allocated from the collector: its pages are
// touched only as deep as the program's calls go (start-up stays cheap),
// and it is registered as a root range instead.
VmStack::VmStack() {
  void* region = mmap(nullptr, kVmStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (region == MAP_FAILED) {
    std::fputs("[FATAL] failed to allocate memory (NoMemoryError)\n", stderr);
    std::exit(1);
  }
  add_root_range(region, static_cast<char*>(region) + kVmStackBytes);
  slots_ = static_cast<Value*>(region);
  end_ = reinterpret_cast<Frame*>(static_cast<char*>(region) + kVmStackBytes / sizeof(Frame) * sizeof(Frame));
}

VmStack::~VmStack() {
  remove_root_range(slots_, reinterpret_cast<char*>(slots_) + kVmStackBytes);
  munmap(slots_, kVmStackBytes);
}

std::uint32_t pack_rest(const Code* code, Value* args, std::uint32_t argc) {
  const std::uint32_t at = code->num_params - 1;
  args[at] = argc > at ? ary_new_from(args + at, argc - at) : ary_new(0);
  return argc > at ? at : argc;
}

}  // namespace rhz::rt
