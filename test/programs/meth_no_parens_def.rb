# def name a, b without parentheses, and command-style calls to such methods.
def add a, b
  a + b
end
def greet name, punct = "!"
  "hi " + name + punct
end
def single x
  x * 10
end
def none
  "none"
end
p add(1, 2)
p add 3, 4
p greet("ann")
p greet "bob", "?"
p single 5
p none
puts add 4, 5
x = add 10, add(1, 1)
p x
y = single add 1, 1
p y
