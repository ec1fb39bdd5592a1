# break and break value inside each and times: the whole call returns the break value (nil without one).
r = [1, 2, 3, 4].each do |x|
  puts x
  break if x == 2
end
p r
r = [1, 2, 3, 4].each { |x| break x * 10 if x == 3 }
p r
r = [1, 2].each { |x| break 99 if x > 5 }
p r
r = 10.times { |i| break i if i * i > 20 }
p r
r = 5.times { |i| }
p r
r = 3.times { break }
p r
r = 1.upto(100) { |i| break "found #{i}" if i % 17 == 0 }
p r
r = 10.downto(0) { |i| break i if i < 7 }
p r
r = 1.step(50, 4) { |i| break i if i > 20 }
p r
first_neg = [3, 5, -2, 7, -9].each { |x| break x if x < 0 }
p first_neg
r = [1, 2, 3].each_with_index { |x, i| break [x, i] if i == 1 }
p r
def find_first(list)
  list.each { |x| break x if yield(x) }
end
p(find_first([1, 4, 9, 16]) { |x| x > 5 })
p(find_first([1, 2]) { |x| x > 5 })
