# Runtime error: a method with optional parameters called with no arguments at all.
def g(a, b, c = 3)
  a + b + c
end
p g(1, 2)
p g(1, 2, 10)
p g()
puts "never printed"
