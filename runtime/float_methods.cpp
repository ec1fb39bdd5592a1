// Float's methods, Integer's arithmetic with a Float operand, and Math.sqrt
// (defined on the Math module by class_objects.cpp).
#include <cmath>
#include <string>

#include "runtime/bignum.h"
#include "runtime/builtins.h"
#include "runtime/classes.h"
#include "runtime/error.h"
#include "runtime/float.h"
#include "runtime/heap.h"
#include "runtime/leaf.h"
#include "runtime/object.h"
#include "runtime/ordering.h"
#include "runtime/string_conv.h"

namespace rhz::rt {

Value float_arith(char op, double x, double y) {
  switch (op) {
    case '+': return float_new(x + y);
    case '-': return float_new(x - y);
    case '*': return float_new(x * y);
    case '/': return float_new(x / y);
    case '%': {
      if (y == 0) raise_zero_division();
      return float_new(float_modulo(x, y));
    }
    default:
      if (x < 0 && y != std::round(y))
        raise(c_NotImplementedError, "a negative Float to a fractional power (a Complex) is not supported by rhz yet");
      return float_new(std::pow(x, y));
  }
}

namespace {

double operand(Value other) {
  double d;
  if (!numeric_double(other, &d)) raise_coerce_failed(other, "Float");
  return d;
}

template <char Op>
Value arith(Value self, const Value* argv, std::uint32_t) {
  return float_arith(Op, float_value(self), operand(argv[0]));
}

// Float#**: CRuby squares by multiplying when the exponent is the Integer 2
// (x * x is exact-rounded where pow(x, 2.0) may differ in the last bit).
Value power(Value self, const Value* argv, std::uint32_t) {
  if (argv[0] == fixnum(2)) {
    double x = float_value(self);
    return float_new(x * x);
  }
  return float_arith('^', float_value(self), operand(argv[0]));
}

template <bool (*Cmp)(int)>
Value compare(Value self, const Value* argv, std::uint32_t) {
  double ignored;
  if (!numeric_double(argv[0], &ignored)) {
    std::string name = argv[0] == kNil ? "nil" : std::string(class_of(argv[0])->name);
    raise(c_ArgumentError, "comparison of Float with " + name + " failed");
  }
  std::optional<int> c = numeric_compare(self, argv[0]);
  return to_bool(c && Cmp(*c));
}

Value flo_eq(Value self, const Value* argv, std::uint32_t) {
  double ignored;
  return to_bool(numeric_double(argv[0], &ignored) && numeric_compare(self, argv[0]) == 0);
}
Value flo_ne(Value self, const Value* argv, std::uint32_t) { return to_bool(!truthy(flo_eq(self, argv, 1))); }

Value flo_cmp(Value self, const Value* argv, std::uint32_t) {
  double ignored;
  if (!numeric_double(argv[0], &ignored)) return kNil;
  std::optional<int> c = numeric_compare(self, argv[0]);
  return c ? fixnum(*c) : kNil;
}

Value flo_to_s(Value self, const Value*, std::uint32_t) {
  std::string out;
  append_float(out, float_value(self));
  return str_new_us_ascii(out);
}

Value flo_uminus(Value self, const Value*, std::uint32_t) { return float_new(-float_value(self)); }
Value flo_abs(Value self, const Value*, std::uint32_t) { return float_new(std::fabs(float_value(self))); }
Value flo_to_f(Value self, const Value*, std::uint32_t) { return self; }
Value flo_zero(Value self, const Value*, std::uint32_t) { return to_bool(float_value(self) == 0); }
Value flo_nan(Value self, const Value*, std::uint32_t) { return to_bool(std::isnan(float_value(self))); }
Value flo_finite(Value self, const Value*, std::uint32_t) { return to_bool(std::isfinite(float_value(self))); }
Value flo_infinite(Value self, const Value*, std::uint32_t) {
  const double d = float_value(self);
  return std::isinf(d) ? fixnum(d < 0 ? -1 : 1) : kNil;
}

// The values of beg.step(limit, by) when a Float is involved, as CRuby's
// ruby_float_step computes them: i * by + beg, the count rounded with an
// error bound, the last clamped to the limit.
Value float_steps(Value, const Value* argv, std::uint32_t) {
  double beg, end, unit;
  numeric_double(argv[0], &beg);
  if (!numeric_double(argv[1], &end) || !numeric_double(argv[2], &unit))
    raise(c_TypeError, "step takes numbers");
  if (unit == 0) raise(c_ArgumentError, "step can't be 0");
  Value out = ary_new();
  double n;
  if (std::isinf(unit)) {
    n = unit > 0 ? (beg <= end ? 1 : 0) : (beg >= end ? 1 : 0);
  } else {
    n = (end - beg) / unit;
    double err = (std::fabs(beg) + std::fabs(end) + std::fabs(end - beg)) / std::fabs(unit) * 2.220446049250313e-16;
    if (err > 0.5) err = 0.5;
    n = n < 0 ? 0 : std::floor(n + err) + 1;
  }
  for (double i = 0; i < n; ++i) {
    double d = i * unit + beg;
    if (unit >= 0 ? end < d : d < end) d = end;
    ary_push(as_array(out), float_new(d));
  }
  return out;
}

Value is_float_step(Value, const Value* argv, std::uint32_t) {
  return to_bool(is_float(argv[0]) || is_float(argv[1]) || is_float(argv[2]));
}

Value flo_divmod(Value self, const Value* argv, std::uint32_t) {
  return float_divmod(float_value(self), operand(argv[0]));
}

Value flo_to_i(Value self, const Value*, std::uint32_t) { return float_to_integer(std::trunc(float_value(self))); }
// to_i as a leaf (runtime/leaf.h): NaN and the infinities raise FloatDomainError.
Value flo_to_i_leaf(Value self, const Value* argv, std::uint32_t argc) {
  return std::isfinite(float_value(self)) ? flo_to_i(self, argv, argc) : kUndefined;
}

}  // namespace

Value float_to_integer(double d) {
  if (std::isnan(d)) raise(c_FloatDomainError, "NaN");
  if (std::isinf(d)) raise(c_FloatDomainError, d < 0 ? "-Infinity" : "Infinity");
  return integer_from_double(d);
}

// CRuby's flodivmod: the quotient floored (an Integer), the modulo with the
// divisor's sign, and the same special cases for zeros and infinities.
Value float_divmod(double x, double y) {
  if (y == 0.0) raise_zero_division();
  double mod, div;
  if (std::isnan(y)) {
    mod = div = y;
  } else {
    mod = x == 0.0 || (std::isinf(y) && !std::isinf(x)) ? x : exact_fmod(x, y);
    div = std::isinf(x) && !std::isinf(y) ? x : std::round((x - mod) / y);
    if (y * mod < 0) {
      mod += y;
      div -= 1.0;
    }
  }
  Value pair[2] = {float_to_integer(div), float_new(mod)};
  return ary_new_from(pair, 2);
}

// A Math function's argument as a double, or CRuby's TypeError.
double math_arg(Value v) {
  if (is_flonum(v)) [[likely]]
    return flonum_value(v);
  double d;
  if (!numeric_double(v, &d)) {
    std::string name = v == kNil ? "nil" : std::string(class_of(v)->name);
    raise(c_TypeError, "can't convert " + name + " into Float");
  }
  return d;
}

Value math_sqrt(Value, const Value* argv, std::uint32_t) {
  const double d = math_arg(argv[0]);
  if (d < 0) raise(c_MathDomainError, "Numerical argument is out of domain - sqrt");
  if (d == 0) return float_of(0.0);  // also for -0.0, as CRuby
  return float_of(std::sqrt(d));
}

namespace {

// The functions of Math that are libm's own (CRuby calls the same libm).
template <double (*fn)(double)>
Value math_unary(Value, const Value* argv, std::uint32_t) {
  return float_of(fn(math_arg(argv[0])));
}

Value math_hypot(Value, const Value* argv, std::uint32_t) {
  return float_of(std::hypot(math_arg(argv[0]), math_arg(argv[1])));
}

// CRuby corrects glibc's cbrt by one Newton step (so that 27 gives 3.0
// exactly); the same step here gives the same digits.
Value math_cbrt(Value, const Value* argv, std::uint32_t) {
  const double x = math_arg(argv[0]);
  double r = std::cbrt(x);
  if (std::isfinite(r) && !(x == 0.0 && r == 0.0)) r = (2.0 * r + (x / r / r)) / 3.0;
  return float_of(r);
}

Value math_atan2(Value, const Value* argv, std::uint32_t) {
  return float_of(std::atan2(math_arg(argv[0]), math_arg(argv[1])));
}

// log, log2 and log10 of a negative number are a domain error. CRuby takes
// the logarithm of an Integer beyond a double's range from its bits; rhz
// names that as its limitation rather than print Infinity.
template <double (*fn)(double)>
double checked_log(Value v, const char* name) {
  const double d = math_arg(v);
  if (d < 0) raise(c_MathDomainError, std::string("Numerical argument is out of domain - ") + name);
  if (std::isinf(d) && is_bignum(v))
    raise(c_NotImplementedError, std::string("Math.") + name + " of an Integer beyond a Float's range is not supported by rhz yet");
  return fn(d);
}

template <double (*fn)(double), const char* kName>
Value math_log_of(Value, const Value* argv, std::uint32_t) {
  return float_new(checked_log<fn>(argv[0], kName));
}

// Math.log(x) and Math.log(x, base).
Value math_log(Value, const Value* argv, std::uint32_t argc) {
  const double x = checked_log<std::log>(argv[0], "log");
  if (argc == 1) return float_new(x);
  return float_new(x / checked_log<std::log>(argv[1], "log"));
}

constexpr char kLog2[] = "log2";
constexpr char kLog10[] = "log10";

}  // namespace

void define_math_functions(RClass* math) {
  define_native(math, "sqrt", math_sqrt, 1, 1);
  set_leaf(define_native(math, "sin", math_unary<std::sin>, 1, 1), leaf_of_numbers<math_unary<std::sin>>);
  set_leaf(define_native(math, "cos", math_unary<std::cos>, 1, 1), leaf_of_numbers<math_unary<std::cos>>);
  set_leaf(define_native(math, "tan", math_unary<std::tan>, 1, 1), leaf_of_numbers<math_unary<std::tan>>);
  set_leaf(define_native(math, "atan", math_unary<std::atan>, 1, 1), leaf_of_numbers<math_unary<std::atan>>);
  set_leaf(define_native(math, "exp", math_unary<std::exp>, 1, 1), leaf_of_numbers<math_unary<std::exp>>);
  set_leaf(define_native(math, "atan2", math_atan2, 2, 2), leaf_of_numbers<math_atan2>);
  define_native(math, "log", math_log, 1, 2);
  define_native(math, "hypot", math_hypot, 2, 2);
  define_native(math, "cbrt", math_cbrt, 1, 1);
  define_native(math, "log2", math_log_of<std::log2, kLog2>, 1, 1);
  define_native(math, "log10", math_log_of<std::log10, kLog10>, 1, 1);
}

void init_float_methods() {
  RClass* c = c_Float;
  define_native(c, "+", arith<'+'>, 1, 1);
  define_native(c, "-", arith<'-'>, 1, 1);
  define_native(c, "*", arith<'*'>, 1, 1);
  define_native(c, "/", arith<'/'>, 1, 1);
  define_native(c, "%", arith<'%'>, 1, 1);
  define_native(c, "**", power, 1, 1);
  define_native(c, "==", flo_eq, 1, 1);
  define_native(c, "!=", flo_ne, 1, 1);
  define_native(c, "<", compare<ordering::lt>, 1, 1);
  define_native(c, "<=", compare<ordering::le>, 1, 1);
  define_native(c, ">", compare<ordering::gt>, 1, 1);
  define_native(c, ">=", compare<ordering::ge>, 1, 1);
  define_native(c, "<=>", flo_cmp, 1, 1);
  set_leaf(define_native(c, "-@", flo_uminus, 0, 0));
  define_native(c, "+@", [](Value self, const Value*, std::uint32_t) { return self; }, 0, 0);
  set_leaf(define_native(c, "abs", flo_abs, 0, 0));
  define_native(c, "to_f", flo_to_f, 0, 0);
  set_leaf(define_native(c, "to_i", flo_to_i, 0, 0), flo_to_i_leaf);
  define_native(c, "divmod", flo_divmod, 1, 1);
  define_rounding_methods();  // round, floor, ceil, truncate (rounding.cpp)
  define_native(c, "zero?", flo_zero, 0, 0);
  define_native(c, "nan?", flo_nan, 0, 0);
  define_native(c, "finite?", flo_finite, 0, 0);
  define_native(c, "infinite?", flo_infinite, 0, 0);
  // For the prelude's Integer#step and Float#step.
  define_native(c_Kernel, "__float_step?", is_float_step, 3, 3, true);
  define_native(c_Kernel, "__float_steps", float_steps, 3, 3, true);
  define_native(c, "to_s", flo_to_s, 0, 0);
  define_native(c, "inspect", flo_to_s, 0, 0);
}

}  // namespace rhz::rt
