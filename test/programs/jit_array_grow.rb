# JIT hazard: arrays growing inside hot loops via <<, push, unshift and []= past the end (nil fill), while the loop bound reads the changing length.
a = []
i = 0
while i < 8000
  a << i * 2
  i += 1
end
p a.length, a[-1], a[4000]
b = [1]
i = 0
while i < b.length && b.length < 6000
  b << b[i] + 1
  b.push(b[i] * 2 % 1000) if i % 3 == 0
  i += 1
end
p b.length
p i
p b[5990, 10]
c = []
i = 0
while i < 3000
  c[i * 2] = i
  i += 1
end
p c.length
p c[0, 6]
p c[-3, 3]
nils = 0
i = 0
while i < c.length
  nils += 1 if c[i].nil?
  i += 1
end
p nils
d = [0]
d[10] = 1
p d
q = [3, 4]
i = 0
while i < 3000
  q.unshift(i) if i % 1000 == 0
  q.push(q.shift) if i % 7 == 0
  i += 1
end
p q
s = []
i = 0
while i < 5000
  s.push(i)
  s.pop if i % 3 == 0
  s.pop if i % 5 == 0 && s.length > 0
  i += 1
end
p s.length
p s[0, 8]
p s.last
