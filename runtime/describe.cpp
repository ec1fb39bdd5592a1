// How CRuby 3.1 names a receiver in NoMethodError and NameError messages:
// its inspect, a colon, its class name ("undefined method `foo' for
// [1, 2]:Array"). 3.1 uses the whole inspect however long it is (a
// 5,000-character string is not shortened to #<String:0x...>).
// `main` is named "main:Object" (its inspect is "main"). An inspect that
// starts with '#' already names the class (`#<Point:0x...>`), so no class
// name follows it.
#include <string>
#include <string_view>

#include "runtime/builtins.h"
#include "runtime/classes.h"

namespace rhz::rt {

std::string describe_receiver(Value v) {
  std::string out;
  append_inspect(out, v);
  if (out.starts_with('#')) return out;
  out += ':';
  // A class is a Class, whatever metaclass holds its class methods.
  out += is_module_value(v) ? std::string_view("Module") : is_class_value(v) ? std::string_view("Class") : class_of(v)->name;
  return out;
}

}  // namespace rhz::rt
