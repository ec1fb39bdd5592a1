# Integer#times yields 0...n and returns the receiver; zero and negative counts never call the block.
r = 4.times { |i| print i, " " }
puts
p r
r = 0.times { puts "never" }
p r
r = -3.times { puts "never" }
p r
3.times { puts "hi" }
sq = []
6.times { |i| sq << i * i }
p sq
n = 5
total = 0
n.times { |i| total += i + 1 }
p total
p 2.times { }
big = 0
100.times { |i| big += i }
p big
x = (2 + 1).times { |i| print "[", i, "]" }
puts
p x
def repeat(n, s)
  out = ""
  n.times { out << s }
  out
end
p repeat(3, "ab")
p repeat(0, "ab")
