// Kernel#format (and sprintf) and String#%: CRuby's sprintf for the
// directives the language has - %d %i %s %p %f %e %g %x %X %o %b %B %c %%
// with the flags - + space 0 #, a width and a precision (either may be *),
// and the value a position (%1$s) or a key names (%<a>s, %{a}).
#include <cmath>
#include <cstdio>
#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/callback.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/fixed_digits.h"
#include "runtime/float.h"
#include "runtime/hash.h"
#include "runtime/io.h"
#include "runtime/object.h"
#include "runtime/output.h"
#include "runtime/string_conv.h"
#include "runtime/symbol.h"

namespace rhz::rt {

namespace {

struct Spec {
  bool left = false, plus = false, space = false, zero = false;
  bool alternate = false;  // '#': 0x, 0b, 0 prefixes; a point kept
  int width = -1, precision = -1;
};

// The Integer a %d takes: Integers, Floats (truncated), Strings that are
// integer literals, as CRuby's rb_Integer.
Value format_integer_arg(Value v) {
  if (is_integer(v)) return v;
  if (is_float(v)) {
    const double d = float_value(v);
    if (!std::isfinite(d)) raise(c_FloatDomainError, std::isnan(d) ? "NaN" : d < 0 ? "-Infinity" : "Infinity");
    return integer_from_double(std::trunc(d));
  }
  if (is_string(v)) {
    std::string text(view(as_string(v)));
    std::string digits;
    for (char c : text)
      if (c != '_') digits.push_back(c);
    const bool ok = !digits.empty() && digits.find_first_not_of("+-0123456789") == std::string::npos &&
                    digits.find_first_of("0123456789") != std::string::npos;
    if (!ok) raise(c_ArgumentError, "invalid value for Integer(): \"" + text + "\"");
    if (digits[0] == '+') digits.erase(0, 1);
    return integer_from_digits(digits, 10);
  }
  if (v == kNil) raise(c_TypeError, "can't convert nil into Integer");
  raise(c_TypeError, "can't convert " + std::string(class_of(v)->name) + " into Integer");
}

double format_float_arg(Value v) {
  double d;
  if (numeric_double(v, &d)) return d;
  if (v == kNil) raise(c_TypeError, "can't convert nil into Float");
  raise(c_TypeError, "can't convert " + std::string(class_of(v)->name) + " into Float");
}

// Negative numbers in %x %o %b without a sign flag print as CRuby's two's
// complement: "..f01" for -255 in hex.
std::string twos_complement(Value v, int base) {
  const std::string magnitude = integer_to_s(integer_negate(v), base);
  Value power = fixnum(1);
  for (std::size_t i = 0; i < magnitude.size(); ++i) power = integer_mul(power, fixnum(base));
  std::string digits = integer_to_s(integer_add(power, v), base);
  digits.insert(0, magnitude.size() - digits.size(), '0');
  const char top = "0123456789abcdef"[base - 1];
  std::size_t strip = 0;
  while (strip < digits.size() && digits[strip] == top) ++strip;
  return std::string("..") + top + digits.substr(strip);
}

void pad(std::string& out, const std::string& body, const Spec& s, bool numeric) {
  const int fill = s.width - static_cast<int>(body.size());
  if (fill <= 0) return out.append(body), void();
  if (s.left) return out.append(body).append(static_cast<std::size_t>(fill), ' '), void();
  if (numeric && s.zero) {
    // Zeros go after the sign.
    std::size_t sign = !body.empty() && (body[0] == '-' || body[0] == '+' || body[0] == ' ') ? 1 : 0;
    out.append(body, 0, sign).append(static_cast<std::size_t>(fill), '0').append(body, sign, std::string::npos);
    return;
  }
  out.append(static_cast<std::size_t>(fill), ' ').append(body);
}

std::string signed_digits(Value n, int base, const Spec& s, bool upper) {
  const bool negative = integer_compare(n, fixnum(0)) < 0;
  std::string body;
  if (negative && base != 10 && !s.plus && !s.space) {
    body = twos_complement(n, base);
  } else {
    body = integer_to_s(negative ? integer_negate(n) : n, base);
    if (s.precision >= 0 && static_cast<int>(body.size()) < s.precision)
      body.insert(0, static_cast<std::size_t>(s.precision) - body.size(), '0');
    if (negative) body.insert(0, 1, '-');
    else if (s.plus) body.insert(0, 1, '+');
    else if (s.space) body.insert(0, 1, ' ');
  }
  if (upper)
    for (char& c : body) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return body;
}

std::string float_digits(double d, char conversion, const Spec& s) {
  if (!std::isfinite(d)) {
    std::string body = std::isnan(d) ? "NaN" : "Inf";
    if (d < 0) body.insert(0, 1, '-');
    else if (s.plus) body.insert(0, 1, '+');
    else if (s.space) body.insert(0, 1, ' ');
    return body;
  }
  if (conversion == 'f') {  // CRuby's digits, which are not always C's (runtime/fixed_digits.h)
    std::string body = fixed_digits(d, s.precision < 0 ? 6 : s.precision);
    if (s.alternate && s.precision == 0) body.push_back('.');
    if (std::signbit(d)) body.insert(0, 1, '-');
    else if (s.plus) body.insert(0, 1, '+');
    else if (s.space) body.insert(0, 1, ' ');
    return body;
  }
  std::string fmt = "%";
  if (s.plus) fmt += '+';
  if (s.space) fmt += ' ';
  if (s.alternate) fmt += '#';
  fmt += '.' + std::to_string(s.precision < 0 ? 6 : s.precision) + conversion;
  char buf[512];
  const int n = std::snprintf(buf, sizeof buf, fmt.c_str(), d);
  if (n < static_cast<int>(sizeof buf)) return std::string(buf, static_cast<std::size_t>(n));
  std::string big(static_cast<std::size_t>(n) + 1, '\0');
  std::snprintf(big.data(), big.size(), fmt.c_str(), d);
  big.pop_back();
  return big;
}

// Where a directive's value comes from: the next argument (unnumbered),
// the n-th (numbered, `%2$s`) or a key of the one Hash argument (named,
// `%<a>s`, `%{a}`). A format may use one of the three ways only, and CRuby
// names the mixture it meets.
class Arguments {
 public:
  Arguments(const Value* argv, std::uint32_t argc) : argv_(argv), argc_(argc) {}

