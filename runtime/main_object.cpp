// `main`, the top-level self: one plain object of class Object, made on first
// use (after init_classes) and kept for the whole run. It is allocated
// uncollectable because the only reference to it may live in C++ memory that
// the collector does not scan.
#include "runtime/heap.h"
#include "runtime/object.h"

namespace rhz::rt {

Value main_object() {
  static const Value main = object_new_uncollectable(c_Object);
  return main;
}

}  // namespace rhz::rt
