# Bignum: + - * with mixed fixnum/bignum operands, results crossing the fixnum boundary both ways and shrinking back to fixnums.
MAXF = 4611686018427387903
MINF = -4611686018427387904

a = MAXF + 1
p a
p a - 1
p a - 1 == MAXF
p MAXF + MAXF
p MINF - 1
p MINF + MINF
p MINF - MAXF
p MAXF - MINF
p (MINF - 1) + 1
p (MINF - 1) + 1 == MINF
p (MAXF + 1) - 1 == MAXF
p MAXF * 2
p MAXF * -2
p MINF * -1
p MINF * MINF
p MAXF * MAXF
p 3037000499 * 3037000499
p 3037000500 * 3037000500
p 2147483648 * 2147483648 * 2
p -2147483648 * 2147483648 * 2

big = 2 ** 70
p big
small = big - big + 5
p small
p small == 5
p [small, 6] == [5, 6]
p [big - big] == [0]
p big + 1 - big
p 1 - big + big
p big * 3 - big * 2 == big
p big * 0
p 0 * big
p big * 1 == big
p -1 * big
p big - (big - 1)
p (big + 7) - big == 7

x = 123456789012345678901234567890
y = 987654321098765432109876543210
p x + y
p x - y
p y - x
p x * y
p x * -y
p -x * -y
p x + 1
p 1 + x
p x - 1
p 1 - x
p x * 7
p 7 * x
p -7 * x
p x + (-x)
p x - x
p (x * y) - (x * y) + MAXF
p (x * y) - (x * y) + MAXF + 1

# crossing in a loop: accumulate past the boundary then back
s = MAXF - 10
i = 0
while i < 20
  s += 1
  i += 1
end
p s
while i > 0
  s -= 1
  i -= 1
end
p s
p s == MAXF - 10

t = MINF + 5
i = 0
while i < 10
  t -= 1
  i += 1
end
p t
t += 10
p t
p t == MINF + 5

# compound assignment
z = 10 ** 20
z += 5
z -= 10 ** 20
p z
z *= 10 ** 20
p z
z -= 5 * 10 ** 20
p z
arr = [MAXF, 1, MINF]
arr[0] += 1
arr[2] -= 1
p arr
arr[0] -= 1
arr[2] += 1
p arr
p arr == [MAXF, 1, MINF]
puts MAXF + 1
puts MINF - 1
