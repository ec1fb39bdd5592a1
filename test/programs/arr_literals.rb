# Array literals: empty, mixed types, nested, trailing comma, multi-line, computed elements.
p []
p [1]
p [1, 2, 3]
p [1, "two", nil, true, false]
p [[1, 2], [3, [4, []]]]
p [1, 2,]
x = 5
p [x, x * 2, x ** 2]
p [
  "multi",
  "line",
]
p [[]]
p [nil]
p [[], [], []]
a = [1 + 1, "a" + "b", [x]]
p a
p a.length
p ["#{x}", 'x']
p [-1, -x, +x]
p [p(1), p(2)]
e = []
p e.length
p e == []
