# Syntax error: an array literal that is never closed; reported at the end of the file.
a = [1, 2, 3]
p a
b = [4, 5,
     6
p b
c = 7
