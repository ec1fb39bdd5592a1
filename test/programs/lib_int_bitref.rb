# Integer#[] bit reference: bits of positive and negative numbers (two's
# complement, infinitely sign-extended), large bit indexes, Bignums like 2**70.
p 5[0]
p 5[1]
p 5[2]
p 5[3]
p 0[0]
p 0[100]
p 1[0]
p 255[7]
p 255[8]
p 256[8]
p -1[0]
p -1[63]
p -1[64]
p -1[1000]
p -2[0]
p -2[1]
p -8[2]
p -8[3]
p -8[200]
p 6[-1]
p -6[-1]
p 12[62]
p 12[63]
p 12[64]
p (2 ** 62)[62]
p (2 ** 63)[63]
p (2 ** 64)[64]
p (2 ** 64)[63]
p (2 ** 70)[70]
p (2 ** 70)[69]
p (2 ** 70)[71]
p (2 ** 70)[0]
p (2 ** 70 + 1)[0]
p (2 ** 70 - 1)[69]
p (2 ** 70 - 1)[70]
p (-(2 ** 70))[70]
p (-(2 ** 70))[69]
p (-(2 ** 70))[71]
p (-(2 ** 70))[500]
p (-(2 ** 70) - 1)[0]
p 7[2 ** 70]
p -7[2 ** 70]
def bits(n, width)
  s = ""
  i = width - 1
  while i >= 0
    s << n[i].to_s
    i -= 1
  end
  s
end
puts bits(10, 8)
puts bits(-10, 8)
puts bits(127, 8)
puts bits(-128, 8)
puts bits(2 ** 70 + 5, 4)
puts bits(-1, 16)
def popcount(n)
  c = 0
  i = 0
  while i < 80
    c += n[i]
    i += 1
  end
  c
end
p popcount(0)
p popcount(255)
p popcount(2 ** 70 - 1)
p popcount(2 ** 70 + 2 ** 35 + 1)
[0, 1, 2, 3].each do |i|
  puts "bit #{i} of 0b1010: #{10[i]}"
end
x = 2 ** 64 - 1
p x[63]
p x[64]
p (x + 1)[0]
