# Bignum: String#to_i producing bignums (signs, leading zeros, underscores, trailing garbage, exactly at the fixnum edges) and round trips through to_s.
X = 2 ** 100 + 12345678901234567
N = -(3 ** 77)
p X.to_s.to_i == X
p N.to_s.to_i == N
p "123456789012345678901234567890".to_i
p "-98765432109876543210987654321".to_i
p "+98765432109876543210987654321".to_i
p "123456789012345678901234567890".to_i + 1
p "4611686018427387903".to_i
p "4611686018427387904".to_i
p "-4611686018427387904".to_i
p "-4611686018427387905".to_i
p "9223372036854775808".to_i
p "18446744073709551616".to_i
p "00000000000000000000000000012".to_i
p "0000000000000000000000000001180591620717411303424".to_i
p "1180591620717411303424abc".to_i
p "1_180_591_620_717_411_303_424".to_i
p "  1180591620717411303424".to_i
p "1180591620717411303424 99".to_i
p "-0000000000000000000000000000000".to_i
p "4611686018427387904".to_i - 1
p ("4611686018427387904".to_i - 1).to_s
p "4611686018427387904".to_i == 2 ** 62
p "-4611686018427387905".to_i == -(2 ** 62) - 1

# round trips in a loop over growing powers of 7, both signs
v = 1
i = 0
ok = true
while i < 120
  ok = false if v.to_s.to_i != v
  ok = false if (-v).to_s.to_i != -v
  v *= 7
  i += 1
end
p ok
p v.to_s.to_i

# parse a long decimal string digit by digit and compare with to_i
s = "31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679"
acc = 0
i = 0
while i < s.length
  acc = acc * 10 + s[i].to_i
  i += 1
end
p acc
p acc == s.to_i
p s.to_i % 1000000007
p (s + s).to_i / s.to_i
