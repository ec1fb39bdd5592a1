# Syntax error: <=> and == share a non-associative level, so they cannot be chained.
a = 1
b = 2
p a <=> b
p a <=> b == -1
