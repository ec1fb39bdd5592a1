# JIT hazard: hot multiplications by constants whose products land at the very edge of the
# fixnum range (the executor's faster sequence overflows a step early there and must leave
# the multiplication to tier 1), positive and negative, plus a recurrence x = x * k % m.
big = 1537228672809129301   # (2**62 - 1) / 3
total = 0
i = 0
while i < 6000
  d = i % 7
  a = (big - d) * 3
  b = (d - big) * 3
  c = (i - 3000) * -48271
  total = (total + a % 1000 + b % 1000 + c) % 1000000007
  i += 1
end
p total
x = 1
i = 0
while i < 5000
  x = (x * 3) % 1537228672809129301
  i += 1
end
p x
