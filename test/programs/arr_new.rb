# Array.new(n) and Array.new(n, value); the same value object is shared by every slot.
p Array.new(0)
p Array.new(3)
p Array.new(3, 0)
p Array.new(2, "x")
p Array.new(4, nil)
a = Array.new(3, 0)
a[0] = 5
p a
b = Array.new(3, [])
b[0] << 1
p b
c = Array.new(2, "s")
c[0] << "!"
p c
c[1] = "t"
p c
d = Array.new(2)
d << 3
p d
n = 4
grid = Array.new(n)
i = 0
while i < n
  grid[i] = Array.new(n, 0)
  i += 1
end
grid[1][2] = 7
p grid
p Array.new(5, 1).sum
