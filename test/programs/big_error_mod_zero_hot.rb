# Bignum: a hot loop takes a bignum modulo a computed divisor that reaches zero after 3,000 iterations, raising ZeroDivisionError.
def divisor(i)
  3000 - i
end

big = 3 ** 90
acc = 0
i = 0
while i < 6000
  acc = (acc + big % divisor(i)) % 1000000007
  puts "i=#{i} acc=#{acc}" if i % 500 == 0 || i > 2997
  i += 1
end
puts "never printed"
