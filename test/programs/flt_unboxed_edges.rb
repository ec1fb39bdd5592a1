# Floats in hot loops whose values leave the flonum range (tiny, huge,
# infinite, NaN, -0.0), compare with NaN, and stay live across exits.
def scale_down(x, n)
  i = 0
  while i < n
    x = x * 1.0e-10
    i += 1
  end
  x
end

def grow(x, n)
  i = 0
  while i < n
    x = x * 1.0e10
    i += 1
  end
  x
end

p scale_down(1.0, 10)
p scale_down(1.0, 40)
p grow(1.0, 40)
p grow(-1.0, 40)

nan_count = 0
lt = 0
le = 0
eq = 0
i = 0
while i < 200
  a = (i % 3) * 1.0
  b = (i % 5 == 0) ? 0.0 / 0.0 : i * 0.5
  z = a / (i % 3 == 0 ? 0.0 : 2.0)
  nan_count += 1 if z != z
  lt += 1 if a < b
  le += 1 if a <= b
  eq += 1 if a == b
  i += 1
end
p [nan_count, lt, le, eq]

# -0.0 from arithmetic, kept in an array.
zs = []
i = 0
while i < 100
  zs << (-1.0 * (i % 2) * 0.0)
  i += 1
end
p zs[0], zs[1], zs[98], zs[99]

# An accumulator that starts as a flonum and ends as a heap Float, then
# Infinity.
acc = 1.0
steps = 0
while acc < 1.0e300 && steps < 1000
  acc = acc * 3.5
  steps += 1
end
p steps, acc
k = 0
while k < 100
  acc = acc * 10.0
  k += 1
end
p acc, acc.infinite?

# A loop whose array of floats turns to hold an Integer halfway: the guard
# that fails leaves with doubles live.
xs = []
i = 0
while i < 300
  xs << i * 0.25
  i += 1
end
xs[150] = 7
sum = 0.0
sq = 0.0
i = 0
while i < 300
  v = xs[i]
  sum = sum + v
  sq = sq + v * v
  i += 1
end
p sum, sq

# Math.sqrt at zero and below.
r = []
i = 0
while i < 100
  r << Math.sqrt((i % 4) * 1.0)
  i += 1
end
p r[0], r[1], r[2], r[3]
p Math.sqrt(-0.0)
x = -4.0
k = 0
while k < 100
  x = x + 0.0
  k += 1
end
p Math.sqrt(x)
