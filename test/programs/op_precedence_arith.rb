# Arithmetic precedence and associativity: * / % bind tighter than + -, all left-associative.
p 1 + 2 * 3
p (1 + 2) * 3
p 10 - 4 - 3
p 10 - (4 - 3)
p 100 / 10 / 5
p 100 / (10 / 5)
p 2 * 3 + 4 * 5
p 20 / 4 * 5
p 20 * 4 / 5
p 17 % 5 * 2
p 2 * 17 % 5
p 1 + 17 % 5
p 7 - 2 + 3
p 7 - (2 + 3)
p 2 + 3 * 4 - 6 / 2
p ((2 + 3) * (4 - 6)) / 2
p 1 - -1
p 1 + -1
p 3 * -2
p -3 * -2
p 10 % 3 + 10 / 3 * 3
x = 6
y = 4
p x * y + x / y - x % y
p (x + y) * (x - y)
p x - y - 1
p x / y * y + x % y == x
p 1 + 2 + 3 + 4 + 5 * 6 * 7
