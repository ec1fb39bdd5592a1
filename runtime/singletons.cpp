// The methods of nil, true and false: their names and the boolean operators.
// `==`, `!` and `nil?` come from BasicObject and Kernel (kernel.cpp).
//
// The operators never evaluate anything: their operand is already a value,
// and only its truthiness matters (`true & 1` is true, `nil | nil` false).
#include <cstdint>

#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

Value nil_to_s(Value, const Value*, std::uint32_t) { return str_new_us_ascii(""); }
Value nil_inspect(Value, const Value*, std::uint32_t) { return str_new_us_ascii("nil"); }
Value nil_to_i(Value, const Value*, std::uint32_t) { return fixnum(0); }
Value nil_to_a(Value, const Value*, std::uint32_t) { return ary_new(0); }
Value true_to_s(Value, const Value*, std::uint32_t) { return str_new_us_ascii("true"); }
Value false_to_s(Value, const Value*, std::uint32_t) { return str_new_us_ascii("false"); }

Value always_false(Value, const Value*, std::uint32_t) { return kFalse; }
Value always_true(Value, const Value*, std::uint32_t) { return kTrue; }
Value truth_of_arg(Value, const Value* argv, std::uint32_t) { return to_bool(truthy(argv[0])); }
Value falsity_of_arg(Value, const Value* argv, std::uint32_t) { return to_bool(!truthy(argv[0])); }

}  // namespace

void init_singleton_methods() {
  define_native(c_NilClass, "to_s", nil_to_s, 0, 0);
  define_native(c_NilClass, "inspect", nil_inspect, 0, 0);
  define_native(c_NilClass, "to_i", nil_to_i, 0, 0);
  define_native(c_NilClass, "to_a", nil_to_a, 0, 0);
  define_native(c_NilClass, "&", always_false, 1, 1);
  define_native(c_NilClass, "|", truth_of_arg, 1, 1);
  define_native(c_NilClass, "^", truth_of_arg, 1, 1);

  define_native(c_TrueClass, "to_s", true_to_s, 0, 0);
  define_native(c_TrueClass, "inspect", true_to_s, 0, 0);
  define_native(c_TrueClass, "&", truth_of_arg, 1, 1);
  define_native(c_TrueClass, "|", always_true, 1, 1);
  define_native(c_TrueClass, "^", falsity_of_arg, 1, 1);

  define_native(c_FalseClass, "to_s", false_to_s, 0, 0);
  define_native(c_FalseClass, "inspect", false_to_s, 0, 0);
  define_native(c_FalseClass, "&", always_false, 1, 1);
  define_native(c_FalseClass, "|", truth_of_arg, 1, 1);
  define_native(c_FalseClass, "^", truth_of_arg, 1, 1);
}

}  // namespace rhz::rt
