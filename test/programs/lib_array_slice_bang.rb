# Array#slice!(i) and slice!(start, len): the removed element or sub-array is
# returned and the rest stays in the receiver; out-of-range gives nil.
a = [1, 2, 3, 4, 5]
p a.slice!(0)
p a
p a.slice!(-1)
p a
p a.slice!(1)
p a
p a.slice!(5)
p a.slice!(-5)
p a
b = [:a, :b, :c, :d, :e, :f]
p b.slice!(1, 2)
p b
p b.slice!(0, 0)
p b
p b.slice!(2, 10)
p b
p b.slice!(2, 1)
p b.slice!(3, 1)
p b
p b.slice!(-1, 1)
p b
p b.slice!(-3, 2)
p b.slice!(0, -1)
p b
c = [10, 20, 30, 40]
p c.slice!(-2, 5)
p c
p c.slice!(0, 2)
p c
p c.slice!(0, 1)
p c.slice!(0)
p [].slice!(0)
p [].slice!(0, 3)
p [].slice!(1, 3)
d = [[1, 2], [3, 4], [5]]
x = d.slice!(1)
x << 9
p x
p d
e = ["p", "q", "r", "s"]
y = e.slice!(1, 2)
y << "t"
p y
p e
f = [nil, false, nil]
p f.slice!(0)
p f
p f.slice!(0, 2)
p f
def take_front(arr, n)
  arr.slice!(0, n)
end
queue = [1, 2, 3, 4, 5, 6, 7]
while queue.length > 0
  batch = take_front(queue, 3)
  puts "#{batch.inspect} leaves #{queue.inspect}"
end
def drop_every_other(arr)
  i = 1
  while i < arr.length
    arr.slice!(i)
    i += 1
  end
  arr
end
p drop_every_other([0, 1, 2, 3, 4, 5, 6])
p drop_every_other([])
g = [1, 2, 3, 4, 5]
total = 0
g.length.times do
  total += g.slice!(-1)
end
p total
p g
