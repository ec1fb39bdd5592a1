# Runtime error: Array + Integer raises TypeError.
a = [1, 2]
p a + [3]
p a
a = a + 3
puts "never printed"
