# Operator-assignment on index targets: a[i] op= v evaluates a and i exactly once.
a = [1, 2, 3]
a[0] += 10
p a
a[1] -= 5
p a
a[2] *= 3
p a
a[-1] += 1
p a
a[5] ||= 7
p a
a[5] ||= 8
p a
a[3] ||= 0
p a
a[0] &&= a[0] * 2
p a
a[4] &&= 1
p a
counts = Array.new(3, 0)
counts[1] += 1
counts[1] += 1
counts[2] += 1
p counts
def arr_of(x)
  puts "evaluating receiver"
  x
end
def idx(i)
  puts "evaluating index #{i}"
  i
end
b = [10, 20, 30]
arr_of(b)[idx(1)] += 5
p b
arr_of(b)[idx(0)] ||= 99
p b
arr_of(b)[idx(2)] <<= 1
p b
s = ["x", "y"]
s[0] += "z"
p s
s[1] *= 3
p s
m = [[1, 2], [3, 4]]
m[1][0] += 100
p m
v = (b[0] += 1)
p v
