# Syntax error: an unterminated double-quoted string runs to the end of the file.
x = 1
y = 2
puts "x is #{x}"
puts "y is #{y}
p x + y
z = 3
