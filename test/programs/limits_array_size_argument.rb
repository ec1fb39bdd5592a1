# 2**62 is a Bignum to Ruby but a long to C: Array.new converts it and
# finds the size too big (ArgumentError), as CRuby does.
p Array.new(4) { |i| i * i }
n = 2**62
p n > 2**61
Array.new(n)
