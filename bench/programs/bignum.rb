# Bignum arithmetic: factorials (products of a Bignum and a fixnum), big
# Fibonacci numbers (sums of Bignums), reduction modulo a prime, powers and
# conversion to decimal and hexadecimal digits.
def factorial(n)
  f = 1
  i = 2
  while i <= n
    f *= i
    i += 1
  end
  f
end

def fib(n)
  a = 0
  b = 1
  i = 0
  while i < n
    t = a + b
    a = b
    b = t
    i += 1
  end
  a
end

M = 1_000_000_007
total = 0
k = 0
while k < 600
  total += factorial(1000 + k) % M
  k += 1
end
puts total

total = 0
k = 0
while k < 600
  total += fib(5000 + k) % M
  k += 1
end
puts total

x = 3 ** 2000
digits = 0
k = 0
while k < 8000
  digits += (x + k).to_s.length + (x * k).to_s(16).length
  k += 1
end
puts digits
puts factorial(2000).to_s.length
puts fib(20000).to_s[0, 40]
