#include "runtime/float.h"

#include <charconv>
#include <cmath>
#include <cstring>

#include "runtime/bignum.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/heap.h"
#include "runtime/object.h"

namespace rhz::rt {

namespace {

struct RFloat : RBasic {
  double d;
};

// Boxes every Float when true: how the flonum encoding was measured
// against boxing alone (doc/floats.md).
constexpr bool kBoxAllFloats = false;

Value box(double d, bool forever) {
  auto* f = static_cast<RFloat*>(forever ? alloc_uncollectable(sizeof(RFloat)) : alloc_atomic(sizeof(RFloat)));
  f->klass = c_Float;
  f->d = d;
  return from_object(f);
}

// The flonum of d, or nothing when d's exponent is outside the middle
// range (bits 62..60 of the double must be 011 or 100), as CRuby's.
std::optional<Value> flonum(double d) {
  Value v;
  if (kBoxAllFloats || !to_flonum(d, &v)) return std::nullopt;
  return v;
}

}  // namespace

bool is_float(Value v) { return is_flonum(v) || (is_heap(v) && as_object(v)->klass == c_Float); }

double float_value(Value v) { return is_flonum(v) ? flonum_value(v) : static_cast<const RFloat*>(as_object(v))->d; }

Value float_new(double d) {
  if (auto f = flonum(d)) return *f;
  return box(d, false);
}

Value float_literal(double d) {
  if (auto f = flonum(d)) return *f;
  return box(d, true);
}

ShortestDigits shortest_digits(double d) {
  // std::to_chars's shortest round trip in scientific form: the digits and
  // the decimal exponent come apart cleanly.
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, std::fabs(d), std::chars_format::scientific);
  std::string_view sci(buf, static_cast<std::size_t>(r.ptr - buf));
  const std::size_t e = sci.find('e');
  ShortestDigits out{{}, 0};
  for (char c : sci.substr(0, e))
    if (c != '.') out.digits.push_back(c);
  int exponent = 0;
  std::from_chars(sci.data() + e + (sci[e + 1] == '+' ? 2 : 1), sci.data() + sci.size(), exponent);
  out.decpt = exponent + 1;
  return out;
}

void append_float(std::string& out, double d) {
  if (std::isnan(d)) return out.append("NaN"), void();
  if (std::isinf(d)) return out.append(d < 0 ? "-Infinity" : "Infinity"), void();
  if (d == 0) return out.append(std::signbit(d) ? "-0.0" : "0.0"), void();
  const auto [digits, decpt] = shortest_digits(d);
  if (d < 0) out.push_back('-');
  const int n = static_cast<int>(digits.size());
  // Fixed notation up to 16 digits before the point when there is a
  // fraction, 15 when the value is integral (CRuby's flo_to_s).
  if (decpt > 0 && (decpt < n ? decpt <= 16 : decpt <= 15)) {
    if (decpt >= n) {
      out.append(digits).append(static_cast<std::size_t>(decpt - n), '0').append(".0");
    } else {
      out.append(digits, 0, static_cast<std::size_t>(decpt)).push_back('.');
      out.append(digits, static_cast<std::size_t>(decpt), std::string::npos);
    }
  } else if (decpt <= 0 && decpt > -4) {
    out.append("0.").append(static_cast<std::size_t>(-decpt), '0').append(digits);
  } else {
    out.push_back(digits[0]);
    out.push_back('.');
    if (n > 1) out.append(digits, 1, std::string::npos);
    else out.push_back('0');
    const int x = decpt - 1;
    out.push_back('e');
    out.push_back(x < 0 ? '-' : '+');
    const int ax = x < 0 ? -x : x;
    if (ax < 10) out.push_back('0');
    out.append(std::to_string(ax));
  }
}

bool numeric_double(Value v, double* out) {
  if (is_float(v)) return *out = float_value(v), true;
  if (is_integer(v)) return *out = integer_to_double(v), true;
  return false;
}

std::optional<int> numeric_compare(Value a, Value b) {
  auto sign = [](double x) { return x < 0 ? -1 : x > 0 ? 1 : 0; };
  if (is_float(a) && is_float(b)) {
    const double x = float_value(a), y = float_value(b);
    if (std::isnan(x) || std::isnan(y)) return std::nullopt;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (is_integer(b)) {  // a Float with an Integer: the other way round
    std::optional<int> c = numeric_compare(b, a);
    if (c) *c = -*c;
    return c;
  }
  if (!is_integer(a) || !is_float(b)) return std::nullopt;
  // An Integer with a Float, exactly: against the Float's integral part,
  // then its fraction.
  const double f = float_value(b);
  if (std::isnan(f)) return std::nullopt;
  if (std::isinf(f)) return f > 0 ? -1 : 1;
  const double whole = std::trunc(f);
  const int c = integer_compare(a, integer_from_double(whole));
  if (c != 0) return c;
  return -sign(f - whole);
}

}  // namespace rhz::rt
