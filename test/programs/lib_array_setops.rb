# Array#-, Array#& and Array#|: duplicates, order, nested arrays, strings,
# Integer vs Float (1 and 1.0 are different elements), empty arrays.
a = [1, 2, 2, 3, 4, 4, 5]
b = [2, 4, 6]
p a - b
p b - a
p a & b
p b & a
p a | b
p b | a
p a - []
p [] - a
p a & []
p [] & a
p a | []
p [] | a
p [] - []
p [] & []
p [] | []
p [3, 1, 3, 2, 1] - [1]
p [3, 1, 3, 2, 1] & [1, 3]
p [3, 1, 3, 2, 1] | [3]
p [1, 1, 1] | [1, 1]
p [1, 1, 1] & [1, 1]
p [1, 1, 1] - [2]
p [1, 2, 3] - [1, 2, 3]
p [1, 2.0, 3] - [1.0, 2]
p [1, 2.0, 3] & [1.0, 2, 3]
p [1, 2.0, 3] | [1.0, 2, 3]
p [1, 1.0] | [1.0, 1]
p [0.5, 1.5] & [1.5, 2.5]
p ["a", "b", "c", "a"] - ["a"]
p ["a", "b", "c"] & ["c", "a", "z"]
p ["b", "a"] | ["a", "c", "b", "d"]
p ["", "x", ""] | [""]
p [:a, :b, "a", "b"] - [:a, "b"]
p [:x, :y] & [:y, :x]
p [[1, 2], [3], [1, 2]] - [[3]]
p [[1, 2], [3], [1, 2]] & [[1, 2]]
p [[1, 2], [3]] | [[3], [2, 1], []]
p [[], [[]], []] | [[]]
p [[1, [2]], [1, [3]]] - [[1, [2]]]
p [nil, 1, nil, false] - [nil]
p [nil, false, true] & [false, nil]
p [nil, nil] | [false, false]
x = [5, 6, 7]
y = x - [6]
p x
p y
z = x | []
z << 8
p x
p z
def common(p1, p2, p3)
  (p1 & p2) & p3
end
p common([1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6])
p common([1], [2], [3])
def sym_diff(l, r)
  (l - r) | (r - l)
end
p sym_diff([1, 2, 3, 3], [3, 4, 4, 5])
p sym_diff(["a", "b"], ["b", "a"])
p (a | b) - (a & b)
p (a - b) & (b - a)
lists = [[1, 2], [2, 3], [3, 4]]
acc = []
lists.each do |l|
  acc = acc | l
end
p acc
