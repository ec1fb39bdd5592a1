// Bignum arithmetic on GMP (see bignum.h).
#include "runtime/bignum.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <stdexcept>

#include "runtime/error.h"
#include "runtime/heap.h"
#include "runtime/integer_ops.h"

namespace rhz::rt {

namespace {

// GMP's limbs hold no pointers: atomic blocks, when GMP allocates them.
// A new Bignum's limbs usually come with it instead (NewInteger): one
// atomic block, the limbs after the header (whose one pointer, the class,
// is a root anyway). Should GMP outgrow them, the limbs it moves to are
// uncollectable until NewInteger::finish takes them back in (nothing the
// collector scans points at them meanwhile). Limbs inside an object are no
// block of their own: a free of them is left to the object.
void* gmp_alloc(std::size_t bytes) { return alloc_atomic(bytes); }
void* gmp_realloc(void* p, std::size_t old_bytes, std::size_t bytes) {
  if (is_block_start(p)) return realloc_block(p, bytes);
  void* q = alloc_uncollectable(bytes);
  std::memcpy(q, p, std::min(old_bytes, bytes));
  return q;
}
void gmp_free(void* p, std::size_t) {
  if (is_block_start(p)) free_block(p);
}

// Whether z's value is a fixnum (then mpz_get_si reads it). Most results
// that reach here are long: their size says no at once.
bool fits(mpz_srcptr z) {
  if (mpz_size(z) > 1) return false;
  return mpz_fits_slong_p(z) && fits_fixnum(mpz_get_si(z));
}

// A literal's Bignum lives as long as the program: uncollectable, its
// limbs where GMP puts them.
RBignum* new_literal_bignum() {
  auto* b = new (alloc_uncollectable(sizeof(RBignum))) RBignum;
  b->klass = c_Integer;
  mpz_init(b->z);
  return b;
}

// A Bignum with room for `limbs` limbs right after it, in one atomic
// block.
RBignum* new_bignum_with_limbs(std::size_t limbs) {
  void* mem = alloc_atomic(sizeof(RBignum) + limbs * sizeof(mp_limb_t));
  auto* b = new (mem) RBignum;
  b->klass = c_Integer;
  b->z->_mp_alloc = static_cast<int>(limbs);
  b->z->_mp_size = 0;
  b->z->_mp_d = reinterpret_cast<mp_limb_t*>(b + 1);
  return b;
}

bool limbs_inside(const RBignum* b) { return b->z->_mp_d == reinterpret_cast<const mp_limb_t*>(b + 1); }

// The result of an operation. A small one (room for at most kStackLimbs
// limbs, as in `mask & big`, whose result is often a fixnum) is computed
// into limbs on the stack, and becomes a Bignum only if it does not fit a
// fixnum: no allocation at all otherwise. A larger one goes straight into
// a new Bignum's own integer (no copy), the limbs in the same block, room
// for the most the result can need when the operation says (one limb when
// it cannot tell: GMP grows it, and finish() takes the limbs back in);
// finish() keeps the object only when the result does not fit a fixnum.
class NewInteger {
 public:
  explicit NewInteger(std::size_t limbs = 1) {
    if (limbs <= kStackLimbs) {
      local_->_mp_alloc = static_cast<int>(kStackLimbs);
      local_->_mp_size = 0;
      local_->_mp_d = stack_limbs_;
    } else {
      b_ = new_bignum_with_limbs(limbs);
    }
  }
  NewInteger(const NewInteger&) = delete;
  NewInteger& operator=(const NewInteger&) = delete;
  mpz_ptr z() { return b_ ? b_->z : local_; }
  Value finish() {
    if (!b_) return finish_local();
    if (!limbs_inside(b_)) return take_back();
    if (!fits(b_->z)) return from_object(b_);
    Value v = fixnum(mpz_get_si(b_->z));
    mpz_clear(b_->z);
    free_block(b_);
    return v;
  }

 private:
  // GMP moved the limbs out to an uncollectable block: into a new object.
  Value take_back() {
    mp_limb_t* moved = b_->z->_mp_d;
    const int size = b_->z->_mp_size;
    const std::size_t n = mpz_size(b_->z);
    RBignum* b = new_bignum_with_limbs(std::max<std::size_t>(n, 1));
    std::memcpy(b->z->_mp_d, moved, n * sizeof(mp_limb_t));
    b->z->_mp_size = size;
    free_uncollectable(moved);
    free_block(b_);
    b_ = b;
    return finish();
  }

