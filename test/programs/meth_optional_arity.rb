# Calling methods with optional parameters with every allowed number of arguments.
def f(a, b = "B", c = "C", d = "D")
  "#{a}#{b}#{c}#{d}"
end
p f(1)
p f(1, 2)
p f(1, 2, 3)
p f(1, 2, 3, 4)
def g(a = 1)
  a * 10
end
p g
p g()
p g(5)
def h a, b = a + 1
  [a, b]
end
p h 1
p h 1, 5
def defaults_see_each_other(x = 2, y = x * x, z = y - x)
  [x, y, z]
end
p defaults_see_each_other
p defaults_see_each_other(3)
p defaults_see_each_other(3, 1)
def default_string(s = "fresh")
  s << "!"
  s
end
p default_string
p default_string
