# Enumerable on a class that defines each.
class NumberBag
  include Enumerable

  def initialize(*items)
    @items = items
  end

  def each
    i = 0
    while i < @items.size
      yield @items[i]
      i += 1
    end
    self
  end
end

bag = NumberBag.new(3, 1, 4, 1, 5, 9, 2, 6)
p bag.to_a, bag.map { |x| x * 2 }, bag.select(&:even?), bag.reject(&:even?)
p bag.sort, bag.min, bag.max, bag.sum, bag.count, bag.count(1), bag.count(&:odd?)
p bag.include?(4), bag.include?(7), bag.first, bag.first(3), bag.take(2), bag.drop(6)
p bag.inject(:+), bag.inject { |s, x| s * x }, bag.reduce(10) { |s, x| s + x }
p bag.find { |x| x > 3 }, bag.detect { |x| x > 100 }, bag.find_index(4), bag.find_index { |x| x > 4 }
p bag.sort_by { |x| -x }, bag.min_by { |x| (x - 5).abs }, bag.max_by { |x| x % 5 }
p bag.group_by(&:odd?), bag.partition { |x| x > 3 }, bag.tally
bag.each_with_index { |x, i| print x, ":", i, " " }
puts
p bag.each_with_object([]) { |x, acc| acc.unshift(x) }
p bag.any? { |x| x > 8 }, bag.all? { |x| x > 0 }, bag.none? { |x| x > 9 }, bag.any?
p bag.uniq, bag.take_while { |x| x < 5 }, bag.drop_while { |x| x < 5 }
p bag.flat_map { |x| [x, x] }.size, bag.filter_map { |x| x * 10 if x.odd? }
bag.each_slice(3) { |s| p s }
bag.each_cons(7) { |s| p s }
p bag.entries.size, bag.to_a.size
p bag.is_a?(Enumerable), NumberBag.include?(Enumerable), [1].is_a?(Enumerable)

class Countdown
  include Enumerable
  def initialize(n); @n = n; end
  def each
    k = @n
    while k > 0
      yield k
      k -= 1
    end
  end
end
p Countdown.new(5).map { |x| x * x }, Countdown.new(4).sort, Countdown.new(3).sum
