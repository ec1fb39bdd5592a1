// The heap object layouts of tier A and their constructors.
//
// Strings hold raw bytes (UTF-8 by convention; Ruby's character methods
// decode them) in a separately allocated, unscanned buffer; arrays hold
// Values in a scanned buffer. Both grow geometrically. `capa` is the buffer
// size in elements; the buffers may be shared by nothing else, so mutation
// in place is always safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "runtime/classes.h"
#include "runtime/value.h"

namespace rhz::rt {

struct RString : RBasic {
  char* ptr;
  std::int64_t len;
  std::int64_t capa;
};

struct RArray : RBasic {
  Value* ptr;
  std::int64_t len;
  std::int64_t capa;
};

// A plain object with no state: `main`, the top-level self.
struct RObject : RBasic {};

inline bool is_a(Value v, const RClass* cls) { return is_heap(v) && as_object(v)->klass == cls; }
inline bool is_string(Value v) { return is_a(v, c_String); }
inline bool is_array(Value v) { return is_a(v, c_Array); }
inline RString* as_string(Value v) { return static_cast<RString*>(as_object(v)); }
inline RArray* as_array(Value v) { return static_cast<RArray*>(as_object(v)); }
inline std::string_view view(const RString* s) { return {s->ptr, static_cast<std::size_t>(s->len)}; }

// ---- strings (string.cpp) ---------------------------------------------------
Value str_new(std::string_view bytes);
Value str_new_capacity(std::size_t capa);  // empty, with room for capa bytes
void str_append(RString* s, std::string_view bytes);

// ---- arrays (array.cpp) -----------------------------------------------------
Value ary_new(std::size_t capa = 0);  // empty
Value ary_new_from(const Value* elements, std::size_t n);
void ary_push(RArray* a, Value v);

// ---- the top-level self -----------------------------------------------------
Value main_object();

}  // namespace rhz::rt
