# A method whose yield meets many blocks, called from hot loops: tier 2
# makes the yield a call to whichever block comes, and the callers' sends
# with a block stay in their executors. Breaks, returns out of blocks,
# lambdas and a missing block behave as in tier 1.
class Bag
  def initialize(items)
    @items = items
  end

  def each_item
    i = 0
    while i < @items.length
      yield @items[i]
      i += 1
    end
    self
  end

  def total
    s = 0
    each_item { |x| s += x }
    s
  end

  def count_odd
    n = 0
    each_item { |x| n += 1 if x.odd? }
    n
  end

  def first_over(limit)
    each_item { |x| return x if x > limit }
    nil
  end

  def find_with_break(limit)
    each_item { |x| break x * 100 if x > limit }
  end

  def pairs
    out = 0
    each_item { |x| each_item { |y| out += x * y } }
    out
  end
end

bag = Bag.new((1..20).to_a)
acc = 0
3000.times do |i|
  acc += bag.total
  acc += bag.count_odd
  acc += bag.first_over(i % 20) || 0
  r = bag.find_with_break(i % 25)
  acc += r.is_a?(Bag) ? 1 : r
end
p acc
p bag.pairs

def twice
  yield 1, 2
  yield [3, 4]
end

sums = []
500.times do |k|
  twice { |a, b| sums << a + b + k } if k.even?
  twice { |a| sums << a.inspect.length }
  twice { |*r| sums << r.length }
end
p sums.length, sums.sum

lam = ->(a, b) { a * b }
errors = 0
1000.times do
  begin
    bag.each_item(&lam)
  rescue ArgumentError => e
    errors += 1
    p e.message if errors == 1000
  end
end
p errors

def gives_without_block(bag)
  bag.each_item
rescue LocalJumpError => e
  e.message
end
p gives_without_block(bag)

strings = %w[a bb ccc dddd]
lens = 0
2000.times { strings.each { |s| lens += s.length } }
2000.times { strings.each { |s| lens -= 1 if s.length > 2 } }
p lens
