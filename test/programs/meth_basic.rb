# Defining and calling methods: zero or more parameters, with and without parentheses.
def hello
  puts "hello"
end
def hello2()
  puts "hello2"
end
def add(a, b)
  a + b
end
def mul3(a, b, c)
  a * b * c
end
def empty_body
end
def empty_parens()
end
hello
hello()
hello2
p add(2, 3)
p add("a", "b")
p add([1], [2])
p mul3(2, 3, 4)
p empty_body
p empty_parens()
r = hello
p r
p add(add(1, 2), add(3, 4))
p add 10, 20
x = add 1, 2
p x
def square(n) n * n end
p square(9)
def twice(s); s + s; end
p twice("ab")
def many(a, b, c, d, e, f)
  [a, b, c, d, e, f]
end
p many(1, 2, 3, 4, 5, 6)
def uses_locals(n)
  doubled = n * 2
  tripled = n * 3
  doubled + tripled
end
p uses_locals(5)
