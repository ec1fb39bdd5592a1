# Float arithmetic in hot loops: results that leave the flonum range (zero,
# negative zero, huge, tiny, infinity) and come back, comparisons, and a
# loop whose operands turn from Floats into Integers.
x = 1.0
i = 0
while i < 300
  x = x * 1.5 if i < 200
  x = x / 3.0 if i >= 200
  i += 1
end
p x
acc = 0.0
neg = 0
k = 0
while k < 400
  d = (k - 200) * 1.0
  acc = acc + d * 0.25 - d / 4.0
  neg += 1 if d < 0.0
  z = d - d
  acc += z
  k += 1
end
p acc, neg
tiny = 1.0
200.times { tiny = tiny / 1.0e10 }
p tiny
big = 1.0
400.times { big *= 1.0e10 }
p big
m = -0.0
300.times { |j| m = m * 2.0 if j.even? }
p m
s = 0.0
[1.5, 2.5, 3, 4.25, 5].each { |v| 100.times { s = s + v } }
p s
a = 0.1
b = 0.3
n = 0
1000.times { n += 1 if a + 0.2 <= b; n += 2 if a * 3.0 == b }
p n
