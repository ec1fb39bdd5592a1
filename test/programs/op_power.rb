# Exponentiation: right-associative, binds tighter than unary minus on its left operand.
p 2 ** 10
p 2 ** 3 ** 2
p (2 ** 3) ** 2
p 2 ** (3 ** 2)
p -2 ** 2
p (-2) ** 2
p -2 ** 3
p (-2) ** 3
p 0 ** 0
p 5 ** 0
p 1 ** 100
p 0 ** 5
p 3 ** 4 * 2
p 2 * 3 ** 4
p 10 ** 18
p 2 ** 61
p (-3) ** 5
p 7 ** 2 ** 1
x = 3
p x ** 2
p -x ** 2
p (-x) ** 2
p 2 ** x + 1
p 2 ** (x + 1)
y = 2
y **= 5
p y
