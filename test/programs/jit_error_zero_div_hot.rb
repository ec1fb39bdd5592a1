# JIT hazard: a hot loop divides by a computed divisor that first reaches zero after 5,000 iterations, raising ZeroDivisionError.
def divisor(i)
  5000 - i
end

sum = 0
i = 0
while i < 10000
  sum += 1000000 / divisor(i)
  puts "i=#{i} sum=#{sum}" if i % 1000 == 0 || i > 4997
  i += 1
end
puts "never printed"
