# Enumerators: block-taking methods without a block (each_with_index, map, each_slice(n),
# times, upto, each_char, combination...) and what takes them up: with_index, with_object,
# Enumerable's methods, size, inspect; Enumerable over an each that yields several values.
a = [10, 20, 30]
p a.each_with_index.map { |x, i| x * i }
p a.map.with_index(1) { |x, i| [i, x] }
p a.each.with_index(1).to_a
p a.each_slice(2).to_a, a.each_slice(2).map(&:sum), a.each_cons(2).to_a
p 3.times.map { |i| i * i }, 1.upto(4).select(&:even?), 5.downto(3).to_a
p a.select.with_index { |x, i| i != 1 }
p a.each_with_index.to_a, a.each_with_index.select { |x, i| i > 0 }
h = { a: 1, b: 2 }
p h.each_with_index.map { |(k, v), i| [k, v, i] }
p h.map.with_index { |(k, v), i| "#{k}#{v}#{i}" }
e = a.each
p e, a.each_slice(2), e.size, a.each_slice(2).size, loop.size
p e.each { |x| x }.equal?(a)
p "abc".each_char.with_index.map { |c, i| c * (i + 1) }
p a.each_with_object([]).to_a rescue p $!.class
p (1..6).each_slice(2).map { |x, y| x * y }
p [1, 2, 3].each.with_object([]) { |x, acc| acc << x * 2 }
p [[1, 2], [3, 4]].each_with_index.map { |(x, y), i| x + y + i }
class Pairs
  include Enumerable
  def each
    yield 1, 2
    yield 3, 4
  end
end
p Pairs.new.to_a, Pairs.new.map { |x, y| x + y }, Pairs.new.select { |x, y| y > 2 }, Pairs.new.first
p Pairs.new.each_with_index.map { |(x, y), i| x * y + i }
p [4, 5].each_with_index.sort_by { |x, i| -i }
p [1, 2, 3, 4].combination(2).count, [1, 2, 3].permutation.first(2), [1, 2].cycle(2).to_a
p a.each.is_a?(Enumerator), a.each.is_a?(Enumerable)
# Hot, for tier 2.
acc = 0
200.times do
  acc += a.each_with_index.map { |x, i| x * i }.sum + a.each_slice(2).count
end
p acc
# to_enum and enum_for of any method, the program's too; `a, b = *x`.
class Tree
  def initialize(*v) = @v = v
  def each_leaf
    @v.each { |x| yield x }
  end
  def leaves = to_enum(:each_leaf)
end
p Tree.new(3, 1, 2).leaves.sort, Tree.new(1).enum_for(:each_leaf).map { |x| x + 1 }, [1, 2].to_enum.to_a
first, second = *[7, 8]
p first, second
