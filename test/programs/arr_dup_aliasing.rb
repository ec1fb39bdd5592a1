# Array aliasing versus dup: assignment shares the array, dup copies the outer array only.
a = [1, 2, 3]
b = a
b << 4
p a
c = a.dup
c << 5
p a
p c
p c == a
nested = [[1], [2]]
shallow = nested.dup
shallow[0] << 100
shallow << [3]
p nested
p shallow
s = ["str"]
t = s.dup
t[0] << "!"
p s
t[0] = "new"
p s
p t
def modify(x)
  x << "changed"
end
orig = ["o"]
modify(orig.dup)
p orig
modify(orig)
p orig
e = [].dup
e << 1
p e
