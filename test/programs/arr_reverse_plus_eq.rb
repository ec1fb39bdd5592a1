# reverse, + (concatenation), == (element-wise, nested) on arrays.
a = [1, 2, 3]
p a.reverse
p a
p [].reverse
p [[1, 2], [3]].reverse
p a + [4, 5]
p a + []
p [] + []
p a
b = a + a
p b
p [1, 2] == [1, 2]
p [1, 2] == [2, 1]
p [1, 2] == [1, 2, 3]
p [] == []
p [[1], "a", nil] == [[1], "a", nil]
p [1] == [1.to_s]
p [1, 2] != [1, 2]
p [1, [2, [3]]] == [1, [2, [3]]]
p [1, [2, [3]]] == [1, [2, [4]]]
c = a.reverse
c << 0
p a
p c
d = [[1, 2]] + [[3]]
p d
p ["a"] + ["b"] + ["c"]
p a.reverse.reverse == a
