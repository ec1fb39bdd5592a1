# Precedence across levels: ** unary- * + << & | ^ comparison equality && || ?: = not and/or.
p 1 + 2 << 3
p 1 << 2 + 3
p 2 * 3 << 1
p 12 & 6 + 2
p 12 & 6 | 1
p 1 | 6 & 12
p 3 ^ 5 & 1
p 5 > 3 == true
p 5 > 3 && 2 > 1
p 1 < 2 == 3 < 4
p 1 + 2 == 3 && 4 - 1 == 3
p 2 + 3 * 4 ** 2
p -2 ** 2 + 1
p 10 - 2 ** 3 / 4
p !true && false
p !(true && false)
p 1 == 1 ? 2 + 3 : 4 * 5
p nil || 1 > 2 ? "a" : "b"
x = 1 < 2 && 3
p x
y = 5 & 3 == 1
p y
z = (5 & 3) == 1
p z
p 2 ** 2 * 3 ** 2
p 100 >> 2 ** 2
p 7 % 4 ** 2
p ~1 + 1
p -3 % 5
p -(3 % 5)
p 1 + 2 <=> 2 + 1
p (1 <=> 2) == -1
p 4 | 1 < 6
p 2 * 3 + 4 & 15
a = 2
b = 3
p a * b ** a - b << 1
p a + b > b + a || a * b == 6 && a < b
