// How CRuby 3.1 names a receiver in NoMethodError and NameError messages:
// its inspect, a colon, its class name ("undefined method `foo' for
// [1, 2]:Array"). 3.1 no longer shortens long inspect strings to
// #<Class:0x...> (2.x did past 65 characters), so the whole inspect is used.
// `main` is named "main:Object".
#include <string>

#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/object.h"

namespace rhz::rt {

std::string describe_receiver(Value v) {
  std::string out;
  if (v == main_object()) out = "main";
  else append_inspect(out, v);
  out += ':';
  out += class_of(v)->name;
  return out;
}

}  // namespace rhz::rt
