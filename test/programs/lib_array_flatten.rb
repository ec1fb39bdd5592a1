# Array#flatten without an argument and with a depth (0, 1, 2, 3, -1, -2),
# including nested empty arrays; the receiver is never changed.
a = [1, [2, [3, [4, [5]]]], 6]
p a.flatten
p a.flatten(0)
p a.flatten(1)
p a.flatten(2)
p a.flatten(3)
p a.flatten(4)
p a.flatten(10)
p a.flatten(-1)
p a.flatten(-2)
p a
p [].flatten
p [].flatten(1)
p [[]].flatten
p [[]].flatten(0)
p [[], [[]], [[], []]].flatten
p [[], [[]], [[], []]].flatten(1)
p [[[[]]]].flatten(2)
p [1, [], 2, [[]], 3].flatten
p [1, 2, 3].flatten
p [1, 2, 3].flatten(1)
p [[1, 2], [3, 4], [5]].flatten
p [[1, 2], [3, 4], [5]].flatten(1)
p [["a", ["b"]], "c", [[:d]]].flatten
p [["a", ["b"]], "c", [[:d]]].flatten(1)
p [nil, [nil, [nil]], [false]].flatten
p [1.5, [2.5, [nil, "x"]]].flatten(1)
b = [[1, 2], [3]]
c = b.flatten
c << 4
p b
p c
d = b.flatten(0)
d << [9]
p b
p d
e = [1, [2], [[3]], [[[4]]], [[[[5]]]]]
depth = 0
while depth < 5
  puts "depth #{depth}: #{e.flatten(depth).inspect}"
  depth += 1
end
def total(arr)
  sum = 0
  arr.flatten.each do |x|
    sum += x
  end
  sum
end
p total([1, [2, 3], [[4], [[5, 6]]]])
p total([[], [[]]])
grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
p grid.flatten
p grid.flatten.length
p grid.flatten(1) == grid.flatten
words = [["hello", ["big"]], ["world"]]
puts words.flatten.join(" ")
p [[1, [2, [3]]], [[4]]].flatten(1).flatten(1)