  Value next() {
    if (state_ == kNumbered) raise(c_ArgumentError, "unnumbered(" + std::to_string(used_ + 1) + ") mixed with numbered");
    if (state_ == kNamed) raise(c_ArgumentError, "unnumbered(" + std::to_string(used_ + 1) + ") mixed with named");
    if (used_ >= argc_) raise(c_ArgumentError, "too few arguments");
    state_ = kUnnumbered;
    return argv_[used_++];
  }

  Value numbered(int n) {
    if (state_ == kUnnumbered) raise(c_ArgumentError, "numbered(" + std::to_string(n) + ") after unnumbered(" + std::to_string(used_) + ")");
    if (state_ == kNamed) raise(c_ArgumentError, "numbered(" + std::to_string(n) + ") after named");
    if (n > static_cast<int>(argc_)) raise(c_ArgumentError, "too few arguments");
    state_ = kNumbered;
    return argv_[n - 1];
  }

  // The value of key `name`; `shown` is the name as written (<a> or {a}).
  // A missing key takes the Hash's default, and nil there is a KeyError.
  Value named(std::string_view name, std::string_view shown) {
    if (state_ == kUnnumbered) raise(c_ArgumentError, "named" + std::string(shown) + " after unnumbered(" + std::to_string(used_) + ")");
    if (state_ == kNumbered) raise(c_ArgumentError, "named" + std::string(shown) + " after numbered");
    if (argc_ != 1 || !is_hash(argv_[0])) raise(c_ArgumentError, "one hash required");
    state_ = kNamed;
    static const MethodEntry* key_p = find_method(c_Hash, intern("key?"));
    static const MethodEntry* aref = find_method(c_Hash, intern("[]"));
    const Value key = symbol_value(intern(name));
    const Value hash = argv_[0];
    const bool found = truthy(call_entry(key_p, hash, &key, 1));
    const Value v = call_entry(aref, hash, &key, 1);
    if (!found && v == kNil) raise(c_KeyError, "key" + std::string(shown) + " not found");
    return v;
  }

