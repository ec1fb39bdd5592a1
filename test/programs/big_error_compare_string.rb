# Bignum: comparing a bignum with a String by < raises ArgumentError (while == gives false and <=> gives nil).
x = 2 ** 70
p x < 2 ** 71
p x == "a"
p x <=> "a"
p x > 5
puts "comparing"
p x < "a"
puts "not reached"
