// Helpers for runtime tests: start the runtime once, call a built-in method
// by name as the interpreter would (after its argc check), capture standard
// output, and check a raised Ruby error's class and message.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/object.h"
#include "runtime/output.h"
#include "runtime/output_sink.h"

namespace rhz::rt::test {

inline void start() { init_runtime(); }
// Started before any test runs: a test may build values (main_object(), a
// string) before its first call, and ctest runs each test case alone.
inline const bool kRuntimeStarted = (start(), true);

inline Value int_v(std::int64_t n) { return fixnum(n); }
// A new String of the bytes, a new Array of the elements, and inspect's text.
inline Value s(std::string_view bytes) {
  start();
  return str_new(bytes);
}
inline Value ary(std::vector<Value> elements) {
  start();
  return ary_new_from(elements.data(), elements.size());
}
inline std::string insp(Value v) {
  std::string out;
  append_inspect(out, v);
  return out;
}

// recv.name(args...) through the method table; fails the test if the method
// is missing or native-less, or if the argument count is out of its bounds.
inline Value call(Value recv, std::string_view name, std::initializer_list<Value> args = {}) {
  start();
  const MethodEntry* m = find_method(class_of(recv), intern(name));
  REQUIRE(m != nullptr);
  REQUIRE(m->native != nullptr);
  const auto argc = static_cast<std::int32_t>(args.size());
  REQUIRE(argc >= m->min_argc);
  REQUIRE((m->max_argc == kAnyArgc || argc <= m->max_argc));
  std::vector<Value> argv(args);
  return m->native(recv, argv.data(), static_cast<std::uint32_t>(argv.size()));
}

inline std::string str_of(Value v) {
  REQUIRE(is_string(v));
  return std::string(view(as_string(v)));
}

// What `fn` writes to standard output.
template <class Fn>
std::string captured(Fn&& fn) {
  start();
  std::string sink;
  set_output_sink(&sink);
  try {
    fn();
  } catch (...) {
    set_output_sink(nullptr);
    throw;
  }
  set_output_sink(nullptr);  // flushes into sink first
  return sink;
}

// "ClassName: message" of the Ruby error `fn` raises, or "no error".
template <class Fn>
std::string raised(Fn&& fn) {
  try {
    fn();
  } catch (const RubyError& e) {
    return std::string(e.klass->name) + ": " + e.message;
  }
  return "no error";
}

}  // namespace rhz::rt::test
