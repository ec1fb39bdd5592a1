# JIT hazard: hot multiplications whose products approach but never leave the fixnum range (LCG, modular power, factorial up to 20!).
m = 2147483647
seed = 12345
i = 0
while i < 20000
  seed = seed * 48271 % m
  i += 1
end
p seed
def powmod(b, e, mod)
  r = 1
  b %= mod
  while e > 0
    r = r * b % mod if e.odd?
    b = b * b % mod
    e >>= 1
  end
  r
end
acc = 0
i = 1
while i <= 3000
  acc = (acc + powmod(i, 1000003, 1000000007)) % 1000000007
  i += 1
end
p acc
f = 1
n = 1
while n <= 20
  f *= n
  n += 1
end
p f
p f / 20 * 21
h = 0
i = 0
while i < 10000
  h = (h * 31 + i) % 1000000000000007
  i += 1
end
p h
big = 2147483647
p big * big
sq = 0
i = 0
while i < 5000
  sq = (big - i) * (big - i)
  i += 1
end
p sq
p 2 ** 61 - 1 + 2 ** 61
p(-(2 ** 31) * 2 ** 31, 2 ** 31 * (2 ** 31 - 1) + (2 ** 31 - 1))
