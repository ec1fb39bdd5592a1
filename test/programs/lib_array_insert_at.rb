# Array#insert (negative index, index past the end pads with nil), Array#delete_at
# (out of range gives nil), Array#at, and Array#slice(i) / slice(start, len).
a = [1, 2, 3]
r = a.insert(1, :x)
p r
p a
p [1, 2, 3].insert(0, 0)
p [1, 2, 3].insert(3, 4)
p [1, 2, 3].insert(5, 6)
p [1, 2, 3].insert(1, 7, 8, 9)
p [1, 2, 3].insert(-1, 4)
p [1, 2, 3].insert(-2, 4)
p [1, 2, 3].insert(-4, 0)
p [1, 2, 3].insert(-2, "a", "b")
p [1, 2, 3].insert(2)
p [].insert(0, 1)
p [].insert(2, 1, 2)
p [].insert(-1, :z)
p [[1]].insert(1, [2, [3]])
b = [10, 20, 30, 40, 50]
p b.delete_at(0)
p b
p b.delete_at(-1)
p b
p b.delete_at(1)
p b
p b.delete_at(2)
p b.delete_at(-3)
p b
p b.delete_at(5)
p b.delete_at(-5)
p [].delete_at(0)
p [nil].delete_at(0)
c = [:a, :b, :c, :d]
p c.at(0)
p c.at(3)
p c.at(4)
p c.at(-1)
p c.at(-4)
p c.at(-5)
p [].at(0)
d = [1, 2, 3, 4, 5]
p d.slice(0)
p d.slice(4)
p d.slice(5)
p d.slice(-1)
p d.slice(-5)
p d.slice(-6)
p d.slice(1, 2)
p d.slice(0, 0)
p d.slice(3, 10)
p d.slice(5, 1)
p d.slice(6, 1)
p d.slice(-2, 2)
p d.slice(-3, 1)
p d.slice(-6, 2)
p d.slice(2, -1)
p [].slice(0, 1)
p [].slice(1, 1)
p [[1, 2], [3]].slice(0)
p d
e = d.slice(1, 3)
e << 99
p d
p e
def move(arr, from, to)
  v = arr.delete_at(from)
  arr.insert(to, v)
end
p move([1, 2, 3, 4], 0, 3)
p move([1, 2, 3, 4], 3, 0)
p move([1, 2, 3, 4], 1, -1)
w = []
3.times do |i|
  w.insert(0, i)
  w.insert(w.length, i * 10)
end
p w
