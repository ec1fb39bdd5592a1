def find_first(arr, limit)
  arr.each { |x| return x if x > limit }
  nil
end
def count_found(n)
  arr = [1, 5, 9, 13]
  c = 0
  i = 0
  while i < n
    r = find_first(arr, i % 16)
    c += r if r
    i += 1
  end
  c
end
p count_found(200000)
def deep(n)
  n.times { |i| [i].each { |j| 3.times { |k| return [j, k] if j * k == 4 } } }
  :no
end
s = 0
50000.times { |i| r = deep(5); s += r[0] }
p s
