# Multiple assignment with several values on the right: swap, rotation, fewer/more values.
a, b = 1, 2
p a, b
a, b = b, a
p a, b
x, y, z = 1, 2, 3
x, y, z = z, x, y
p x, y, z
m, n = 10, 20
m, n = n, m + n
p m, n
f1, f2 = 0, 1
i = 0
while i < 10
  f1, f2 = f2, f1 + f2
  i += 1
end
p f1
c, d, e = 1, 2
p c, d, e
g, h = 7, 8, 9
p g, h
s, t = "s", nil
p s, t
k, l = l, 5
p k, l
u, v = [1, 2], [3]
p u, v
q, r = -1, -2 * 3
p q, r
o, o2 = (1 + 1), "x" * 2
p o, o2
