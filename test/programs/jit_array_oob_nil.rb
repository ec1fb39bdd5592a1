# JIT hazard: hot array reads that run past either end (returning nil) and negative indices, mixed with in-range reads.
a = [5, 10, 15, 20, 25, 30, 35, 40]
nils = 0
sum = 0
negs = 0
i = 0
while i < 10000
  idx = i % 24 - 12
  v = a[idx]
  if v.nil?
    nils += 1
  else
    sum += v
    negs += 1 if idx < 0
  end
  w = a[i]
  nils += 1 if w == nil
  i += 1
end
p nils, sum, negs
p a[-1], a[-8], a[-9], a[8], a[7], a[100], a[-100]
p a[8, 1], a[9, 1], a[-3, 2], a[-9, 2], a[2, 100]
empty = []
e = 0
i = 0
while i < 3000
  e += 1 if empty[i % 5 - 2].nil?
  e += 1 if empty.first.nil? && empty.last.nil?
  i += 1
end
p e
rows = [[1, 2], [3], []]
hits = 0
i = 0
while i < 6000
  r = rows[i % 4]
  x = r.nil? ? nil : r[i % 3]
  hits += x.nil? ? 0 : x
  i += 1
end
p hits
