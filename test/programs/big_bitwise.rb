# Bignum: & | ^ ~ on positive and negative bignums and fixnums, << and >> of bignum receivers by counts up to a few hundred, negative counts, and shifting back down to fixnums.
A = 0xFFFF0000FFFF0000FFFF0000FFFF
B = 0x123456789ABCDEF0123456789ABCDEF
N = -(2 ** 80) + 12345
M = -0xF0F0F0F0F0F0F0F0F0F0F0F0

def bits(x, y)
  puts "#{x} #{y}: & #{x & y} | #{x | y} ^ #{x ^ y}"
end

bits(A, B)
bits(A, N)
bits(N, A)
bits(N, M)
bits(A, 255)
bits(255, A)
bits(A, -256)
bits(-256, A)
bits(N, 255)
bits(N, -1)
bits(A, 0)
bits(M, 4611686018427387903)
bits(4611686018427387903, 4611686018427387904)
bits(-4611686018427387904, -4611686018427387905)

p ~A
p ~N
p ~M
p ~~A == A
p ~(2 ** 64)
p ~(-(2 ** 64))
p ~4611686018427387903
p ~-4611686018427387904
p ~-4611686018427387905
p ~4611686018427387904

# results that shrink to fixnums
p (2 ** 100 + 5) & 0xFF
p (2 ** 100 + 5) & 0xFF == 5
p (2 ** 100) ^ (2 ** 100 + 9)
p (2 ** 100 | 7) - (2 ** 100)
p A & ~A
p A ^ A
p (A & 0xFFFF) == 0
p N & (2 ** 80 - 1)

# to_s(2) views
p (A & B).to_s(16)
p (A | B).to_s(16)
p (A ^ B).to_s(16)
p (N & M).to_s(16)

# shifts
x = 1
p x << 62
p x << 63
p x << 64
p x << 200
p 1 << 62 >> 62
p (2 ** 100) >> 100
p (2 ** 100) >> 101
p (2 ** 100) >> 38
p (2 ** 100) >> 37
p (2 ** 100) >> 500
p (-(2 ** 100)) >> 500
p (-(2 ** 100)) >> 99
p (-(2 ** 100) - 1) >> 100
p (-(2 ** 100)) >> 100
p B << 300
p B >> 7
p (B << 300) >> 300 == B
p B << -7
p B >> -7
p (B >> -7) == B << 7
p 5 << -1
p 5 >> -100
p (-B) >> 3
p (-B) << 3
p (-B) >> 121
p (-B) >> 120
p 4611686018427387903 << 1
p 4611686018427387904 >> 1
p -4611686018427387904 << 1
p -4611686018427387905 >> 1
p 3 << 61
p -3 << 61
p 0 << 300
p A >> 0
p A << 0

# compound forms and a loop of shifts
y = 1
y <<= 100
p y
y >>= 90
p y
z = 7
i = 0
while i < 30
  z <<= 9
  i += 1
end
p z
while z > 7
  z >>= 13
end
p z

# masking bytes out of a bignum
v = 0x0102030405060708090A0B0C0D0E0F10111213
bytes = []
while v != 0
  bytes.unshift(v & 0xFF)
  v >>= 8
end
p bytes
p bytes.length

# popcount by shifting
def popcount(x)
  c = 0
  while x > 0
    c += x & 1
    x >>= 1
  end
  c
end
p popcount(A)
p popcount(B)
p popcount(2 ** 300 - 1)
