# JIT hazard: a hot loop reads array elements past the end once the array has shrunk, so `nil + 1` raises NoMethodError.
list = Array.new(6000, 1)
i = 0
while i < 6000
  list[i] = i % 17
  i += 1
end
total = 0
i = 0
while i < 5000
  total += list[i] + 1
  list.pop if i > 2000
  puts "i=#{i} len=#{list.length} total=#{total}" if i % 500 == 0 || i > 3995
  i += 1
end
puts "never printed"
