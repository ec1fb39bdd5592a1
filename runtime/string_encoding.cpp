// String encodings: the byte caches, CRuby's compatibility rule, and the
// methods that show or change a String's encoding or read its bytes
// (encoding b force_encoding bytes bytesize getbyte setbyte chars), with the
// Encoding objects `encoding` returns.
//
// Character methods elsewhere ask str_bytes_are_chars before decoding UTF-8,
// so a binary String is read byte by byte everywhere without a case of its
// own.
#include "runtime/string_encoding.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "runtime/builtins.h"
#include "runtime/error.h"
#include "runtime/frozen.h"
#include "runtime/heap.h"
#include "runtime/string_conv.h"
#include "runtime/string_methods.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

std::string_view encoding_name(Encoding e) {
  switch (e) {
    case Encoding::Utf8: return "UTF-8";
    case Encoding::UsAscii: return "US-ASCII";
    case Encoding::Binary: return "ASCII-8BIT";
  }
  return "UTF-8";
}

void str_scan_bytes(RString* s) {
  const std::string_view bytes = view(s);
  s->ascii_only = is_7bit(bytes);
  s->non_ascii = !s->ascii_only;
  s->byte_chars = s->non_ascii && !utf8_has_multibyte(bytes);
}

void set_encoding(RString* s, Encoding e) {
  s->binary = e == Encoding::Binary;
  s->us_ascii = false;
  s->us_ascii = e == Encoding::UsAscii && str_7bit(s);
}

Value str_new_in(std::string_view bytes, Encoding e) {
  Value v = str_new(bytes);
  RString* s = as_string(v);
  s->binary = e == Encoding::Binary;
  s->us_ascii = e == Encoding::UsAscii && is_7bit(bytes);
  return v;
}

void raise_incompatible(Encoding a, Encoding b) {
  raise(c_EncodingCompatibilityError,
        "incompatible character encodings: " + std::string(encoding_name(a)) + " and " + std::string(encoding_name(b)));
}

Encoding compatible_encoding(RString* a, RString* b) {
  return append_encoding(encoding_of(a), [a] { return str_7bit(a); }, encoding_of(b), [b] { return str_7bit(b); });
}

void str_concat(RString* s, RString* o) {
  const Encoding e = compatible_encoding(s, o);
  str_append(s, view(o));
  set_encoding(s, e);
}

void str_append_in(RString* s, std::string_view bytes, Encoding e) {
  const Encoding to =
      append_encoding(encoding_of(s), [s] { return str_7bit(s); }, e, [bytes] { return is_7bit(bytes); });
  str_append(s, bytes);
  set_encoding(s, to);
}

bool strings_equal(RString* a, RString* b) {
  if (view(a) != view(b)) return false;
  // Equal bytes are 7-bit on both sides or on neither.
  return a->binary == b->binary || str_7bit(a);
}

int strings_order(RString* a, RString* b) {
  const int c = string_compare(view(a), view(b));
  if (c != 0 || strings_equal(a, b)) return c;
  // CRuby's encoding indexes: ASCII-8BIT 0, UTF-8 1 (US-ASCII is 7-bit).
  return a->binary ? -1 : 1;
}

void EncodedText::appended(std::size_t from, Encoding e) {
  if (!started_) {
    started_ = true;
    encoding_ = e;
    return;
  }
  const std::string_view all = bytes;
  encoding_ = append_encoding(encoding_, [&] { return is_7bit(all.substr(0, from)); }, e,
                              [&] { return is_7bit(all.substr(from)); });
}

namespace {

// ---- Encoding objects ------------------------------------------------------

struct REncoding : RBasic {
  Encoding encoding;
};

RClass* c_Encoding;
Value encoding_objects[3];

Value encoding_object(Encoding e) { return encoding_objects[static_cast<int>(e)]; }

Encoding encoding_value(Value v) { return static_cast<REncoding*>(as_object(v))->encoding; }

Value encoding_to_s(Value self, const Value*, std::uint32_t) {
  return str_new_us_ascii(encoding_name(encoding_value(self)));
}

Value encoding_inspect(Value self, const Value*, std::uint32_t) {
  return str_new_us_ascii("#<Encoding:" + std::string(encoding_name(encoding_value(self))) + ">");
}

// ---- String methods --------------------------------------------------------

RString* self_string(Value self) { return as_string(self); }


Value str_encoding(Value self, const Value*, std::uint32_t) { return encoding_object(encoding_of(self_string(self))); }

Value str_b(Value self, const Value*, std::uint32_t) { return str_new_in(view(self_string(self)), Encoding::Binary); }

// The encoding an argument of force_encoding names: an Encoding, or its name
// in any case ("BINARY" is ASCII-8BIT's other name, "ASCII" US-ASCII's).
Encoding encoding_arg(Value v) {
  if (is_a(v, c_Encoding)) return encoding_value(v);
  std::string name(view(string_arg(v)));
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::toupper(c); });
  if (name == "UTF-8") return Encoding::Utf8;
  if (name == "US-ASCII" || name == "ASCII" || name == "ANSI_X3.4-1968" || name == "646") return Encoding::UsAscii;
  if (name == "ASCII-8BIT" || name == "BINARY") return Encoding::Binary;
  raise(c_NotImplementedError, "the encoding " + std::string(view(as_string(v))) + " is not supported by rhz yet");
}

