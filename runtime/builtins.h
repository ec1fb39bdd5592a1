// The built-in methods of tier A and the helpers the interpreter calls for
// the IR's allocation ops.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/value.h"

namespace rhz::rt {

// Starts the heap, makes the classes and defines every built-in method.
void init_runtime();

// Per-class method definitions (one file each).
void init_integer_methods();
void init_string_methods();
void init_string_library_methods();  // tier C's (string_library.cpp)
void init_string_substitute_methods();  // sub and gsub's core (string_substitute.cpp)
void init_string_tr_methods();  // tr tr_s delete squeeze count (string_tr.cpp)
void init_string_encoding_methods();  // Encoding, String#encoding b bytes ... (string_encoding.cpp)
void init_array_methods();
void init_array_library_methods();  // tier C's (array_library.cpp)
void init_exception_methods();  // the exception classes as values, their objects, Kernel#raise
void init_rescue_helpers();     // what begin/rescue/ensure compile to (rescue.cpp)
void init_splat_helpers();     // what `*args` in calls and Array literals compile to (splat.cpp)
void init_defined_helpers();  // what `defined?` asks at run time (defined.cpp)
void init_class_variable_helpers();  // what `@@x` compiles to (class_variables.cpp)
// The core library's exception class of that name, or kUndefined.
Value exception_class_constant(std::string_view name);
void init_kernel_methods();  // Kernel and BasicObject: puts p print nil? == != ! inspect to_s
void init_singleton_methods();  // nil, true, false
void init_format_methods();     // format, sprintf, String#% (format.cpp)
void init_object_methods();     // Class#new, attr_*, initialize (objects.cpp)
void init_module_methods();     // include, is_a?, ===, respond_to? (modules.cpp)
void init_object_copy_methods();  // Object's dup, clone, freeze, frozen? (object_copy.cpp)
void init_struct_methods();     // Struct.new and the methods of structs (struct.cpp)
void init_singleton_class_helpers();  // what `def obj.name` compiles to (singleton_class.cpp)
// A class made without a name (Struct.new) takes the name of the first
// constant assigned it, as in CRuby.
void name_anonymous_class(Value v, const std::string& name);
void init_random_methods();     // Kernel#rand and #srand, CRuby's MT19937 (random.cpp)
void init_require_methods();    // require_relative (require.cpp)

// Interpolate: concatenates the parts, each a String or a value
// __to_s_part (to_s_part) passed through unconverted (an Integer, a Float, a
// Symbol, nil, true or false), which it writes as to_s would.
Value interpolate(const Value* parts, std::uint32_t n);
// The private helper __to_s_part(v): CRuby's objtostring for one
// interpolated value.
Value to_s_part(Value self, const Value* argv, std::uint32_t argc);
// ToAry: the value itself if it is an Array, else [value].
Value to_ary(Value v);

// Ruby's inspect and to_s into a C++ buffer (used by p, puts, join,
// interpolation of non-strings and error messages). Each says whether
// CRuby's String for the text would be US-ASCII (when all of it is 7-bit)
// rather than UTF-8; str_new_encoded makes that String.
bool append_inspect(std::string& out, Value v);
bool append_to_s(std::string& out, Value v);
// How CRuby names a receiver in NoMethodError/NameError messages: `5:Integer`,
// `nil:NilClass`, `main:Object`, `"ab":String`, `[1, 2]:Array`.
std::string describe_receiver(Value v);

}  // namespace rhz::rt
