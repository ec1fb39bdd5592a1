# In nested blocks a break in the inner block only leaves the inner call; the outer iteration goes on.
[1, 2, 3].each do |a|
  r = [10, 20, 30].each do |b|
    break b if b > a * 10
    print a, ":", b, " "
  end
  puts "-> #{r}"
end
found = []
3.times do |i|
  3.times do |j|
    break if j > i
    found << [i, j]
  end
end
p found
r = [1, 2, 3].map do |a|
  [5, 6, 7].each { |b| break a * b if b == 6 }
end
p r
r = [1, 2, 3, 4].each do |a|
  inner = [1, 2].map { |b| break :inner if a == 2; b }
  break [:outer, a] if a == 3
  p inner
end
p r
i = 0
r = loop do
  i += 1
  [1, 2, 3].each { |x| break if x == 2 }
  break i if i == 3
end
p r
def yield_pairs
  [1, 2].each { |a| [3, 4].each { |b| yield a, b } }
  :done
end
p(yield_pairs { |a, b| print a, b, " " })
puts
p(yield_pairs { |a, b| break [a, b] if b == 4 })
