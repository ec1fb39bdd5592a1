# JIT hazard: recursive methods (fib, gcd, Ackermann-like) called from hot loops; the recursion itself becomes hot.
def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end

def gcd(a, b)
  b == 0 ? a : gcd(b, a % b)
end

def digits_sum(n)
  return n if n < 10
  digits_sum(n / 10) + n % 10
end

def ack(m, n)
  if m == 0
    n + 1
  elsif n == 0
    ack(m - 1, 1)
  else
    ack(m - 1, ack(m, n - 1))
  end
end

s = 0
i = 0
while i < 3000
  s += fib(i % 12)
  i += 1
end
p s
g = 0
i = 1
while i < 6000
  g += gcd(i * 12, 360 + i % 97)
  i += 1
end
p g
d = 0
i = 0
while i < 8000
  d += digits_sum(i * 7919)
  i += 1
end
p d
a = []
m = 0
while m < 3
  n = 0
  while n < 5
    a << ack(m, n)
    n += 1
  end
  m += 1
end
p a
p ack(2, 200)
