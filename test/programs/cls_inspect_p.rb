# Classes: a user inspect used by p, by Array#inspect (also nested), by puts of an inspected array; p returns its argument.
class Point
  attr_reader :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end
  def inspect
    "#<Point #{@x},#{@y}>"
  end
  def to_s
    "(#{@x}, #{@y})"
  end
end

class Card
  def initialize(rank, suit)
    @rank = rank
    @suit = suit
  end
  def inspect
    @rank.to_s + @suit
  end
end

a = Point.new(1, 2)
p a
p [a, Point.new(-3, 4)]
p [[a], [], [Point.new(0, 0), nil, "s", 5]]
puts a.inspect
puts [a, a].inspect
puts a
puts "#{a} vs #{a.inspect}"
hand = []
["H", "S"].each { |s| [2, 10, 14].each { |r| hand << Card.new(r, s) } }
p hand
q = p(Point.new(9, 9))
puts q.x + q.y
p a, Point.new(5, 6)
puts [Point.new(7, 8)].to_s
