# Yielding one array to a block with two or more parameters spreads it (auto-splat); one parameter gets the whole array.
def give_pair
  yield [1, 2]
end
def give_triple
  yield [1, 2, 3]
end
give_pair { |a, b| p a; p b }
give_pair { |a| p a }
give_pair { |a, b, c| p [a, b, c] }
give_triple { |a, b| p [a, b] }
give_triple { |x| p x.length }
pairs = [["one", 1], ["two", 2], ["three", 3]]
pairs.each { |name, n| puts "#{name} = #{n}" }
pairs.each { |item| puts item.inspect }
p pairs.map { |name, n| name * n }
p pairs.select { |name, n| n.odd? }
total = pairs.inject(0) { |s, pair| s + pair[1] }
p total
grid = [[1, 2], [3, 4], [5, 6]]
p grid.map { |x, y| x * y }
p grid.sum { |x, y| x - y }
def give_two_arrays
  yield [1, 2], [3, 4]
end
give_two_arrays { |a, b| p a; p b }
give_two_arrays { |a| p a }
