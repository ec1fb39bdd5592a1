# Accumulators in enclosing scope built up by blocks: strings, arrays, sums and running maxima.
text = ""
["a", "b", "c"].each { |s| text << s << "-" }
p text
parts = []
3.times { |i| parts << "p#{i}" }
p parts
puts parts.join("+")
total = 0
running = []
[5, 3, 8, 1].each do |x|
  total += x
  running << total
end
p total
p running
best = nil
[7, 2, 9, 4].each { |x| best = x if best.nil? || x > best }
p best
squares = []
1.upto(5) { |i| squares.push(i * i) }
p squares
product = 1
[1, 2, 3, 4, 5, 6].each { |x| product *= x }
p product
big = 1
30.times { big *= 3 }
p big
lines = []
["x", "y"].each_with_index { |s, i| lines << "#{i + 1}. #{s}" }
puts lines
