# Large integers that stay within the 63-bit signed range.
max = 4611686018427387903
min = -4611686018427387904
p max
p min
p max - 1
p min + 1
p max / 2
p min / 2
p max % 10
p min % 10
p max.to_s.length
p max.to_s(16)
p min.to_s(2).length
p 2 ** 61
p 2 ** 61 + (2 ** 61 - 1)
p -(2 ** 61) * 2
p 1_000_000_000 * 1_000_000_000
p 999_999_999_999 * 1000
p 12345678987654321 % 1000000007
f = 1
i = 1
while i <= 20
  f *= i
  i += 1
end
p f
p f / 19
p (max - 10).succ
p max >> 1
p max >> 61
p 1 << 61
p ~max
p ~min
p max & 0xffff
p max ^ max
