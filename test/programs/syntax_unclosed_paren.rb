# Syntax error: a parenthesis that is never closed; reported at the end of the file.
x = 3
p x
y = (x + 1
p y
z = 2
