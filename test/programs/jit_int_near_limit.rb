# JIT hazard: hot loops whose fixnum values sit near 2**61 and -2**62 and stay in range (no overflow check may misfire, none may be dropped).
big = 2 ** 61
p big
x = big
i = 0
while i < 20000
  x += (i % 2 == 0 ? 123456789 : -123456788)
  i += 1
end
p x
p x - big
top = 4611686018427387903
y = top - 50000
i = 0
while i < 50000
  y += 1
  i += 1
end
p y
p y == top
low = -4611686018427387904
z = low + 40000
i = 0
while i < 40000
  z -= 1
  i += 1
end
p z
p z == low
p z + top
w = 0
i = 0
while i < 5000
  w = w + big / 5000 * (i.even? ? 1 : 2)
  i += 1
end
p w
p big - w
p((w + big / 2).to_s.length)
q = top
i = 0
while i < 3000
  q = q / 2 if i % 500 == 0
  q -= i
  i += 1
end
p q
p((-top).abs == top, (-big).abs)
