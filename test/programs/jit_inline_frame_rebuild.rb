# An exit inside methods inlined two deep: tier 1 rebuilds their frames and finishes the calls.
def g(z, w)
  z + w
end

def f(x, y)
  g(x * 2, y)
end

a = Array.new(6000, 3)
b = Array.new(6000, 1)
a[5000] = "ab"
b[5000] = "!"
i = 0
out = []
while i < 6000
  r = f(a[i], b[i])
  out << r if i % 1000 == 0 || i == 5000
  i += 1
end
p out
