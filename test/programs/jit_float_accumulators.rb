# Float accumulators carried round a loop: from a flonum into the heap
# Float range and back, to Infinity and NaN, replaced by an Integer partway,
# and read after loops that leave early.
def sum_scaled(n, f)
  s = 0.5
  i = 0
  while i < n
    s = s * f + 0.25
    i += 1
  end
  s
end

def grow_then_integer(n)
  s = 1.5
  i = 0
  while i < n
    s = s * 1.5
    s = 7 if i == n / 2
    i += 1
  end
  s
end

def until_big(limit)
  s = 1.0
  steps = 0
  while s < limit
    s = s * 3.0 + 1.0
    steps += 1
  end
  [steps, s]
end

def harmonic(n)
  h = 0.0
  k = 1
  while k <= n
    h += 1.0 / k
    k += 1
  end
  h
end

p sum_scaled(100, 0.5)
p sum_scaled(100, 1.0)
p sum_scaled(60, 1.0e300)
p sum_scaled(3000, 1.0e-3)
p sum_scaled(100, -2.0)
p grow_then_integer(100)
p grow_then_integer(7)
p until_big(1.0e10)
p until_big(1.0e308)
p harmonic(1000)
p harmonic(0)
x = 0.0
i = 0
while i < 200
  x += 0.1
  x = x / 0.0 if i == 150
  i += 1
end
p x
y = -0.0
200.times { y = y * 1.0 }
p y
