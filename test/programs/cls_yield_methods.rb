# Classes: methods that yield to blocks (each, map-like, select-like), block_given? inside methods, break out of a yielding method.
class NumberBag
  def initialize
    @nums = []
  end
  def add(n)
    @nums << n
    self
  end
  def each
    i = 0
    while i < @nums.size
      yield @nums[i]
      i += 1
    end
    self
  end
  def transform
    out = NumberBag.new
    each { |n| out.add(yield(n)) }
    out
  end
  def keep
    out = NumberBag.new
    each { |n| out.add(n) if yield(n) }
    out
  end
  def total
    if block_given?
      s = 0
      each { |n| s += yield(n) }
      s
    else
      @nums.sum
    end
  end
  def to_s
    "{" + @nums.join(" ") + "}"
  end
end

bag = NumberBag.new
(1..10).each { |i| bag.add(i * 3 % 11) }
puts bag
puts bag.transform { |n| n * n }
puts bag.keep { |n| n % 2 == 1 }
puts bag.total
puts bag.total { |n| n * 10 }
r = bag.each do |n|
  break "stopped at #{n}" if n > 8
end

puts r
factor = 2
doubled = bag.transform { |n| n * factor }
factor = 100
puts doubled
puts bag.transform { |n| n * factor }.keep { |n| n > 500 }.total
