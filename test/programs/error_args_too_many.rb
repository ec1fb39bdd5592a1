# Runtime error: passing too many arguments raises ArgumentError.
def add(a, b)
  a + b
end
p add(1, 2)
puts "now with three arguments"
p add(1, 2, 3)
puts "never printed"
