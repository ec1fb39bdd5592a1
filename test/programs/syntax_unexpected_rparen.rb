# Syntax error: an extra closing parenthesis.
a = 1
b = 2
p(a + b)
p((a + b) * 2))
p a
