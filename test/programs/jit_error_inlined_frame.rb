# An error raised in a method inlined into a hot loop: the report names every frame, as tier 1's does.
def g(z)
  z + 1
end

def f(x, y)
  g(x * 2) + y
end

a = Array.new(10000, 3)
a[9000] = "a"
i = 0
s = 0
while i < 10000
  s = f(a[i], i)
  puts s if i % 3000 == 0
  i += 1
end
p s
