# Shift operators << >> on integers, negative operands and negative shift counts.
p 1 << 0
p 1 << 1
p 1 << 10
p 3 << 4
p 1024 >> 3
p 1023 >> 3
p -1 >> 1
p -1 >> 20
p -16 >> 2
p -17 >> 2
p -1 << 3
p 1 << -1
p 16 >> -2
p 8 << -2
p 0 << 5
p 1 << 40
p 1 << 61
p 1 + 1 << 2
p 1 << 2 + 1
p 1 << 2 | 1
p 6 >> 1 & 1
x = 5
x <<= 3
p x
x >>= 1
p x
p 100 >> 100
p -100 >> 100
