# Array#fill(value), fill(value, start) and fill(value, start, length): negative
# starts, lengths past the end grow the array (nil padding), the receiver is returned.
a = [1, 2, 3, 4, 5]
r = a.fill(0)
p r
p a
p [1, 2, 3, 4, 5].fill(9, 2)
p [1, 2, 3, 4, 5].fill(9, 0)
p [1, 2, 3, 4, 5].fill(9, 4)
p [1, 2, 3, 4, 5].fill(9, 5)
p [1, 2, 3, 4, 5].fill(9, 7)
p [1, 2, 3, 4, 5].fill(9, -1)
p [1, 2, 3, 4, 5].fill(9, -3)
p [1, 2, 3, 4, 5].fill(9, -5)
p [1, 2, 3, 4, 5].fill(9, -9)
p [1, 2, 3, 4, 5].fill(9, 1, 2)
p [1, 2, 3, 4, 5].fill(9, 1, 0)
p [1, 2, 3, 4, 5].fill(9, 1, -2)
p [1, 2, 3, 4, 5].fill(9, 3, 2)
p [1, 2, 3, 4, 5].fill(9, 3, 4)
p [1, 2, 3, 4, 5].fill(9, 5, 2)
p [1, 2, 3, 4, 5].fill(9, 7, 2)
p [1, 2, 3, 4, 5].fill(9, -2, 1)
p [1, 2, 3, 4, 5].fill(9, -2, 5)
p [1, 2, 3, 4, 5].fill(9, -5, 2)
p [1, 2, 3, 4, 5].fill(9, -8, 2)
p [1, 2, 3, 4, 5].fill(9, 0, 5)
p [].fill(1)
p [].fill(1, 0)
p [].fill(1, 2)
p [].fill(1, 0, 3)
p [].fill(1, 2, 2)
p [].fill(1, -1, 2)
p [nil, nil, nil].fill("x")
p ["a", "b"].fill("z", 1, 3)
p [1.5].fill(2.5, 0, 2)
b = [0, 0, 0].fill([])
p b
b[0] << 7
p b
c = [0, 0].fill("s")
c[1] << "t"
p c
d = [1, 2, 3]
e = d.fill(:q, 1, 1)
p e
p d
e << 4
p d
grid = [1, 2, 3, 4, 5, 6, 7, 8]
k = 0
while k < 8
  row = [0, 0, 0, 0, 0, 0, 0, 0]
  row.fill(1, k, 2)
  puts row.join
  k += 2
end
def padded(arr, n, v)
  copy = arr + []
  if copy.length < n
    copy.fill(v, copy.length, n - copy.length)
  end
  copy
end
p padded([1, 2], 5, 0)
p padded([1, 2, 3], 2, 0)
p padded([], 3, "-")
p grid.fill(-1, 6)
p grid.length
