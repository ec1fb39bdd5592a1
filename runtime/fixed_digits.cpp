#include "runtime/fixed_digits.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace rhz::rt {

namespace {

constexpr double kTens[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                            1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr double kBigTens[] = {1e16, 1e32, 1e64, 1e128, 1e256};
// The estimate is tried for up to this many digits (dtoa's Quick_max).
constexpr int kQuickMax = 14;

// Significant digits and where the point goes: the value is 0.digits x 10^decpt.
struct Digits {
  std::string digits;
  int decpt = 0;
};

// Adds one unit in the last place, dropping the trailing 9s it carries
// through (the digits need no trailing zeros).
void round_up(Digits& r) {
  while (!r.digits.empty() && r.digits.back() == '9') r.digits.pop_back();
  if (r.digits.empty()) {
    r.digits = "1";
    ++r.decpt;
  } else {
    ++r.digits.back();
  }
}

// The exact decimal expansion of v > 0: v = d1.d2d3... x 10^k.
struct Exact {
  std::string digits;  // no leading or trailing zeros
  int k = 0;
};

Exact exact_expansion(double v) {
  // glibc prints a double's exact value; no double has more than 1074
  // fraction digits, or more than 309 integer digits.
  char buf[1500];
  std::snprintf(buf, sizeof buf, "%.1100f", v);
  const std::string text(buf);
  const std::size_t point = text.find('.');
  const std::string all = text.substr(0, point) + text.substr(point + 1);
  const std::size_t first = all.find_first_not_of('0');
  Exact e;
  e.k = static_cast<int>(point) - 1 - static_cast<int>(first);
  e.digits = all.substr(first, all.find_last_not_of('0') + 1 - first);
  return e;
}

// The part of e after its first n digits against half a unit of the n-th:
// below (<0), exactly half (0) or above (>0).
int rest_against_half(const Exact& e, int n) {
  const auto at = static_cast<std::size_t>(n);
  if (at >= e.digits.size()) return -1;
  if (e.digits[at] != '5') return e.digits[at] < '5' ? -1 : 1;
  return e.digits.find_first_not_of('0', at + 1) == std::string::npos ? 0 : 1;
}

// Exact rounding at `precision` decimals, ties to even. With half_to_even
// (the estimate found the rest within its error of one half, and the last
// digit even) the last digit stays as it is.
Digits exact_fixed(double v, int precision, bool half_to_even) {
  const Exact e = exact_expansion(v);
  const int ilim = precision + e.k + 1;  // digits to keep
  if (ilim < 0) return {"", -precision};
  if (ilim == 0) {  // one digit at most, and ties go down
    if (rest_against_half(e, 0) > 0) return {"1", e.k + 2};
    return {"", -precision};
  }
  Digits r{e.digits.substr(0, static_cast<std::size_t>(ilim)), e.k + 1};
  r.digits.resize(static_cast<std::size_t>(ilim), '0');
  const int rest = rest_against_half(e, ilim);
  const bool odd = (r.digits.back() - '0') % 2 == 1;
  if ((rest > 0 || (rest == 0 && odd)) && (!half_to_even || odd)) round_up(r);
  return r;
}

enum class Estimate { Conclusive, Inconclusive, HalfToEven };

// dtoa's floating-point estimate (mode 3), step for step: the same scaling,
// the same error bound, the same comparisons.
Estimate estimate_fixed(double v, int precision, Digits& out) {
  if (v < 0x1p-1022) return Estimate::Inconclusive;  // subnormal: dtoa's estimate differs; exact is right there
  int e2 = 0;
  const double m = std::frexp(v, &e2);
  const double d2 = m * 2;  // v's significand in [1, 2)
  const int i2 = e2 - 1;
  const double ds = (d2 - 1.5) * 0.289529654602168 + 0.1760912590558 + i2 * 0.301029995663981;
  int k = static_cast<int>(ds);
  if (ds < 0. && ds != k) --k;  // floor
  bool k_check = true;
  if (k >= 0 && k <= 22) {
    if (v < kTens[k]) --k;
    k_check = false;
  }
  int ilim = precision + k + 1;
  const int ilim1 = ilim - 1;
  if (ilim < 0 || ilim > kQuickMax) return Estimate::Inconclusive;

  double d = v;
  int ieps = 2;
  int big = 0;
  if (k > 0) {
    double scale = kTens[k & 0xf];
    int j = k >> 4;
    if (j & 0x10) {  // keep the division from overflowing
      j &= 0xf;
      d /= kBigTens[4];
      ++ieps;
    }
    for (; j; j >>= 1, ++big) {
      if (j & 1) {
        ++ieps;
        scale *= kBigTens[big];
      }
    }
    d /= scale;
  } else if (k < 0) {
    d *= kTens[(-k) & 0xf];
    for (int j = (-k) >> 4; j; j >>= 1, ++big) {
      if (j & 1) {
        ++ieps;
        d *= kBigTens[big];
      }
    }
  }
  if (k_check && d < 1. && ilim > 0) {  // k was one too large
    if (ilim1 <= 0) return Estimate::Inconclusive;
    ilim = ilim1;
    --k;
    d *= 10.;
    ++ieps;
  }
  double eps = std::ldexp(ieps * d + 7., -52);
  if (ilim == 0) {
    d -= 5.;
    if (d > eps) {
      out = {"1", k + 2};
      return Estimate::Conclusive;
    }
    if (d < -eps) {
      out = {"", -precision};
      return Estimate::Conclusive;
    }
    return Estimate::Inconclusive;
  }
  eps *= kTens[ilim - 1];
  out = {"", k + 1};
  for (int i = 1;; ++i, d *= 10.) {
    const long digit = static_cast<long>(d);
    d -= static_cast<double>(digit);
    if (d == 0) ilim = i;
    out.digits.push_back(static_cast<char>('0' + digit));
    if (i < ilim) continue;
    if (d > 0.5 + eps) {
      round_up(out);
      return Estimate::Conclusive;
    }
    if (d < 0.5 - eps) return Estimate::Conclusive;
    if ((out.digits.back() - '0') % 2 == 1) {  // within the error of a half: to even
      round_up(out);
      return Estimate::Conclusive;
    }
    return Estimate::HalfToEven;
  }
}

}  // namespace

std::string fixed_digits(double d, int precision) {
  const double v = std::fabs(d);
  Digits r;
  if (v == 0) {
    r = {"", 1};
  } else {
    const Estimate estimate = estimate_fixed(v, precision, r);
    if (estimate != Estimate::Conclusive) r = exact_fixed(v, precision, estimate == Estimate::HalfToEven);
  }
  // Laid out with `precision` decimals.
  std::string out;
  const auto len = static_cast<int>(r.digits.size());
  if (r.decpt <= 0) {
    out = "0";
  } else {
    out = r.digits.substr(0, static_cast<std::size_t>(std::min(r.decpt, len)));
    out.append(static_cast<std::size_t>(std::max(0, r.decpt - len)), '0');
  }
  if (precision > 0) {
    std::string fraction;
    if (r.decpt < 0) fraction.assign(static_cast<std::size_t>(-r.decpt), '0').append(r.digits);
    else if (r.decpt < len) fraction = r.digits.substr(static_cast<std::size_t>(r.decpt));
    fraction.resize(static_cast<std::size_t>(precision), '0');
    out.append(".").append(fraction);
  }
  return out;
}

}  // namespace rhz::rt
