// Text to Float as CRuby reads it: String#to_f (the longest decimal prefix,
// 0.0 when there is none) and Kernel#Float (the whole text, surrounding
// whitespace aside, or ArgumentError; hexadecimal too). An underscore may
// stand between two digits; the exponent needs a digit after its sign.
// strtod then converts the cleaned text, exactly as CRuby's ruby_strtod.
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>
#include <string_view>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/object.h"
#include "runtime/string_conv.h"
#include "runtime/string_methods.h"

namespace rhz::rt {

namespace {

bool float_text_digit(char c) { return c >= '0' && c <= '9'; }

// Digits from s[i] with single underscores between them, appended to out;
// how many digits.
int float_digits_run(std::string_view s, std::size_t& i, std::string& out) {
  int n = 0;
  while (i < s.size()) {
    if (float_text_digit(s[i])) {
      out.push_back(s[i++]);
      ++n;
    } else if (s[i] == '_' && n > 0 && i + 1 < s.size() && float_text_digit(s[i + 1])) {
      ++i;
    } else {
      break;
    }
  }
  return n;
}

// The decimal number at the start of s (after whitespace): its text for
// strtod, and where it ends. Empty text when there is none.
std::string decimal_prefix(std::string_view s, std::size_t& i) {
  std::string out;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  const std::size_t start = i;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) out.push_back(s[i++]);
  const int whole = float_digits_run(s, i, out);  // none before a point: ".5"
  if (i + 1 < s.size() && s[i] == '.' && float_text_digit(s[i + 1])) {
    out.push_back(s[i++]);
    float_digits_run(s, i, out);
  } else if (whole == 0) {
    i = start;
    return "";
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    std::size_t j = i + 1;
    std::string exp = "e";
    if (j < s.size() && (s[j] == '+' || s[j] == '-')) exp.push_back(s[j++]);
    if (float_digits_run(s, j, exp) > 0) {
      out += exp;
      i = j;
    }
  }
  return out;
}

Value str_to_f(Value self, const Value*, std::uint32_t) {
  std::size_t i = 0;
  const std::string text = decimal_prefix(str_view(self), i);
  if (text.empty()) return float_of(0.0);
  return float_of(std::strtod(text.c_str(), nullptr));
}

[[noreturn]] void invalid_float(std::string_view s) {
  std::string shown;
  append_inspect(shown, str_new(s));
  raise(c_ArgumentError, "invalid value for Float(): " + shown);
}

// Float(text): all of it a number. A hexadecimal Integer ("0x1A") too.
double strict_float(std::string_view s) {
  std::size_t i = 0;
  std::string text = decimal_prefix(s, i);
  std::size_t end = s.size();
  while (end > i && std::isspace(static_cast<unsigned char>(s[end - 1]))) --end;
  if (!text.empty() && i == end) return std::strtod(text.c_str(), nullptr);
  // Hexadecimal, a binary exponent allowed ("0x1p3"): strtod reads it.
  std::size_t b = 0;
  while (b < end && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  std::string hex;
  for (std::size_t k = b; k < end; ++k) {
    const bool joins = s[k] == '_' && k > b && k + 1 < end && std::isxdigit(static_cast<unsigned char>(s[k - 1])) &&
                       std::isxdigit(static_cast<unsigned char>(s[k + 1]));
    if (!joins) hex.push_back(s[k]);
  }
  const std::size_t sign = !hex.empty() && (hex[0] == '+' || hex[0] == '-') ? 1 : 0;
  if (hex.size() > sign + 2 && hex[sign] == '0' && (hex[sign + 1] == 'x' || hex[sign + 1] == 'X') &&
      std::isxdigit(static_cast<unsigned char>(hex[sign + 2]))) {
    char* stop = nullptr;
    const double d = std::strtod(hex.c_str(), &stop);
    if (stop == hex.c_str() + hex.size()) return d;
  }
  invalid_float(s);
}

Value kernel_float(Value, const Value* argv, std::uint32_t) {
  const Value v = argv[0];
  if (is_float(v)) return v;
  if (is_integer(v)) return float_of(integer_to_double(v));
  if (is_string(v)) return float_of(strict_float(str_view(v)));
  if (v == kNil) raise(c_TypeError, "can't convert nil into Float");
  if (v == kTrue || v == kFalse) raise(c_TypeError, std::string("can't convert ") + (v == kTrue ? "true" : "false") + " into Float");
  raise(c_TypeError, "can't convert " + std::string(class_of(v)->name) + " into Float");
}

}  // namespace

void define_string_float() {
  define_native(c_String, "to_f", str_to_f, 0, 0);
  define_native(c_Kernel, "Float", kernel_float, 1, 1, true);
}

}  // namespace rhz::rt
