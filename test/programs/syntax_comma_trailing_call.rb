# Syntax error: two commas in a row in an argument list.
def f(a, b)
  a + b
end
p f(1, 2)
p f(1,, 2)
