// inspect and to_s of the tier-A values into a C++ buffer, interpolation and
// ToAry.
//
// The built-in classes' inspect and to_s cannot be redefined (reopening them
// is outside the language), so theirs are computed directly instead of by
// sending messages: p, puts, join and "#{}" all come here. Objects of the
// program's classes print through their own methods when they define them.
//
// Recursive arrays print as [...] where they contain themselves. The guard
// is an explicit stack of the arrays being printed, not a depth limit, so
// deep but finite nesting prints in full.
#include <charconv>
#include <cstdio>
#include <cstring>
#include <vector>

#include "runtime/array_methods.h"
#include "runtime/bignum.h"
#include "runtime/callback.h"
#include "runtime/class_objects.h"
#include "runtime/builtins.h"
#include "runtime/float.h"
#include "runtime/hash.h"
#include "runtime/heap.h"
#include "runtime/object.h"
#include "runtime/integer_ops.h"
#include "runtime/string_encoding.h"
#include "runtime/string_methods.h"
#include "runtime/utf8_util.h"

namespace rhz::rt {

namespace {

void append_hex_escape(std::string& out, const char* fmt, unsigned v) {
  char buf[16];
  int n = std::snprintf(buf, sizeof buf, fmt, v);
  out.append(buf, static_cast<std::size_t>(n));
}

// CRuby's rb_str_inspect (the default external encoding is UTF-8, so
// printable non-ASCII characters stay as they are). Other control characters
// are \u escapes in a UTF-8 string and \x escapes in a US-ASCII or binary
// one, whose bytes above 127 are characters of their own, all \x escapes.
void append_string_inspect(std::string& out, std::string_view s, Encoding encoding) {
  out.push_back('"');
  auto* begin = reinterpret_cast<const unsigned char*>(s.data());
  auto* end = begin + s.size();
  for (auto* p = begin; p < end;) {
    unsigned char c = *p;
    if (c >= 0x80) {
      int n = encoding == Encoding::Binary ? 0 : utf8_multibyte_len(p, end);
      if (n == 0) {
        // A byte that starts no valid character: \xHH, one byte at a time.
        append_hex_escape(out, "\\x%02X", c);
        ++p;
        continue;
      }
      std::uint32_t cp = utf8_decode(p, n);
      if (utf8_printable(cp)) out.append(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
      else append_hex_escape(out, cp > 0xFFFF ? "\\u{%X}" : "\\u%04X", cp);
      p += n;
      continue;
    }
    ++p;
    switch (c) {
      case '"': out += "\\\""; continue;
      case '\\': out += "\\\\"; continue;
      case '\n': out += "\\n"; continue;
      case '\r': out += "\\r"; continue;
      case '\t': out += "\\t"; continue;
      case '\f': out += "\\f"; continue;
      case '\v': out += "\\v"; continue;
      case '\b': out += "\\b"; continue;
      case '\a': out += "\\a"; continue;
      case 033: out += "\\e"; continue;
      case '#':
        // Only where it would start an interpolation when read back.
        if (p < end && (*p == '{' || *p == '$' || *p == '@')) out += "\\#";
        else out += '#';
        continue;
      default: break;
    }
    if (c >= 0x20 && c < 0x7F) out.push_back(static_cast<char>(c));
    else append_hex_escape(out, encoding == Encoding::Utf8 ? "\\u%04X" : "\\x%02X", c);
  }
  out.push_back('"');
}

// The objects being printed (inspect) or joined, innermost last.
std::vector<const RBasic*> g_printing;

}  // namespace

InProgress::InProgress(const RBasic* object) {
  if (g_printing.size() >= kMaxNativeNesting) raise_stack_overflow();
  g_printing.push_back(object);
}
InProgress::~InProgress() { g_printing.pop_back(); }

bool InProgress::active(const RBasic* object) {
  for (const RBasic* x : g_printing) {
    if (x == object) return true;
  }
  return false;
}

// Any other object prints through its class's method: the program's own
// (a call back into Ruby), a built-in's, or the default form of Object.
// (Object's own to_s and inspect are ASCII-8BIT in CRuby, which for 7-bit
// text behaves as US-ASCII.)
static bool append_by_method(std::string& out, Value v, bool inspect) {
  static const Sym inspect_sym = intern("inspect"), to_s_sym = intern("to_s");
  const MethodEntry* m = find_method(class_of(v), inspect ? inspect_sym : to_s_sym);
  if (m && m->owner != c_Kernel && m->min_argc == 0) {
    Value s = call_entry(m, v, nullptr, 0);
    if (is_string(s)) return out.append(view(as_string(s))), as_string(s)->us_ascii;
  }
  if (inspect) append_default_inspect(out, v);
  else append_default_to_s(out, v);
  return true;
}

bool append_inspect(std::string& out, Value v) {
  if (is_fixnum(v)) return append_integer(out, fixnum_value(v)), true;
  if (is_float(v)) return append_float(out, float_value(v)), true;
  if (is_bignum(v)) return append_integer(out, v), true;
  if (v == kNil) return out.append("nil"), true;
  if (v == kTrue) return out.append("true"), true;
  if (v == kFalse) return out.append("false"), true;
  if (is_string(v)) return append_string_inspect(out, view(as_string(v)), encoding_of(as_string(v))), false;
  if (is_array(v)) {
    const RArray* a = as_array(v);
    if (InProgress::active(a)) return out.append("[...]"), true;
    InProgress guard(a);
    out.push_back('[');
    // CRuby's result takes the first element's inspect's encoding (the
    // rest is 7-bit-compatible with it or makes it UTF-8).
    bool us_ascii = true;
    // Re-read len and ptr on every step: nothing here mutates the array,
    // but an element's inspect must never see a stale buffer.
    for (std::int64_t i = 0; i < a->len; ++i) {
      if (i) out.append(", ");
      bool element_us_ascii = append_inspect(out, a->ptr[i]);
      if (i == 0) us_ascii = element_us_ascii;
    }
    out.push_back(']');
    return us_ascii;
  }
  if (v == main_object()) return out.append("main"), true;
  if (is_hash(v)) return append_hash_inspect(out, v);
  return append_by_method(out, v, true);
}

bool append_to_s(std::string& out, Value v) {
  if (is_string(v)) return out.append(view(as_string(v))), as_string(v)->us_ascii;
  if (v == kNil) return true;
  // Integer, true, false, Array (Array#to_s is inspect) and main print the
  // same either way.
  if (is_integer(v) || is_float(v) || !is_heap(v) || is_array(v) || v == main_object()) return append_inspect(out, v);
  return append_by_method(out, v, false);
}

// Whether Interpolate may write v itself: its to_s is built in, cannot be
// redefined and runs no Ruby code, so converting it later is unobservable.
static bool formats_itself(Value v) {
  return is_string(v) || !is_heap(v) || is_float(v) || is_bignum(v) || is_symbol(v);
}

Value to_s_part(Value, const Value* argv, std::uint32_t) {
  Value v = argv[0];
  if (formats_itself(v)) return v;
  static const Sym to_s_sym = intern("to_s");
  Value s = kUndefined;
  if (const MethodEntry* m = find_method(class_of(v), to_s_sym)) s = call_entry(m, v, nullptr, 0);
  if (s.bits != kUndefined.bits && is_string(s)) return s;
  // A to_s that gives something else: CRuby prints the object as
  // Object#to_s would (rb_obj_as_string_result).
  std::string text;
  append_default_to_s(text, v);
  return str_new_us_ascii(text);
}

namespace {

// The usual interpolation: no more than kParts parts, each a fixnum or a
// String that is not binary (so no encoding rule applies: the result is
// UTF-8). Measures, allocates once and copies; null when some part is
// anything else.
constexpr std::uint32_t kParts = 16;

Value interpolate_plain(const Value* parts, std::uint32_t n) {
  char digits[kParts][20];  // the longest fixnum, -2**62, has 19 digits and its sign
  std::uint8_t digit_count[kParts];
  std::size_t total = 0;
  bool all_7bit = true;  // known to be: every String part says so
  for (std::uint32_t i = 0; i < n; ++i) {
    const Value part = parts[i];
    if (is_fixnum(part)) {
      char* end = std::to_chars(digits[i], digits[i] + sizeof digits[i], fixnum_value(part)).ptr;
      digit_count[i] = static_cast<std::uint8_t>(end - digits[i]);
      total += digit_count[i];
    } else if (is_string(part) && !as_string(part)->binary) {
      const RString* s = as_string(part);
      total += static_cast<std::size_t>(s->len);
      all_7bit = all_7bit && (s->us_ascii || s->ascii_only);
    } else {
      return kUndefined;
    }
  }
  Value r = str_new_capacity(total);
  RString* out = as_string(r);
  char* p = out->ptr;
  for (std::uint32_t i = 0; i < n; ++i) {
    if (is_fixnum(parts[i])) {
      std::memcpy(p, digits[i], digit_count[i]);
      p += digit_count[i];
    } else {
      const RString* s = as_string(parts[i]);
      std::memcpy(p, s->ptr, static_cast<std::size_t>(s->len));
      p += s->len;
    }
  }
  out->len = static_cast<std::int64_t>(total);
  out->ascii_only = all_7bit;
  return r;
}

}  // namespace

Value interpolate(const Value* parts, std::uint32_t n) {
  if (n <= kParts)
    if (Value r = interpolate_plain(parts, n); r != kUndefined) return r;
  // Anything else part by part, by the encoding rules: a String as `<<`
  // appends it, a fixnum's digits, other values (to_s_part passed them
  // through: a Float, a Symbol, nil, ...) through their to_s text.
  std::size_t estimate = 0;
  for (std::uint32_t i = 0; i < n; ++i)
    estimate += is_string(parts[i]) ? static_cast<std::size_t>(as_string(parts[i])->len) : 24;
  Value r = str_new_capacity(estimate);
  RString* s = as_string(r);
  char digits[20];
  std::string text;
  for (std::uint32_t i = 0; i < n; ++i) {
    Value part = parts[i];
    if (is_string(part)) {
      str_concat(s, as_string(part));
    } else if (is_fixnum(part)) {
      str_append(s, {digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, fixnum_value(part)).ptr - digits)});
    } else {
      text.clear();
      const bool us_ascii = append_to_s(text, part);
      str_append_in(s, text, us_ascii ? Encoding::UsAscii : Encoding::Utf8);
    }
  }
  return r;
}

Value to_ary(Value v) {
  if (is_array(v)) return v;
  return ary_new_from(&v, 1);
}

}  // namespace rhz::rt
