# Runtime error: Integer + String raises TypeError.
a = 1
b = "2"
p a + b.to_i
p a.to_s + b
p a + b
puts "never printed"
