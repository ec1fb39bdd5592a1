// Kernel and BasicObject: the output methods (puts, print, p, private as in
// Ruby) and the methods every object answers (== != ! equal? === nil? to_s
// inspect).
//
// Formatting of values (main's "main" included) is append_to_s /
// append_inspect (inspect.cpp). Output goes through out_write (output.cpp),
// one line or one call at a time.
//
// `!=` and `===` call the receiver's own `==`, the program's own too (a
// call back into Ruby, runtime/callback.h).
#include <cmath>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/hash.h"
#include "runtime/io.h"
#include "runtime/object.h"
#include "runtime/output.h"
#include "runtime/string_conv.h"
#include "runtime/string_methods.h"

namespace rhz::rt {

namespace {

// One line of puts: the value's to_s, with a newline unless it already ends
// in one (an empty string, like nil's "", is an empty line).
void puts_line(Stream stream, std::string& line, Value v) {
  line.clear();
  append_to_s(line, v);
  if (line.empty() || line.back() != '\n') line += '\n';
  stream_write(stream, line);
}

// puts of an Array: its elements one per line, nested arrays flattened, an
// empty array (at any depth) prints nothing, and an array met again inside
// itself prints "[...]". Iterative, so a deeply nested array cannot exhaust
// the C++ stack. The pointers held in C++ memory stay alive: every one is
// reachable from the argument, and nothing here allocates Ruby objects.
void puts_array(Stream stream, std::string& line, RArray* top) {
  std::vector<std::pair<RArray*, std::int64_t>> stack{{top, 0}};
  std::unordered_set<const RArray*> open{top};  // the arrays on `stack`
  while (!stack.empty()) {
    auto& [array, index] = stack.back();
    if (index >= array->len) {
      open.erase(array);
      stack.pop_back();
      continue;
    }
    Value v = array->ptr[index++];
    if (!is_array(v)) {
      puts_line(stream, line, v);
    } else if (open.count(as_array(v))) {
      stream_write(stream, "[...]\n");
    } else {
      open.insert(as_array(v));
      stack.emplace_back(as_array(v), 0);  // invalidates array/index: the loop re-reads them
    }
  }
}

Value kernel_puts(Value, const Value* argv, std::uint32_t argc) { return puts_to(Stream::Out, argv, argc); }

Value kernel_print(Value, const Value* argv, std::uint32_t argc) { return print_to(Stream::Out, argv, argc); }

// warn(*messages): each on a line of its own on stderr, as $stderr.puts
// writes them; nothing at all for no messages.
Value kernel_warn(Value, const Value* argv, std::uint32_t argc) {
  if (argc > 0) puts_to(Stream::Err, argv, argc);
  return kNil;
}

Value kernel_p(Value, const Value* argv, std::uint32_t argc) {
  std::string s;
  for (std::uint32_t i = 0; i < argc; ++i) {
    append_inspect(s, argv[i]);
    s += '\n';
  }
  out_write(s);
  if (argc == 0) return kNil;
  if (argc == 1) return argv[0];
  return ary_new_from(argv, argc);
}

}  // namespace

Value puts_to(Stream stream, const Value* argv, std::uint32_t argc) {
  if (argc == 0) {
    stream_write(stream, "\n");
    return kNil;
  }
  std::string line;
  for (std::uint32_t i = 0; i < argc; ++i) {
    if (is_array(argv[i])) puts_array(stream, line, as_array(argv[i]));
    else puts_line(stream, line, argv[i]);
  }
  return kNil;
}

Value print_to(Stream stream, const Value* argv, std::uint32_t argc) {
  std::string s;
  for (std::uint32_t i = 0; i < argc; ++i) append_to_s(s, argv[i]);
  stream_write(stream, s);
  return kNil;
}

namespace {

// The receiver's own `==` (the program's, for objects of its classes).
bool equal_by_method(Value self, Value other) {
  static const Sym eq = intern("==");
  const MethodEntry* m = find_method(class_of(self), eq);
  return m ? truthy(call_entry(m, self, &other, 1)) : self == other;
}

bool equal_by_class(Value self, Value other) { return self == other || equal_by_method(self, other); }

Value basic_eq(Value self, const Value* argv, std::uint32_t) { return to_bool(self == argv[0]); }
// Not equal_by_class: a class's `==` may say two identical objects differ.
Value basic_ne(Value self, const Value* argv, std::uint32_t) { return to_bool(!equal_by_method(self, argv[0])); }
Value basic_not(Value self, const Value*, std::uint32_t) { return to_bool(!truthy(self)); }

// Object#=== (case/when): identity, else `==`.
Value kernel_case_eq(Value self, const Value* argv, std::uint32_t) { return to_bool(equal_by_class(self, argv[0])); }
Value kernel_nil_p(Value self, const Value*, std::uint32_t) { return to_bool(self == kNil); }

Value kernel_to_s(Value self, const Value*, std::uint32_t) {
  std::string s;
  bool us_ascii = append_to_s(s, self);
  return str_new_encoded(s, us_ascii);
}

Value kernel_inspect(Value self, const Value*, std::uint32_t) {
  std::string s;
  bool us_ascii = append_inspect(s, self);
  return str_new_encoded(s, us_ascii);
}

}  // namespace

namespace {

// exit / exit(status): SystemExit, which ends the program with the status
// (true 0, false 1) after the output so far, without a report.
Value kernel_exit(Value, const Value* argv, std::uint32_t argc) {
  int status = 0;
  if (argc) {
    if (argv[0] == kTrue) status = 0;
    else if (argv[0] == kFalse) status = 1;
    else status = static_cast<int>(integer_arg(argv[0]));
  }
  RubyError error{c_SystemExit, "exit"};
  error.exit_status = status;
  throw error;
}

// Integer(value) and Integer(string, base): strict, as CRuby's.
Value kernel_integer(Value, const Value* argv, std::uint32_t argc) {
  Value v = argv[0];
  if (argc == 2 && argv[1] != kNil) {
    if (!is_string(v)) raise(c_ArgumentError, "base specified for non string value");
    std::int64_t base = integer_arg(argv[1]);
    if (base < 0) base = -base;
    if (base == 1 || base > 36) raise(c_ArgumentError, "invalid radix " + std::to_string(base));
    if (auto n = string_to_integer_strict(view(as_string(v)), static_cast<int>(base))) return *n;
  } else if (is_integer(v)) {
    return v;
  } else if (is_float(v)) {
    return float_to_integer(std::trunc(float_value(v)));
  } else if (is_string(v)) {
    if (auto n = string_to_integer_strict(view(as_string(v)), 0)) return *n;
  } else if (v == kNil) {
    raise(c_TypeError, "can't convert nil into Integer");
  } else if (v == kTrue || v == kFalse || !is_heap(v) || is_array(v) || is_hash(v) || is_symbol(v)) {
    raise(c_TypeError, "can't convert " + std::string(v == kTrue ? "true" : v == kFalse ? "false" : class_of(v)->name) +
                           " into Integer");
  } else {
    raise(c_NotImplementedError, "Integer() of a " + std::string(class_of(v)->name) + " is not supported by rhz yet");
  }
  std::string shown;
  append_inspect(shown, v);
  raise(c_ArgumentError, "invalid value for Integer(): " + shown);
}

}  // namespace

void init_kernel_methods() {
  define_native(c_Kernel, "exit", kernel_exit, 0, 1, true);
  define_native(c_Kernel, "Integer", kernel_integer, 1, 2, true);
  define_native(c_Kernel, "__to_s_part", to_s_part, 1, 1, true);
  define_native(c_BasicObject, "==", basic_eq, 1, 1);
  // Identity, whatever a class's own `==` says. Values are encoded as
  // CRuby's (fixnums, flonums, nil, true and false are immediates, and each
  // Symbol is one object), so what is identical is what CRuby finds so.
  define_native(c_BasicObject, "equal?", basic_eq, 1, 1)->intrinsic = Intrinsic::Identity;
  define_native(c_BasicObject, "!=", basic_ne, 1, 1);
  define_native(c_BasicObject, "!", basic_not, 0, 0);

  define_native(c_Kernel, "===", kernel_case_eq, 1, 1);
  define_native(c_Kernel, "nil?", kernel_nil_p, 0, 0);
  define_native(c_Kernel, "to_s", kernel_to_s, 0, 0);
  define_native(c_Kernel, "inspect", kernel_inspect, 0, 0);
  define_native(c_Kernel, "puts", kernel_puts, 0, kAnyArgc, /*is_private=*/true);
  define_native(c_Kernel, "print", kernel_print, 0, kAnyArgc, /*is_private=*/true);
  define_native(c_Kernel, "p", kernel_p, 0, kAnyArgc, /*is_private=*/true);
  define_native(c_Kernel, "warn", kernel_warn, 0, kAnyArgc, /*is_private=*/true);
}

}  // namespace rhz::rt
