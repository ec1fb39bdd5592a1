# Integer#gcd, lcm, fdiv, digits, pow (with a modulus), negative?/positive? on Integer and Float, with CRuby's errors.
def t
  yield
rescue => e
  p e
end
t { p 3.pow(-1, 5) }
t { p 3.pow(2, 0) }
t { p 3.pow(2, 1.5) }
t { p 3.pow(2.0, 5) }
p 3.pow(4, -5), (-3).pow(3, 5), 2.pow(100, 1000000007), 3.pow(2), 0.pow(0, 1), (2**80).pow(3, 10**9 + 9), 7.pow(0, 13), 5.pow(3, -1)
t { p(-1.digits) }
t { p 10.digits(1) }
t { p 10.digits(-2) }
t { p 10.digits("a") }
p 10.digits(2.5), 0.digits, 255.digits(16), (10**20).digits(10**5), 1234.digits, 7.digits(100)
t { p 4.gcd(2.0) }
t { p 4.lcm(nil) }
p 0.gcd(0), -12.gcd(8), 4.lcm(-6), 0.lcm(5), (2**70).gcd(2**65 * 3), 12.gcd(-18), 21.lcm(6), (-4).lcm(-6)
p 1.fdiv(3), 1.fdiv(0), 0.fdiv(0), -1.fdiv(0), 3.fdiv(2.5), (2**61 + 2).fdiv(6), 10.fdiv(4), 7.fdiv(-2), 2.fdiv(0.0)
t { p 1.fdiv("a") }
p 0.negative?, -0.0.negative?, -1.5.negative?, 0.0.positive?, 2.positive?, (-2**70).negative?, (2**70).positive?, -3.negative?
s = 0
i = 1
while i < 3000
  s += i.gcd(360) + i.lcm(7) % 100 + i.digits.sum + i.pow(3, 97) + (i.fdiv(7) * 7).round + (i.negative? ? 1 : 0)
  i += 1
end
p s
