# Bignum: indexing an array with a bignum raises RangeError (bignum too big to convert into long).
a = [1, 2]
p a[1]
p a[2 ** 62 - 1]
p a[-(2 ** 62)]
p a[2 ** 70 - 2 ** 70]
puts "indexing with 2**70"
p a[2 ** 70]
puts "not reached"
