#include "runtime/vm_stack.h"

#include "runtime/heap.h"

namespace rhz::rt {

VmStack::VmStack() {
  void* region = alloc_uncollectable(kVmStackBytes);
  slots_ = static_cast<Value*>(region);
  end_ = reinterpret_cast<Frame*>(static_cast<char*>(region) + kVmStackBytes / sizeof(Frame) * sizeof(Frame));
}

VmStack::~VmStack() { free_uncollectable(slots_); }

}  // namespace rhz::rt
