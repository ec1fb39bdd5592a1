# Array indexing: positive, negative, out of range, nested, first/last.
a = [10, 20, 30, 40, 50]
p a[0]
p a[4]
p a[5]
p a[100]
p a[-1]
p a[-5]
p a[-6]
p a[a.length - 1]
p a.first
p a.last
p [].first
p [].last
p [][0]
p [][-1]
m = [[1, 2, 3], [4, 5, 6]]
p m[1][2]
p m[-1][-1]
p m[0]
p m[2]
i = 0
while i < a.length
  print a[i], " ", a[-1 - i], "\n"
  i += 1
end
s = ["x", "y"]
p s[1].upcase
p [nil][0]
