# Adding a String to a Float raises TypeError "String can't be coerced into Float".
a = 1.5
p a + 1, a + 2.5
b = "a"
p a + b
puts "not reached"
