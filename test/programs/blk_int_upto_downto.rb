# Integer#upto and #downto yield each integer in turn and return the receiver; empty ranges yield nothing.
r = 1.upto(5) { |i| print i, " " }
puts
p r
r = 5.downto(1) { |i| print i, " " }
puts
p r
r = 3.upto(2) { |i| puts "never" }
p r
r = 2.downto(3) { |i| puts "never" }
p r
7.upto(7) { |i| puts "single #{i}" }
-2.upto(2) { |i| print i, "," }
puts
2.downto(-2) { |i| print i, "," }
puts
acc = []
10.downto(6) { |i| acc << i * 2 }
p acc
fact = 1
1.upto(20) { |i| fact *= i }
p fact
fact = 1
1.upto(25) { |i| fact *= i }
p fact
s = 0
(1 + 1).upto(4 * 2) { |k| s += k }
p s
