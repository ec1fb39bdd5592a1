# Multiple assignment from a single value: arrays destructure, non-arrays leave the rest nil.
a, b = [1, 2]
p a, b
a, b = [1, 2, 3]
p a, b
a, b, c = [1]
p a, b, c
a, b = 6
p a, b
a, b = nil
p a, b
a, b = "str"
p a, b
arr = [10, 20, 30]
x, y = arr
p x, y
p arr
x, y = []
p x, y
first, second = [[1, 2], [3, 4]]
p first, second
def pair
  [7, 8]
end
lo, hi = pair
p lo, hi
def min_max(list)
  [list.min, list.max]
end
lo, hi = min_max([5, 3, 9, 1])
p lo, hi
q, r = [17 / 5, 17 % 5]
p q, r
