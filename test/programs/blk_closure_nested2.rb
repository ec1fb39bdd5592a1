# Two levels of nested blocks reading and writing locals of both enclosing levels.
total = 0
[[1, 2], [3, 4, 5]].each do |row|
  row_sum = 0
  row.each do |x|
    row_sum += x
    total += x
  end
  puts "row #{row_sum}"
end
p total
pairs = []
[1, 2].each { |a| ["x", "y"].each { |b| pairs << "#{a}#{b}" } }
p pairs
table = []
3.times do |i|
  line = []
  3.times { |j| line << i * j }
  table << line
end
p table
last_inner = nil
[10, 20].each do |a|
  [1, 2].each { |b| last_inner = a + b }
end
p last_inner
outer_count = 0
inner_count = 0
2.times do
  outer_count += 1
  4.times { inner_count += outer_count }
end
p [outer_count, inner_count]
p [1, 2, 3].map { |a| [10, 20].map { |b| a * b } }
