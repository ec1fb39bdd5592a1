# Syntax error: == is non-associative, so 1 == 2 == 3 does not parse.
a = 1
p a == 1
p a != 2
p 1 == 2 == 3