  Value finish_local() {
    Value v;
    if (fits(local_)) {
      v = fixnum(mpz_get_si(local_));
    } else {
      const std::size_t n = mpz_size(local_);
      RBignum* b = new_bignum_with_limbs(n);
      std::memcpy(b->z->_mp_d, local_->_mp_d, n * sizeof(mp_limb_t));
      b->z->_mp_size = local_->_mp_size;
      v = from_object(b);
    }
    // GMP moved the limbs off the stack (gmp_realloc made them uncollectable).
    if (local_->_mp_d != stack_limbs_) free_uncollectable(local_->_mp_d);
    return v;
  }

  static constexpr std::size_t kStackLimbs = 4;
  RBignum* b_ = nullptr;
  mpz_t local_;
  mp_limb_t stack_limbs_[kStackLimbs];
};

// Fn(r, a, b) into a result of at most `room(a, b)` limbs.
template <void (*Fn)(mpz_ptr, mpz_srcptr, mpz_srcptr), std::size_t (*room)(mpz_srcptr, mpz_srcptr)>
Value binary(Value a, Value b) {
  MpzOf x(a), y(b);
  NewInteger r(room(x, y));
  Fn(r.z(), x, y);
  return r.finish();
}

std::size_t sum_room(mpz_srcptr a, mpz_srcptr b) { return std::max(mpz_size(a), mpz_size(b)) + 1; }
std::size_t product_room(mpz_srcptr a, mpz_srcptr b) { return mpz_size(a) + mpz_size(b); }
std::size_t quotient_room(mpz_srcptr a, mpz_srcptr b) { return mpz_size(a) >= mpz_size(b) ? mpz_size(a) - mpz_size(b) + 2 : 1; }
std::size_t remainder_room(mpz_srcptr, mpz_srcptr b) { return mpz_size(b) + 1; }

void check_divisor(Value b) {
  if (b == fixnum(0)) raise_zero_division();
}

}  // namespace

void init_bignum() { mp_set_memory_functions(gmp_alloc, gmp_realloc, gmp_free); }

Value integer_from(__int128 n) {
  if (fits_fixnum(n)) return fixnum(static_cast<std::int64_t>(n));
  // Two 64-bit halves: GMP has no 128-bit setter.
  const bool negative = n < 0;
  unsigned __int128 m = negative ? -static_cast<unsigned __int128>(n) : static_cast<unsigned __int128>(n);
  NewInteger r(3);  // two limbs, and the one mpz_mul_2exp asks for
  mpz_set_ui(r.z(), static_cast<unsigned long>(m >> 64));
  mpz_mul_2exp(r.z(), r.z(), 64);
  mpz_add_ui(r.z(), r.z(), static_cast<unsigned long>(m));
  if (negative) mpz_neg(r.z(), r.z());
  return r.finish();
}

Value bignum_literal(std::string_view digits) {
  RBignum* b = new_literal_bignum();
  if (mpz_set_str(b->z, std::string(digits).c_str(), 10) != 0) raise(c_ArgumentError, "invalid integer literal");
  if (!fits(b->z)) return from_object(b);
  Value v = fixnum(mpz_get_si(b->z));
  mpz_clear(b->z);
  free_uncollectable(b);
  return v;
}

Value integer_from_digits(std::string_view digits, int base) {
  NewInteger r;
  if (mpz_set_str(r.z(), std::string(digits).c_str(), base) != 0) throw std::logic_error("integer_from_digits: not digits");
  return r.finish();
}

MpzOf::MpzOf(Value integer) {
  if (is_fixnum(integer)) {
    const std::int64_t n = fixnum_value(integer);
    limb_ = n < 0 ? 0 - static_cast<mp_limb_t>(n) : static_cast<mp_limb_t>(n);
    z_ = mpz_roinit_n(view_, &limb_, n < 0 ? -1 : n > 0 ? 1 : 0);
  } else {
    z_ = as_bignum(integer)->z;
  }
}

Value integer_add(Value a, Value b) { return binary<mpz_add, sum_room>(a, b); }
Value integer_sub(Value a, Value b) { return binary<mpz_sub, sum_room>(a, b); }
Value integer_mul(Value a, Value b) { return binary<mpz_mul, product_room>(a, b); }
Value integer_and(Value a, Value b) { return binary<mpz_and, sum_room>(a, b); }
Value integer_or(Value a, Value b) { return binary<mpz_ior, sum_room>(a, b); }
Value integer_xor(Value a, Value b) { return binary<mpz_xor, sum_room>(a, b); }

// GMP's f-division floors, as Ruby's / and % do (the remainder takes the
// divisor's sign).
Value integer_div(Value a, Value b) {
  check_divisor(b);
  return binary<mpz_fdiv_q, quotient_room>(a, b);
}

Value integer_mod(Value a, Value b) {
  check_divisor(b);
  return binary<mpz_fdiv_r, remainder_room>(a, b);
}

Value integer_pow(Value base, std::int64_t exponent) {
  // A result of more than 2^32 bits (half a gigabyte) is beyond any memory
  // this runs in; CRuby gives up on such sizes too.
  MpzOf b(base);
  const std::size_t bits = mpz_sizeinbase(b, 2);
  if (mpz_cmpabs_ui(b, 1) > 0 && static_cast<double>(bits - 1) * static_cast<double>(exponent) > 4294967296.0)
    raise(c_RangeError, "the result of Integer#** is too large to compute");
  NewInteger r;
  mpz_pow_ui(r.z(), b, static_cast<unsigned long>(exponent));
  return r.finish();
}

Value integer_shift_left(Value a, std::int64_t count) {
  // More than 2^32 bits is more memory than this runs in, as CRuby finds.
  if (count > (std::int64_t{1} << 32) && a != fixnum(0)) raise(c_NoMemoryError, "failed to allocate memory");
  MpzOf x(a);
  const std::size_t room = count >= 0 ? mpz_size(x) + static_cast<std::size_t>(count) / 64 + 1 : mpz_size(x);
  NewInteger r(room);
  if (count >= 0) {
    mpz_mul_2exp(r.z(), x, static_cast<mp_bitcnt_t>(count));
  } else {
    // An arithmetic shift right floors, as Ruby's does.
    const std::uint64_t right = 0 - static_cast<std::uint64_t>(count);
    mpz_fdiv_q_2exp(r.z(), x, static_cast<mp_bitcnt_t>(right));
  }
  return r.finish();
}

Value integer_negate(Value a) {
  MpzOf x(a);
  NewInteger r(mpz_size(x) + 1);
  mpz_neg(r.z(), x);
  return r.finish();
}

Value integer_invert(Value a) {
  MpzOf x(a);
  NewInteger r(mpz_size(x) + 1);
  mpz_com(r.z(), x);
  return r.finish();
}

Value fixnum_op_exact(std::string_view op, std::int64_t a, std::int64_t b) {
  const __int128 x = a, y = b;
  if (op == "+") return integer_from(x + y);
  if (op == "-") return integer_from(x - y);
  if (op == "*") return integer_from(x * y);
  throw std::logic_error("fixnum_op_exact: not + - *");
}

int integer_compare(Value a, Value b) {
  if (both_fixnums(a, b)) return a.bits == b.bits ? 0 : fixnum_value(a) < fixnum_value(b) ? -1 : 1;
  const int c = mpz_cmp(MpzOf(a), MpzOf(b));
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

bool integer_equal(Value a, Value b) {
  // Normalised: a fixnum never equals a Bignum.
  if (is_fixnum(a) || is_fixnum(b)) return a == b;
  return mpz_cmp(as_bignum(a)->z, as_bignum(b)->z) == 0;
}

bool integer_odd(Value a) {
  if (is_fixnum(a)) return (fixnum_value(a) & 1) != 0;
  return mpz_odd_p(as_bignum(a)->z) != 0;
}

std::string integer_to_s(Value a, int base) {
  MpzOf z(a);
  std::string out(mpz_sizeinbase(z, base) + 2, '\0');
  mpz_get_str(out.data(), base, z);
  out.resize(std::char_traits<char>::length(out.data()));
  return out;
}

void append_integer(std::string& out, Value a) {
  if (is_fixnum(a)) return append_integer(out, fixnum_value(a));
  out += integer_to_s(a);
}

double integer_to_double(Value a) {
  if (is_fixnum(a)) return static_cast<double>(fixnum_value(a));
  // Correctly rounded through the decimal digits (mpz_get_d truncates).
  return std::strtod(integer_to_s(a).c_str(), nullptr);
}

Value integer_from_double(double d) {
  if (d >= -9.0e18 && d <= 9.0e18) return integer_from(static_cast<__int128>(static_cast<std::int64_t>(d)));
  NewInteger r;
  mpz_set_d(r.z(), d);
  return r.finish();
}

}  // namespace rhz::rt
