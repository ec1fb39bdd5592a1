# Syntax error: assigning to the keyword nil.
a = 1
p a
nil = 2
p a
