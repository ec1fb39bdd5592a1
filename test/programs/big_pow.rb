# Bignum: ** with fixnum and bignum bases and non-negative fixnum exponents, right associativity, and results that fit back into fixnums.
p 2 ** 62
p 2 ** 63
p 2 ** 64
p 2 ** 100
p 2 ** 61 * 2
p 3 ** 39
p 3 ** 40
p 3 ** 100
p (-7) ** 33
p (-7) ** 34
p -7 ** 33
p (-2) ** 63
p (-2) ** 62
p (2 ** 70) ** 3
p (2 ** 70) ** 0
p (2 ** 70) ** 1
p (-(2 ** 70)) ** 2
p (-(2 ** 70)) ** 3
p 10 ** 50
p 10 ** 18
p 10 ** 19
p 0 ** 100
p 1 ** 1000
p (-1) ** 1001
p (-1) ** 1000
p 2 ** 3 ** 4
p 2 ** 2 ** 7
p 16 ** 16
p 4611686018427387904 ** 2
p 4611686018427387903 ** 2
p (-4611686018427387904) ** 2
p (10 ** 30) ** 2 / 10 ** 59
p 7 ** 100 % 1000
p (2 ** 64) ** 2 == 2 ** 128
p 2 ** 64 * 2 ** 64 == 2 ** 128
p 123456789 ** 5
p 99 ** 99

# powers computed by repeated squaring match **
def power(b, e)
  result = 1
  while e > 0
    result *= b if e.odd?
    b *= b
    e >>= 1
  end
  result
end
i = 0
ok = true
while i < 130
  ok = false if power(3, i) != 3 ** i
  ok = false if power(-5, i) != (-5) ** i
  i += 1
end
p ok
p power(12345678901234567890, 4) == 12345678901234567890 ** 4

# compound **=
x = 2
x **= 100
p x
x **= 2
p x
p x.to_s.length

# exponent from a variable, and the base as a bignum variable
big = 10 ** 25
e = 3
p big ** e
p (big ** e).to_s.length
e = 0
p big ** e

# modular exponentiation with a bignum modulus
def powmod(b, e, m)
  r = 1
  b %= m
  while e > 0
    r = r * b % m if e % 2 == 1
    b = b * b % m
    e /= 2
  end
  r
end
M = 2 ** 89 - 1
p powmod(3, M - 1, M)
p powmod(2, 1000, 10 ** 20)
p 2 ** 1000 % 10 ** 20
