# Bignum: / and % floor with every sign combination of bignum and fixnum operands, exact divisions, then a bignum divided by 0 raises ZeroDivisionError.
B = 100000000000000000000007
C = 2 ** 64 + 3
def show(a, b)
  q = a / b
  r = a % b
  ok = q * b + r == a
  puts "#{a} / #{b} = #{q}, % = #{r}, check #{ok}"
end

show(B, 7)
show(-B, 7)
show(B, -7)
show(-B, -7)
show(B, C)
show(-B, C)
show(B, -C)
show(-B, -C)
show(7, B)
show(-7, B)
show(7, -B)
show(-7, -B)
show(0, B)
show(0, -B)
show(B, B)
show(B, -B)
show(-B, B)
show(B, 1)
show(B, -1)

# exact divisions
p (2 ** 100) / (2 ** 40)
p (2 ** 100) % (2 ** 40)
p (-(2 ** 100)) / (2 ** 40)
p (-(2 ** 100)) % (2 ** 40)
p (2 ** 100) / -(2 ** 40)
p (2 ** 100) % -(2 ** 40)
p (10 ** 30) / (10 ** 10)
p (10 ** 30) / -1000
p (10 ** 30) % 1000
p (10 ** 30) % -1000
p (-(10 ** 30)) % 1000

# quotient shrinks into a fixnum and is usable as one
q = (2 ** 80) / (2 ** 20)
p q
p q == 1152921504606846976
p q + 1
r = (2 ** 80 + 5) % (2 ** 20)
p r
p r == 5
p [r] == [5]

# fixnum boundary division
MINF = -4611686018427387904
p MINF / -1
p MINF % -1
p MINF / 1
p (MINF - 1) / -1
p 4611686018427387904 / 2
p 4611686018427387904 / -2
p -4611686018427387905 / 2
p -4611686018427387905 % 2
p 4611686018427387904 % 7
p -4611686018427387905 % 7
p 4611686018427387904 % -7

# compound forms
x = 3 ** 50
x /= 3 ** 48
p x
y = 3 ** 50
y %= 1000
p y
z = -(3 ** 50)
z %= 1000
p z

# division in a loop: digits of a bignum, least significant first
n = 2 ** 100
digits = []
while n > 0
  digits << n % 10
  n /= 10
end
p digits.length
p digits.reverse.join
p digits.sum

puts "dividing a bignum by zero"
p B / 0
puts "not reached"
