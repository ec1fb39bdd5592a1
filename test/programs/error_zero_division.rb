# Runtime error: integer division by zero raises ZeroDivisionError after earlier output.
puts "before"
a = 10
b = 5
p a / b
b -= 5
p b
p a / b
puts "never printed"
