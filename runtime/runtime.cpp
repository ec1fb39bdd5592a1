#include "runtime/bignum.h"
#include "runtime/block.h"
#include "runtime/builtins.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/environment.h"
#include "runtime/float.h"
#include "runtime/frozen.h"
#include "runtime/hash.h"
#include "runtime/heap.h"
#include "runtime/io.h"
#include "runtime/range.h"
#include "runtime/regexp.h"

namespace rhz::rt {

void init_runtime() {
  if (c_Object) return;
  heap_init();
  init_bignum();
  init_classes();
  init_kernel_methods();
  init_io_methods();
  init_exception_methods();
  init_rescue_helpers();
  init_splat_helpers();
  init_class_variable_helpers();
  init_defined_helpers();
  init_singleton_methods();
  init_integer_methods();
  init_string_methods();
  init_string_library_methods();
  init_string_encoding_methods();
  init_string_substitute_methods();
  init_string_tr_methods();
  init_regexp_methods();
  init_regexp_string_methods();
  init_array_methods();
  init_array_library_methods();
  init_class_objects();
  init_prelude_helpers();
  init_range_methods();
  init_float_methods();
  init_format_methods();
  init_object_methods();
  init_hash_methods();
  init_frozen_classes();
  init_module_methods();
  init_object_copy_methods();
  init_struct_methods();
  init_singleton_class_helpers();
  init_require_methods();
  init_random_methods();
  init_environment();
}

}  // namespace rhz::rt