 private:
  enum State { kNone, kUnnumbered, kNumbered, kNamed };
  const Value* argv_;
  std::uint32_t argc_;
  std::uint32_t used_ = 0;
  State state_ = kNone;
};

std::string format_string(std::string_view fmt, const Value* argv, std::uint32_t argc) {
  std::string out;
  Arguments args(argv, argc);
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out.push_back(fmt[i]);
      continue;
    }
    if (++i >= fmt.size()) raise(c_ArgumentError, "incomplete format specifier; use %% (double %) instead");
    Spec s;
    Value given = kUndefined;  // the value a $ or a <name> chose
    std::string name;          // the <name> already given, as written
    auto number = [&]() {
      int n = 0;
      while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9') n = n * 10 + (fmt[i++] - '0');
      return n;
    };
    // A * width or precision: the next argument, or the numbered one (*2$).
    auto star = [&]() {
      std::size_t j = i;
      while (j < fmt.size() && fmt[j] >= '0' && fmt[j] <= '9') ++j;
      if (j == i || j >= fmt.size() || fmt[j] != '$') return args.next();
      const int n = number();
      ++i;
      return args.numbered(n);
    };
    // Flags, width, position, name and precision, in any order CRuby takes,
    // up to the conversion character.
    char conversion = 0;
    while (!conversion) {
      if (i >= fmt.size()) raise(c_ArgumentError, "malformed format string - %");
      const char c = fmt[i];
      if (c == '-') s.left = true, ++i;
      else if (c == '+') s.plus = true, ++i;
      else if (c == ' ') s.space = true, ++i;
      else if (c == '0') s.zero = true, ++i;
      else if (c == '#') s.alternate = true, ++i;
      else if (c >= '1' && c <= '9') {
        const int n = number();
        if (i < fmt.size() && fmt[i] == '$') {
          if (given != kUndefined) raise(c_ArgumentError, "value given twice - " + std::to_string(n) + "$");
          given = args.numbered(n);
          ++i;
        } else {
          s.width = n;
        }
      } else if (c == '<' || c == '{') {
        const char close = c == '<' ? '>' : '}';
        const std::size_t end = fmt.find(close, i);
        if (end == std::string_view::npos) raise(c_ArgumentError, "malformed name - unmatched parenthesis");
        const std::string shown(fmt.substr(i, end - i + 1));
        if (!name.empty()) raise(c_ArgumentError, "named" + shown + " after " + name);
        name = shown;
        given = args.named(fmt.substr(i + 1, end - i - 1), shown);
        i = c == '{' ? end : end + 1;
        if (c == '{') conversion = '{';  // %{a}: the value's to_s, as it is
      } else if (c == '*') {
        ++i;
        const std::int64_t w = fixnum_value(format_integer_arg(star()));
        if (w < 0) s.left = true;
        s.width = static_cast<int>(w < 0 ? -w : w);
      } else if (c == '.') {
        ++i;
        if (i < fmt.size() && fmt[i] == '*') {
          ++i;
          s.precision = static_cast<int>(fixnum_value(format_integer_arg(star())));
        } else {
          s.precision = number();
        }
      } else {
        conversion = c;
      }
    }
    auto arg = [&]() { return given != kUndefined ? given : args.next(); };
    // The prefix '#' gives a non-zero number in base 16, 8 and 2.
    auto based = [&](int base, const char* prefix, bool upper) {
      const Value n = format_integer_arg(arg());
      std::string body = signed_digits(n, base, s, upper);
      const std::size_t sign = body[0] == '-' || body[0] == '+' || body[0] == ' ' ? 1 : 0;
      // Octal's "0" is the two's complement's own ("..7").
      const bool dotted = body.compare(sign, 2, "..") == 0;
      if (s.alternate && integer_compare(n, fixnum(0)) != 0 && !(dotted && base == 8)) {
        body.insert(sign, prefix);
        // Zeros of the width go after the prefix.
        const std::size_t at = sign + std::string_view(prefix).size();
        if (s.zero && !s.left && s.width > static_cast<int>(body.size()))
          body.insert(at, static_cast<std::size_t>(s.width) - body.size(), '0');
      }
      pad(out, body, s, true);
    };
    switch (conversion) {
      case '%': out.push_back('%'); break;
      case 'd':
      case 'i':
      case 'u': pad(out, signed_digits(format_integer_arg(arg()), 10, s, false), s, true); break;
      case 'x': based(16, "0x", false); break;
      case 'X': based(16, "0X", true); break;
      case 'o': based(8, "0", false); break;
      case 'b': based(2, "0b", false); break;
      case 'B': based(2, "0B", false); break;
      case 'f':
      case 'e':
      case 'E':
      case 'g':
      case 'G': {
        pad(out, float_digits(format_float_arg(arg()), conversion, s), s, true);
        break;
      }
      case 'c': {
        Value v = arg();
        std::string body = is_string(v) ? std::string(view(as_string(v))).substr(0, 1)
                                        : std::string(1, static_cast<char>(fixnum_value(format_integer_arg(v))));
        pad(out, body, s, false);
        break;
      }
      case 's':
      case 'p':
      case '{': {
        std::string body;
        if (conversion == 'p') append_inspect(body, arg());
        else append_to_s(body, arg());
        if (s.precision >= 0 && static_cast<int>(body.size()) > s.precision) body.resize(static_cast<std::size_t>(s.precision));
        pad(out, body, s, false);
        break;
      }
      default:
        raise(c_ArgumentError, std::string("malformed format string - %") + conversion);
    }
  }
  return out;
}

