# Syntax error: a binary operator followed by the end of the file.
a = 1
b = 2
p a + b
c = a *
