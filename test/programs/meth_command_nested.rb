# Nested command calls without parentheses: puts add 4, 5 and friends.
def add(a, b)
  a + b
end
def neg(x)
  -x
end
def wrap(s, left = "[", right = "]")
  left + s + right
end
puts add 4, 5
puts add(4, 5)
p add 1, add(2, 3)
puts neg 7
p neg neg 7
puts wrap "x"
puts wrap "x", "<", ">"
puts wrap wrap("in"), "{", "}"
print add(1, 2), "\n"
print wrap("p"), "\n"
x = neg add 2, 3
p x
p add 1, 2
puts "a", "b", add(1, 2)
p "abc".include? "b"
puts "Hello".upcase
y = [3, 1, 2]
puts y.sort.join ", "
puts add 10, neg(3)
