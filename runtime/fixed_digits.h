// The digits CRuby prints for a Float in fixed notation (`format("%.2f", x)`).
//
// CRuby's sprintf converts with its own dtoa in mode 3 ("ndigits past the
// decimal point"), which rounds correctly except in one place: when its
// floating-point estimate of the digits finds the rest within its error
// bound of one half, it rounds the last digit to even without asking the
// exact arithmetic which side the value is on. So 4.245000000000001, just
// above 4.245, prints "4.24" at two decimals, and 2.6749999999999998, just
// below 2.675, prints "2.68", where C's printf says "4.25" and "2.67".
// fixed_digits reproduces that estimate operation for operation, and
// answers exactly everywhere else.
#pragma once

#include <string>

namespace rhz::rt {

// |d| (finite) with `precision` digits after the point, as CRuby's %.Nf
// writes it, without a sign: "4.24", "0.001", "1234".
std::string fixed_digits(double d, int precision);

}  // namespace rhz::rt
