# Syntax error: then without if.
x = 1
y = 2
p x
then p y
