# Syntax error: a closing parenthesis right after a binary operator.
a = 4
b = 5
p a
p (a + b *)
