// What CRuby's core library has that rhz may lack (runtime/core_library.def).
#pragma once

#include <string_view>

namespace rhz::rt {

// Does CRuby's class `class_name` (Integer, String, Array, NilClass,
// TrueClass, FalseClass, Symbol, Range, Float) have the public method `name`, beyond
// those every Object has?
bool cruby_has_method(std::string_view class_name, std::string_view name);

}  // namespace rhz::rt
