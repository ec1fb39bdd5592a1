# JIT hazard: an array index that was a fixnum for 4,000 iterations becomes a string, so Array#[] raises TypeError.
data = [10, 20, 30, 40, 50, 60, 70]
keys = [0, 1, 2, 3, 4, 5, 6]
sum = 0
i = 0
while i < 8000
  keys[3] = "3" if i == 4000
  sum += data[keys[i % 7]]
  puts "i=#{i} sum=#{sum}" if i % 800 == 0 || i > 3996
  i += 1
end
puts "never printed"
