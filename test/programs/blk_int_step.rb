# Integer#step(limit, step) with positive and negative steps; it returns the receiver.
r = 1.step(10, 3) { |i| print i, " " }
puts
p r
r = 10.step(1, -3) { |i| print i, " " }
puts
p r
1.step(9, 2) { |i| print i, " " }
puts
0.step(12, 4) { |i| print i, " " }
puts
r = 5.step(1, 2) { |i| puts "never" }
p r
r = 1.step(5, -1) { |i| puts "never" }
p r
3.step(3, 5) { |i| puts "exact #{i}" }
-10.step(-1, 3) { |i| print i, " " }
puts
0.step(-8, -2) { |i| print i, " " }
puts
acc = []
100.step(160, 25) { |i| acc << i }
p acc
sum = 0
1.step(100, 1) { |i| sum += i }
p sum
