// Bignum: Integers beyond the fixnum range, on GMP.
//
// Ruby has one Integer class; a value is a fixnum when it fits in 63 bits
// and a Bignum (a heap object of class Integer holding a GMP integer)
// otherwise. Every operation here returns its result normalised: a result
// that fits is a fixnum again, so two equal Integers are either the same
// fixnum word or two Bignums with equal values, never one of each.
//
// GMP allocates through the collector (init_bignum): the limbs of a Bignum
// hold no pointers and live as long as the object that points at them.
#pragma once

#include <gmp.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "runtime/classes.h"
#include "runtime/value.h"

namespace rhz::rt {

struct RBignum : RBasic {
  mpz_t z;
};

// Makes GMP allocate from the collector; once, after heap_init.
void init_bignum();

inline bool is_bignum(Value v) { return is_heap(v) && as_object(v)->klass == c_Integer; }
inline bool is_integer(Value v) { return is_fixnum(v) || is_bignum(v); }
inline const RBignum* as_bignum(Value v) { return static_cast<const RBignum*>(as_object(v)); }

// The Integer with n's value (a fixnum when it fits).
Value integer_from(__int128 n);
// A program's integer literal beyond the fixnum range: decimal digits with
// an optional '-'. Never collected (literals live as long as the program).
Value bignum_literal(std::string_view digits);
// The Integer written by `digits` (valid digits of `base`, 2..36, at least
// one, with an optional '-' first).
Value integer_from_digits(std::string_view digits, int base);

// An Integer's value as a GMP input, for the span of an expression: a
// Bignum's own integer, or a read-only view of a fixnum's magnitude kept in
// the object itself (no allocation).
class MpzOf {
 public:
  explicit MpzOf(Value integer);
  MpzOf(const MpzOf&) = delete;
  MpzOf& operator=(const MpzOf&) = delete;
  operator mpz_srcptr() const { return z_; }

 private:
  mp_limb_t limb_;
  mpz_t view_;
  mpz_srcptr z_;
};

// Ruby's operators on two Integers (fixnums or Bignums), for the cases the
// fixnum fast paths leave: any Bignum operand, or a fixnum result that
// overflows. Division and modulo floor; by zero they raise
// ZeroDivisionError. pow takes a non-negative fixnum exponent.
Value integer_add(Value a, Value b);
Value integer_sub(Value a, Value b);
Value integer_mul(Value a, Value b);
Value integer_div(Value a, Value b);
Value integer_mod(Value a, Value b);
Value integer_pow(Value base, std::int64_t exponent);
Value integer_and(Value a, Value b);
Value integer_or(Value a, Value b);
Value integer_xor(Value a, Value b);
Value integer_shift_left(Value a, std::int64_t count);  // a negative count shifts right
Value integer_negate(Value a);
Value integer_invert(Value a);
// The exact result of fixnum a op b for op + - or * (what compiled code's
// inline arithmetic asks for when its result overflows).
Value fixnum_op_exact(std::string_view op, std::int64_t a, std::int64_t b);
int integer_compare(Value a, Value b);  // -1, 0, 1
// The nearest double (as CRuby's Integer#to_f), and the Integer of a
// finite double's integral part.
double integer_to_double(Value a);
Value integer_from_double(double d);
bool integer_equal(Value a, Value b);
bool integer_odd(Value a);
// Digits in base 2..36, lower case, with a leading '-'.
std::string integer_to_s(Value a, int base = 10);
void append_integer(std::string& out, Value a);

}  // namespace rhz::rt
