# Array#sort_by! with a block: sorts the receiver in place by the block's keys
# (integers, strings, floats, arrays as keys) and returns the receiver.
# All keys are distinct, so the order never depends on sort stability.
a = [5, -3, 9, -1, 7]
r = a.sort_by! do |x|
  x
end
p r
p a
r << 0
p a
b = [5, -3, 9, -1, 7]
b.sort_by! do |x|
  -x
end
p b
c = [5, -3, 9, -2, 8]
c.sort_by! do |x|
  x * x
end
p c
words = ["banana", "fig", "apple", "cherry", "kiwis", "plum"]
words.sort_by! do |w|
  w.length * 100 + w.ord
end
p words
names = ["carol", "Alice", "bob", "Dave"]
names.sort_by! do |n|
  n
end
p names
e = []
e.sort_by! do |x|
  x
end
p e
f = [42]
f.sort_by! do |x|
  x
end
p f
g = [[3, "c"], [1, "a"], [2, "b"]]
g.sort_by! do |pair|
  pair[1]
end
p g
g.sort_by! do |pair|
  -pair[0]
end
p g
h = [1.5, 0.25, 3.75, 2.0]
h.sort_by! do |x|
  x
end
p h
people = [["ann", 31], ["bob", 25], ["cy", 47], ["dee", 19]]
people.sort_by! do |rec|
  rec[1]
end
people.each do |rec|
  puts "#{rec[0]} #{rec[1]}"
end
pts = [[2, 1], [1, 3], [2, 0], [1, 1]]
pts.sort_by! do |pt|
  [pt[0], -pt[1]]
end
p pts
def by_last_digit(arr)
  arr.sort_by! do |n|
    n % 10 * 1000 + n
  end
end
p by_last_digit([31, 12, 23, 40, 55, 61])
k = [3, 1, 2]
m = k.sort_by! do |x|
  "#{x}"
end
p m
p k
