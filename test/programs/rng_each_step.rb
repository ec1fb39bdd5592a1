# Iterating ranges: each, step, each_with_index, with closures and break.
total = 0
(1..10).each { |i| total += i }
p total
(1...4).each do |i|
  print i, " "
end
puts
r = (0..20).step(5) { |x| print x, "," }
puts
p r
(1...10).step(3) { |x| print x, ";" }
puts
found = (1..100).each { |i| break i if i * i > 50 }
p found
(10..12).each_with_index { |x, i| puts "#{i}: #{x}" }
sum = 0
(1..3).each { |i| (1..i).each { |j| sum += i * j } }
p sum
n = 0
(5..1).each { n += 1 }
p n
