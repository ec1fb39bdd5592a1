# JIT hazard: arrays and strings mutated through an alias or inside a callee during a hot loop, so cached lengths and elements must not be reused.
def bump(list, i)
  list[i % list.length] += 1
  list << 0 if i % 1000 == 999
end

def shrink(list)
  list.pop
end

a = [0, 0, 0]
b = a
total = 0
i = 0
while i < 9000
  bump(b, i)
  total += a.length
  shrink(a) if i % 3000 == 2999
  i += 1
end
p a
p a == b
p total
c = a.dup
c[0] = -1
p a[0], c[0]
s = "abc"
t = s
n = 0
i = 0
while i < 4000
  n += s.length
  t << "d" if i % 100 == 99
  i += 1
end
p n
p s.length
m = [[1, 2], [3, 4]]
row = m[0]
i = 0
while i < 5000
  row[i % 2] += m[1][i % 2]
  m[1] = [m[1][1], m[1][0] + 1] if i % 1000 == 999
  i += 1
end
p m
