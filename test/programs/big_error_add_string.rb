# Bignum: adding a String to a bignum raises TypeError after bignum + fixnum and bignum + bignum have worked.
x = 2 ** 70
p x + 1
p x + x
p 1 + x
puts "#{x} + \"a\""
y = x + "a"
puts "not reached #{y}"
