# JIT hazard: a recursive method that terminated for 3,000 calls from a hot loop misses its base case on an odd argument and recurses forever (SystemStackError).
def halve_to_zero(n)
  return 0 if n == 0
  1 + halve_to_zero(n - 2)
end

total = 0
i = 0
while i < 6000
  n = i < 3000 ? (i % 40) * 2 : 41
  total += halve_to_zero(n)
  puts "i=#{i} total=#{total}" if i % 500 == 0
  i += 1
end
puts "never printed"