Value kernel_format(Value, const Value* argv, std::uint32_t argc) {
  if (!is_string(argv[0])) raise(c_TypeError, "no implicit conversion into String");
  // The result has the format string's encoding while it is 7-bit.
  return str_new_encoded(format_string(view(as_string(argv[0])), argv + 1, argc - 1), as_string(argv[0])->us_ascii);
}

// printf(format, args...): print(format(format, args...)); printf() alone
// prints nothing.
Value kernel_printf(Value, const Value* argv, std::uint32_t argc) { return printf_to(Stream::Out, argv, argc); }

// String#%: an Array gives the arguments, anything else is the one argument.
Value str_format(Value self, const Value* argv, std::uint32_t) {
  if (is_array(argv[0])) {
    const RArray* a = as_array(argv[0]);
    return str_new_encoded(format_string(view(as_string(self)), a->ptr, static_cast<std::uint32_t>(a->len)),
                           as_string(self)->us_ascii);
  }
  return str_new_encoded(format_string(view(as_string(self)), argv, 1), as_string(self)->us_ascii);
}

}  // namespace

Value printf_to(Stream stream, const Value* argv, std::uint32_t argc) {
  if (argc == 0) return kNil;
  const Value s = kernel_format(kNil, argv, argc);
  stream_write(stream, view(as_string(s)));
  return kNil;
}

void init_format_methods() {
  define_native(c_Kernel, "format", kernel_format, 1, kAnyArgc, true);
  define_native(c_Kernel, "sprintf", kernel_format, 1, kAnyArgc, true);
  define_native(c_Kernel, "printf", kernel_printf, 0, kAnyArgc, true);
  define_native(c_String, "%", str_format, 1, 1);
}

}  // namespace rhz::rt
