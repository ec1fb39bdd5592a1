# Syntax error: an unterminated single-quoted string.
a = 'fine'
b = "also fine"
c = 'broken
p a
