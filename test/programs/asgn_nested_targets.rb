# Nested target lists in multiple assignment, for loops and block parameters:
# (a, b), c = ...; x, (y, *z) = ...; |u, (v, w)|; for e, (f, g) in ...; deeper nesting.
(a, b), c = [1, 2], 3
p a, b, c
x, (y, z) = 1, [2, 3]
p x, y, z
q, (r, *s), t = 0, [1, 2, 3], 4
p q, r, s, t
(m, n) = [5, 6]
p m, n
h = {}
(h[:a], h[:b]), k = [7, 8], 9
p h, k
pairs = [[1, [2, 3]], [4, [5, 6]]]
pairs.each { |u, (v, w)| p [u, v, w] }
for e, (f, g) in pairs
  p [e, f, g]
end
d, ((i1, i2), i3) = 1, [[2, 3], 4]
p d, i1, i2, i3
[[1, [2, 3]]].each { |(a, (b, c))| p [a, b, c] }
for (a, b) in [[1, 2]]; p [a, b]; end
sum = 0
i = 0
while i < 3000
  (p1, p2), p3 = [i, i + 1], i + 2
  sum += p1 + p2 + p3
  i += 1
end
p sum
