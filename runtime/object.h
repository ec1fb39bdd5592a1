// The heap object layouts of tier A and their constructors.
//
// Strings hold raw bytes (in their encoding; Ruby's character methods
// decode them) in a separately allocated, unscanned buffer, short ones
// inside the object; arrays hold Values in a scanned buffer, small ones
// inside the object. Both grow geometrically. `capa` is the buffer
// size in elements; the buffers may be shared by nothing else, so mutation
// in place is always safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/classes.h"
#include "runtime/heap.h"
#include "runtime/value.h"

namespace rhz::rt {

// A String's encoding is UTF-8 (literals, interpolation, String#inspect),
// US-ASCII (what the built-in conversions make: Integer#to_s, Symbol#to_s,
// nil.to_s, the inspect of most values) or ASCII-8BIT, binary (Integer#chr
// above 127, String#b). They differ where a program can see it: inspect
// writes a control character of a UTF-8 string as \u0001 and of the others
// as \x01, and a binary string's characters are its bytes. A US-ASCII string
// holds only 7-bit bytes; text of another encoding meets it by CRuby's
// compatibility rule (runtime/string_encoding.h).
struct RString : RBasic {
  char* ptr;
  std::int64_t len;
  std::int64_t capa : 58;
  // Both clear: UTF-8. Never both set.
  std::uint64_t us_ascii : 1;
  std::uint64_t binary : 1;
  // `freeze`, or a literal under `# frozen_string_literal: true` (the
  // immortal Strings): `<<` raises FrozenError.
  std::uint64_t frozen : 1;
  // What the first character count or index found of the bytes, a cache
  // (both false: not known yet): only 7-bit bytes, so that characters are
  // bytes, or some that are not. When non_ascii is set, byte_chars says
  // whether no valid multi-byte UTF-8 sequence starts anywhere in them, so
  // that every character of a UTF-8 string is still one byte ("\xFF" * n).
  // `<<` (str_append) only adds bytes and keeps all three exact; a method
  // that rewrites bytes in place clears them (str_bytes_changed).
  std::uint64_t ascii_only : 1;
  std::uint64_t non_ascii : 1;
  std::uint64_t byte_chars : 1;
};

struct RArray : RBasic {
  Value* ptr;
  std::int64_t len;
  std::int64_t capa;
};

// An Array made for at most this many elements holds them inside its own
// block, ptr pointing just past the header (runtime/array.cpp).
inline constexpr std::size_t kArrayElementsInside = (kSmallBytes - sizeof(RArray)) / sizeof(Value);

inline bool is_a(Value v, const RClass* cls) { return is_heap(v) && as_object(v)->klass == cls; }
inline bool is_string(Value v) { return is_a(v, c_String); }
inline bool is_array(Value v) {
  return is_heap(v) && (as_object(v)->klass == c_Array || as_object(v)->klass == c_FrozenArray);
}
// An Array that is not frozen (runtime/frozen.h): what an inline store
// may write to.
inline bool is_mutable_array(Value v) { return is_a(v, c_Array); }
inline RString* as_string(Value v) { return static_cast<RString*>(as_object(v)); }
inline RArray* as_array(Value v) { return static_cast<RArray*>(as_object(v)); }
inline std::string_view view(const RString* s) { return {s->ptr, static_cast<std::size_t>(s->len)}; }
inline std::string_view str_view(Value v) { return view(as_string(v)); }  // v must be a String

// ---- strings (string.cpp) ---------------------------------------------------
Value str_new(std::string_view bytes);  // UTF-8
// US-ASCII when `us_ascii` and every byte is 7-bit, else UTF-8.
Value str_new_encoded(std::string_view bytes, bool us_ascii);
inline Value str_new_us_ascii(std::string_view bytes) { return str_new_encoded(bytes, true); }
// A String that is never collected and that nothing may mutate: the
// frozen text of a literal (one object per text).
Value str_new_immortal(std::string_view bytes);
bool str_is_immortal(Value v);
bool is_7bit(std::string_view bytes);
Value str_new_capacity(std::size_t capa);  // empty, with room for capa bytes
// Appends bytes of s's own encoding (of UTF-8 when s is US-ASCII: then
// anything but 7-bit bytes makes it UTF-8).
void str_append(RString* s, std::string_view bytes);

// ---- arrays (array.cpp) -----------------------------------------------------
Value ary_new(std::size_t capa = 0);  // empty
Value ary_new_from(const Value* elements, std::size_t n);
void ary_push(RArray* a, Value v);

// ---- objects with ivars (objects.cpp) --------------------------------------
// An instance of cls (a class of the program, or Object), with room for the
// ivars its class's objects have had.
Value object_new(RClass* cls);
// One that is never collected: the collector scans it (its ivars are roots).
Value object_new_uncollectable(RClass* cls);
// Whether v is laid out as an RObject (has ivars): an instance of a class
// of the program, `main`, or a class of the program.
bool has_ivar_layout(Value v);
// The value of `ivar` (nil when unset), and assignment (moving the object to
// the shape with the ivar when it is new).
Value ivar_get(const RObject* obj, Sym ivar);
void ivar_set(RObject* obj, Sym ivar, Value v);
// Gives obj room for `count` ivars (keeping the ones it has).
void ivars_reserve(RObject* obj, std::uint32_t count);
// The `initialize` Class#new calls for objects of cls (cached per class).
const MethodEntry* class_initialize(RClass* cls);
// Class#new itself, which tier 1 recognises to run initialize in its loop.
NativeFn class_new_method();
// Runs an attribute method (MethodEntry::attr) on recv.
Value attr_call(const MethodEntry* me, Value recv, const Value* argv);
// Object#to_s and #inspect of an object whose class does not define them:
// `#<Point:0x000055d5c0a8b0a8>`, the inspect with its ivars.
void append_default_to_s(std::string& out, Value v);
void append_default_inspect(std::string& out, Value v);

// ---- the top-level self -----------------------------------------------------
Value main_object();

}  // namespace rhz::rt
