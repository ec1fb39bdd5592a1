# Array element assignment: replacing, negative indices, growing with nil fill.
a = [1, 2, 3]
a[0] = 100
p a
a[-1] = 300
p a
a[3] = 4
p a
a[6] = 7
p a
b = []
b[2] = "c"
p b
p b.length
b[0] = "a"
p b
c = [1]
c[-1] = 2
p c
d = [[0, 0], [0, 0]]
d[0][1] = 5
d[1][0] = 6
p d
e = []
i = 0
while i < 5
  e[i * 2] = i
  i += 1
end
p e
p e.length
r = (a[0] = "returned")
p r
f = [1, 2, 3]
f[1] = [9, 9]
p f
