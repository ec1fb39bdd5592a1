# Syntax error: two expressions side by side with no operator between them.
x = 10
y = 20
p x
p y
p 10 20