Value str_force_encoding(Value self, const Value* argv, std::uint32_t) {
  RString* s = self_string(self);
  const Encoding e = encoding_arg(argv[0]);
  if (s->frozen) raise_frozen(self);
  // rhz's US-ASCII Strings are 7-bit (CRuby keeps other bytes, "broken").
  if (e == Encoding::UsAscii && !str_7bit(s))
    raise(c_NotImplementedError, "a US-ASCII String with bytes above 127 is not supported by rhz yet");
  set_encoding(s, e);
  return self;
}

Value str_bytesize(Value self, const Value*, std::uint32_t) { return fixnum(self_string(self)->len); }

Value str_bytes(Value self, const Value*, std::uint32_t) {
  const std::string_view s = view(self_string(self));
  Value r = ary_new(s.size());
  for (unsigned char c : s) ary_push(as_array(r), fixnum(c));
  return r;
}

// The byte offset an index names (negative counts from the end), or -1.
std::int64_t byte_index(RString* s, Value index) {
  std::int64_t i = integer_arg(index);
  if (i < 0) i += s->len;
  return i >= 0 && i < s->len ? i : -1;
}

Value str_getbyte(Value self, const Value* argv, std::uint32_t) {
  RString* s = self_string(self);
  const std::int64_t i = byte_index(s, argv[0]);
  return i < 0 ? kNil : fixnum(static_cast<unsigned char>(s->ptr[i]));
}

// setbyte(i, b) stores the low 8 bits of b, as CRuby does.
Value str_setbyte(Value self, const Value* argv, std::uint32_t) {
  RString* s = self_string(self);
  const std::int64_t i = byte_index(s, argv[0]);
  if (i < 0) raise(c_IndexError, "index " + std::to_string(integer_arg(argv[0])) + " out of string");
  const std::int64_t b = integer_arg(argv[1]);
  if (s->frozen) raise_frozen(self);
  // CRuby's US-ASCII String would keep the byte and its encoding ("broken");
  // rhz's US-ASCII Strings are 7-bit.
  if (s->us_ascii && (b & 0x80))
    raise(c_NotImplementedError, "a US-ASCII String with bytes above 127 is not supported by rhz yet");
  s->ptr[i] = static_cast<char>(b & 0xFF);
  str_bytes_changed(s);
  return argv[1];
}

// chars: one String per character, in the receiver's encoding.
Value str_chars(Value self, const Value*, std::uint32_t) {
  RString* s = self_string(self);
  const std::string_view bytes = view(s);
  const bool by_byte = str_bytes_are_chars(s);
  Value r = ary_new(by_byte ? bytes.size() : 0);
  auto* base = reinterpret_cast<const unsigned char*>(bytes.data());
  auto* end = base + bytes.size();
  for (auto* p = base; p < end;) {
    const int n = by_byte ? 1 : utf8_char_len(p, end);
    const auto at = static_cast<std::size_t>(p - base);
    ary_push(as_array(r), str_new_like(self, bytes.substr(at, static_cast<std::size_t>(n))));
    p += n;
  }
  return r;
}

}  // namespace

void init_string_encoding_methods() {
  c_Encoding = new_class("Encoding", c_Object);
  define_native(c_Encoding, "to_s", encoding_to_s, 0, 0);
  define_native(c_Encoding, "name", encoding_to_s, 0, 0);
  define_native(c_Encoding, "inspect", encoding_inspect, 0, 0);
  for (Encoding e : {Encoding::Utf8, Encoding::UsAscii, Encoding::Binary}) {
    // One object per encoding for the whole run, as in CRuby (== is identity).
    auto* object = static_cast<REncoding*>(alloc_uncollectable(sizeof(REncoding)));
    object->klass = c_Encoding;
    object->encoding = e;
    encoding_objects[static_cast<int>(e)] = from_object(object);
  }
  RClass* c = c_String;
  define_native(c, "encoding", str_encoding, 0, 0);
  define_native(c, "b", str_b, 0, 0);
  define_native(c, "force_encoding", str_force_encoding, 1, 1);
  define_native(c, "bytesize", str_bytesize, 0, 0);
  define_native(c, "bytes", str_bytes, 0, 0);
  define_native(c, "getbyte", str_getbyte, 1, 1);
  define_native(c, "setbyte", str_setbyte, 2, 2);
  define_native(c, "chars", str_chars, 0, 0);
}

}  // namespace rhz::rt
