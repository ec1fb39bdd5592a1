# Array#each and each_with_index yield every element in order and return the receiver itself.
a = [3, "x", nil, [1, 2], :sym, true]
r = a.each { |v| p v }
p r
p r.length
r = [10, 20, 30].each_with_index { |v, i| puts "#{i}: #{v}" }
p r
r = [].each { |v| puts "never" }
p r
r = [].each_with_index { |v, i| puts "never" }
p r
words = ["alpha", "beta", "gamma"]
words.each { |w| puts w.upcase }
words.each_with_index do |w, i|
  puts "#{i + 1}) #{w.capitalize} has #{w.length} letters"
end
nested = [[1, 2], [3]]
nested.each { |row| row.each { |v| print v, " " } }
puts
b = [1, 2, 3]
c = b.each { |v| }
b << 4
p c
positions = []
[5, 7, 5, 9, 5].each_with_index { |v, i| positions << i if v == 5 }
p positions
