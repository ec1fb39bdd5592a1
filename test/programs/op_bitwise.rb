# Bitwise operators & | ^ ~ on positive and negative integers, and their precedence.
p 12 & 10
p 12 | 10
p 12 ^ 10
p ~12
p -12 & 10
p -12 | 10
p -12 ^ 10
p 0xff & 0x0f
p 0xf0 | 0x0f
p 0xff ^ 0xff
p 1 | 2 ^ 3
p 1 ^ 2 | 3
p 6 & 3 | 8
p 8 | 6 & 3
p 5 & 4 ^ 1
p 1 + 2 & 7
p 1 & 2 + 7
p 2 | 1 == 3
p (2 | 1) == 3
p 7 & -1
p -1 ^ 0
p -1 & -2
x = 0b1011
x &= 0b0110
p x
x |= 0b1000
p x
x ^= 0b1111
p x
p 255.to_s(2)
p (~255).to_s(2)
