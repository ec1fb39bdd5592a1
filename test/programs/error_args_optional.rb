# Runtime error: a method with optional parameters still rejects too many arguments.
def f(a, b = 2, c = 3)
  [a, b, c]
end
p f(1)
p f(1, 5)
p f(1, 5, 6)
p f(1, 5, 6, 7)
puts "never printed"
