# Runtime error: ZeroDivisionError inside an inject block partway through the fold.
nums = [1000, 10, 5, 0, 2]
p nums.inject { |a, b| a + b }
r = nums.inject do |acc, x|
  puts "acc=#{acc} x=#{x}"
  acc / x
end
p r
