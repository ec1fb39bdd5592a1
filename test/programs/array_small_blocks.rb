# Small Arrays keep their elements inside their own block; growing past
# that room, shifting every element out and pushing again, and slicing
# must all behave as before.
a = [1, 2]
a.shift
a.shift
a << 3
a.push(4, 5, 6, 7)
p a, a.length

b = [:x, :y, :z]
3.times { b.shift }
p b, b.empty?
b.unshift(:w)
b << :v
p b

c = Array.new(3) { |i| i * i }
c.push(9, 16, 25, 36, 49)
p c, c.first(2), c.last(3)

q = []
50.times do |i|
  q << i
  q << i + 100
  q.shift
end
p q.length, q.first, q.last

# Many short-lived Arrays and objects, so that the collector runs while
# long-lived ones sit in the last slot of a block.
class Cell
  def initialize(v)
    @v = v
  end
  attr_reader :v
end
keep = nil
total = 0
60000.times do |i|
  pair = [Cell.new(i), i]
  extra = 0
  [1, 2].each { |k| extra += k }
  total += pair[0].v + pair[1] + extra
  keep = pair if i == 12345
end
p total, keep[1], keep[0].v

big = (1..100).to_a
big.shift(100)
big << :again
p big
