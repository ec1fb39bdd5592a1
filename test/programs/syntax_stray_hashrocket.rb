# Syntax error: a stray => where an expression is expected.
x = 5
y = 6
p x + y
z = => 7
p z
